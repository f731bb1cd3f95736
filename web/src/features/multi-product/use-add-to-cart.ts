// The React side of add-flow.ts: busy while a call is in flight, the failure message, and the
// confirmation dialog's prompt with the batches waiting for it.
import type { Schema } from '@boxoffice/sdk';
import { useCallback, useRef, useState } from 'react';
import { api } from '../../lib/api';
import { type AddOutcome, addBatches, type Batch } from './add-flow';

type Prompt = Schema<'ConfirmationPromptResult'>;

interface Paused {
  readonly prompt: Prompt;
  readonly outcome: Extract<AddOutcome, { kind: 'confirm' }>;
}

const post = async (body: Schema<'CartAddRequest'>) => (await api.POST('/cart/add', { body })).data;

export interface AddToCartHandlers {
  /** A batch went in: the page clears its quantities. */
  readonly onAdded: (batch: Batch) => void;
  /** Every batch went in (`added`: all of this run's): the page moves on. */
  readonly onDone: (proceedToPassFlow: boolean, added: readonly Batch[]) => void;
}

export function useAddToCart({ onAdded, onDone }: AddToCartHandlers) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [paused, setPaused] = useState<Paused | null>(null);
  // The latest handlers, so a run that resumes after the dialog calls the current ones.
  const handlers = useRef({ onAdded, onDone });
  handlers.current = { onAdded, onDone };

  const finish = useCallback((outcome: AddOutcome, seen: number) => {
    // Only the batches this step added are new (a resumed run carries the earlier ones).
    for (const batch of outcome.added.slice(seen)) handlers.current.onAdded(batch);
    if (outcome.kind === 'confirm') setPaused({ prompt: outcome.prompt, outcome });
    else setPaused(null);
    if (outcome.kind === 'failed') setError(outcome.message);
    if (outcome.kind === 'done') handlers.current.onDone(outcome.proceedToPassFlow, outcome.added);
  }, []);

  const submit = useCallback(
    async (batches: readonly Batch[]) => {
      setBusy(true);
      setError(null);
      try {
        finish(await addBatches(batches, post), 0);
      } finally {
        setBusy(false);
      }
    },
    [finish],
  );

  const proceed = useCallback(async () => {
    if (!paused) return;
    const { outcome } = paused;
    setBusy(true);
    setError(null);
    try {
      const next = await addBatches(
        outcome.pending,
        post,
        outcome.prompt.confirmationReSubmitContext,
        outcome,
      );
      finish(next, outcome.added.length);
    } finally {
      setBusy(false);
    }
  }, [paused, finish]);

  const cancel = useCallback(() => setPaused(null), []);

  return { busy, error, prompt: paused?.prompt ?? null, submit, proceed, cancel };
}

// The React side of pass-add.ts: Add to Cart of a pass page. Busy while the call is in flight; a
// failure's message for the page to show near the button; the server's confirmation prompt, whose
// proceed resubmits with its resubmit context (seed 001 §4); an anonymous shopper's add kept while
// they sign in. The mini-cart counts the new passes by itself (the SDK's cartChanged event runs
// refreshMiniCart after this cart-changing call).
import type { Schema } from '@boxoffice/sdk';
import { useCallback, useEffect, useRef, useState } from 'react';
import { api } from './api';
import { errorText } from './errors';
import { keepForSignIn, needsSignIn, type PassAddRequest, takeKept } from './pass-add';
import { site } from './site';

type Prompt = Schema<'ConfirmationPromptResult'>;

/** The seeds give no words for a failed add without a message; ours. */
export const PASS_ADD_FAILED = 'The passes could not be added to your cart.';

const here = () => location.pathname + location.search;

export function usePassAdd(onDone: (proceedToPassFlow: boolean) => void) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [paused, setPaused] = useState<{ prompt: Prompt; body: PassAddRequest } | null>(null);
  const done = useRef(onDone);
  done.current = onDone;

  /** `resumed`: the add kept over a sign-in; a second refusal then shows instead of signing in again. */
  const submit = useCallback(async (body: PassAddRequest, resumed = false) => {
    if (!resumed && site.session?.userAuthenticated === false) {
      location.assign(keepForSignIn(here(), body));
      return;
    }
    setBusy(true);
    setError(null);
    try {
      const { data } = await api.POST('/cart/add-pass-with-product', { body });
      if (data.confirmationRequired) {
        setPaused({ prompt: data, body });
        return;
      }
      setPaused(null);
      if (!data.success) {
        setError(data.message ?? PASS_ADD_FAILED);
        return;
      }
      done.current(data.proceedToPassFlow);
    } catch (e) {
      setPaused(null);
      if (needsSignIn(e) && !resumed) {
        location.assign(keepForSignIn(here(), body));
        return;
      }
      setError(errorText(e));
    } finally {
      setBusy(false);
    }
  }, []);

  const proceed = useCallback(() => {
    if (!paused) return;
    void submit({ ...paused.body, reSubmitContext: paused.prompt.confirmationReSubmitContext }, true);
  }, [paused, submit]);

  const cancel = useCallback(() => setPaused(null), []);

  return { busy, error, prompt: paused?.prompt ?? null, submit, proceed, cancel };
}

export type PassAdder = ReturnType<typeof usePassAdd>;

/**
 * Back from signing in: once the page is `ready` (its products shown), the add kept for this page
 * is made, after `restore` puts its rows back (so a failure shows beside the shopper's own rows).
 */
export function useKeptPassAdd(
  adder: PassAdder,
  ready: boolean,
  restore: (newPasses: Schema<'NewPassholder'>[]) => void,
): void {
  const restoreRef = useRef(restore);
  restoreRef.current = restore;
  const { submit } = adder;
  useEffect(() => {
    if (!ready) return;
    const kept = takeKept(here());
    if (!kept) return;
    restoreRef.current(kept.newPasses);
    void submit(kept, true);
  }, [ready, submit]);
}

// Add to Cart on a list page as a plain async function (seed 001 §4 'Product lists', seed 000 §4
// 'Product page'): the page's lines go in one cart/add per sale context (the add-on step has two: its
// add-ons and its cross-sells), one after another. A call may ask for confirmation first (nothing was
// added): the page shows the dialog and, on proceed, resumes with the server's resubmit context.
// A failure stops the run with the server's message; what was added before it stays added.
import type { Schema } from '@boxoffice/sdk';
import { errorText } from '../../lib/errors';
import { addRequest, type SaleContext } from './sale-context';

type Prompt = Schema<'ConfirmationPromptResult'>;

/** One cart/add: a sale context's lines (quantities above 0 only). */
export interface Batch {
  readonly context: SaleContext;
  readonly items: Schema<'CartLine'>[];
}

export type PostAdd = (body: Schema<'CartAddRequest'>) => Promise<Prompt>;

interface Progress {
  /** The batches added so far in this run (the page clears their quantities). */
  readonly added: readonly Batch[];
  /** True when any answer so far said a pass was added. */
  readonly proceedToPassFlow: boolean;
}

export type AddOutcome =
  | ({ readonly kind: 'done' } & Progress)
  | ({ readonly kind: 'confirm'; readonly prompt: Prompt; readonly pending: readonly Batch[] } & Progress)
  | ({ readonly kind: 'failed'; readonly message: string } & Progress);

export const ADD_FAILED = 'The items could not be added to your cart.';

/**
 * Adds the batches in order. `reSubmitContext` confirms the first batch (after a dialog); `progress`
 * carries what an earlier, paused run had already added.
 */
export async function addBatches(
  batches: readonly Batch[],
  post: PostAdd,
  reSubmitContext: string | null = null,
  progress: Progress = { added: [], proceedToPassFlow: false },
): Promise<AddOutcome> {
  let { added, proceedToPassFlow } = progress;
  let resubmit = reSubmitContext;
  for (const [index, batch] of batches.entries()) {
    if (batch.items.length === 0) continue;
    let answer: Prompt;
    try {
      answer = await post(addRequest(batch.context, batch.items, resubmit));
    } catch (error) {
      return { kind: 'failed', message: errorText(error), added, proceedToPassFlow };
    }
    resubmit = null;
    if (answer.confirmationRequired) {
      return { kind: 'confirm', prompt: answer, pending: batches.slice(index), added, proceedToPassFlow };
    }
    if (!answer.success) {
      return { kind: 'failed', message: answer.message ?? ADD_FAILED, added, proceedToPassFlow };
    }
    added = [...added, batch];
    proceedToPassFlow = proceedToPassFlow || answer.proceedToPassFlow;
  }
  return { kind: 'done', added, proceedToPassFlow };
}

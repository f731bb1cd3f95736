// Opening the session-ended page clears the cart (seed 002 §2.8, §4.6; seed 000 §7 'POST cart/clear:
// reSubmitContext, force'): a first call that lets the server ask (force false); when it asks (a
// cart holding passholder details), the seeds' 'second confirmation call' with its resubmit
// context, forced: the shopper has left, so no one is there to answer the question.
import type { Schema } from '@boxoffice/sdk';

type ClearRequest = Schema<'CartClearRequest'>;
type ClearAnswer = Pick<
  Schema<'ConfirmationPromptResult'>,
  'confirmationRequired' | 'confirmationReSubmitContext'
>;

/** Sends one POST cart/clear and resolves with its answer. */
export type ClearCall = (body: ClearRequest) => Promise<ClearAnswer>;

export async function clearCartAfterTimeout(clear: ClearCall): Promise<void> {
  const first = await clear({ reSubmitContext: null, force: false });
  const context = first.confirmationReSubmitContext;
  if (first.confirmationRequired && context) await clear({ reSubmitContext: context, force: true });
}

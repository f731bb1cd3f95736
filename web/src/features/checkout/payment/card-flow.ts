// Paying with the card entered in the provider's iframe (seed 000 §4 'Card modal iframe messages',
// §7, §8), as a plain sequence the card modal runs and the tests drive with stand-in calls:
//   1. 'payment keys ready' (type 3) gives the payment key;
//   2. POST payment/freedom-pay/process-card (sessionKey, paymentKey, priceOverride);
//   3. approved: POST order/submit (paymentKey, savePaymentToAccount, cardholderName, cardholderAddress).
// The seeds list the two calls in this order but do not say when process-card is made; ours: on
// every payment key, before the order, so a decline is known before the order is placed and stays in
// the modal (§8 'Payment declined': paymentMessage in the modal, otherwise the modal closes and
// checkout shows the message). priceOverride is null: the server charges the payment due, the same
// amount the order then takes (the charge is not repeated).
import type { Schema } from '@boxoffice/sdk';

type ProcessResult = Schema<'FreedomPayProcessCardResult'>;
type SubmitResult = Schema<'OrderSubmitResult'>;

export interface CardFlowCalls {
  processCard(body: Schema<'FreedomPayProcessCardRequest'>): Promise<ProcessResult>;
  submitOrder(body: Schema<'OrderSubmitRequest'>): Promise<SubmitResult>;
}

export interface CardPayment {
  readonly sessionKey: string;
  readonly paymentKey: string;
  readonly savePaymentToAccount: boolean;
  readonly cardholderName: string;
  readonly cardholderAddress: string | null;
}

/** Where a card payment ends: placed, declined (the message stays in the modal), or failed (checkout shows it). */
export type CardOutcome =
  | { readonly kind: 'paid' }
  | { readonly kind: 'declined'; readonly message: string }
  | { readonly kind: 'failed'; readonly failure: unknown };

/** An answer that did not succeed: its payment message is a decline, anything else a failure. */
export function refusal(
  answer: { message: string | null; paymentMessage: string | null },
  fallback: string,
): CardOutcome {
  if (answer.paymentMessage) return { kind: 'declined', message: answer.paymentMessage };
  return { kind: 'failed', failure: answer.message ?? fallback };
}

/** The outcome of an order call (the iframe's card or a saved card). */
export function orderOutcome(answer: SubmitResult, fallback: string): CardOutcome {
  return answer.success ? { kind: 'paid' } : refusal(answer, fallback);
}

/** Steps 2 and 3: process the card, then place the order; a thrown call (a 409, say) is a failure. */
export async function payWithCardKey(
  calls: CardFlowCalls,
  payment: CardPayment,
  fallback: string,
): Promise<CardOutcome> {
  try {
    const processed = await calls.processCard({
      sessionKey: payment.sessionKey,
      paymentKey: payment.paymentKey,
      priceOverride: null,
    });
    if (!processed.success) return refusal(processed, fallback);
    const placed = await calls.submitOrder({
      paymentKey: payment.paymentKey,
      savePaymentToAccount: payment.savePaymentToAccount,
      cardholderName: payment.cardholderName,
      cardholderAddress: payment.cardholderAddress,
    });
    return orderOutcome(placed, fallback);
  } catch (failure) {
    return { kind: 'failed', failure };
  }
}

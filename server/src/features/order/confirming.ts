// What a call of a session hears while the session's own order is being paid (domain/orders/settle.ts
// settleOwnOrder): the calls that pay (the submits, the payment setup calls) and getOrderDetails
// wait for it a little, or settle it in a dead payer's stead; a payer still alive then is answered
// 503 with Retry-After and 'We are confirming your payment...', which the client asks again after.
// The contract declares this 503 (responses/ConfirmingPayment.yaml) on each of these calls; the
// wrapper serves them all, so its reply is typed for any of them.
import {
  idempotent,
  type KeptSubmit,
  type OwnOrderFound,
  PAYMENT_CONFIRMING_MESSAGE,
  PaymentConfirming,
  placedAnswer,
  settleOwnOrder,
} from '../../domain/orders/index.js';
import type { OperationId, Reply } from '../../http/contract.js';
import { type Handler, type HandlerContext, ok } from '../../http/handler.js';

/** The 503 of a call made while its session's order is being paid: nothing of the call was kept. */
export const confirmingReply = (error: PaymentConfirming) => ({
  status: 503 as const,
  headers: { 'Retry-After': String(error.retryAfterSeconds) },
  body: { success: false as const, message: PAYMENT_CONFIRMING_MESSAGE },
});

/** `handler`, answering confirmingReply when the session's order is being paid. */
export const answersConfirming =
  <K extends OperationId>(handler: Handler<K>) =>
  async (context: HandlerContext<K>): Promise<Reply<K>> => {
    try {
      return await handler(context);
    } catch (error) {
      if (!(error instanceof PaymentConfirming)) throw error;
      return confirmingReply(error) as unknown as Reply<K>;
    }
  };

/** The calls that place an order; each answers the contract's OrderSubmitResult. */
type Submit = 'submitOrder' | 'submitOrderSavedPayment' | 'submitUpliftOrder';

/**
 * A submit: once per Idempotency-Key (domain/orders idempotent), after its session's order in payment
 * is settled (a first try of the same key on another instance, or another submit). When that order
 * turned out confirmed, the cart it paid for is ordered: that order is the answer. Still being paid:
 * confirmingReply.
 */
export function submitOnce<K extends Submit>(
  context: HandlerContext<K>,
  operation: K,
  work: (kept: KeptSubmit | null) => Promise<Reply<K>>,
): Promise<Reply<K>> {
  const { services, session } = context;
  const ownOrder = async (): Promise<OwnOrderFound<Reply<K>>> => {
    const own = await settleOwnOrder(services, session);
    if (own.kind !== 'confirmed') return { found: own.kind === 'released' };
    // OrderSubmitResult, as every submit answers.
    return { found: true, instead: ok(placedAnswer(own.record)) as unknown as Reply<K> };
  };
  return answersConfirming<K>((ctx) => idempotent(ctx, operation, work, ownOrder))(context);
}

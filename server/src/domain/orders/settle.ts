// Settling an order in payment in its payer's stead: when the paying call is silent (its server
// died), a call of the same session settles it at once, and after the payment window the sweep does
// (features/order/sweep.ts). The card provider is asked first, holding nothing: it answers the
// order's charge if one was made, or closes the order's reference so that no charge for it is taken
// from now on. Then, under the order's lock, the order is confirmed with that charge or its places go
// back to the cart's holds, and the submit's answer is kept under its Idempotency-Key: a repeat of
// the submit, on any instance, answers the order or the refusal rather than finding an empty cart.
import { ok } from '../../http/handler.js';
import type { Services } from '../../services.js';
import type { Session } from '../../store/store.js';
import { type ClosedCharge, closedPayment, closeReference } from './charge.js';
import { confirmOrder, declinedAnswer, placedAnswer } from './checkout.js';
import { keepAnswer } from './idempotency.js';
import { NOT_CHARGED_MESSAGE } from './messages.js';
import {
  awaitOwnOrder,
  OWN_ORDER_WAIT_MS,
  type PendingOrder,
  pendingLock,
  pendingOrders,
  releasePending,
} from './pending.js';
import { OrderRepository } from './repository.js';
import type { OrderRecord } from './types.js';

/**
 * Settles `pending` with what the card provider answered for its reference (closeReference, asked
 * before, holding nothing): charged, the order is confirmed with that charge; not charged, its places
 * go back to the cart's holds. The order is its submit's answer, kept under its key. The refusal is
 * kept only when `answered` (a call of the shopper settles it and tells them): the sweep tells no
 * one, and a repeat of a submit nobody answered, whose try took nothing, runs again. Runs under the
 * order's lock in the caller's transaction; 'settled already' when its payer or another call did
 * first. `session` is the shopper's, or undefined when it has ended.
 */
export async function settleClosed(
  services: Services,
  session: Session | undefined,
  pending: PendingOrder,
  charge: ClosedCharge,
  answered: boolean,
): Promise<'confirmed' | 'released' | 'settled already'> {
  const { store } = services;
  return store.lock([pendingLock(pending.sessionId)], async () => {
    const current = await pendingOrders(store).get(pending.sessionId);
    if (current?.id !== pending.id) return 'settled already';
    if (!charge) {
      await releasePending(store, current);
      if (answered && current.submit)
        await keepAnswer(services, current.submit, ok(declinedAnswer(NOT_CHARGED_MESSAGE)));
      return 'released';
    }
    const payment = closedPayment(current.checkout.paymentMethod, charge);
    const record = await confirmOrder(services, session, current, payment);
    if (current.submit) await keepAnswer(services, current.submit, ok(placedAnswer(record)));
    return 'confirmed';
  });
}

/** What became of the session's order in payment. */
export type OwnOrderOutcome =
  | { readonly kind: 'none' }
  | { readonly kind: 'confirmed'; readonly record: OrderRecord }
  /** Not paid: its places are back in the cart's holds (or with everyone, once the holds ended). */
  | { readonly kind: 'released' };

/**
 * A session's own order in payment never counts against it. Before a call of the session pays (a
 * repeat of the submit, a new submit, the payment setup calls) or looks for its order, that order is
 * waited for while its payer is alive, up to `waitMs` (then PaymentConfirming: 503, come back), or
 * settled at once when the payer is silent or its window passed. Answers what became of it; the
 * session is read again meanwhile, so the caller sees the cart as the order left it.
 */
export async function settleOwnOrder(
  services: Services,
  session: Session,
  waitMs = OWN_ORDER_WAIT_MS,
): Promise<OwnOrderOutcome> {
  const { store } = services;
  const own = await awaitOwnOrder(store, () => services.clock.now(), session.id, waitMs);
  if (own.kind === 'none') return own;
  const id = own.kind === 'settled' ? own.id : own.pending.id;
  if (own.kind === 'abandoned') {
    const charge = await store.outside(() => closeReference(services, id));
    await settleClosed(services, session, own.pending, charge, true);
  }
  const record = await new OrderRepository(store).byId(id);
  return record ? { kind: 'confirmed', record } : { kind: 'released' };
}

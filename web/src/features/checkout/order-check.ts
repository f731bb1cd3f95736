// A submit that never got an answer (the client's retries ran out on network failures or timeouts,
// or on 503s: the last may say 'We are confirming your payment...', an earlier try may have placed
// it) may still have placed the order: the shopper must not be told it failed, nor pay again, when it
// might exist. Before a failure is shown checkout asks the session. First its last order
// (getOrderDetails), which the server answers once the session's order in payment is settled (it
// waits for it, or settles it when its server died): then the cart shows what that order left. An
// order placed empties the cart, so a cart that still has lines was not ordered (and, not ordered,
// not charged); an empty cart with the session's last order was, and goes to the confirmation. When
// the answers do not tell, the shopper is asked to look before trying again.
import { isStorefrontApiError } from '@boxoffice/sdk';

/** The calls that place an order (each with an Idempotency-Key, so the client repeats them). */
export const ORDER_PLACING: ReadonlySet<string> = new Set([
  '/order/submit',
  '/order/submit-saved-payment',
  '/payment/uplift/submit-order',
]);

export const UNCONFIRMED_ORDER =
  'We could not confirm your order. Please check your email or Order Lookup before trying again.';

/** The session says the order was not placed: nothing was charged (the server's words for it too). */
export const NOT_CHARGED = 'Your payment could not be completed; you were not charged. Please try again.';

/** A failure of an order-placing call that did not tell the order's fate: no answer, or a 503. */
export function unansweredOrder(failure: unknown): boolean {
  return (
    isStorefrontApiError(failure) &&
    (failure.kind === 'network' || failure.status === 503) &&
    failure.operation !== null &&
    ORDER_PLACING.has(failure.operation)
  );
}

export interface OrderCheckCalls {
  /** The cart's line count (getMiniCart). */
  cartItemCount(): Promise<number>;
  /**
   * Whether the session has an order just placed (getOrderDetails: true on its 200, false on its 404),
   * answered once its order in payment, if any, is settled.
   */
  orderPlaced(): Promise<boolean>;
}

/** Placed: go to the confirmation. Not placed: show the failure. Unknown: show UNCONFIRMED_ORDER. */
export type OrderCheck = 'placed' | 'not-placed' | 'unknown';

export async function checkUnansweredOrder(calls: OrderCheckCalls): Promise<OrderCheck> {
  try {
    const placed = await calls.orderPlaced();
    if ((await calls.cartItemCount()) > 0) return 'not-placed';
    return placed ? 'placed' : 'unknown';
  } catch {
    return 'unknown';
  }
}

/**
 * A try again after UNCONFIRMED_ORDER that is refused for an emptied cart: the order whose fate was
 * not known may have been confirmed since (the sweep settles it), so the session's order is looked
 * for before the shopper is sent to choose again. Only then: an emptied cart alone may have expired.
 */
export async function placedSinceUnconfirmed(
  calls: Pick<OrderCheckCalls, 'orderPlaced'>,
  unconfirmed: boolean,
  cartEmpty: boolean,
): Promise<boolean> {
  if (!unconfirmed || !cartEmpty) return false;
  try {
    return await calls.orderPlaced();
  } catch {
    return false;
  }
}

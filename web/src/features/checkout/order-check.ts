// A submit that never got an answer (the client's retries ran out on network failures or timeouts)
// may still have placed the order: the shopper must not be told it failed, nor pay again, when it
// might exist. Before a failure is shown checkout asks the session: an order placed empties the cart,
// so a cart that still has lines was not ordered; an empty cart with the session's last order
// (getOrderDetails) was, and goes to the confirmation. When the answers do not tell, the shopper is
// asked to look before trying again.
import { isStorefrontApiError } from '@boxoffice/sdk';

/** The calls that place an order (each with an Idempotency-Key, so the client repeats them). */
const ORDER_PLACING: ReadonlySet<string> = new Set([
  '/order/submit',
  '/order/submit-saved-payment',
  '/payment/uplift/submit-order',
]);

export const UNCONFIRMED_ORDER =
  'We could not confirm your order. Please check your email or Order Lookup before trying again.';

/** A failure of an order-placing call without any answer from the server. */
export function unansweredOrder(failure: unknown): boolean {
  return (
    isStorefrontApiError(failure) &&
    failure.kind === 'network' &&
    failure.operation !== null &&
    ORDER_PLACING.has(failure.operation)
  );
}

export interface OrderCheckCalls {
  /** The cart's line count (getMiniCart). */
  cartItemCount(): Promise<number>;
  /** Whether the session has an order just placed (getOrderDetails: true on its 200, false on its 404). */
  orderPlaced(): Promise<boolean>;
}

/** Placed: go to the confirmation. Not placed: show the failure. Unknown: show UNCONFIRMED_ORDER. */
export type OrderCheck = 'placed' | 'not-placed' | 'unknown';

export async function checkUnansweredOrder(calls: OrderCheckCalls): Promise<OrderCheck> {
  try {
    if ((await calls.cartItemCount()) > 0) return 'not-placed';
    return (await calls.orderPlaced()) ? 'placed' : 'unknown';
  } catch {
    return 'unknown';
  }
}

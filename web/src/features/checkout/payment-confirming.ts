// 'We are confirming your payment...' while a call that places an order is being sent again by the
// client (its retry): the server answered 503 with those words, as the first try of the same submit
// is still being paid (possibly on another server), or an attempt got no answer in time, or the store
// was too busy to take it. Its order may be placed any moment: the modal stays busy and nothing starts
// another payment meanwhile. Counted from the call's first wait (`retrying`) until it settles
// (`retrySettled`), as lib/store-busy.ts counts every waiting call.
import { proxy } from 'valtio';
import { api } from '../../lib/api';
import { ORDER_PLACING } from './order-check';

/** The server's words for its 503 while it confirms a payment (issue 38), shown while the call waits. */
export const CONFIRMING_PAYMENT = 'We are confirming your payment...';

export const paymentConfirming = proxy({ calls: 0 });

/** A call's first wait counts it, when it places an order; its later waits are the same call. */
export function orderCallWaits(path: string, attempt: number): void {
  if (attempt === 1 && ORDER_PLACING.has(path)) paymentConfirming.calls += 1;
}

export function orderCallSettled(path: string): void {
  if (ORDER_PLACING.has(path)) paymentConfirming.calls = Math.max(0, paymentConfirming.calls - 1);
}

api.on('retrying', ({ path, attempt }) => orderCallWaits(path, attempt));
api.on('retrySettled', ({ path }) => orderCallSettled(path));

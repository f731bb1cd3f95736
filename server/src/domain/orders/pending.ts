// An order between its hold and its confirmation. Placing an order holds what it sells (the sold
// counts, taken in one statement) and keeps this record, under the session's id, in the same short
// transaction; the payment then runs holding nothing, and a second transaction confirms the order or
// gives the places back (checkout.ts). If the server dies in between, the record outlives it: after
// the payment window a sweep asks the card provider whether the order was charged (closing it if
// not, so no late charge is taken) and confirms it or gives its places back (features/order/sweep.ts).
// A shopper is never charged without an order, and holds never outlive a dead server.
import { type CountChange, type Store, StoreBusy } from '../../store/store.js';
import { changeSold } from '../capacity.js';
import { type HoldLedger, releaseChanges, undoChanges } from '../holds/ledger.js';
import { ledgerOf, restoreHolds } from '../holds/records.js';
import type { Checkout } from './checkout.js';

export interface PendingOrder {
  /** The order's extOrderTokenId, also the payment's reference at the card provider. */
  readonly id: string;
  readonly orderNumber: number;
  readonly sessionId: string;
  readonly accountId: string | null;
  readonly checkout: Checkout;
  /** What it holds of the sold counts, given back when it is not confirmed. */
  readonly counts: readonly CountChange[];
  /** The cart's holds it turned into its own (domain/holds), held for the cart again when given back. */
  readonly holds?: HoldLedger;
  /** When the sweep may settle it (ms): the payment window after the hold. */
  readonly expiresAt: number;
}

/** By session id: a session has at most one order being paid. */
const PENDING = 'orders.pending';

export const pendingOrders = (store: Store) => store.collection<PendingOrder>(PENDING);

/** The lock both the paying call and the sweep take before they settle a session's pending order. */
export const pendingLock = (sessionId: string) => `order-pending:${sessionId}`;

/**
 * Gives back what a pending order holds and forgets it (a decline, or a payment never made). The
 * cart's holds it took over are held for the cart again, unless the cart took holds of its own
 * while the order was being paid (another tab adding to it): those cover the cart's lines, so the
 * order's places are all given back.
 */
export async function releasePending(store: Store, pending: PendingOrder): Promise<void> {
  const heldMeanwhile = Object.keys(await ledgerOf(store, pending.sessionId)).length > 0;
  await changeSold(store, heldMeanwhile ? releaseChanges(pending.counts) : undoChanges(pending.counts));
  await pendingOrders(store).delete(pending.sessionId);
  if (!heldMeanwhile) await restoreHolds(store, pending.sessionId, pending.holds ?? {});
}

/** How long a submit waits for the same session's order in payment before it is told to come back. */
export const PENDING_WAIT_MS = 8_000;
const POLL_MS = 50;

/**
 * Waits until no order of this session is being paid (another instance may be paying one for a
 * repeat of this submit), holding nothing meanwhile; the session is read again afterwards, so the
 * caller sees the cart as that order left it. Answers whether it waited (what the caller read before
 * may have changed). Still in payment after PENDING_WAIT_MS: StoreBusy (503, come back later),
 * having done nothing.
 */
export async function awaitSettled(store: Store, sessionId: string): Promise<boolean> {
  const pendings = pendingOrders(store);
  if (!(await pendings.get(sessionId))) return false;
  const settled = await store.outside(async () => {
    const deadline = performance.now() + PENDING_WAIT_MS;
    for (;;) {
      await new Promise((resolve) => setTimeout(resolve, POLL_MS));
      if (!(await pendings.get(sessionId))) return true;
      if (performance.now() >= deadline) return false;
    }
  });
  if (!settled) throw new StoreBusy(2, 'an order of this session is being paid');
  return true;
}

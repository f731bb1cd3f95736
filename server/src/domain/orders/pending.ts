// An order between its hold and its confirmation. Placing an order holds what it sells (the sold
// counts, taken in one statement) and keeps this record, under the session's id, in the same short
// transaction; the payment then runs holding nothing, and a second transaction confirms the order or
// gives the places back (checkout.ts). While the card provider is asked, the paying call renews the
// record's heartbeat (`payingAt`). If the server dies in between, the record outlives it: a call of
// the same session that finds its heartbeat silent settles it at once (settle.ts), and after the
// payment window the sweep does (features/order/sweep.ts), asking the card provider whether the
// order was charged (closing it if not, so no late charge is taken). A shopper is never charged
// without an order, and holds never outlive a dead server.
import { type CountChange, type Store, StoreBusy } from '../../store/store.js';
import { changeSold } from '../capacity.js';
import { type HoldLedger, releaseChanges, undoChanges } from '../holds/ledger.js';
import { ledgerOf, restoreHolds } from '../holds/records.js';
import type { Checkout } from './checkout.js';
import type { KeptSubmit } from './idempotency.js';

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
  /**
   * The submit that placed it, by its Idempotency-Key: whoever settles the order in its payer's stead
   * keeps the submit's answer under that key, so a repeat finds it. Absent: sent without a key.
   */
  readonly submit?: KeptSubmit;
  /**
   * When its paying call last said it is alive (ms): at the hold, then every HEARTBEAT_MS while the
   * card provider is asked. Absent in records kept before heartbeats.
   */
  readonly payingAt?: number;
}

/** By session id: a session has at most one order being paid. */
export const PENDING = 'orders.pending';

export const pendingOrders = (store: Store) => store.collection<PendingOrder>(PENDING);

/** The lock the paying call, its heartbeat, a settling call and the sweep take on a session's pending order. */
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

/** How often the paying call renews its heartbeat. */
export const HEARTBEAT_MS = 2_000;
/** A payer silent this long (three heartbeats missed) is taken for dead. */
export const PAYER_SILENT_MS = 6_000;
/** How long a call of the session waits for its order in payment before it is told 503 (come back). */
export const OWN_ORDER_WAIT_MS = 2_500;
const POLL_MS = 100;

/**
 * 'paying' while the paying call is alive (it renewed its heartbeat within PAYER_SILENT_MS) and the
 * window has not passed; else 'abandoned': the payer died, or outlasted the window, and whoever finds
 * the order settles it with the card provider. A record kept before heartbeats is paying until its
 * window passes.
 */
export function payerState(pending: PendingOrder, now: number): 'paying' | 'abandoned' {
  if (pending.expiresAt <= now) return 'abandoned';
  if (pending.payingAt === undefined) return 'paying';
  return now - pending.payingAt < PAYER_SILENT_MS ? 'paying' : 'abandoned';
}

/**
 * Renews the pending order's heartbeat every HEARTBEAT_MS while its payment is taken, outside the
 * call's transaction: one small write under the order's lock, and only while the record is still this
 * order's (never bringing back one that was settled). A beat that fails is skipped. `stop` ends it
 * and waits for a beat under way, so none runs once the call goes on.
 */
export function keepPaying(
  store: Store,
  now: () => number,
  pending: PendingOrder,
): { stop(): Promise<void> } {
  let beat: Promise<void> | null = null;
  const renew = () =>
    store.lock([pendingLock(pending.sessionId)], async () => {
      const current = await pendingOrders(store).get(pending.sessionId);
      if (current?.id === pending.id)
        await pendingOrders(store).put(pending.sessionId, { ...current, payingAt: now() });
    });
  const timer = setInterval(() => {
    beat ??= renew()
      .catch(() => undefined)
      .finally(() => {
        beat = null;
      });
  }, HEARTBEAT_MS);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await beat;
    },
  };
}

/**
 * A call of a session whose order is being paid, told to come back: 503 with Retry-After and
 * PAYMENT_CONFIRMING_MESSAGE (features/order/confirming.ts answers it so; anywhere else it is the
 * busy store's 503). Nothing of the call was kept.
 */
export class PaymentConfirming extends StoreBusy {
  constructor() {
    super(2, 'an order of this session is being paid');
    this.name = 'PaymentConfirming';
  }
}

/** What a call found of its session's order in payment. */
export type OwnOrder =
  | { readonly kind: 'none' }
  /** Settled meanwhile by its payer (or another call, or the sweep): its outcome is in the store. */
  | { readonly kind: 'settled'; readonly id: string }
  /** Its payer is silent or its window passed: the caller settles it (settle.ts). */
  | { readonly kind: 'abandoned'; readonly pending: PendingOrder };

/**
 * Waits, holding nothing, while the session's order is being paid by a live payer, up to `waitMs`;
 * the session is read again afterwards, so the caller sees the cart as that order left it. Still
 * being paid then: PaymentConfirming (503), having done nothing.
 */
export async function awaitOwnOrder(
  store: Store,
  now: () => number,
  sessionId: string,
  waitMs = OWN_ORDER_WAIT_MS,
): Promise<OwnOrder> {
  const pendings = pendingOrders(store);
  const first = await pendings.get(sessionId);
  if (!first) return { kind: 'none' };
  if (payerState(first, now()) === 'abandoned') return { kind: 'abandoned', pending: first };
  return store.outside(async (): Promise<OwnOrder> => {
    const deadline = performance.now() + waitMs;
    for (;;) {
      await new Promise((resolve) => setTimeout(resolve, POLL_MS));
      const current = await pendings.get(sessionId);
      if (current?.id !== first.id) return { kind: 'settled', id: first.id };
      if (payerState(current, now()) === 'abandoned') return { kind: 'abandoned', pending: current };
      if (performance.now() >= deadline) throw new PaymentConfirming();
    }
  });
}

// A session's hold ledger (ledger.ts), kept where every instance sees it (issue 24): in a shared
// collection keyed by session id, not in the session's own slots, so that a sweep can give back what
// an expired or ended session held.
import type { Session, Store } from '../../store/store.js';
import { entryTimeHoldEnd } from '../reservations/booking.js';
import { type HoldLedger, heldByKey } from './ledger.js';

export const CART_HOLDS = 'cart.holds';

export interface SessionHolds {
  readonly sessionId: string;
  readonly lines: HoldLedger;
}

/** What the session holds, by cart line id. */
export async function ledgerOf(store: Store, sessionId: string): Promise<HoldLedger> {
  return (await store.collection<SessionHolds>(CART_HOLDS).get(sessionId))?.lines ?? {};
}

/** Forgets the session's ledger (an order took its holds over). */
export const dropLedger = (store: Store, sessionId: string): Promise<void> =>
  store.collection<SessionHolds>(CART_HOLDS).delete(sessionId);

/** Keeps the session's ledger as it is now (none when it holds nothing). */
export async function saveLedger(store: Store, sessionId: string, ledger: HoldLedger): Promise<void> {
  if (Object.keys(ledger).length === 0) await dropLedger(store, sessionId);
  else await store.collection<SessionHolds>(CART_HOLDS).put(sessionId, { sessionId, lines: ledger });
}

/** Puts a ledger back (an order given back holds for the cart again what it took over). */
export async function restoreHolds(store: Store, sessionId: string, ledger: HoldLedger): Promise<void> {
  if (Object.keys(ledger).length > 0) await saveLedger(store, sessionId, ledger);
}

/** A session that signs in goes on under a new id (Store.renewSession): its holds go with it. */
export async function moveLedger(store: Store, fromSessionId: string, toSessionId: string): Promise<void> {
  const holds = store.collection<SessionHolds>(CART_HOLDS);
  const record = await holds.get(fromSessionId);
  if (!record || fromSessionId === toSessionId) return;
  await holds.delete(fromSessionId);
  await holds.put(toSessionId, { sessionId: toSessionId, lines: record.lines });
}

/** What the session holds of each count, by key: counted as taken for everyone, but the session's to use. */
export async function ownHolds(store: Store, sessionId: string): Promise<Map<string, number>> {
  return heldByKey(await ledgerOf(store, sessionId));
}

/**
 * Seconds until the first hold on the cart's lines or its reservation's entry time ends
 * (CartDetails.holdSecondsLeft), rounded up so that a countdown reaching zero finds the hold over (a
 * revise then reports its lines); null when the cart holds nothing.
 */
export async function holdSecondsLeft(
  store: Store,
  session: Session,
  lineIds: readonly string[],
  now: number,
): Promise<number | null> {
  const ledger = await ledgerOf(store, session.id);
  const entryTime = await entryTimeHoldEnd(store, session);
  const ends = [
    ...lineIds.flatMap((id) => ledger[id]?.expiresAt ?? []),
    ...(entryTime === null ? [] : [entryTime]),
  ];
  return ends.length ? Math.max(0, Math.ceil((Math.min(...ends) - now) / 1000)) : null;
}

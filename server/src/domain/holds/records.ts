// A session's hold ledger (ledger.ts), kept where every instance sees it (issue 24): in a shared
// collection keyed by session id, not in the session's own slots, so that a sweep can give back what
// an expired or ended session held. The same record keeps what the session remembers of the places
// it held lately (issue 37, ledger.ts HoldMemory), written with its ledger in the call's transaction.
import type { Session, Store } from '../../store/store.js';
import { entryTimeHoldEnd } from '../reservations/booking.js';
import { forgetHolds, type HoldLedger, type HoldMemory, heldByKey, rememberHolds } from './ledger.js';

export const CART_HOLDS = 'cart.holds';

export interface SessionHolds {
  readonly sessionId: string;
  readonly lines: HoldLedger;
  /** The places it held lately and when their first holds end (absent: none). */
  readonly held?: HoldMemory;
}

/** What the session holds, by cart line id, and what it remembers of the places it held. */
export async function holdsOf(
  store: Store,
  sessionId: string,
): Promise<{ readonly lines: HoldLedger; readonly held: HoldMemory }> {
  const record = await store.collection<SessionHolds>(CART_HOLDS).get(sessionId);
  return { lines: record?.lines ?? {}, held: record?.held ?? {} };
}

/** What the session holds, by cart line id. */
export async function ledgerOf(store: Store, sessionId: string): Promise<HoldLedger> {
  return (await holdsOf(store, sessionId)).lines;
}

/** Forgets the session's holds and what it remembers of them (the session has ended). */
export const dropLedger = (store: Store, sessionId: string): Promise<void> =>
  store.collection<SessionHolds>(CART_HOLDS).delete(sessionId);

/** Keeps the session's ledger and memory as they are now (no record when both are empty). */
export async function saveHolds(
  store: Store,
  sessionId: string,
  lines: HoldLedger,
  held: HoldMemory,
): Promise<void> {
  if (Object.keys(lines).length === 0 && Object.keys(held).length === 0) await dropLedger(store, sessionId);
  else
    await store
      .collection<SessionHolds>(CART_HOLDS)
      .put(sessionId, { sessionId, lines, ...(Object.keys(held).length ? { held } : {}) });
}

/**
 * An order takes the session's holds over (it owns them while it is paid): the ledger is emptied,
 * and the places it buys are no longer remembered, so a buyer may hold more of them afterwards.
 */
export const handOverHolds = (
  store: Store,
  sessionId: string,
  holds: { readonly lines: HoldLedger; readonly held: HoldMemory },
): Promise<void> => saveHolds(store, sessionId, {}, forgetHolds(holds.held, holds.lines));

/**
 * Puts a ledger back (an order given back holds for the cart again what it took over), remembering
 * its places again with the ends they had.
 */
export async function restoreHolds(store: Store, sessionId: string, ledger: HoldLedger): Promise<void> {
  if (Object.keys(ledger).length === 0) return;
  const { held } = await holdsOf(store, sessionId);
  await saveHolds(store, sessionId, ledger, rememberHolds(held, ledger));
}

/**
 * A session that signs in goes on under a new id (Store.renewSession): its holds go with it, and
 * what it remembers of them, so signing in starts no hold anew.
 */
export async function moveLedger(store: Store, fromSessionId: string, toSessionId: string): Promise<void> {
  const holds = store.collection<SessionHolds>(CART_HOLDS);
  const record = await holds.get(fromSessionId);
  if (!record || fromSessionId === toSessionId) return;
  await holds.delete(fromSessionId);
  await holds.put(toSessionId, { ...record, sessionId: toSessionId });
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

// The places a session's chosen entry time holds, shared by all sessions so that capacity, "already
// booked" and single-visit redemptions count other shoppers. A hold lasts as long as its session and
// its reservation's entry time, and no longer than the cart's hold time from when the entry time was
// chosen (issue 24; `expiresAt`): a session that timed out, whose reservation was removed from the
// cart, or whose hold time ran out, no longer holds anything.
import type { Store } from '../../store/store.js';
import { RESERVATION_HOLDS, reservationSlot } from './state.js';

/** Holds of booked reservations (booking.ts), by reservation id: they last after the session ends. */
export const BOOKED_HOLDS = 'reservationBookedHolds';

export interface EntryTimeHold {
  readonly sessionId: string;
  readonly performanceId: string;
  /** Guests the reservation brings: tickets, children, additional guests, counters and friends. */
  readonly guests: number;
  readonly barcodes: readonly string[];
  /** "barcode entitlementId" of single-visit admissions this reservation uses. */
  readonly redemptions: readonly string[];
  /** When the hold ends (epoch ms); absent: with the session (the cart holds nothing, or booked). */
  readonly expiresAt?: number;
}

/** Whether a hold of a live session still holds at `now`. */
export const holdLasts = (hold: EntryTimeHold, now: number): boolean =>
  hold.expiresAt === undefined || hold.expiresAt > now;

export const redemptionKey = (barcode: string, entitlementId: string) => `${barcode} ${entitlementId}`;

/** The live holds of every session but `exceptSessionId`, and those of booked reservations. */
export async function otherHolds(
  store: Store,
  exceptSessionId: string,
  now: number,
): Promise<EntryTimeHold[]> {
  const holds = store.collection<EntryTimeHold>(RESERVATION_HOLDS);
  const live: EntryTimeHold[] = await store.collection<EntryTimeHold>(BOOKED_HOLDS).values();
  for (const hold of await holds.values()) {
    if (hold.sessionId === exceptSessionId) continue;
    if (!holdLasts(hold, now)) continue; // over: the hold sweep ends it (expireEntryTime)
    const session = await store.findSession(hold.sessionId, now);
    if (!session) await holds.delete(hold.sessionId);
    // A reservation that no longer has the entry time (its package removed from the cart) holds
    // nothing there, though its session lives on.
    else if (session.get(reservationSlot)?.performanceId === hold.performanceId) live.push(hold);
  }
  return live;
}

export const placeHold = (store: Store, hold: EntryTimeHold): Promise<void> =>
  store.collection<EntryTimeHold>(RESERVATION_HOLDS).put(hold.sessionId, hold);

/**
 * A session that signs in goes on under a new id (Store.renewSession): its hold goes with it, or the
 * entry time it chose would be free for others while its reservation still counts on it.
 */
export async function moveHold(store: Store, fromSessionId: string, toSessionId: string): Promise<void> {
  const holds = store.collection<EntryTimeHold>(RESERVATION_HOLDS);
  const hold = await holds.get(fromSessionId);
  if (!hold || fromSessionId === toSessionId) return;
  await holds.delete(fromSessionId);
  await holds.put(toSessionId, { ...hold, sessionId: toSessionId });
}

export const releaseHold = (store: Store, sessionId: string): Promise<void> =>
  store.collection<EntryTimeHold>(RESERVATION_HOLDS).delete(sessionId);

/** Places taken on an entry time by other sessions' holds. */
export const heldPlaces = (holds: readonly EntryTimeHold[], performanceId: string): number =>
  holds.filter((h) => h.performanceId === performanceId).reduce((n, h) => n + h.guests, 0);

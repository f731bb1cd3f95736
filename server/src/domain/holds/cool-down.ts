// A hold lasts its time once (issue 37; the rules in ledger.ts, HoldMemory): what a session that
// held a place before is told when it asks for the place again too soon, and the same rule for the
// entry time a timed-entry reservation holds (domain/reservations), remembered with the cart's places.
import type { Store } from '../../store/store.js';
import { holdCoolDownMs, memoryFullUntil, recentHolds } from './ledger.js';
import { holdsOf, saveHolds } from './records.js';

/** The whole minutes from `now` until `at`, rounded up: the shopper may try again once they are over. */
const minutesUntil = (at: number, now: number): number => Math.max(1, Math.ceil((at - now) / 60_000));

/** 'the next 5 minutes', 'the next minute'. */
const theNext = (at: number, now: number): string => {
  const minutes = minutesUntil(at, now);
  return minutes === 1 ? 'the next minute' : `the next ${minutes} minutes`;
};

/** A place the session held is asked for again during its cool-down (add to cart, a line moved). */
export const placesCoolingMessage = (until: number, now: number) =>
  `Your hold on these tickets has ended, and for ${theNext(until, now)} only other shoppers may take them. If they are still available then, you may add them again.`;

/** An entry time the session held is chosen again during its cool-down. */
export const entryTimeCoolingMessage = (until: number, now: number) =>
  `Your hold on this entry time has ended, and for ${theNext(until, now)} only other guests may take it. You may choose another entry time now, or this one again then if it still has room.`;

/** The session holds as many places as it may remember (HOLD_MEMORY_LIMIT). */
export const tooManyHoldsMessage = (until: number, now: number) => {
  const minutes = minutesUntil(until, now);
  return `You have held too many different tickets in a short time. Please try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`;
};

/** The key an entry time is remembered under: its lock's (features/reservation/date.ts). */
export const entryTimeKey = (entryTimeId: string) => `reservation:${entryTimeId}`;

/**
 * When a hold on an entry time the session chooses now ends: `holdMs` from now, or the end of the
 * session's first hold on it while that lasts; refused, with the words to say so, once that end has
 * passed and until its cool-down is over. Remembers the first hold (in the session's cart.holds
 * record, in the call's transaction); the caller places the hold only when it is not refused.
 */
export async function holdEntryTimeOnce(
  store: Store,
  sessionId: string,
  entryTimeId: string,
  now: number,
  holdMs: number,
): Promise<{ readonly expiresAt: number } | { readonly refused: string }> {
  const coolDownMs = holdCoolDownMs(holdMs);
  const { lines, held } = await holdsOf(store, sessionId);
  const memory = recentHolds(held, now, coolDownMs);
  const key = entryTimeKey(entryTimeId);
  const first = memory[key];
  if (first !== undefined && first <= now)
    return { refused: entryTimeCoolingMessage(first + coolDownMs, now) };
  const expiresAt = Math.min(now + holdMs, first ?? Number.POSITIVE_INFINITY);
  const remembered = first === undefined ? { ...memory, [key]: expiresAt } : memory;
  const full = memoryFullUntil(memory, remembered, coolDownMs);
  if (full !== null) return { refused: tooManyHoldsMessage(full, now) };
  if (JSON.stringify(remembered) !== JSON.stringify(held))
    await saveHolds(store, sessionId, lines, remembered);
  return { expiresAt };
}

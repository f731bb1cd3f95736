// When a cart's holds end (issue 24): their places go back to everyone, and their lines leave the
// cart, which says so the next time it is revised (seed 000's cartRevised and reviseCartMessage),
// never as a failure at payment. It runs under the session's turn (Store.visit), so no cart change
// of the same session sees the ledger half changed; a session that has ended gives everything back.
// What the session remembers of the places it held (ledger.ts, HoldMemory) is forgotten here too,
// place by place once its cool-down is over, and all of it with the session.
import type { Services } from '../../services.js';
import type { Session } from '../../store/store.js';
import { changeSold } from '../capacity.js';
import { takeOutLines } from '../cart/revise.js';
import { expireEntryTime } from '../reservations/booking.js';
import { type EntryTimeHold, holdLasts } from '../reservations/holds.js';
import { RESERVATION_HOLDS } from '../reservations/state.js';
import { expiredLines, type HoldLedger, holdCoolDownMs, recentHolds } from './ledger.js';
import { CART_HOLDS, dropLedger, holdsOf, type SessionHolds, saveHolds } from './records.js';

/** The count changes that give back the given lines' holds. */
const giveBack = (ledger: HoldLedger, lineIds: readonly string[]) =>
  lineIds.flatMap((id) => (ledger[id]?.counts ?? []).map((c) => ({ ...c, by: -c.by, hold: -c.by })));

/**
 * Ends the session's holds that are over at `now` (all of them when the session has ended): gives
 * their places back, takes their lines out of the cart and remembers them for the next revise.
 * Forgets the places whose cool-down is over (everything, with the session). Answers how many lines'
 * holds ended.
 */
export async function expireHolds(
  services: Services,
  sessionId: string,
  session: Session | undefined,
  now: number,
): Promise<number> {
  const { lines: ledger, held } = await holdsOf(services.store, sessionId);
  const ended = session ? expiredLines(ledger, now) : Object.keys(ledger);
  const remembered = session ? recentHolds(held, now, holdCoolDownMs(services.options.cartHoldMs)) : {};
  const forgets = Object.keys(remembered).length < Object.keys(held).length;
  if (ended.length === 0 && !forgets) return 0;
  const rest = Object.fromEntries(Object.entries(ledger).filter(([id]) => !ended.includes(id)));
  if (session) await saveHolds(services.store, sessionId, rest, remembered);
  else await dropLedger(services.store, sessionId);
  if (ended.length === 0) return 0;
  if (session) takeOutLines(session, ended);
  // Last: the counts' rows stay locked only until the call's transaction commits.
  await changeSold(services.store, giveBack(ledger, ended));
  return ended.length;
}

/**
 * Ends whatever the session holds that is over at `now`: its cart lines' holds, and the entry time
 * its reservation holds (domain/reservations). Answers how many holds ended.
 */
export async function endHoldsOver(
  services: Services,
  sessionId: string,
  session: Session | undefined,
  now: number,
): Promise<number> {
  const lines = await expireHolds(services, sessionId, session, now);
  const entryTime = await expireEntryTime(services.store, sessionId, session, now);
  return lines + (entryTime ? 1 : 0);
}

/**
 * Ends every session's holds that are over, each under its session's turn; answers how many (lines'
 * and entry times'). A hold lasts no longer than a session's idle time, so a session that idled out
 * has holds that are over too; one that signed out gave its holds back then. A record left with only
 * places whose cool-down is over is deleted the same way, so the records stay as many as the sessions
 * that held something in the last hold time and cool-down.
 */
export async function sweepHolds(services: Services): Promise<number> {
  const { store } = services;
  const now = services.clock.now();
  const coolDownMs = holdCoolDownMs(services.options.cartHoldMs);
  const over = new Set<string>();
  for (const { sessionId, lines, held } of await store.collection<SessionHolds>(CART_HOLDS).values()) {
    const forgotten =
      Object.keys(lines).length === 0 && Object.keys(recentHolds(held, now, coolDownMs)).length === 0;
    if (forgotten || expiredLines(lines, now).length > 0) over.add(sessionId);
  }
  for (const hold of await store.collection<EntryTimeHold>(RESERVATION_HOLDS).values())
    if (!holdLasts(hold, now)) over.add(hold.sessionId);
  let ended = 0;
  for (const sessionId of over)
    ended += await store.visit(sessionId, now, 'write', (session) =>
      endHoldsOver(services, sessionId, session, now),
    );
  return ended;
}

/** How long the cart holds what is added unless BOXOFFICE_HOLD_SECONDS says otherwise: 15 minutes. */
export const DEFAULT_HOLD_SECONDS = 900;

/**
 * BOXOFFICE_HOLD_SECONDS: how long the cart holds what is added, in whole seconds (0: the cart holds
 * nothing). The server caps it at the session's idle timeout.
 */
export function holdSecondsFrom(value: string | undefined): number {
  if (value === undefined || value === '') return DEFAULT_HOLD_SECONDS;
  const seconds = Number(value);
  if (!Number.isInteger(seconds) || seconds < 0)
    throw new Error(`BOXOFFICE_HOLD_SECONDS must be a whole number of seconds, 0 or more, not '${value}'`);
  return seconds;
}

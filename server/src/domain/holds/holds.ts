// A session's holds taken where its cart changes (issue 24): the counts' held parts, which other
// shoppers' availability counts as taken, and the session's ledger of them (records.ts), with what
// it remembers of the places it held, so that each hold lasts its time once (issue 37, ledger.ts).
import type { Services } from '../../services.js';
import type { CountChange, Session } from '../../store/store.js';
import { changeSold } from '../capacity.js';
import { type CartLine, type CartState, cartLines, cartSlot } from '../cart/index.js';
import { type Buyer, lineCounts } from '../orders/stock.js';
import { placesCoolingMessage, tooManyHoldsMessage } from './cool-down.js';
import {
  coolingDown,
  heldLedger,
  holdChanges,
  holdCoolDownMs,
  keptHolds,
  memoryFullUntil,
  recentHolds,
  rememberHolds,
  type WantedCounts,
} from './ledger.js';
import { holdsOf, ledgerOf, saveHolds } from './records.js';

/**
 * Why a change of the cart's holds was refused (nothing changed then): the keys that ran short, or
 * that the session may not hold again yet; `message` says the latter to the shopper (a shortage is
 * worded by the caller's own check).
 */
export interface HoldRefusal {
  readonly keys: string[];
  readonly message: string | null;
}

/** What each line takes of the counts, by line id; lines taking nothing scarce are left out. */
function wantedCounts(
  services: Services,
  buyer: Buyer,
  lines: readonly CartLine[],
): Map<string, CountChange[]> {
  const wanted = new Map<string, CountChange[]>();
  for (const line of lines) {
    const counts = lineCounts(services, buyer, line);
    if (counts.length) wanted.set(line.id, counts);
  }
  return wanted;
}

/**
 * Moves the session's holds to what `lines` take, all or none: what a line no longer takes is given
 * back, what it takes anew is held until `holdMs` from now, and no later than the end of the
 * session's first hold on the same place (ledger.ts, HoldMemory). Answers null, or why nothing
 * changed: places ran short, or the session's hold on one ended too recently to hold it again. The
 * ledger is written first and the counts change last, in one statement (a database store keeps
 * both with the call's other writes in the same round trip); a refusal puts the ledger back.
 */
export async function tryHoldLines(
  services: Services,
  buyer: Buyer,
  lines: readonly CartLine[],
  holdMs: number,
): Promise<HoldRefusal | null> {
  return moveHolds(services, buyer.id, wantedCounts(services, buyer, lines), holdMs);
}

/** tryHoldLines, answering only the keys it could not hold (none: held). */
export async function holdLines(
  services: Services,
  buyer: Buyer,
  lines: readonly CartLine[],
  holdMs: number,
): Promise<string[]> {
  return (await tryHoldLines(services, buyer, lines, holdMs))?.keys ?? [];
}

async function moveHolds(
  services: Services,
  sessionId: string,
  wanted: WantedCounts,
  holdMs: number,
): Promise<HoldRefusal | null> {
  const now = services.clock.now();
  const coolDownMs = holdCoolDownMs(holdMs);
  const { lines: ledger, held } = await holdsOf(services.store, sessionId);
  const memory = recentHolds(held, now, coolDownMs);
  // Checked before any count changes: a refusal takes nothing.
  const cooling = coolingDown(ledger, wanted, memory, now, coolDownMs);
  if (cooling) return { keys: cooling.keys, message: placesCoolingMessage(cooling.until, now) };
  const next = heldLedger(ledger, wanted, now, holdMs, memory);
  const remembered = rememberHolds(memory, next);
  const full = memoryFullUntil(memory, remembered, coolDownMs);
  if (full !== null)
    return {
      keys: Object.keys(remembered).filter((key) => memory[key] === undefined),
      message: tooManyHoldsMessage(full, now),
    };
  const changes = holdChanges(ledger, wanted);
  // Unchanged (a cart change that takes nothing new, a holder's name): nothing to write. Written
  // before the counts, which a database store keeps together with it (Store.changeCounts).
  const changed = JSON.stringify([next, remembered]) !== JSON.stringify([ledger, held]);
  if (changed) await saveHolds(services.store, sessionId, next, remembered);
  const short = changes.length ? await changeSold(services.store, changes) : [];
  if (short.length) {
    if (changed) await saveHolds(services.store, sessionId, ledger, held);
    return { keys: short, message: null };
  }
  return null;
}

/**
 * Brings the session's holds in line with its cart after a change that did not hold what it takes
 * itself (a line removed, the cart cleared, a pass's product changed, a reservation booked again):
 * what the cart no longer takes is given back at once; what it takes anew is held when there is
 * room (and the session may hold it again), and otherwise left to the order's own check, as every
 * line was before holds.
 */
export async function syncHolds(
  services: Services,
  buyer: Buyer,
  lines: readonly CartLine[],
  holdMs: number,
): Promise<void> {
  const wanted = wantedCounts(services, buyer, lines);
  if ((await moveHolds(services, buyer.id, wanted, holdMs)) === null) return;
  const kept = keptHolds(await ledgerOf(services.store, buyer.id), wanted);
  await moveHolds(services, buyer.id, kept, holdMs);
}

/**
 * After a call that changed the cart without holding what it takes (every cart change but adding
 * and changing a line, which hold it themselves): the holds follow the cart (syncHolds). Nothing is
 * done when the cart is the one the call began with, or when the cart holds nothing.
 */
export async function holdsFollowCart(services: Services, session: Session, began: CartState): Promise<void> {
  const { cartHoldMs } = services.options;
  if (cartHoldMs <= 0 || session.get(cartSlot) === began) return;
  await syncHolds(services, session, cartLines(session), cartHoldMs);
}

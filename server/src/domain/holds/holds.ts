// A session's holds taken where its cart changes (issue 24): the counts' held parts, which other
// shoppers' availability counts as taken, and the session's ledger of them (records.ts).
import type { Services } from '../../services.js';
import type { CountChange, Session } from '../../store/store.js';
import { changeSold } from '../capacity.js';
import { type CartLine, type CartState, cartLines, cartSlot } from '../cart/index.js';
import { type Buyer, lineCounts } from '../orders/stock.js';
import { heldLedger, holdChanges, keptHolds, type WantedCounts } from './ledger.js';
import { ledgerOf, saveLedger } from './records.js';

/** What each line takes of the counts, by line id; lines taking nothing scarce are left out. */
function wantedCounts(
  services: Services,
  accountId: string | null,
  lines: readonly CartLine[],
): Map<string, CountChange[]> {
  const wanted = new Map<string, CountChange[]>();
  for (const line of lines) {
    const counts = lineCounts(services, accountId, line);
    if (counts.length) wanted.set(line.id, counts);
  }
  return wanted;
}

/**
 * Moves the session's holds to what `lines` take, all or none: what a line no longer takes is given
 * back, what it takes anew is held until `holdMs` from now. Answers the keys that ran short (nothing
 * changed then). The counts change in one statement, which locks their rows to the call's end; the
 * ledger is written after it, with the call's other writes.
 */
export async function holdLines(
  services: Services,
  buyer: Buyer,
  lines: readonly CartLine[],
  holdMs: number,
): Promise<string[]> {
  return moveHolds(services, buyer.id, wantedCounts(services, buyer.accountId, lines), holdMs);
}

async function moveHolds(
  services: Services,
  sessionId: string,
  wanted: WantedCounts,
  holdMs: number,
): Promise<string[]> {
  const ledger = await ledgerOf(services.store, sessionId);
  const changes = holdChanges(ledger, wanted);
  const short = changes.length ? await changeSold(services.store, changes) : [];
  if (short.length) return short;
  const next = heldLedger(ledger, wanted, services.clock.now(), holdMs);
  // Unchanged (a cart change that takes nothing new, a holder's name): nothing to write.
  if (JSON.stringify(next) !== JSON.stringify(ledger)) await saveLedger(services.store, sessionId, next);
  return [];
}

/**
 * Brings the session's holds in line with its cart after a change that did not hold what it takes
 * itself (a line removed, the cart cleared, a pass's product changed, a reservation booked again):
 * what the cart no longer takes is given back at once; what it takes anew is held when there is
 * room, and otherwise left to the order's own check, as every line was before holds.
 */
export async function syncHolds(
  services: Services,
  buyer: Buyer,
  lines: readonly CartLine[],
  holdMs: number,
): Promise<void> {
  const wanted = wantedCounts(services, buyer.accountId, lines);
  const short = await moveHolds(services, buyer.id, wanted, holdMs);
  if (short.length === 0) return;
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

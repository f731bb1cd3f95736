// A session's holds, kept where every instance sees them (issue 24): the session's ledger
// (ledger.ts) in a shared collection keyed by session id, not in the session's own slots, so that a
// sweep can give back what an expired or ended session held. The holds themselves are the counts'
// held parts, which other shoppers' availability counts as taken.
import type { Services } from '../../services.js';
import type { CountChange } from '../../store/store.js';
import { changeSold } from '../capacity.js';
import type { CartLine } from '../cart/index.js';
import { type Buyer, lineCounts } from '../orders/stock.js';
import { type HoldLedger, heldLedger, holdChanges } from './ledger.js';

export const CART_HOLDS = 'cart.holds';

interface SessionHolds {
  readonly sessionId: string;
  readonly lines: HoldLedger;
}

/** What the session holds, by cart line id. */
export async function ledgerOf(services: Services, sessionId: string): Promise<HoldLedger> {
  return (await services.store.collection<SessionHolds>(CART_HOLDS).get(sessionId))?.lines ?? {};
}

/** What each line takes of the counts, by line id; lines taking nothing scarce are left out. */
export function wantedCounts(
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
  const ledger = await ledgerOf(services, buyer.id);
  const wanted = wantedCounts(services, buyer.accountId, lines);
  const changes = holdChanges(ledger, wanted);
  const short = changes.length ? await changeSold(services.store, changes) : [];
  if (short.length) return short;
  const next = heldLedger(ledger, wanted, services.clock.now(), holdMs);
  const holds = services.store.collection<SessionHolds>(CART_HOLDS);
  if (Object.keys(next).length) await holds.put(buyer.id, { sessionId: buyer.id, lines: next });
  else if (Object.keys(ledger).length) await holds.delete(buyer.id);
  return [];
}

// A session's holds taken where its cart changes (issue 24): the counts' held parts, which other
// shoppers' availability counts as taken, and the session's ledger of them (records.ts).
import type { Services } from '../../services.js';
import type { CountChange } from '../../store/store.js';
import { changeSold } from '../capacity.js';
import type { CartLine } from '../cart/index.js';
import { type Buyer, lineCounts } from '../orders/stock.js';
import { heldLedger, holdChanges } from './ledger.js';
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
  const ledger = await ledgerOf(services.store, buyer.id);
  const wanted = wantedCounts(services, buyer.accountId, lines);
  const changes = holdChanges(ledger, wanted);
  const short = changes.length ? await changeSold(services.store, changes) : [];
  if (short.length) return short;
  const next = heldLedger(ledger, wanted, services.clock.now(), holdMs);
  if (Object.keys(next).length > 0 || Object.keys(ledger).length > 0)
    await saveLedger(services.store, buyer.id, next);
  return [];
}

// Records what an order sold against capacity through domain/capacity.ts: each performance, and
// its section or seat when the line chose one.
import type { Venue } from '../../catalog/venue.js';
import type { Store } from '../../store/store.js';
import { recordSale } from '../capacity.js';
import type { CartLine } from '../cart/index.js';

/** Runs under the locks of every key the lines take (orders/stock.ts checked them just before). */
export async function recordSold(store: Store, venue: Venue, lines: readonly CartLine[]): Promise<void> {
  for (const line of lines)
    for (const selection of line.performances) {
      const performance = venue.performance(selection.performanceId);
      if (!performance) throw new Error(`${selection.performanceId} is sold but not on sale`);
      await recordSale(store, performance, undefined, line.quantity);
      const part = selection.seatId ?? selection.showCategoryId;
      if (part) await recordSale(store, performance, part, line.quantity);
    }
}

// Records what an order sold against capacity through domain/capacity.ts: each performance, and
// its section or seat when the line chose one.
import type { Store } from '../../store/store.js';
import { recordSale, soldKey } from '../capacity.js';
import type { CartLine } from '../cart/index.js';

export function soldKeys(line: CartLine): string[] {
  return line.performances.flatMap((p) => {
    const part = p.seatId ?? p.showCategoryId;
    return part ? [soldKey(p.performanceId), soldKey(p.performanceId, part)] : [soldKey(p.performanceId)];
  });
}

export async function recordSold(store: Store, lines: readonly CartLine[]): Promise<void> {
  for (const line of lines) for (const key of soldKeys(line)) await recordSale(store, key, line.quantity);
}

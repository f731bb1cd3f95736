// An on-sale's pace: how fast its line lets shoppers in once it opens, when the operator sets one
// (BOXOFFICE_ON_SALE_PACE, shoppers a second across all instances).
//
// Without it the line lets people in as fast as the store can serve them, which for a small on-sale
// is far faster than its places sell: 2,000 shoppers for 100 places were all let in within seconds,
// and then the places went to whoever added fastest, a script before any person. At a pace near what
// the places sell, the shoppers let in find places in the order they were let in (the drawn order,
// draw.ts), so a script's speed no longer buys it anything; its share is its share of the line.
//
// The pace is lifted while the sale takes nothing: nothing held or sold for PACE_LULL_MS (its places
// are gone, or nobody inside wants more) means the rest of the line would only wait to be told so.
// When it takes again, the pace counts from there.
import type { Venue } from '../../catalog/venue.js';
import type { Store } from '../../store/store.js';
import { SOLD_COLLECTION, type SoldCount, soldKey } from '../capacity.js';

/** Nothing taken for this long after the opening (or the last take): the pace is lifted. */
export const PACE_LULL_MS = 5000;

/** Where a paced line counts from: the opening, or the end of the last lull, and the place let in then. */
export interface PaceOrigin {
  readonly at: number;
  readonly admitted: number;
}

export interface PaceSituation {
  /** Shoppers a second; 0: no pace. */
  readonly perSecond: number;
  readonly origin: PaceOrigin;
  /** The last place let in now, across instances. */
  readonly admitted: number;
  readonly now: number;
  /** When the sale last took something (the opening if it has not). */
  readonly lastTakenAt: number;
}

/** Whether the sale is in a lull: nothing taken for PACE_LULL_MS. */
export const inLull = (s: Pick<PaceSituation, 'now' | 'lastTakenAt'>): boolean =>
  s.now - s.lastTakenAt >= PACE_LULL_MS;

/**
 * How many more places the line may let in now: a second's worth at once from the origin, then
 * `perSecond`; any number without a pace or in a lull.
 */
export function pacedRoom(s: PaceSituation): number {
  if (!(s.perSecond > 0) || inLull(s)) return Number.POSITIVE_INFINITY;
  const allowed = s.origin.admitted + Math.ceil(s.perSecond * ((s.now - s.origin.at) / 1000 + 1));
  return Math.max(0, allowed - s.admitted);
}

/**
 * What `item` (a product or a performance) has taken so far, held and sold, over all its
 * performances (each performance's own count: every section's and seat's places are in it).
 */
export async function saleTaken(
  store: Store,
  venue: Pick<Venue, 'product' | 'performance' | 'performancesOf'>,
  item: string,
): Promise<number> {
  const single = venue.performance(item);
  const performances = single ? [single] : venue.product(item) ? venue.performancesOf(item) : [];
  const keys = performances.map((p) => soldKey(p.id));
  if (keys.length === 0) return 0;
  const counts = await store.collection<SoldCount>(SOLD_COLLECTION).getMany(keys);
  let taken = 0;
  for (const count of counts.values()) taken += count.sold;
  return taken;
}

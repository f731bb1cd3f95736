// Capacity levels from remaining capacity. What shoppers buy is counted in the shared `sold`
// collection (every session sees it), on top of what the venue seeded as sold before start-up:
// - show types 1 and 4: key `<performanceId>`, the number of tickets sold;
// - show type 2: key `<performanceId>/<showCategoryId>`, the tickets sold in that section;
// - show type 3: key `<performanceId>/<seatId>`, 1 when the seat is sold.
import type { CapacityLevelId, PerformanceRecord, SeatRecord, SectionRecord } from '../catalog/venue.js';
import type { Store } from '../store/store.js';

export const SOLD_COLLECTION = 'sold';

/** The legend's words for each level (seed 002; STORY.md: 'Low Capacity' for Limited). */
export const CAPACITY_DESCRIPTIONS: Readonly<Record<CapacityLevelId, string>> = {
  1: 'Available',
  2: 'Low Capacity',
  3: 'Almost Full',
  4: 'Full',
  99: 'Unavailable',
};

/** At or below this share of capacity left a performance is Limited; at or below the next, Almost Full. */
export const LIMITED_SHARE = 0.3;
export const ALMOST_FULL_SHARE = 0.1;

export interface CapacityLevel {
  readonly capacityLevelId: CapacityLevelId;
  readonly capacityDescription: string;
}

export const describe = (capacityLevelId: CapacityLevelId): CapacityLevel => ({
  capacityLevelId,
  capacityDescription: CAPACITY_DESCRIPTIONS[capacityLevelId],
});

/** The level of `remaining` out of `capacity`; no capacity at all is Unavailable. */
export function levelOf(remaining: number, capacity: number): CapacityLevelId {
  if (capacity <= 0) return 99;
  if (remaining <= 0) return 4;
  const share = remaining / capacity;
  if (share <= ALMOST_FULL_SHARE) return 3;
  if (share <= LIMITED_SHARE) return 2;
  return 1;
}

/** The date's level for the calendar: its most open performance's (Full only when all are). */
export function bestLevel(levels: readonly CapacityLevelId[]): CapacityLevelId {
  const open = levels.filter((l) => l !== 99);
  return open.length ? (Math.min(...open) as CapacityLevelId) : 99;
}

export const soldKey = (performanceId: string, part?: string): string =>
  part ? `${performanceId}/${part}` : performanceId;

/** What has been sold, by key, as read at one moment (`soldOf`): 0 for a key nothing was sold under. */
export type Sold = (key: string) => number;

/** Every key a performance's sales are counted under: the performance, its sections, its seats. */
const keysOf = (performance: PerformanceRecord): string[] => [
  soldKey(performance.id),
  ...performance.showCategories.map((s) => soldKey(performance.id, s.id)),
  ...performance.seats.map((s) => soldKey(performance.id, s.id)),
];

/** What has been sold of these performances, read in one go (a calendar reads many at once). */
export async function soldOf(store: Store, performances: readonly PerformanceRecord[]): Promise<Sold> {
  const counts = await store.collection<number>(SOLD_COLLECTION).getMany(performances.flatMap(keysOf));
  return (key) => counts.get(key) ?? 0;
}

/** Adds (or with a negative quantity releases) sold units; never below zero. Run under the key's lock. */
export async function recordSale(store: Store, key: string, quantity: number): Promise<void> {
  const sold = store.collection<number>(SOLD_COLLECTION);
  await sold.put(key, Math.max(0, ((await sold.get(key)) ?? 0) + quantity));
}

export const sectionRemaining = (
  sold: Sold,
  performance: PerformanceRecord,
  section: SectionRecord,
): number => Math.max(0, section.capacity - section.preSold - sold(soldKey(performance.id, section.id)));

export const seatAvailable = (sold: Sold, performance: PerformanceRecord, seat: SeatRecord): boolean =>
  !seat.preSold && sold(soldKey(performance.id, seat.id)) === 0;

/** Units left for a performance, whatever its show type. */
export function performanceRemaining(sold: Sold, performance: PerformanceRecord): number {
  if (performance.showTypeId === 2)
    return performance.showCategories.reduce((n, s) => n + sectionRemaining(sold, performance, s), 0);
  if (performance.showTypeId === 3)
    return performance.seats.filter((s) => seatAvailable(sold, performance, s)).length;
  return Math.max(0, performance.capacity - performance.preSold - sold(soldKey(performance.id)));
}

/** A performance's level; one that has started (`now` in ms) can no longer be bought: Unavailable. */
export function performanceLevel(sold: Sold, performance: PerformanceRecord, now?: number): CapacityLevelId {
  if (now !== undefined && performance.startsAt <= now) return 99;
  return levelOf(performanceRemaining(sold, performance), performance.capacity);
}

export const sectionLevel = (
  sold: Sold,
  performance: PerformanceRecord,
  section: SectionRecord,
): CapacityLevelId => levelOf(sectionRemaining(sold, performance, section), section.capacity);

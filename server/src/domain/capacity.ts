// Capacity levels from remaining capacity. What shoppers buy is counted in the shared `sold`
// collection (every session sees it), on top of what the venue seeded as sold before start-up:
// - show types 1 and 4: key `<performanceId>`, the number of tickets sold;
// - show type 2: key `<performanceId>/<showCategoryId>`, the tickets sold in that section;
// - show type 3: key `<performanceId>/<seatId>`, 1 when the seat is sold.
// Each count carries what may be sold under its key (a seat: 1); a sale adds to it only within that
// (Store.changeCounts, orders/stock.ts), and a database store refuses a count above it even if that
// ever failed (server/migrations/003_sold_capacity.sql).
import type { CapacityLevelId, PerformanceRecord, SeatRecord, SectionRecord } from '../catalog/venue.js';
import type { CountChange, CountRecord, Store } from '../store/store.js';

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

/** What is taken under a key (sold and held), and what may be (null: counted before capacities were kept). */
export interface SoldCount extends Omit<CountRecord, 'capacity'> {
  readonly capacity: number | null;
}

/**
 * What has been taken of these performances (sold or held for carts), read in one go (a calendar
 * reads many at once). `own`: what the asking session itself holds (domain/holds), left out, since
 * its own cart lines are counted apart.
 */
export async function soldOf(
  store: Store,
  performances: readonly PerformanceRecord[],
  own: ReadonlyMap<string, number> = new Map(),
): Promise<Sold> {
  const counts = await store.collection<SoldCount>(SOLD_COLLECTION).getMany(performances.flatMap(keysOf));
  return (key) => Math.max(0, (counts.get(key)?.sold ?? 0) - (own.get(key) ?? 0));
}

/**
 * How long counts read for showing availability (calendars, performance and seat lists) are used
 * again by this instance: in an on-sale crowd every shopper looks at the same performance, and one
 * read in this time serves them all. What a sale takes is always checked on fresh counts (soldOf).
 */
export const SHOWN_COUNTS_MS = 250;

interface ShownCount {
  readonly sold: number;
  readonly at: number;
}

/** Counts read for showing, per store (each instance keeps its own). */
const shownCounts = new WeakMap<Store, Map<string, ShownCount>>();

/** What has been sold of these performances as shown to shoppers: at most SHOWN_COUNTS_MS old. */
export async function shownSoldOf(
  store: Store,
  performances: readonly PerformanceRecord[],
  now: () => number = () => performance.now(),
): Promise<Sold> {
  const shown = shownCounts.get(store) ?? new Map<string, ShownCount>();
  shownCounts.set(store, shown);
  const at = now();
  const fresh = (key: string) => at - (shown.get(key)?.at ?? Number.NEGATIVE_INFINITY) < SHOWN_COUNTS_MS;
  const stale = performances.flatMap(keysOf).filter((key) => !fresh(key));
  if (stale.length) {
    const counts = await store.collection<SoldCount>(SOLD_COLLECTION).getMany(stale);
    for (const key of stale) shown.set(key, { sold: counts.get(key)?.sold ?? 0, at });
  }
  return (key) => shown.get(key)?.sold ?? 0;
}

/** Changes sold counts (Store.changeCounts), and shows this instance's shoppers the change at once. */
export async function changeSold(store: Store, changes: readonly CountChange[]): Promise<string[]> {
  const over = await store.changeCounts(SOLD_COLLECTION, changes);
  const shown = shownCounts.get(store);
  for (const change of changes) shown?.delete(change.key);
  return over;
}

/**
 * What may be sold online under a performance's key (`part`: none, a section or a seat): what the
 * venue did not sell before start-up, and 1 for a free seat.
 */
export function saleCapacity(performance: PerformanceRecord, part?: string): number {
  if (part === undefined) return Math.max(0, performance.capacity - performance.preSold);
  const section = performance.showCategories.find((s) => s.id === part);
  if (section) return Math.max(0, section.capacity - section.preSold);
  const seat = performance.seats.find((s) => s.id === part);
  return seat && !seat.preSold ? 1 : 0;
}

/**
 * Adds (or with a negative quantity releases) sold units of a performance, or of its section or
 * seat (`part`); never below zero, never above its capacity (checked and written in one step).
 */
export async function recordSale(
  store: Store,
  performance: PerformanceRecord,
  part: string | undefined,
  quantity: number,
): Promise<void> {
  const key = soldKey(performance.id, part);
  const capacity = saleCapacity(performance, part);
  const over = await changeSold(store, [{ key, by: quantity, capacity }]);
  if (over.length) throw new Error(`${key} would be sold past its capacity ${capacity}`);
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

// Reservation capacity levels (002 §3: 1 Reached, 2 Almost, 3 Nearing, 4 Available, 5 Closed,
// 6 Unavailable). Levels come from the places left; a day takes the best level of its entry times.

export type CapacityLevel = 1 | 2 | 3 | 4 | 5 | 6;

export const CapacityLevels = {
  Reached: 1,
  Almost: 2,
  Nearing: 3,
  Available: 4,
  Closed: 5,
  Unavailable: 6,
} as const satisfies Record<string, CapacityLevel>;

/** At or below this share of places left an entry time is Almost (full). */
export const ALMOST_SHARE = 0.1;
/** At or below this share it is Nearing (low capacity). */
export const NEARING_SHARE = 0.25;

/** The level of an entry time from its capacity and the places taken. */
export function entryTimeLevel(capacity: number, taken: number): CapacityLevel {
  const left = capacity - taken;
  if (capacity <= 0 || left <= 0) return CapacityLevels.Reached;
  const share = left / capacity;
  if (share <= ALMOST_SHARE) return CapacityLevels.Almost;
  if (share <= NEARING_SHARE) return CapacityLevels.Nearing;
  return CapacityLevels.Available;
}

// Best first: what a shopper can still book ranks above what is full, which ranks above what is off sale.
const rank: Record<CapacityLevel, number> = { 4: 0, 3: 1, 2: 2, 1: 3, 6: 4, 5: 5 };

/** A day's level: Closed without entry times, otherwise the best level among them. */
export function dayLevel(levels: readonly CapacityLevel[]): CapacityLevel {
  let best: CapacityLevel = CapacityLevels.Closed;
  for (const level of levels) if (rank[level] < rank[best]) best = level;
  return best;
}

/** Levels 2 to 4 can be booked (002 §4.1: "no day has capacity level 2, 3 or 4" means no dates). */
export const isBookableLevel = (level: CapacityLevel): boolean =>
  level === CapacityLevels.Almost || level === CapacityLevels.Nearing || level === CapacityLevels.Available;

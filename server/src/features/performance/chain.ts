// Chained selections (up to four): the performances chosen, one per selection in order, must be on
// one date, each of the next selection index, and each offered after the earlier picks (delay types).
import type { PerformanceRecord } from '../../catalog/venue.js';

/** Why the chosen performances cannot be combined, or null when they can. */
export function chainProblem(chosen: readonly PerformanceRecord[]): string | null {
  const first = chosen[0];
  if (!first) return 'Choose a performance';
  for (const [i, performance] of chosen.entries()) {
    if (performance.selectionIndex !== i + 1) return 'The performances are not in selection order';
    if (performance.date !== first.date) return 'The performances are not on the same date';
    if (!offeredAfter(performance, chosen.slice(0, i))) return 'The performances chosen cannot be combined';
  }
  return null;
}

/**
 * Delay type 2 offers a performance only when the first pick starts at or before its
 * delaySelectionDateTime; 3 compares the previous pick; 1 always offers it.
 */
export function offeredAfter(performance: PerformanceRecord, earlier: readonly PerformanceRecord[]): boolean {
  const limit = performance.delaySelectionDateTime ? Date.parse(performance.delaySelectionDateTime) : null;
  if (performance.delayTypeId === 1 || limit === null) return true;
  const against = performance.delayTypeId === 2 ? earlier[0] : earlier.at(-1);
  return against === undefined || against.startsAt <= limit;
}

// Checks before lines go in or change: the variant's quantity limits (seed 000 §5, §9) and the
// performance's remaining capacity. Sold counts are shared by all sessions (domain/capacity.ts);
// the session's own cart counts against what remains.
import { quantityLimits, quantityRangeMessage } from '@boxoffice/sdk/rules';
import type { Sold } from '../capacity.js';
import type { CartPerformance, CartVariant } from './catalog.js';
import type { CartLine } from './types.js';

/** The limits' message when the quantity is outside them, else null. */
export function quantityProblem(
  variant: Pick<CartVariant, 'minQuantity' | 'maxQuantity'>,
  quantity: number,
): string | null {
  const { min, max } = quantityLimits(variant);
  return quantity >= min && quantity <= max ? null : quantityRangeMessage(min, max);
}

/** Units of the cart's lines holding a performance (any selection), except the lines in `except`. */
export function heldInCart(
  lines: readonly CartLine[],
  performanceId: string,
  except: ReadonlySet<string> = new Set(),
): number {
  return lines
    .filter((l) => !except.has(l.id) && l.performances.some((p) => p.performanceId === performanceId))
    .reduce((sum, l) => sum + l.quantity, 0);
}

/** What remains of a performance for this shopper. */
export function remaining(sold: Sold, performance: CartPerformance, held: number): number {
  return Math.max(0, performance.capacity - sold(performance.id) - held);
}

/** 'Saturday, December 5, 2026' from yyyy-mm-dd. */
// Made once: toLocaleDateString with options builds a formatter on every call, which showed in
// profiles of an on-sale surge (every refused add words a date).
const LONG_DATE = new Intl.DateTimeFormat('en-US', {
  weekday: 'long',
  year: 'numeric',
  month: 'long',
  day: 'numeric',
  timeZone: 'UTC',
});

export function longDate(isoDate: string): string {
  return LONG_DATE.format(new Date(`${isoDate}T12:00:00Z`));
}

/** The add/modify failure when a performance cannot take the quantity (the contract's example text). */
export const notEnoughCapacityMessage = (performance: CartPerformance): string =>
  `Not enough tickets remain for ${longDate(performance.date)} at ${performance.time}`;

export const SEAT_TAKEN_MESSAGE = 'The selected seat is no longer available';
/** Ours (the seeds give none): a reserved seat admits one person, so it is one ticket of one type. */
export const ONE_TICKET_PER_SEAT_MESSAGE =
  'Each seat is one ticket. Please choose one ticket type for each seat.';

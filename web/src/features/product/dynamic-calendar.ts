// The dynamic-date calendar's days and pages (seed 002 §2.4, §4.3, §9): 3 weeks per page from the
// Sunday of the week, each day's status (the classes reached, almost, nearing, available,
// unavailable, closed) and price range, and the keys of its grid. Plain functions over ISO dates.
import type { Schema } from '@boxoffice/sdk';
import { dayForKey } from '../../components/calendar-keys';
import { CalendarCapacity } from '../../components/capacity';
import { formatLongDay, fromIso, toIso } from '../../components/dates';
import { formatMoney } from '../../components/Money';
import { type ProductContext, performanceContext } from '../../lib/sale-request';

type DynamicDate = Schema<'DynamicDate'>;

export const WEEKS_PER_PAGE = 3;
const PAGE_DAYS = WEEKS_PER_PAGE * 7;

export type DayStatus = 'reached' | 'almost' | 'nearing' | 'available' | 'unavailable' | 'closed';

/** The legend, in the seed's order, with each entry's status class. */
export const LEGEND: readonly { readonly status: DayStatus; readonly text: string }[] = [
  { status: 'unavailable', text: 'Unavailable' },
  { status: 'reached', text: 'Full' },
  { status: 'almost', text: 'Almost Full' },
  { status: 'nearing', text: 'Low Capacity' },
  { status: 'available', text: 'Available' },
];

/** A status in words, for a day's accessible name and the list view ('Closed' is ours). */
export const STATUS_TEXT: Readonly<Record<DayStatus, string>> = {
  reached: 'Full',
  almost: 'Almost Full',
  nearing: 'Low Capacity',
  available: 'Available',
  unavailable: 'Unavailable',
  closed: 'Closed',
};

const BY_LEVEL: Readonly<Record<Schema<'CapacityLevelId'>, DayStatus>> = {
  [CalendarCapacity.Available]: 'available',
  [CalendarCapacity.Limited]: 'nearing',
  [CalendarCapacity.AlmostFull]: 'almost',
  [CalendarCapacity.Full]: 'reached',
  [CalendarCapacity.Unavailable]: 'unavailable',
};

/**
 * A day's status (§4.3): before today Unavailable; closed when the answer says so or does not list
 * the day (nothing on sale: ours, the contract disables it); without a capacity level Unavailable;
 * otherwise by its level.
 */
export function dayStatus(iso: string, day: DynamicDate | undefined, today: string): DayStatus {
  if (iso < today) return 'unavailable';
  if (!day || day.isClosed) return 'closed';
  if (day.capacityLevelId === undefined) return 'unavailable';
  return BY_LEVEL[day.capacityLevelId] ?? 'unavailable';
}

/** A day can be chosen unless closed, Full, Unavailable or without a level (§4.3). */
export const isChoosable = (status: DayStatus): boolean =>
  status === 'available' || status === 'nearing' || status === 'almost';

/** The day's price range (USD) when the answer gives one; a single price when both ends agree. */
export function priceRange(day: DynamicDate | undefined): { min: number; max: number | null } | null {
  const min = day?.minDefaultPrice ?? day?.maxDefaultPrice ?? null;
  if (min === null) return null;
  const max = day?.maxDefaultPrice ?? min;
  return { min, max: max === min ? null : max };
}

/** A day's accessible name: 'Saturday, December 5, 2026, Available, $35.00' (a price if it sells). */
export function dayLabel(iso: string, status: DayStatus, day: DynamicDate | undefined): string {
  const range = isChoosable(status) ? priceRange(day) : null;
  const price = range
    ? `, ${formatMoney(range.min)}${range.max !== null ? ` to ${formatMoney(range.max)}` : ''}`
    : '';
  return `${formatLongDay(iso)}, ${STATUS_TEXT[status]}${price}`;
}

const addDays = (iso: string, by: number): string => {
  const day = fromIso(iso);
  return toIso(new Date(day.getFullYear(), day.getMonth(), day.getDate() + by));
};

/** The Sunday of the week of `iso`: where a page starts. */
export const weekStart = (iso: string): string => addDays(iso, -fromIso(iso).getDay());

/** The page `by` pages away from the page starting at `start`. */
export const shiftPage = (start: string, by: number): string => addDays(start, by * PAGE_DAYS);

/** The page's weeks, Sunday to Saturday, as ISO days. */
export function pageWeeks(start: string): string[][] {
  return Array.from({ length: WEEKS_PER_PAGE }, (_, w) =>
    Array.from({ length: 7 }, (_, d) => addDays(start, w * 7 + d)),
  );
}

/** The page's first and last day, for the dynamic-pricing call. */
export const pageRange = (start: string) => ({ startDate: start, endDate: addDays(start, PAGE_DAYS - 1) });

/**
 * The first page is today's week (ours: earlier pages would hold past days only), so Previous stops
 * there; Next is always offered (a page without dates shows every day closed).
 */
export const canGoBack = (start: string, today: string): boolean => start > weekStart(today);

/** The page holding `iso`, never before the first page (the keys move the page with the focus). */
export function pageOf(iso: string, today: string): string {
  const first = weekStart(today);
  // Rounded: a daylight-saving change makes a day 23 or 25 hours long.
  const days = Math.round((fromIso(iso).getTime() - fromIso(first).getTime()) / 86_400_000);
  const pages = Math.floor(days / PAGE_DAYS);
  return pages <= 0 ? first : shiftPage(first, pages);
}

/**
 * The grid's keys: as the month calendar's (arrows a day or a week, Home/End the week's ends), but
 * PageUp/PageDown turn a page of 3 weeks. Null for any other key.
 */
export function dynamicDayForKey(iso: string, key: string): string | null {
  if (key === 'PageUp') return addDays(iso, -PAGE_DAYS);
  if (key === 'PageDown') return addDays(iso, PAGE_DAYS);
  return dayForKey(iso, key);
}

/** POST performance/dynamic: the product, the page's range and the route's sale context (§7.3). */
export function dynamicPricingBody(context: ProductContext, start: string): Schema<'DynamicPricingRequest'> {
  return { productId: context.productId, ...pageRange(start), ...performanceContext(context) };
}

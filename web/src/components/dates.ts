// Calendar dates as the contract's ISO 'yyyy-mm-dd' strings, local Date objects for the calendar, and
// the shopper's typed mm/dd/yyyy text.
const pad = (n: number) => String(n).padStart(2, '0');

export const toIso = (day: Date): string =>
  `${day.getFullYear()}-${pad(day.getMonth() + 1)}-${pad(day.getDate())}`;

export function fromIso(iso: string): Date {
  const [y, m, d] = iso.split('-').map(Number);
  return new Date(y ?? 1970, (m ?? 1) - 1, d ?? 1);
}

const longDay = new Intl.DateTimeFormat('en-US', {
  weekday: 'long',
  month: 'long',
  day: 'numeric',
  year: 'numeric',
});

/** A day as a sentence names it: 'Saturday, December 5, 2026'. */
export const formatLongDay = (iso: string): string => longDay.format(fromIso(iso));

export function toTyped(iso: string): string {
  const [y, m, d] = iso.split('-');
  return `${m}/${d}/${y}`;
}

/** The month's first and last day, for the product-date call. */
export function monthRange(month: Date): { startDate: string; endDate: string } {
  const first = new Date(month.getFullYear(), month.getMonth(), 1);
  const last = new Date(month.getFullYear(), month.getMonth() + 1, 0);
  return { startDate: toIso(first), endDate: toIso(last) };
}

const TYPED = {
  /** As the shopper types: a 4-digit year only ('12/5/20' is on its way to 2026). */
  typing: /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/,
  /** Once the field is left: a 2- or 4-digit year. */
  complete: /^(\d{1,2})\/(\d{1,2})\/(\d{2}|\d{4})$/,
};

/** A typed date: month/day with a 2- or 4-digit year (seed 000 §2), and a real calendar day; else null. */
export function parseTypedDate(text: string, when: keyof typeof TYPED = 'complete'): string | null {
  const match = TYPED[when].exec(text.trim());
  if (!match) return null;
  const [, m, d, y] = match;
  const year = y?.length === 2 ? 2000 + Number(y) : Number(y);
  const day = new Date(year, Number(m) - 1, Number(d));
  if (day.getMonth() !== Number(m) - 1 || day.getDate() !== Number(d)) return null;
  return toIso(day);
}

/** The month's weeks, Sunday first, as ISO days with null for the blanks before and after. */
export function monthDays(month: Date): (string | null)[][] {
  const year = month.getFullYear();
  const index = month.getMonth();
  const lead = new Date(year, index, 1).getDay();
  const count = new Date(year, index + 1, 0).getDate();
  const cells: (string | null)[] = Array.from({ length: lead }, () => null);
  for (let d = 1; d <= count; d++) cells.push(toIso(new Date(year, index, d)));
  while (cells.length % 7) cells.push(null);
  const weeks: (string | null)[][] = [];
  for (let i = 0; i < cells.length; i += 7) weeks.push(cells.slice(i, i + 7));
  return weeks;
}

/** Seed 000 §9: the year list spans up to 500 years either side when bounded by min/max, else 10. */
export const YEAR_SPAN_BOUNDED = 500;
export const YEAR_SPAN_UNBOUNDED = 10;

/**
 * The calendar's year list around the year on show: on a side with a bound (min or max, ISO dates)
 * it runs to that bound's year, at most 500 years away; on a side without one, 10 years. The year on
 * show is always listed, so the list can show where the shopper is.
 */
export function yearOptions(shown: number, min?: string | null, max?: string | null): number[] {
  const yearOf = (iso: string) => Number(iso.slice(0, 4));
  const from = min ? Math.max(yearOf(min), shown - YEAR_SPAN_BOUNDED) : shown - YEAR_SPAN_UNBOUNDED;
  const to = max ? Math.min(yearOf(max), shown + YEAR_SPAN_BOUNDED) : shown + YEAR_SPAN_UNBOUNDED;
  const years: number[] = [];
  for (let y = Math.min(from, shown); y <= Math.max(to, shown); y++) years.push(y);
  return years;
}

/** Whether an ISO day lies within the optional bounds (ISO strings compare in date order). */
export const withinBounds = (iso: string, min?: string | null, max?: string | null): boolean =>
  (!min || iso >= min) && (!max || iso <= max);

/** The month to show for a wanted month, kept within the bounds' months. */
export function clampMonth(month: Date, min?: string | null, max?: string | null): Date {
  const first = new Date(month.getFullYear(), month.getMonth(), 1);
  const lo = min ? new Date(Number(min.slice(0, 4)), Number(min.slice(5, 7)) - 1, 1) : null;
  const hi = max ? new Date(Number(max.slice(0, 4)), Number(max.slice(5, 7)) - 1, 1) : null;
  if (lo && first < lo) return lo;
  if (hi && first > hi) return hi;
  return first;
}

/** How many months ahead a calendar looks for its first month with something to sell. */
export const MONTHS_TO_SEEK = 12;

/**
 * Where a calendar opening on `shown` goes once that month's dates have loaded (`bookable`: whether
 * any day can be chosen), `looked` months after the one it opened on: it stays on a month with
 * something to sell, else tries the next, up to MONTHS_TO_SEEK, then goes back to where it opened.
 */
export function seekMonth(shown: Date, bookable: boolean, looked: number): Date | 'stay' {
  if (bookable) return 'stay';
  if (looked < MONTHS_TO_SEEK) return new Date(shown.getFullYear(), shown.getMonth() + 1, 1);
  return new Date(shown.getFullYear(), shown.getMonth() - looked, 1);
}

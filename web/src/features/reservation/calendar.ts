// Choose Date's states (seed 002 §2.2, §4.1): each day's status, which days can be chosen, the
// month navigation, the 'No Available Dates' check and the entry-time modal's choices.
import type { Schema } from '@boxoffice/sdk';
import { autoSelectedEntryTime, clampCount, entryTimeOptions } from '@boxoffice/sdk/rules';
import type { CapacityMark } from '../../components/capacity';

type Day = Schema<'ReservationPerformanceDate'>;
type Performance = Schema<'ReservationPerformance'>;

/**
 * The reservation calendar's capacity levels (the contract's ReservationCapacityLevel,
 * x-enum-varnames). It runs the other way from the dynamic calendar's CapacityLevelId.
 */
export const ReservationCapacity = {
  Reached: 1,
  Almost: 2,
  Nearing: 3,
  Available: 4,
  Closed: 5,
  Unavailable: 6,
} as const satisfies Record<string, Schema<'ReservationCapacityLevel'>>;

export type DayStatus = 'closed' | 'reached' | 'almost' | 'nearing' | 'available' | 'unavailable';

/** Levels a shopper can still book: Almost, Nearing and Available (§4.1's 'level 2 to 4'). */
export const isBookableLevel = (level: number): boolean =>
  level === ReservationCapacity.Almost ||
  level === ReservationCapacity.Nearing ||
  level === ReservationCapacity.Available;

/** A capacity level's status (a day's or an entry time's). */
export function levelStatus(level: number): DayStatus {
  switch (level) {
    case ReservationCapacity.Reached:
      return 'reached';
    case ReservationCapacity.Almost:
      return 'almost';
    case ReservationCapacity.Nearing:
      return 'nearing';
    case ReservationCapacity.Available:
      return 'available';
    case ReservationCapacity.Closed:
      return 'closed';
    default:
      return 'unavailable';
  }
}

/**
 * §4.1: closed when the day has no entry times, or when the site does not allow the same ticket on
 * the same entry time twice and one is already booked; otherwise by the day's level.
 */
export function dayStatus(day: Day, allowSameTicketSamePerformanceMultipleBooking: boolean): DayStatus {
  if (day.performances.length === 0) return 'closed';
  if (!allowSameTicketSamePerformanceMultipleBooking && day.performances.some((p) => p.isAlreadyBooked))
    return 'closed';
  return levelStatus(day.capacityLevel);
}

/**
 * Reached and closed days are disabled (§4.1). Ours: an Unavailable day too, as none of its entry
 * times could be offered (the modal leaves Unavailable times out).
 */
export const isDayEnabled = (status: DayStatus): boolean =>
  status === 'almost' || status === 'nearing' || status === 'available';

/** The legend (§2.2), in the seed's order, with the status each entry names. */
export const LEGEND: readonly { readonly text: string; readonly status: DayStatus }[] = [
  { text: 'Unavailable', status: 'unavailable' },
  { text: 'Full', status: 'reached' },
  { text: 'Almost Full', status: 'almost' },
  { text: 'Low Capacity', status: 'nearing' },
  { text: 'Available', status: 'available' },
];

/**
 * The shared month calendar's mark for a day: Full, Almost Full and Low Capacity in the legend's
 * words, added to the day's accessible name and drawn as a cue that is not colour (struck out,
 * filled dot, hollow dot). Available and Unavailable days have none: the calendar tells them apart
 * as enabled or aria-disabled days, and reservation.css colours each status as its legend entry.
 */
export function dayMark(status: DayStatus): CapacityMark | null {
  switch (status) {
    case 'reached':
      return { text: 'Full', kind: 'sold-out' };
    case 'almost':
      return { text: 'Almost Full', kind: 'almost-full' };
    case 'nearing':
      return { text: 'Low Capacity', kind: 'limited' };
    default:
      return null;
  }
}

/** The words a day's status adds to its accessible name. */
export const statusText = (status: DayStatus): string =>
  status === 'closed' ? 'Unavailable' : (LEGEND.find((l) => l.status === status)?.text ?? 'Unavailable');

/** 'No Available Dates' when no day has level 2, 3 or 4 (§4.1). */
export const noAvailableDates = (days: readonly Day[]): boolean =>
  !days.some((d) => isBookableLevel(d.capacityLevel));

const monthStart = (iso: string): string => `${iso.slice(0, 7)}-01`;
const nextMonthStart = (iso: string): string => {
  const year = Number(iso.slice(0, 4));
  const month = Number(iso.slice(5, 7));
  return month === 12 ? `${year + 1}-01-01` : `${year}-${String(month + 1).padStart(2, '0')}-01`;
};

/**
 * Month navigation (§4.1) for a month shown (any day of it, ISO): back while any day with entry
 * times is earlier than the month's start; forward only while a later day has level 2 to 4.
 */
export function monthNavigation(days: readonly Day[], month: string): { back: boolean; forward: boolean } {
  const start = monthStart(month);
  const next = nextMonthStart(month);
  return {
    back: days.some((d) => d.performances.length > 0 && d.businessDate < start),
    forward: days.some((d) => d.businessDate >= next && isBookableLevel(d.capacityLevel)),
  };
}

/**
 * The month calendar's bounds that give §4.1's navigation: from the first day with entry times to
 * the last bookable day (days beyond it are never enabled).
 */
export function monthBounds(days: readonly Day[]): { min: string | null; max: string | null } {
  const withTimes = days.filter((d) => d.performances.length > 0).map((d) => d.businessDate);
  const bookable = days.filter((d) => isBookableLevel(d.capacityLevel)).map((d) => d.businessDate);
  const sorted = (list: string[]) => [...list].sort();
  return { min: sorted(withTimes)[0] ?? null, max: sorted(bookable).at(-1) ?? null };
}

/** The month to open on: the first bookable day's, else the first day's, else today's. */
export function initialMonth(days: readonly Day[], today: string): string {
  const first = [...days].sort((a, b) => a.businessDate.localeCompare(b.businessDate));
  return monthStart(
    first.find((d) => isBookableLevel(d.capacityLevel))?.businessDate ?? first[0]?.businessDate ?? today,
  );
}

/** The entry-time dropdown: without Reached or Unavailable times (§4.1). */
export const entryTimes = (day: Day): Performance[] => entryTimeOptions(day.performances);

/**
 * The bring-a-friend counter: clamped at 0 only. Seed 002 §5 'Entry-time modal' says 'clamped at 0'
 * (where the link-tickets counters are 'clamped at 0 and their maximum'); above the day's maximum
 * Continue says 'The reservation only allows N bring a friends' (the SDK's entryTimeSchema).
 */
export const clampBringAFriends = (value: number): number => clampCount(value);

/** A single remaining entry time is selected for the shopper. */
export const autoEntryTime = (day: Day): string | null => autoSelectedEntryTime(day.performances);

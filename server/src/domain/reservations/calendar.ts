// The select-date calendar (002 §2.2, §4.1): each day of a property with its level, hours,
// bring-a-friend maximum and entry times, as this reservation sees them.
import type { Schema } from '@boxoffice/sdk';
import type { EntryTimeSeed, ReservationDaySeed } from '../../catalog/reservations-calendar.js';
import type { TicketingTicket } from '../../catalog/reservations-tickets.js';
import { maxBringAFriend } from './bring-a-friend.js';
import { type CapacityLevel, CapacityLevels, dayLevel, entryTimeLevel } from './capacity.js';
import { type EntryTimeHold, heldPlaces } from './holds.js';
import { displayTime, venueDateTime } from './venue-time.js';

export interface CalendarInput {
  readonly days: readonly ReservationDaySeed[];
  /** The reservation's linked tickets. */
  readonly tickets: readonly TicketingTicket[];
  /** Other sessions' live holds. */
  readonly holds: readonly EntryTimeHold[];
  readonly now: number;
  readonly allowSameTicketSamePerformanceMultipleBooking: boolean;
  /**
   * The config's allowPartialTicketingReservations (002 §3; what it does is ours): on, a day is open
   * when any linked ticket is valid on it; off, only when every one is.
   */
  readonly allowPartialTicketingReservations?: boolean;
}

export interface EntryTimeState {
  readonly seed: EntryTimeSeed;
  readonly level: CapacityLevel;
  /** Places left for this reservation. */
  readonly left: number;
  readonly isAlreadyBooked: boolean;
}

export interface DayState {
  readonly seed: ReservationDaySeed;
  readonly level: CapacityLevel;
  readonly maxBringAFriend: number;
  readonly entryTimes: readonly EntryTimeState[];
}

const validOn = (ticket: TicketingTicket, date: string) =>
  (ticket.activeFrom === null || ticket.activeFrom <= date) &&
  (ticket.activeTo === null || date <= ticket.activeTo);

function entryTimeState(day: ReservationDaySeed, seed: EntryTimeSeed, input: CalendarInput): EntryTimeState {
  const taken = seed.booked + heldPlaces(input.holds, seed.id);
  const barcodes = new Set(input.tickets.map((t) => t.barcode));
  const isAlreadyBooked = input.holds.some(
    (h) => h.performanceId === seed.id && h.barcodes.some((b) => barcodes.has(b)),
  );
  // Past entry times, and days some linked ticket (or, with partial reservations, every one) is not
  // valid on, cannot be booked.
  const valid = (t: TicketingTicket) => validOn(t, day.date);
  const ticketsValid = input.allowPartialTicketingReservations
    ? input.tickets.length === 0 || input.tickets.some(valid)
    : input.tickets.every(valid);
  const offSale = Date.parse(venueDateTime(day.date, seed.time)) <= input.now || !ticketsValid;
  return {
    seed,
    level: offSale ? CapacityLevels.Unavailable : entryTimeLevel(seed.capacity, taken),
    left: Math.max(0, seed.capacity - taken),
    isAlreadyBooked,
  };
}

export function dayState(day: ReservationDaySeed, input: CalendarInput): DayState {
  const entryTimes = day.entryTimes.map((seed) => entryTimeState(day, seed, input));
  const bookedTwice =
    !input.allowSameTicketSamePerformanceMultipleBooking && entryTimes.some((t) => t.isAlreadyBooked);
  return {
    seed: day,
    level: bookedTwice ? CapacityLevels.Closed : dayLevel(entryTimes.map((t) => t.level)),
    maxBringAFriend: maxBringAFriend(day, input.tickets),
    entryTimes,
  };
}

/** The calendar's days, earliest first. */
export const calendar = (input: CalendarInput): DayState[] =>
  [...input.days].sort((a, b) => a.date.localeCompare(b.date)).map((day) => dayState(day, input));

/** A day's operating hours as shown ('10:00 AM - 8:00 PM'). */
export const dayHours = (day: ReservationDaySeed) => `${displayTime(day.open)} - ${displayTime(day.close)}`;

export function dayView(state: DayState): Schema<'ReservationPerformanceDate'> {
  const closed = state.seed.entryTimes.length === 0;
  return {
    businessDate: state.seed.date,
    capacityLevel: state.level,
    openTime: closed ? null : venueDateTime(state.seed.date, state.seed.open),
    closeTime: closed ? null : venueDateTime(state.seed.date, state.seed.close),
    propertyHours: closed ? null : dayHours(state.seed),
    maxBringAFriendDayTicketCount: state.maxBringAFriend,
    performances: state.entryTimes.map((t) => ({
      id: t.seed.id,
      name: displayTime(t.seed.time),
      capacityLevel: t.level,
      isAlreadyBooked: t.isAlreadyBooked,
    })),
  };
}

// Choose Date's states (seed 002 §4.1): day status, enabled days, month navigation, 'No Available
// Dates' and the entry-time choices, with the capacity levels by name.
import type { Schema } from '@boxoffice/sdk';
import { describe, expect, it } from 'vitest';
import {
  autoEntryTime,
  dayStatus,
  entryTimes,
  initialMonth,
  isDayEnabled,
  ReservationCapacity as L,
  LEGEND,
  monthBounds,
  monthNavigation,
  noAvailableDates,
} from '../../src/features/reservation/calendar';

type Day = Schema<'ReservationPerformanceDate'>;
type Level = Schema<'ReservationCapacityLevel'>;

const perf = (id: string, capacityLevel: Level, isAlreadyBooked = false) => ({
  id,
  name: id,
  capacityLevel,
  isAlreadyBooked,
});
const day = (
  businessDate: string,
  capacityLevel: Level,
  performances = [perf(`p_${businessDate}`, capacityLevel)],
): Day => ({
  businessDate,
  capacityLevel,
  openTime: null,
  closeTime: null,
  propertyHours: '10:00 AM - 8:00 PM',
  maxBringAFriendDayTicketCount: 2,
  performances,
});

describe('day status', () => {
  it('follows the level by name', () => {
    expect(dayStatus(day('2026-12-05', L.Available), false)).toBe('available');
    expect(dayStatus(day('2026-12-05', L.Nearing), false)).toBe('nearing');
    expect(dayStatus(day('2026-12-05', L.Almost), false)).toBe('almost');
    expect(dayStatus(day('2026-12-05', L.Reached), false)).toBe('reached');
    expect(dayStatus(day('2026-12-05', L.Closed), false)).toBe('closed');
    expect(dayStatus(day('2026-12-05', L.Unavailable), false)).toBe('unavailable');
  });
  it('is closed without entry times, or with one already booked when the site forbids booking twice', () => {
    expect(dayStatus(day('2026-12-05', L.Available, []), true)).toBe('closed');
    const booked = day('2026-12-05', L.Available, [perf('a', L.Available, true), perf('b', L.Available)]);
    expect(dayStatus(booked, false)).toBe('closed');
    expect(dayStatus(booked, true)).toBe('available');
  });
  it('disables Reached, closed and Unavailable days', () => {
    expect(isDayEnabled('reached')).toBe(false);
    expect(isDayEnabled('closed')).toBe(false);
    expect(isDayEnabled('unavailable')).toBe(false);
    expect(['almost', 'nearing', 'available'].every((s) => isDayEnabled(s as 'almost'))).toBe(true);
  });
  it('has the legend in the seed words', () => {
    expect(LEGEND.map((l) => l.text)).toEqual([
      'Unavailable',
      'Full',
      'Almost Full',
      'Low Capacity',
      'Available',
    ]);
  });
});

describe('month navigation', () => {
  const days = [day('2026-11-28', L.Reached), day('2026-12-05', L.Available), day('2027-01-09', L.Reached)];
  it('goes back while an entry time is earlier than the month, forward while a later day is bookable', () => {
    expect(monthNavigation(days, '2026-12-01')).toEqual({ back: true, forward: false });
    expect(monthNavigation(days, '2026-11-01')).toEqual({ back: false, forward: true });
    expect(monthNavigation([...days, day('2027-01-16', L.Almost)], '2026-12-01').forward).toBe(true);
  });
  it('gives the calendar bounds that match', () => {
    expect(monthBounds(days)).toEqual({ min: '2026-11-28', max: '2026-12-05' });
    expect(monthBounds([])).toEqual({ min: null, max: null });
  });
  it('opens on the first bookable month', () => {
    expect(initialMonth(days, '2026-11-24')).toBe('2026-12-01');
    expect(initialMonth([], '2026-11-24')).toBe('2026-11-01');
  });
  it("says 'No Available Dates' when no day has level 2, 3 or 4", () => {
    expect(noAvailableDates([day('2026-12-25', L.Reached), day('2026-12-26', L.Unavailable)])).toBe(true);
    expect(noAvailableDates([day('2026-12-25', L.Almost)])).toBe(false);
  });
});

describe('entry times', () => {
  it('leave out Reached and Unavailable, and a single one left is chosen', () => {
    const d = day('2026-12-05', L.Available, [
      perf('full', L.Reached),
      perf('open', L.Nearing),
      perf('gone', L.Unavailable),
    ]);
    expect(entryTimes(d).map((p) => p.id)).toEqual(['open']);
    expect(autoEntryTime(d)).toBe('open');
    const two = day('2026-12-05', L.Available, [perf('a', L.Available), perf('b', L.Almost)]);
    expect(autoEntryTime(two)).toBeNull();
  });
});

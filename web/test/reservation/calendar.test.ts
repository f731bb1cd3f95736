// Choose Date's states (seed 002 §4.1): day status, enabled days, month navigation, 'No Available
// Dates' and the entry-time choices, with the capacity levels by name.
import type { Schema } from '@boxoffice/sdk';
import { entryTimeSchema } from '@boxoffice/sdk/rules';
import { describe, expect, it } from 'vitest';
import {
  autoEntryTime,
  clampBringAFriends,
  dayMark,
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
  it("marks Full, Almost Full and Low Capacity days in the legend's words, with a cue besides colour", () => {
    expect(dayMark('reached')).toEqual({ text: 'Full', kind: 'sold-out' });
    expect(dayMark('almost')).toEqual({ text: 'Almost Full', kind: 'almost-full' });
    expect(dayMark('nearing')).toEqual({ text: 'Low Capacity', kind: 'limited' });
    for (const l of LEGEND.filter((e) => dayMark(e.status))) expect(dayMark(l.status)?.text).toBe(l.text);
  });
  it('leaves Available and Unavailable days unmarked: enabled or disabled tells them apart', () => {
    // reservation.css colours an enabled unmarked day as Available, a disabled one as Unavailable.
    for (const status of ['available', 'unavailable', 'closed'] as const) expect(dayMark(status)).toBeNull();
    expect(isDayEnabled('available')).toBe(true);
    expect(isDayEnabled('unavailable') || isDayEnabled('closed')).toBe(false);
    // Every enabled status other than Available carries a mark, so the rule has no exception.
    expect(['almost', 'nearing'].every((s) => dayMark(s as 'almost') !== null)).toBe(true);
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

describe('bring-a-friend counter (§5 Entry-time modal)', () => {
  it("is clamped at 0 only; above the day's maximum Continue names the limit", () => {
    expect(clampBringAFriends(-2)).toBe(0);
    expect(clampBringAFriends(Number.NaN)).toBe(0);
    expect(clampBringAFriends(3)).toBe(3);
    const result = entryTimeSchema(2).safeParse({ performanceId: 'p', bringAFriendDayTicketCount: 3 });
    expect(result.success ? [] : result.error.issues.map((i) => i.message)).toEqual([
      'The reservation only allows 2 bring a friends',
    ]);
  });
});

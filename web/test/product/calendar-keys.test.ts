import { describe, expect, it } from 'vitest';
import { dayForKey, focusDayOf, inMonth, monthOf } from '../../src/components/calendar-keys';
import { toIso } from '../../src/components/dates';

describe('dayForKey: arrows move a day or a week', () => {
  it.each([
    ['2026-12-05', 'ArrowLeft', '2026-12-04'],
    ['2026-12-05', 'ArrowRight', '2026-12-06'],
    ['2026-12-05', 'ArrowUp', '2026-11-28'],
    ['2026-12-05', 'ArrowDown', '2026-12-12'],
    // Month and year edges.
    ['2026-12-01', 'ArrowLeft', '2026-11-30'],
    ['2026-12-31', 'ArrowRight', '2027-01-01'],
    ['2027-01-01', 'ArrowLeft', '2026-12-31'],
    ['2026-12-29', 'ArrowDown', '2027-01-05'],
    ['2027-01-03', 'ArrowUp', '2026-12-27'],
    // Leap years: 2028 has a 29 February, 2026 and 2100 do not.
    ['2028-02-28', 'ArrowRight', '2028-02-29'],
    ['2028-02-29', 'ArrowRight', '2028-03-01'],
    ['2026-02-28', 'ArrowRight', '2026-03-01'],
    ['2100-02-28', 'ArrowRight', '2100-03-01'],
    ['2028-03-01', 'ArrowLeft', '2028-02-29'],
    ['2028-02-26', 'ArrowDown', '2028-03-04'],
    // The daylight-saving change (US, 2026-03-08 and 2026-11-01) is a day like any other.
    ['2026-03-07', 'ArrowRight', '2026-03-08'],
    ['2026-03-08', 'ArrowRight', '2026-03-09'],
    ['2026-11-01', 'ArrowLeft', '2026-10-31'],
    ['2026-10-28', 'ArrowDown', '2026-11-04'],
  ])('%s %s -> %s', (from, key, to) => {
    expect(dayForKey(from, key)).toBe(to);
  });
});

describe('dayForKey: Home and End go to the week (Sunday to Saturday) start and end', () => {
  it.each([
    ['2026-12-05', 'Home', '2026-11-29'], // a Saturday: its week began in November
    ['2026-12-05', 'End', '2026-12-05'],
    ['2026-12-06', 'Home', '2026-12-06'], // a Sunday
    ['2026-12-06', 'End', '2026-12-12'],
    ['2026-12-30', 'End', '2027-01-02'], // across the year
    ['2028-03-01', 'Home', '2028-02-27'], // back over a leap day
  ])('%s %s -> %s', (from, key, to) => {
    expect(dayForKey(from, key)).toBe(to);
  });
});

describe('dayForKey: PageUp and PageDown move a month (Shift: a year), clamped to the month end', () => {
  it.each([
    ['2026-12-05', 'PageUp', false, '2026-11-05'],
    ['2026-12-05', 'PageDown', false, '2027-01-05'],
    ['2027-01-31', 'PageDown', false, '2027-02-28'],
    ['2028-01-31', 'PageDown', false, '2028-02-29'],
    ['2026-03-31', 'PageUp', false, '2026-02-28'],
    ['2026-05-31', 'PageDown', false, '2026-06-30'],
    ['2026-01-15', 'PageUp', false, '2025-12-15'],
    ['2028-02-29', 'PageDown', true, '2029-02-28'],
    ['2028-02-29', 'PageUp', true, '2027-02-28'],
    ['2026-12-05', 'PageDown', true, '2027-12-05'],
  ])('%s %s (shift %s) -> %s', (from, key, shift, to) => {
    expect(dayForKey(from, key, shift)).toBe(to);
  });
});

describe('dayForKey: other keys', () => {
  it.each(['Enter', ' ', 'Tab', 'a', 'Escape'])('%j is not a calendar move', (key) => {
    expect(dayForKey('2026-12-05', key)).toBeNull();
  });
});

describe('months', () => {
  const december = new Date(2026, 11, 1);
  it('tells whether a day is in the month on show', () => {
    expect(inMonth('2026-12-01', december)).toBe(true);
    expect(inMonth('2026-12-31', december)).toBe(true);
    expect(inMonth('2026-11-30', december)).toBe(false);
    expect(inMonth('2025-12-05', december)).toBe(false);
  });
  it('turns a day into its month', () => {
    expect(toIso(monthOf('2027-02-28'))).toBe('2027-02-01');
  });
});

describe('focusDayOf: the day holding the Tab stop', () => {
  const december = new Date(2026, 11, 1);
  const open = new Set(['2026-12-05', '2026-12-12']);
  const isEnabled = (iso: string) => open.has(iso);
  const today = new Date(2026, 10, 22);

  it('is the chosen date when it is in the month', () => {
    expect(focusDayOf(december, '2026-12-12', isEnabled, today)).toBe('2026-12-12');
  });
  it('is the first date that can be chosen otherwise', () => {
    expect(focusDayOf(december, '2026-11-28', isEnabled, today)).toBe('2026-12-05');
    expect(focusDayOf(december, null, isEnabled, today)).toBe('2026-12-05');
  });
  it('is today when nothing can be chosen in the month of today', () => {
    expect(focusDayOf(new Date(2026, 10, 1), null, () => false, today)).toBe('2026-11-22');
  });
  it('is the 1st when nothing can be chosen in another month', () => {
    expect(focusDayOf(new Date(2027, 1, 1), null, () => false, today)).toBe('2027-02-01');
  });
});

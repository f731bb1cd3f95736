import { describe, expect, it } from 'vitest';
import {
  clampMonth,
  MONTHS_TO_SEEK,
  parseTypedDate,
  seekMonth,
  withinBounds,
  yearOptions,
} from '../../src/components/dates';

describe('the year list (seed 000 §9)', () => {
  it('is 10 years either side without bounds', () => {
    const years = yearOptions(2026);
    expect(years[0]).toBe(2016);
    expect(years.at(-1)).toBe(2036);
    expect(years).toHaveLength(21);
  });

  it('runs from min to max when they are within 500 years', () => {
    expect(yearOptions(2026, '2026-11-22', '2028-06-30')).toEqual([2026, 2027, 2028]);
  });

  it('is bounded on one side only when only one bound is set', () => {
    const years = yearOptions(2026, '2026-11-22');
    expect(years[0]).toBe(2026);
    expect(years.at(-1)).toBe(2036);
    expect(yearOptions(2026, null, '2027-01-01')).toEqual(
      [...Array(11)].map((_, i) => 2016 + i).concat(2027),
    );
  });

  it('stops at 500 years either side of far bounds', () => {
    const years = yearOptions(2026, '1000-01-01', '3000-12-31');
    expect(years[0]).toBe(1526);
    expect(years.at(-1)).toBe(2526);
  });

  it('always lists the year on show', () => {
    expect(yearOptions(2025, '2026-11-22', '2027-12-31')).toEqual([2025, 2026, 2027]);
  });
});

describe('the bounds', () => {
  it('lets through days from min to max, inclusive', () => {
    expect(withinBounds('2026-11-22', '2026-11-22')).toBe(true);
    expect(withinBounds('2026-11-21', '2026-11-22')).toBe(false);
    expect(withinBounds('2026-12-31', null, '2026-12-31')).toBe(true);
    expect(withinBounds('2027-01-01', null, '2026-12-31')).toBe(false);
  });

  it("keeps the month on show within the bounds' months", () => {
    expect(clampMonth(new Date(2026, 9, 15), '2026-11-22')).toEqual(new Date(2026, 10, 1));
    expect(clampMonth(new Date(2027, 5, 1), null, '2026-12-31')).toEqual(new Date(2026, 11, 1));
    expect(clampMonth(new Date(2026, 11, 9))).toEqual(new Date(2026, 11, 1));
  });
});

describe('a typed date (seed 000 §2)', () => {
  it('counts a 4-digit year as it is typed, and a 2-digit one only once the field is left', () => {
    // '12/5/2026' typed key by key passes '12/5/20', which is not yet the year 2020.
    expect(parseTypedDate('12/5/20', 'typing')).toBeNull();
    expect(parseTypedDate('12/5/202', 'typing')).toBeNull();
    expect(parseTypedDate('12/5/2026', 'typing')).toBe('2026-12-05');
    expect(parseTypedDate('12/5/26', 'complete')).toBe('2026-12-05');
    expect(parseTypedDate('12/05/2026')).toBe('2026-12-05');
    expect(parseTypedDate('2/30/2026')).toBeNull();
    expect(parseTypedDate('12/05/202026')).toBeNull();
  });
});

describe('the month a calendar opens on', () => {
  const november = new Date(2026, 10, 1);
  it('is the first with something to sell, looking up to 12 months ahead', () => {
    expect(seekMonth(november, true, 0)).toBe('stay');
    expect(seekMonth(november, false, 0)).toEqual(new Date(2026, 11, 1));
    expect(seekMonth(new Date(2027, 9, 1), false, MONTHS_TO_SEEK - 1)).toEqual(new Date(2027, 10, 1));
  });

  it('goes back to where it opened when nothing is on sale in a year', () => {
    expect(seekMonth(new Date(2027, 10, 1), false, MONTHS_TO_SEEK)).toEqual(november);
  });
});

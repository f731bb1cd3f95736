import { describe, expect, it } from 'vitest';
import { clampMonth, withinBounds, yearOptions } from '../../src/components/dates';

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

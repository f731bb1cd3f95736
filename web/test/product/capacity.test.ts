import type { Schema } from '@boxoffice/sdk';
import { describe, expect, it } from 'vitest';
import { capacityMark, isBookable, legendMarks } from '../../src/components/capacity';

type ProductDate = Schema<'ProductDate'>;
const date = (
  capacityLevelId: ProductDate['capacityLevelId'],
  capacityDescription: string | null = null,
) => ({
  date: '2026-12-25',
  capacityLevelId,
  capacityDescription,
});

describe('isBookable', () => {
  it('is false for a day without performances', () => expect(isBookable(undefined)).toBe(false));
  it.each([
    [1, true],
    [2, true],
    [3, true],
    [4, false],
    [99, false],
  ] as const)('capacity level %i -> %s', (level, bookable) => {
    expect(isBookable(date(level))).toBe(bookable);
  });
});

describe('capacityMark', () => {
  it('marks nothing on available days, unavailable days and days without performances', () => {
    expect(capacityMark(undefined)).toBeNull();
    expect(capacityMark(date(1, 'Available'))).toBeNull();
    expect(capacityMark(date(99, 'Unavailable'))).toBeNull();
  });
  it('marks limited, almost full and sold-out days in the legend words', () => {
    expect(capacityMark(date(2, 'Low Capacity'))).toEqual({ text: 'Low Capacity', kind: 'limited' });
    expect(capacityMark(date(3, 'Almost Full'))).toEqual({ text: 'Almost Full', kind: 'almost-full' });
    expect(capacityMark(date(4, 'Full'))).toEqual({ text: 'sold out', kind: 'sold-out' });
  });
});

describe('legendMarks', () => {
  it('lists each mark of the month once, in the legend order', () => {
    const marks = [4, 2, null, 2, 4].map((level) => (level ? capacityMark(date(level as 2 | 4)) : null));
    expect(legendMarks(marks).map((mark) => mark.kind)).toEqual(['limited', 'sold-out']);
  });
  it('is empty for a month without marks', () => {
    expect(legendMarks([null, null])).toEqual([]);
  });
});

import type { Schema } from '@boxoffice/sdk';
import { describe, expect, it } from 'vitest';
import {
  autoPick,
  choosePick,
  chosenPerformances,
  delayAllows,
  linePerformances,
  NO_PICKS,
  pickLevels,
  pickOptions,
  pickVariants,
  withPick,
} from '../../src/features/product/dynamic-picks';

type P = Schema<'DynamicPerformance'>;
const at = (hhmm: string) => `2026-12-26T${hhmm}:00-06:00`;
const variant = { id: 'var_tour_guest', displayPrice: 35 } as Schema<'ProductVariant'>;

function perf(id: string, selectionIndex: number, time: string, over: Partial<P> = {}): P {
  return {
    id,
    performanceTime: time,
    performanceDateTime: at(time),
    capacityLevelId: 1,
    capacityDescription: 'Available',
    selectionIndex,
    delayTypeId: 1,
    delayDateTime: null,
    alwaysPromptPerformance: false,
    selectionUIPrompt: null,
    variants: [],
    ...over,
  };
}

// The demo tour's Saturday (server/src/catalog/data/schedule.ts): two tours (always prompt), two
// keeper talks (delay 2), a photo session (delay 3 after 9:30) and lunch (delay 3, always prompts).
const elephant = perf('t0900', 1, '09:00', {
  alwaysPromptPerformance: true,
  selectionUIPrompt: 'Tour',
  variants: [variant],
});
const bigCat = perf('t1000', 1, '10:00', {
  alwaysPromptPerformance: true,
  selectionUIPrompt: 'Tour',
  variants: [variant],
});
const talk930 = perf('k0930', 2, '09:30', {
  selectionUIPrompt: 'Time',
  delayTypeId: 2,
  delayDateTime: at('09:00'),
});
const talk1030 = perf('k1030', 2, '10:30', {
  selectionUIPrompt: 'Time',
  delayTypeId: 2,
  delayDateTime: at('10:00'),
});
const photo = perf('p1100', 3, '11:00', {
  selectionUIPrompt: 'Photo',
  delayTypeId: 3,
  delayDateTime: at('09:30'),
});
const lunch = perf('l1200', 4, '12:00', {
  selectionUIPrompt: 'Lunch',
  delayTypeId: 3,
  delayDateTime: at('11:00'),
  alwaysPromptPerformance: true,
});
const tour = [elephant, bigCat, talk930, talk1030, photo, lunch];

describe('delayAllows (§4.3)', () => {
  it('type 2 compares the first pick, at or before the delay date-time', () => {
    expect(delayAllows(talk930, [elephant])).toBe(true);
    expect(delayAllows(talk930, [bigCat])).toBe(false);
    expect(delayAllows(talk1030, [bigCat])).toBe(true);
  });
  it('type 3 compares the previous pick', () => {
    expect(delayAllows(photo, [elephant, talk930])).toBe(true);
    expect(delayAllows(photo, [elephant, talk1030])).toBe(false);
  });
  it('type 1, or no delay date-time, always offers; a delay with no pick to compare does not', () => {
    expect(delayAllows(elephant, [])).toBe(true);
    expect(delayAllows({ ...talk930, delayDateTime: null }, [bigCat])).toBe(true);
    expect(delayAllows(talk930, [])).toBe(false);
  });
});

describe('pickOptions', () => {
  it('leaves out times hidden by a delay and times that no longer sell', () => {
    expect(pickOptions(tour, [bigCat], 2).map((p) => p.id)).toEqual(['k1030']);
    expect(pickOptions(tour, [elephant], 2).map((p) => p.id)).toEqual(['k0930', 'k1030']);
    const full = { ...bigCat, capacityLevelId: 4 as const };
    const gone = { ...elephant, capacityLevelId: 99 as const };
    expect(pickOptions([full, gone], [], 1)).toEqual([]);
  });
});

describe('pickLevels', () => {
  it('shows the first pick only until it is made', () => {
    const levels = pickLevels(tour, NO_PICKS);
    expect(levels).toHaveLength(1);
    expect(levels[0]).toMatchObject({ index: 1, prompt: 'Tour', shown: true, performanceId: null });
  });
  it('a single option that does not always prompt is not shown; one that does is', () => {
    const picks = ['t1000', 'k1030', null, null];
    const levels = pickLevels(tour, picks);
    expect(levels.map((l) => [l.index, l.shown])).toEqual([
      [1, true],
      [2, false],
      [4, true],
    ]);
  });
  it('skips a later pick with no option (hidden by a delay)', () => {
    expect(pickLevels(tour, ['t1000', 'k1030', null, null]).map((l) => l.index)).not.toContain(3);
  });
  it('ignores a pick that is not among the options', () => {
    expect(pickLevels(tour, ['t1000', 'k0930', null, null])[1]?.performanceId).toBeNull();
  });
});

describe('autoPick and choosePick', () => {
  it('selecting a date auto-selects its single performance unless it always prompts', () => {
    const single = perf('only', 1, '09:00', { variants: [variant] });
    expect(autoPick([single], NO_PICKS)).toEqual(['only', null, null, null]);
    expect(autoPick([{ ...single, alwaysPromptPerformance: true }], NO_PICKS)).toEqual(NO_PICKS);
  });
  it('makes later single picks after a choice, and stops at one that always prompts', () => {
    expect(choosePick(tour, NO_PICKS, 1, 't1000')).toEqual(['t1000', 'k1030', null, null]);
    expect(choosePick(tour, ['t0900', null, null, null], 2, 'k0930')).toEqual([
      't0900',
      'k0930',
      'p1100',
      null,
    ]);
  });
  it('changing a pick clears the later ones', () => {
    const full = ['t0900', 'k0930', 'p1100', 'l1200'];
    expect(withPick(full, 2, 'k1030')).toEqual(['t0900', 'k1030', null, null]);
    expect(choosePick(tour, full, 1, 't1000')).toEqual(['t1000', 'k1030', null, null]);
  });
});

describe('chosenPerformances, linePerformances, pickVariants', () => {
  it('null until every shown pick is made', () => {
    expect(chosenPerformances(tour, ['t1000', 'k1030', null, null])).toBeNull();
    expect(chosenPerformances([], NO_PICKS)).toBeNull();
  });
  it('the chosen picks in order, sent with their selection indexes, the first pick selling the variants', () => {
    const chosen = chosenPerformances(tour, ['t1000', 'k1030', null, 'l1200']);
    expect(chosen?.map((p) => p.id)).toEqual(['t1000', 'k1030', 'l1200']);
    expect(linePerformances(chosen)).toEqual([
      { selectionIndex: 1, performanceId: 't1000', showCategoryId: null, seatId: null },
      { selectionIndex: 2, performanceId: 'k1030', showCategoryId: null, seatId: null },
      { selectionIndex: 4, performanceId: 'l1200', showCategoryId: null, seatId: null },
    ]);
    expect(pickVariants(chosen)).toEqual([variant]);
    expect(pickVariants(null)).toEqual([]);
    expect(linePerformances(null)).toEqual([]);
  });
});

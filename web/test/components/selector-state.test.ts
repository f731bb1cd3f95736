import { describe, expect, it } from 'vitest';
import {
  chosenPerformances,
  delayAllows,
  initialSelectorState,
  linePerformances,
  noPerformances,
  type Performance,
  type PerformanceDetail,
  pendingLoad,
  type SelectorAction,
  type SelectorState,
  selectionComplete,
  selectionLevels,
  selectorReducer,
  type Variant,
} from '../../src/components/performance-selector/selector-state';
import { storyPerformance } from '../support/performance';

const perf = (id: string, over: Partial<Performance> = {}): Performance =>
  storyPerformance({ performanceId: id, showId: 'show_a', showName: 'Show A', ...over });

const at = (hhmm: string) => `2026-12-05T${hhmm}:00-06:00`;
const variant = (id: string): Variant => ({ id, extProductVariantId: id, displayName: id }) as Variant;

const run = (actions: SelectorAction[], from: SelectorState = initialSelectorState) =>
  actions.reduce(selectorReducer, from);

const loaded = (performances: Performance[]) =>
  run([
    { type: 'date', date: '2026-12-05' },
    { type: 'performancesLoaded', date: '2026-12-05', performances },
  ]);

// The tour of the demo data: four chained selections with delay types 2 and 3.
const tour = [
  perf('t_elephant', {
    showId: 'elephant',
    showName: 'Elephant Barn',
    performanceDateTime: at('09:00'),
    alwaysPromptPerformance: true,
    uiPrompt: 'Tour',
  }),
  perf('t_bigcat', {
    showId: 'bigcat',
    showName: 'Big Cat Lodge',
    performanceDateTime: at('10:00'),
    alwaysPromptPerformance: true,
    uiPrompt: 'Tour',
  }),
  perf('t_keeper_0930', {
    showId: 'keeper',
    selectionIndex: 2,
    performanceDateTime: at('09:30'),
    delayTypeId: 2,
    delaySelectionDateTime: at('09:00'),
    uiPrompt: 'Time',
  }),
  perf('t_keeper_1030', {
    showId: 'keeper',
    selectionIndex: 2,
    performanceDateTime: at('10:30'),
    delayTypeId: 2,
    delaySelectionDateTime: at('10:00'),
    uiPrompt: 'Time',
  }),
  perf('t_photo', {
    showId: 'photo',
    selectionIndex: 3,
    performanceDateTime: at('11:00'),
    delayTypeId: 3,
    delaySelectionDateTime: at('09:30'),
  }),
  perf('t_lunch', {
    showId: 'lunch',
    selectionIndex: 4,
    performanceDateTime: at('12:00'),
    delayTypeId: 3,
    delaySelectionDateTime: at('11:00'),
    alwaysPromptPerformance: true,
  }),
];

describe('performance selection cascade (seed 000 §4)', () => {
  it('auto-selects a single show at the first selection and a single time', () => {
    const state = loaded([perf('p1')]);
    expect(state.picks[0]).toEqual({ showId: 'show_a', performanceId: 'p1' });
    expect(pendingLoad(state)).toEqual({ kind: 'detail', key: 'p1', performanceIds: ['p1'] });
  });

  it('auto-selects the single show but asks for the time when there are two', () => {
    const state = loaded([perf('p10'), perf('p14', { performanceTime: '2:00 PM' })]);
    expect(state.picks[0]).toEqual({ showId: 'show_a', performanceId: null });
    expect(selectionLevels(state)[0]?.times.map((p) => p.performanceId)).toEqual(['p10', 'p14']);
    expect(pendingLoad(state)).toBeNull();
    const chosen = selectorReducer(state, { type: 'time', index: 1, performanceId: 'p10' });
    expect(chosenPerformances(chosen)?.map((p) => p.performanceId)).toEqual(['p10']);
  });

  it('does not auto-select with alwaysPromptShow or alwaysPromptPerformance', () => {
    expect(loaded([perf('p1', { alwaysPromptShow: true })]).picks[0]?.showId).toBeNull();
    expect(loaded([perf('p1', { alwaysPromptPerformance: true })]).picks[0]).toEqual({
      showId: 'show_a',
      performanceId: null,
    });
  });

  it('asks for the show when the first selection has several', () => {
    const state = loaded(tour);
    expect(state.picks[0]?.showId).toBeNull();
    expect(selectionLevels(state)).toHaveLength(1);
    expect(selectionLevels(state)[0]?.shows.map((s) => s.showName)).toEqual([
      'Elephant Barn',
      'Big Cat Lodge',
    ]);
  });

  it('hides later selections until the earlier one is made, and applies delay types 2 and 3', () => {
    let state = loaded(tour);
    state = run(
      [
        { type: 'show', index: 1, showId: 'elephant' },
        { type: 'time', index: 1, performanceId: 't_elephant' },
      ],
      state,
    );
    // Delay type 2: both keeper talks allowed after the 9:00 tour.
    let levels = selectionLevels(state);
    expect(levels).toHaveLength(2);
    expect(levels[1]?.shows.map((s) => s.showId)).toEqual(['keeper']);
    state = run(
      [
        { type: 'show', index: 2, showId: 'keeper' },
        { type: 'time', index: 2, performanceId: 't_keeper_0930' },
      ],
      state,
    );
    // Delay type 3 compares the previous selection (9:30 <= 9:30): the photo comes next.
    levels = selectionLevels(state);
    expect(levels.map((l) => l.index)).toEqual([1, 2, 3, 4].slice(0, levels.length));
    expect(levels[2]?.shows.map((s) => s.showId)).toEqual(['photo']);
  });

  it('with the 10:00 tour only the 10:30 keeper talk remains (delay type 2), and the photo is skipped (type 3)', () => {
    let state = run(
      [
        { type: 'show', index: 1, showId: 'bigcat' },
        { type: 'time', index: 1, performanceId: 't_bigcat' },
        { type: 'show', index: 2, showId: 'keeper' },
      ],
      loaded(tour),
    );
    // The single allowed time is auto-selected.
    expect(state.picks[1]?.performanceId).toBe('t_keeper_1030');
    const levels = selectionLevels(state);
    // Photo (needs the previous pick by 9:30) is hidden; lunch compares the 10:30 talk with 11:00.
    expect(levels.map((l) => l.index)).toEqual([1, 2, 4]);
    state = run(
      [
        { type: 'show', index: 4, showId: 'lunch' },
        { type: 'time', index: 4, performanceId: 't_lunch' },
      ],
      state,
    );
    expect(linePerformances(state).map((p) => [p.selectionIndex, p.performanceId])).toEqual([
      [1, 't_bigcat'],
      [2, 't_keeper_1030'],
      [4, 't_lunch'],
    ]);
  });

  it('delayAllows compares the first (2) or previous (3) selection, not later than the delay date-time', () => {
    const first = perf('a', { performanceDateTime: at('09:00') });
    const second = perf('b', { performanceDateTime: at('10:00') });
    const type2 = perf('x', { delayTypeId: 2, delaySelectionDateTime: at('09:00') });
    const type3 = perf('y', { delayTypeId: 3, delaySelectionDateTime: at('09:00') });
    expect(delayAllows(type2, [first, second])).toBe(true);
    expect(delayAllows(type3, [first, second])).toBe(false);
    expect(delayAllows(type3, [second, first])).toBe(true);
    expect(delayAllows(perf('z'), [])).toBe(true);
  });

  it('changing an earlier selection clears later selections, the detail, section, seat and variants', () => {
    let state = run(
      [
        { type: 'show', index: 1, showId: 'elephant' },
        { type: 'time', index: 1, performanceId: 't_elephant' },
        { type: 'show', index: 2, showId: 'keeper' },
        { type: 'time', index: 2, performanceId: 't_keeper_0930' },
      ],
      loaded(tour),
    );
    state = { ...state, sectionId: 's', seatId: 'x', variants: [variant('v')] };
    state = selectorReducer(state, { type: 'time', index: 1, performanceId: null });
    expect(state.picks[1]).toEqual({ showId: null, performanceId: null });
    expect(state.sectionId).toBeNull();
    expect(state.seatId).toBeNull();
    expect(state.variants).toBeNull();
    expect(selectionLevels(state)).toHaveLength(1);
  });

  it('a new date clears everything and ignores answers for another date', () => {
    const state = run([{ type: 'date', date: '2026-12-12' }], loaded([perf('p1')]));
    expect(state.performances).toBeNull();
    expect(run([{ type: 'performancesLoaded', date: '2026-12-05', performances: [perf('p1')] }], state)).toBe(
      state,
    );
  });
});

const detail = (over: Partial<PerformanceDetail>): PerformanceDetail => ({
  showTypeId: 1,
  productVariants: [],
  showCategories: [],
  seats: [],
  ...over,
});

describe('after the selections (show types 1 to 4)', () => {
  const base = loaded([perf('p1')]);

  it('types 1 and 4 list the variants of selection index 1', () => {
    const state = selectorReducer(base, {
      type: 'detailLoaded',
      key: 'p1',
      detail: detail({
        showTypeId: 4,
        productVariants: [variant('a'), { ...variant('b'), selectionIndex: 2 }],
      }),
    });
    expect(state.variants?.map((v) => v.id)).toEqual(['a']);
    expect(pendingLoad(state)).toBeNull();
  });

  it('ignores a detail for other performances', () => {
    expect(selectorReducer(base, { type: 'detailLoaded', key: 'other', detail: detail({}) })).toBe(base);
  });

  it('type 2 auto-selects a single section, then loads its variants', () => {
    const section = {
      showCategoryId: 'sec',
      name: 'Pavilion',
      capacityDescription: null,
      capacityLevelId: 1,
      seatingChartCoordinates: [],
    } as PerformanceDetail['showCategories'][number];
    let state = selectorReducer(base, {
      type: 'detailLoaded',
      key: 'p1',
      detail: detail({ showTypeId: 2, showCategories: [section] }),
    });
    expect(state.sectionId).toBe('sec');
    expect(pendingLoad(state)).toEqual({ kind: 'section', key: 'sec', performanceId: 'p1' });
    state = selectorReducer(state, { type: 'variantsLoaded', key: 'sec', variants: [variant('v')] });
    expect(linePerformances(state)).toEqual([
      { selectionIndex: 1, performanceId: 'p1', showCategoryId: 'sec', seatId: null },
    ]);
    expect(selectorReducer(state, { type: 'variantsLoaded', key: 'sec', variants: [] })).toSatisfy(
      noPerformances,
    );
  });

  it('type 2 with two sections waits for the choice; none means no performances', () => {
    const s = (id: string) =>
      ({
        showCategoryId: id,
        name: id,
        capacityDescription: null,
        capacityLevelId: 1,
        seatingChartCoordinates: [],
      }) as PerformanceDetail['showCategories'][number];
    const two = selectorReducer(base, {
      type: 'detailLoaded',
      key: 'p1',
      detail: detail({ showTypeId: 2, showCategories: [s('a'), s('b')] }),
    });
    expect(two.sectionId).toBeNull();
    expect(pendingLoad(two)).toBeNull();
    expect(selectorReducer(two, { type: 'section', sectionId: 'b' }).sectionId).toBe('b');
    const none = selectorReducer(base, {
      type: 'detailLoaded',
      key: 'p1',
      detail: detail({ showTypeId: 2 }),
    });
    expect(noPerformances(none)).toBe(true);
  });

  it('type 3 auto-selects a single seat; none means no performances', () => {
    const one = selectorReducer(base, {
      type: 'detailLoaded',
      key: 'p1',
      detail: detail({
        showTypeId: 3,
        seats: [{ seatId: 'a1', name: 'Row A Seat 101' }] as PerformanceDetail['seats'],
      }),
    });
    expect(one.seatId).toBe('a1');
    expect(pendingLoad(one)).toEqual({ kind: 'seat', key: 'a1', performanceId: 'p1' });
    expect(
      noPerformances(
        selectorReducer(base, { type: 'detailLoaded', key: 'p1', detail: detail({ showTypeId: 3 }) }),
      ),
    ).toBe(true);
  });

  it('type 3 picks several seats: each seat\u2019s types load in turn, and a seat let go drops them', () => {
    const seats = [
      { seatId: 'a1', name: 'Row A Seat 101' },
      { seatId: 'a2', name: 'Row A Seat 102' },
      { seatId: 'a3', name: 'Row A Seat 103' },
    ] as PerformanceDetail['seats'];
    let state = selectorReducer(base, {
      type: 'detailLoaded',
      key: 'p1',
      detail: detail({ showTypeId: 3, seats }),
    });
    expect(pendingLoad(state)).toBeNull();
    state = selectorReducer(state, { type: 'seats', seatIds: ['a2', 'a1'] });
    expect(pendingLoad(state)).toEqual({ kind: 'seat', key: 'a2', performanceId: 'p1' });
    state = selectorReducer(state, { type: 'variantsLoaded', key: 'a2', variants: [variant('adult')] });
    expect(state.variants?.map((v) => v.id)).toEqual(['adult']);
    expect(pendingLoad(state)).toEqual({ kind: 'seat', key: 'a1', performanceId: 'p1' });
    state = selectorReducer(state, { type: 'variantsLoaded', key: 'a1', variants: [variant('child')] });
    expect(pendingLoad(state)).toBeNull();
    expect(selectionComplete(state)).toBe(true);
    // Each seat's line carries that seat; the first picked is the default.
    expect(linePerformances(state, 'a1')[0]?.seatId).toBe('a1');
    expect(linePerformances(state)[0]?.seatId).toBe('a2');
    // A stale answer for a seat no longer picked is ignored.
    const dropped = selectorReducer(state, { type: 'seats', seatIds: ['a1'] });
    expect([dropped.seatId, Object.keys(dropped.seatVariants)]).toEqual(['a1', ['a1']]);
    expect(selectorReducer(dropped, { type: 'variantsLoaded', key: 'a2', variants: [] })).toEqual(dropped);
    // Nothing picked: nothing complete.
    expect(selectionComplete(selectorReducer(state, { type: 'seats', seatIds: [] }))).toBe(false);
  });

  it('a date without performances means no performances', () => {
    expect(noPerformances(loaded([]))).toBe(true);
    expect(noPerformances(base)).toBe(false);
  });

  it('is complete once the detail is in and its section (type 2) or seat (type 3) is chosen', () => {
    expect(selectionComplete(initialSelectorState)).toBe(false);
    expect(selectionComplete(base)).toBe(false);
    const key = { type: 'detailLoaded', key: 'p1' } as const;
    expect(selectionComplete(selectorReducer(base, { ...key, detail: detail({}) }))).toBe(true);
    const sections = ['a', 'b'].map(
      (id) =>
        ({
          showCategoryId: id,
          name: id,
          seatingChartCoordinates: [],
        }) as unknown as PerformanceDetail['showCategories'][number],
    );
    const two = selectorReducer(base, {
      ...key,
      detail: detail({ showTypeId: 2, showCategories: sections }),
    });
    expect(selectionComplete(two)).toBe(false);
    expect(selectionComplete(selectorReducer(two, { type: 'section', sectionId: 'a' }))).toBe(true);
    const seats = [{ seatId: 'a1' }, { seatId: 'a2' }] as PerformanceDetail['seats'];
    const seated = selectorReducer(base, { ...key, detail: detail({ showTypeId: 3, seats }) });
    expect(selectionComplete(seated)).toBe(false);
    expect(selectionComplete(selectorReducer(seated, { type: 'seat', seatId: 'a2' }))).toBe(true);
  });
});

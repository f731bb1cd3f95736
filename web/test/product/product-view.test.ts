import type { Schema } from '@boxoffice/sdk';
import { describe, expect, it } from 'vitest';
import {
  initialSelectorState,
  type SelectorAction,
  type SelectorState,
  selectorReducer,
} from '../../src/components/performance-selector/selector-state';
import {
  NO_PRODUCTS,
  STATIC_DISCLAIMER,
  selectionKey,
  showsSelector,
  unavailableWarning,
  visibleAddError,
} from '../../src/features/product/product-view';
import { storyPerformance } from '../support/performance';

const run = (actions: SelectorAction[], from: SelectorState = initialSelectorState) =>
  actions.reduce(selectorReducer, from);

const on = (date: string) =>
  run([
    { type: 'date', date },
    {
      type: 'performancesLoaded',
      date,
      performances: [
        storyPerformance({}),
        storyPerformance({ performanceId: 'perf_day_20261205_1400', performanceTime: '2:00 PM' }),
      ],
    },
  ]);

describe('an add-to-cart failure (seed 000 §8: message under the selectors)', () => {
  it('shows while the selection it was for stays', () => {
    const state = on('2026-12-05');
    const error = { message: 'Sold out', selection: selectionKey(state) };
    expect(visibleAddError(error, state)).toBe('Sold out');
  });

  it('is cleared once another date is chosen', () => {
    const first = on('2026-12-05');
    const error = { message: 'Sold out', selection: selectionKey(first) };
    const next = run([{ type: 'date', date: '2026-12-12' }], first);
    expect(visibleAddError(error, next)).toBeNull();
  });

  it('is cleared once another time is chosen', () => {
    const first = on('2026-12-05');
    const chosen = run([{ type: 'time', index: 1, performanceId: 'perf_day_20261205_1000' }], first);
    const error = { message: 'Sold out', selection: selectionKey(chosen) };
    const next = run([{ type: 'time', index: 1, performanceId: 'perf_day_20261205_1400' }], chosen);
    expect(visibleAddError(error, next)).toBeNull();
  });

  it('is nothing without a failure', () => {
    expect(visibleAddError(null, on('2026-12-05'))).toBeNull();
  });
});

describe('an unavailable product (seed 000 §2 warning, §8 wording)', () => {
  const dated = { hasPerformances: true } as Schema<'ProductDetail'>;
  const plain = { hasPerformances: false } as Schema<'ProductDetail'>;

  it('shows the warning instead of a calendar without a day to choose', () => {
    expect(showsSelector(dated, false)).toBe(false);
    expect(unavailableWarning(dated, false)).toBe(true);
    expect(NO_PRODUCTS).toBe('There are no products available for this date / time');
  });

  it('keeps the selector for an available product with performances', () => {
    expect(showsSelector(dated, true)).toBe(true);
    expect(unavailableWarning(dated, true)).toBe(false);
  });

  it('has no selector and no warning for a product without performances', () => {
    expect(showsSelector(plain, false)).toBe(false);
    expect(unavailableWarning(plain, false)).toBe(false);
  });
});

describe('the static disclaimer', () => {
  it('is a fixed text beside the product disclaimer', () => {
    expect(STATIC_DISCLAIMER).toMatch(/^Prices are in US dollars\./);
  });
});

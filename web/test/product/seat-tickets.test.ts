import type { Schema } from '@boxoffice/sdk';
import { canAddToCart } from '@boxoffice/sdk/rules/quantity';
import { describe, expect, it } from 'vitest';
import {
  initialSelectorState,
  type PerformanceDetail,
  type SelectorAction,
  selectorReducer,
} from '../../src/components/performance-selector/selector-state';
import { linesByType, seatLines, seatsReady, seatTicketType } from '../../src/features/product/seat-tickets';
import { storyPerformance } from '../support/performance';

type Variant = Schema<'ProductVariant'>;
const variant = (id: string, maxQuantity = 8): Variant =>
  ({ id, displayName: id, minQuantity: 0, maxQuantity }) as unknown as Variant;
const adult = variant('var_dinner_adult');
const child = variant('var_dinner_child');

const DINNER = 'perf_dinner_20261205_1800';
const seats = [
  { seatId: 'seat_a101', name: 'Row A Seat 101' },
  { seatId: 'seat_a102', name: 'Row A Seat 102' },
] as PerformanceDetail['seats'];

/** The dinner show's 6:00 PM with both seats picked and their types loaded. */
const picked = [
  { type: 'date', date: '2026-12-05' },
  {
    type: 'performancesLoaded',
    date: '2026-12-05',
    performances: [storyPerformance({ performanceId: DINNER, showId: 'show_dinner' })],
  },
  {
    type: 'detailLoaded',
    key: DINNER,
    detail: { showTypeId: 3, productVariants: [], showCategories: [], seats },
  },
  { type: 'seats', seatIds: ['seat_a101', 'seat_a102'] },
  { type: 'variantsLoaded', key: 'seat_a101', variants: [adult, child] },
] as SelectorAction[];
const run = (actions: SelectorAction[]) => actions.reduce(selectorReducer, initialSelectorState);

describe('reserved seating on the product page: one ticket per seat', () => {
  it('waits until every picked seat\u2019s ticket types are known', () => {
    expect(seatsReady(run(picked))).toBe(false);
    expect(
      seatsReady(run([...picked, { type: 'variantsLoaded', key: 'seat_a102', variants: [adult] }])),
    ).toBe(true);
    expect(seatsReady(run(picked.slice(0, 3)))).toBe(false);
  });

  it('sends one line per seat, quantity 1, of the type chosen for it (else the seat\u2019s first)', () => {
    const state = run([...picked, { type: 'variantsLoaded', key: 'seat_a102', variants: [adult, child] }]);
    const lines = seatLines(state, 'prod_dinner', { seat_a102: 'var_dinner_child' });
    expect(lines.map((l) => [l.productVariantId, l.quantity, l.performances?.[0]?.seatId])).toEqual([
      ['var_dinner_adult', 1, 'seat_a101'],
      ['var_dinner_child', 1, 'seat_a102'],
    ]);
  });

  it('takes a type the seat no longer offers as the seat\u2019s first', () => {
    expect(seatTicketType([adult, child], 'var_gone')?.id).toBe('var_dinner_adult');
    expect(seatTicketType(undefined, 'var_dinner_adult')).toBeUndefined();
  });

  it('holds the seats to each type\u2019s limit together', () => {
    const state = run([
      ...picked,
      { type: 'variantsLoaded', key: 'seat_a102', variants: [variant('var_dinner_adult', 1)] },
    ]);
    const lines = seatLines(state, 'prod_dinner', {}).map((l) => ({ ...l, maxQuantity: 1 }));
    expect(linesByType(lines).map((l) => [l.productVariantId, l.quantity])).toEqual([
      ['var_dinner_adult', 2],
    ]);
    expect(canAddToCart(linesByType(lines), true)).toBe(false);
    expect(canAddToCart(linesByType(lines.slice(0, 1)), true)).toBe(true);
  });
});

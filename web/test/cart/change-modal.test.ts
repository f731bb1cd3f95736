import type { Schema } from '@boxoffice/sdk';
import { describe, expect, it } from 'vitest';
import {
  changeContext,
  initialChangeState,
  itemLimits,
  modifyItems,
  needsRemovalConfirmation,
  removeAllItems,
  timeOptions,
  timesRequest,
  todayIso,
  updateDisabled,
} from '../../src/features/cart/change-modal';
import { storyPerformance } from '../support/performance';
import { group, item } from './fixtures';

const perf = storyPerformance;

describe('change modal', () => {
  it('starts from the group: its date, time and quantities', () => {
    const state = initialChangeState(group());
    expect(state.date).toBe('2026-12-05');
    expect(state.performanceId).toBe('perf_day_20261205_1000');
    expect(state.quantities.ci_1001).toEqual({ quantity: 2, valid: true });
  });

  it("lists the date's times with their capacity, first selections of the group's show only", () => {
    const options = timeOptions(
      [
        perf({}),
        perf({
          performanceId: 'perf_day_20261205_1400',
          performanceTime: '2:00 PM',
          capacityDescription: 'Limited',
        }),
        perf({ performanceId: 'other', showId: 'show_other' }),
        perf({ performanceId: 'second', selectionIndex: 2 }),
      ],
      'show_day',
    );
    expect(options).toEqual([
      { performanceId: 'perf_day_20261205_1000', label: '10:00 AM - Available' },
      { performanceId: 'perf_day_20261205_1400', label: '2:00 PM - Limited' },
    ]);
  });

  it('disables Update for an invalid quantity or a date without a time', () => {
    const state = initialChangeState(group());
    expect(updateDisabled(state, group())).toBe(false);
    expect(updateDisabled({ ...state, performanceId: null }, group())).toBe(true);
    expect(
      updateDisabled(
        { ...state, quantities: { ...state.quantities, ci_1001: { quantity: Number.NaN, valid: false } } },
        group(),
      ),
    ).toBe(true);
  });

  it('sends every item with its quantity, and the new time only when it moves', () => {
    const state = initialChangeState(group());
    expect(modifyItems(state, group())).toEqual([
      { id: 'ci_1001', quantity: 2, performanceId: null, showCategoryId: null },
      { id: 'ci_1002', quantity: 1, performanceId: null, showCategoryId: null },
    ]);
    const moved = modifyItems(
      {
        ...state,
        performanceId: 'perf_day_20261205_1400',
        quantities: { ...state.quantities, ci_1002: { quantity: 0, valid: true } },
      },
      group(),
    );
    expect(moved.map((i) => [i.quantity, i.performanceId])).toEqual([
      [2, 'perf_day_20261205_1400'],
      [0, 'perf_day_20261205_1400'],
    ]);
    expect(needsRemovalConfirmation(moved)).toBe(true);
  });

  it('Remove All sends every item at 0, which asks for confirmation', () => {
    const items = removeAllItems(group());
    expect(items.every((i) => i.quantity === 0)).toBe(true);
    expect(needsRemovalConfirmation(items)).toBe(true);
    expect(needsRemovalConfirmation(modifyItems(initialChangeState(group()), group()))).toBe(false);
  });

  it("gives today's date for the picker's minimum", () => {
    expect(todayIso(new Date(2026, 10, 22, 23, 30))).toBe('2026-11-22');
  });
});

describe("the change modal's quantity limits (seed 000 §5)", () => {
  const variants = [
    { id: 'var_day_adult', minQuantity: 1, maxQuantity: 10 },
    { id: 'var_day_child', minQuantity: null, maxQuantity: null },
  ] as Schema<'ProductVariant'>[];

  it("gives each item its variant's limits, else the defaults", () => {
    expect(itemLimits(group().items, variants)).toEqual({
      ci_1001: { min: 1, max: 10 },
      ci_1002: { min: 1, max: 100 },
    });
    expect(itemLimits(group().items, [])).toEqual({
      ci_1001: { min: 1, max: 100 },
      ci_1002: { min: 1, max: 100 },
    });
  });

  it('keeps a seated item at its quantity or none: each seat is one ticket, chosen in the seat picker', () => {
    const seated = item({ quantity: 1, seats: [{ seatCategoryName: 'Dining Room', row: 'A', seat: '102' }] });
    expect(itemLimits([seated], variants)).toEqual({ ci_1001: { min: 1, max: 1 } });
  });

  it("disables Update for 11 adults (Adult's maximum is 10), not for 10", () => {
    const state = initialChangeState(group());
    const limits = itemLimits(group().items, variants);
    const adults = (quantity: number) => ({
      ...state,
      quantities: { ...state.quantities, ci_1001: { quantity, valid: true } },
    });
    expect(updateDisabled(adults(11), group(), limits)).toBe(true);
    expect(updateDisabled(adults(10), group(), limits)).toBe(false);
    // 0 is always allowed: a removal (confirmed first).
    expect(updateDisabled(adults(0), group(), limits)).toBe(false);
  });
});

describe("the date's times request (seed 000 §7)", () => {
  it("asks in the sale context the tickets were sold in: the group's lines' saleContext", () => {
    const sold = group({
      items: [
        item({
          saleContext: {
            saleFlowId: 3,
            promotionCode: 'SPRING27',
            tags: ['holiday', 'tickets'],
            specificPromotionTypeId: 5,
          },
        }),
      ],
    });
    const context = changeContext(sold);
    expect(context).toEqual({
      productId: 'prod_day',
      saleFlowId: 3,
      promotionCode: 'SPRING27',
      tagsCsv: 'holiday,tickets',
      promotionSaleFlowId: null,
      promotionTypeId: 5,
    });
    expect(timesRequest(context, '2026-12-12')).toEqual({
      productId: 'prod_day',
      productIds: [],
      date: '2026-12-12',
      saleFlowId: 3,
      promotionCode: 'SPRING27',
      extPromotionId: null,
      tags: ['holiday', 'tickets'],
      specificPromotionTypeId: 5,
    });
  });

  it('asks in the Public sale flow, with no promotion and no tags, for lines without a sale context', () => {
    expect(timesRequest(changeContext(group()), '2026-12-12')).toEqual({
      productId: 'prod_day',
      productIds: [],
      date: '2026-12-12',
      saleFlowId: 1,
      promotionCode: null,
      extPromotionId: null,
      tags: [],
    });
  });
});

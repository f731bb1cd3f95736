import type { Schema } from '@boxoffice/sdk';
import { describe, expect, it } from 'vitest';
import { CalendarCapacity } from '../../src/components/capacity';
import {
  canGoBack,
  dayLabel,
  dayStatus,
  dynamicDayForKey,
  dynamicPricingBody,
  isChoosable,
  LEGEND,
  pageOf,
  pageRange,
  pageWeeks,
  priceRange,
  shiftPage,
  weekStart,
} from '../../src/features/product/dynamic-calendar';

type D = Schema<'DynamicDate'>;
const TODAY = '2026-11-22';
const day = (over: Partial<D> = {}): D => ({
  date: '2026-12-05',
  minDefaultPrice: 35,
  maxDefaultPrice: 35,
  capacityLevelId: CalendarCapacity.Available,
  capacityDescription: 'Available',
  isClosed: false,
  performances: [],
  ...over,
});

describe('the capacity levels (dynamic scale)', () => {
  it('are the contract enum, named', () => {
    expect(CalendarCapacity).toEqual({ Available: 1, Limited: 2, AlmostFull: 3, Full: 4, Unavailable: 99 });
  });
});

describe('dayStatus and isChoosable (§2.4, §4.3)', () => {
  it('maps the levels to the status classes', () => {
    const by = (capacityLevelId: D['capacityLevelId']) =>
      dayStatus('2026-12-05', day({ capacityLevelId }), TODAY);
    expect(by(CalendarCapacity.Available)).toBe('available');
    expect(by(CalendarCapacity.Limited)).toBe('nearing');
    expect(by(CalendarCapacity.AlmostFull)).toBe('almost');
    expect(by(CalendarCapacity.Full)).toBe('reached');
    expect(by(CalendarCapacity.Unavailable)).toBe('unavailable');
  });
  it('past days are Unavailable, whatever the answer', () => {
    expect(dayStatus('2026-11-21', day({ date: '2026-11-21' }), TODAY)).toBe('unavailable');
    expect(dayStatus(TODAY, day({ date: TODAY }), TODAY)).toBe('available');
  });
  it('closed days, days not listed and days without a level', () => {
    expect(dayStatus('2026-12-12', day({ isClosed: true }), TODAY)).toBe('closed');
    expect(dayStatus('2026-12-13', undefined, TODAY)).toBe('closed');
    const { capacityLevelId: _, ...noLevel } = day();
    expect(dayStatus('2026-12-05', noLevel, TODAY)).toBe('unavailable');
  });
  it('disables closed, Full, Unavailable and level-less days', () => {
    expect(['available', 'nearing', 'almost'].every((s) => isChoosable(s as never))).toBe(true);
    expect(['reached', 'unavailable', 'closed'].some((s) => isChoosable(s as never))).toBe(false);
  });
  it('the legend reads Unavailable, Full, Almost Full, Low Capacity, Available', () => {
    expect(LEGEND.map((l) => l.text)).toEqual([
      'Unavailable',
      'Full',
      'Almost Full',
      'Low Capacity',
      'Available',
    ]);
  });
});

describe('priceRange', () => {
  it('one price when both ends agree, a range otherwise, none when not given', () => {
    expect(priceRange(day())).toEqual({ min: 35, max: null });
    expect(priceRange(day({ minDefaultPrice: 30, maxDefaultPrice: 45 }))).toEqual({ min: 30, max: 45 });
    expect(priceRange(day({ minDefaultPrice: null, maxDefaultPrice: null }))).toBeNull();
    expect(priceRange(undefined)).toBeNull();
  });
});

describe('pages of 3 weeks from Sunday (§2.4, §9)', () => {
  it('start on the Sunday of the week', () => {
    expect(weekStart('2026-11-22')).toBe('2026-11-22');
    expect(weekStart('2026-11-25')).toBe('2026-11-22');
    expect(weekStart('2026-11-28')).toBe('2026-11-22');
  });
  it('hold 21 days, Sunday to Saturday, and turn by 21 days', () => {
    const weeks = pageWeeks('2026-11-22');
    expect(weeks).toHaveLength(3);
    expect(weeks[0]?.[0]).toBe('2026-11-22');
    expect(weeks[2]?.[6]).toBe('2026-12-12');
    expect(pageRange('2026-11-22')).toEqual({ startDate: '2026-11-22', endDate: '2026-12-12' });
    expect(shiftPage('2026-11-22', 1)).toBe('2026-12-13');
    expect(shiftPage('2026-12-13', -1)).toBe('2026-11-22');
  });
  it('Previous stops at the page of today', () => {
    expect(canGoBack('2026-11-22', '2026-11-25')).toBe(false);
    expect(canGoBack('2026-12-13', '2026-11-25')).toBe(true);
  });
  it('the page of a day, never before the first (across the March clock change too)', () => {
    expect(pageOf('2026-12-13', TODAY)).toBe('2026-12-13');
    expect(pageOf('2026-12-12', TODAY)).toBe('2026-11-22');
    expect(pageOf('2026-11-01', TODAY)).toBe('2026-11-22');
    expect(pageOf('2027-03-20', TODAY)).toBe(weekStart('2027-03-07'));
  });
});

describe('dynamicDayForKey', () => {
  it('arrows and Home/End as the month calendar; PageUp/PageDown a page', () => {
    expect(dynamicDayForKey('2026-12-05', 'ArrowRight')).toBe('2026-12-06');
    expect(dynamicDayForKey('2026-12-05', 'ArrowUp')).toBe('2026-11-28');
    expect(dynamicDayForKey('2026-12-02', 'Home')).toBe('2026-11-29');
    expect(dynamicDayForKey('2026-12-05', 'PageDown')).toBe('2026-12-26');
    expect(dynamicDayForKey('2026-12-26', 'PageUp')).toBe('2026-12-05');
    expect(dynamicDayForKey('2026-12-05', 'x')).toBeNull();
  });
});

describe('dynamicPricingBody (§7.3)', () => {
  it('carries the product, the range and the route inputs', () => {
    const body = dynamicPricingBody(
      {
        productId: 'prod_tour',
        saleFlowId: 5,
        promotionCode: 'SPRING27',
        tagsCsv: 'tours, holiday',
        promotionSaleFlowId: 3,
        promotionTypeId: 11,
      },
      '2026-11-22',
    );
    expect(body).toEqual({
      productId: 'prod_tour',
      startDate: '2026-11-22',
      endDate: '2026-12-12',
      saleFlowId: 5,
      promotionCode: 'SPRING27',
      extPromotionId: null,
      tags: ['tours', 'holiday'],
      promotionSaleFlowId: 3,
      specificPromotionTypeId: 11,
    });
  });
  it('leaves the promotion enums out when absent', () => {
    const body = dynamicPricingBody({ productId: 'prod_tour', saleFlowId: 1 }, '2026-11-22');
    expect(body).not.toHaveProperty('promotionSaleFlowId');
    expect(body).not.toHaveProperty('specificPromotionTypeId');
    expect(body).toMatchObject({ tags: [], promotionCode: null, saleFlowId: 1 });
  });
});

describe('dayLabel', () => {
  it('names the day in full with its status, and its price when it can be chosen', () => {
    expect(dayLabel('2026-12-05', 'available', day())).toBe('Saturday, December 5, 2026, Available, $35.00');
    expect(dayLabel('2026-12-05', 'nearing', day({ minDefaultPrice: 30, maxDefaultPrice: 45 }))).toBe(
      'Saturday, December 5, 2026, Low Capacity, $30.00 to $45.00',
    );
    expect(dayLabel('2026-12-12', 'closed', day())).toBe('Saturday, December 12, 2026, Closed');
  });
});

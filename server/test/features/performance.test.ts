import { StorefrontApiError } from '@boxoffice/sdk';
import { describe, expect, it } from 'vitest';
import { recordSale, saleCapacity } from '../../src/domain/capacity.js';
import { TestShopper, testApp } from '../support/client.js';

const clock = { now: () => Date.parse('2026-11-22T15:04:05Z') };
const setup = async () => {
  const app = testApp({ clock });
  return { app, s: await new TestShopper(app).open() };
};
const status = (e: unknown) => (e instanceof StorefrontApiError ? e.status : e);

describe('getProductDates', () => {
  it("lists STORY.md's December dates with their capacity", async () => {
    const { s } = await setup();
    const { data } = await s.api.POST('/performance/product-date', {
      body: { productIds: ['prod_day'], startDate: '2026-12-01', endDate: '2026-12-31' },
    });
    const byDate = new Map(data?.value.map((d) => [d.date, d.capacityDescription]));
    expect(byDate.get('2026-12-05')).toBe('Available');
    expect(byDate.get('2026-12-12')).toBe('Available');
    expect(byDate.get('2026-12-25')).toBe('Full');
    // Tuesdays are closed.
    expect(byDate.has('2026-12-08')).toBe(false);
    expect(byDate.size).toBeGreaterThan(20);
  });

  it('answers 400 for a range that ends before it starts, 404 for an unknown product', async () => {
    const { s } = await setup();
    const reversed = await s.api
      .POST('/performance/product-date', {
        body: { productIds: ['prod_day'], startDate: '2026-12-31', endDate: '2026-12-01' },
      })
      .catch(status);
    expect(reversed).toBe(400);
    const unknown = await s.api
      .POST('/performance/product-date', {
        body: { productIds: ['prod_nope'], startDate: '2026-12-01', endDate: '2026-12-31' },
      })
      .catch(status);
    expect(unknown).toBe(404);
  });
});

describe('getProductDatePerformances', () => {
  it("lists the date's performances with their capacity", async () => {
    const { s } = await setup();
    const { data } = await s.api.POST('/performance/product-date-performance', {
      body: { productId: 'prod_day', date: '2026-12-05' },
    });
    expect(data?.value.map((p) => [p.performanceId, p.performanceTime, p.capacityDescription])).toEqual([
      ['perf_day_20261205_1000', '10:00 AM', 'Available'],
      ['perf_day_20261205_1400', '2:00 PM', 'Low Capacity'],
    ]);
    expect(data?.value[0]?.performanceDateTime).toBe('2026-12-05T10:00:00-06:00');
  });

  it('shows sales from other sessions in the capacity', async () => {
    const { app, s } = await setup();
    const perf = app.services.venue.performance('perf_day_20261205_1000');
    if (!perf) throw new Error('missing');
    await recordSale(app.services.store, perf, undefined, saleCapacity(perf));
    const { data } = await s.api.POST('/performance/product-date-performance', {
      body: { productId: 'prod_day', date: '2026-12-05' },
    });
    expect(data?.value[0]?.capacityDescription).toBe('Full');
  });

  it('gives the chained tour picks in selection order', async () => {
    const { s } = await setup();
    const { data } = await s.api.POST('/performance/product-date-performance', {
      body: { productId: 'prod_tour', date: '2026-12-05' },
    });
    expect(data?.value.map((p) => p.selectionIndex)).toEqual([1, 1, 2, 2, 3, 4]);
    expect(data?.value[2]).toMatchObject({
      performanceId: 'perf_tour_20261205_0930',
      delayTypeId: 2,
      delaySelectionDateTime: '2026-12-05T09:00:00-06:00',
    });
  });

  it('answers 400 without a product', async () => {
    const { s } = await setup();
    const e = await s.api
      .POST('/performance/product-date-performance', { body: { date: '2026-12-05' } })
      .catch(status);
    expect(e).toBe(400);
  });
});

describe('getPerformanceDetail', () => {
  it('lists variants for show type 1', async () => {
    const { s } = await setup();
    const { data } = await s.api.POST('/performance/performance-detail', {
      body: { productId: 'prod_day', performanceIds: ['perf_day_20261205_1000'] },
    });
    expect(data?.value.showTypeId).toBe(1);
    expect(data?.value.productVariants.map((v) => v.id)).toEqual([
      'var_day_adult',
      'var_day_child',
      'var_day_senior',
    ]);
  });

  it('lists sections with their polygons for show type 2 and seats for show type 3', async () => {
    const { s } = await setup();
    const concert = await s.api.POST('/performance/performance-detail', {
      body: { productId: 'prod_concert', performanceIds: ['perf_concert_20261205_1900'] },
    });
    expect(concert.data?.value.showTypeId).toBe(2);
    expect(concert.data?.value.showCategories.map((c) => [c.showCategoryId, c.capacityDescription])).toEqual([
      ['sec_pavilion', 'Available'],
      ['sec_lawn', 'Available'],
    ]);
    expect(concert.data?.value.showCategories[0]?.seatingChartCoordinates[1]).toEqual({ x: 560, y: 60 });
    const dinner = await s.api.POST('/performance/performance-detail', {
      body: { productId: 'prod_dinner', performanceIds: ['perf_dinner_20261205_1800'] },
    });
    expect(dinner.data?.value.seats.slice(0, 2)).toEqual([
      { seatId: 'seat_a_101', name: 'Row A Seat 101' },
      { seatId: 'seat_a_102', name: 'Row A Seat 102' },
    ]);
  });

  it('checks the chained picks against their delay types', async () => {
    const { s } = await setup();
    const ok = await s.api.POST('/performance/performance-detail', {
      body: {
        productId: 'prod_tour',
        performanceIds: ['perf_tour_20261205_0900', 'perf_tour_20261205_0930'],
      },
    });
    expect(ok.data?.value.productVariants.map((v) => v.id)).toEqual(['var_tour_guest']);
    // The 9:30 keeper talk is offered only after a tour at or before 9:00.
    const late = await s.api
      .POST('/performance/performance-detail', {
        body: {
          productId: 'prod_tour',
          performanceIds: ['perf_tour_20261205_1000', 'perf_tour_20261205_0930'],
        },
      })
      .catch(status);
    expect(late).toBe(400);
  });

  it('offers nothing for a sold-out performance and 404s a performance of another product', async () => {
    const { s } = await setup();
    const full = await s.api.POST('/performance/performance-detail', {
      body: { productId: 'prod_day', performanceIds: ['perf_day_20261225_1000'] },
    });
    expect(full.data?.value.productVariants).toEqual([]);
    const other = await s.api
      .POST('/performance/performance-detail', {
        body: { productId: 'prod_day', performanceIds: ['perf_concert_20261205_1900'] },
      })
      .catch(status);
    expect(other).toBe(404);
  });
});

describe('getShowCategoryDetail and getSeatDetail', () => {
  it("lists a section's variants", async () => {
    const { s } = await setup();
    const { data } = await s.api.POST('/performance/show-category-detail', {
      body: {
        productId: 'prod_concert',
        performanceId: 'perf_concert_20261205_1900',
        showCategoryId: 'sec_pavilion',
      },
    });
    expect(data?.value.map((v) => [v.id, v.displayPrice])).toEqual([['var_concert_pavilion', 89]]);
  });

  it("lists a seat's variants until the seat is sold", async () => {
    const { app, s } = await setup();
    const body = {
      productId: 'prod_dinner',
      performanceId: 'perf_dinner_20261205_1800',
      seatId: 'seat_a_101',
    };
    const before = await s.api.POST('/performance/seat-detail', { body });
    expect(before.data?.value.map((v) => v.id)).toEqual(['var_dinner_adult', 'var_dinner_child']);
    const dinner = app.services.venue.performance(body.performanceId);
    if (!dinner) throw new Error('missing');
    await recordSale(app.services.store, dinner, body.seatId, 1);
    const after = await s.api.POST('/performance/seat-detail', { body });
    expect(after.data?.value).toEqual([]);
  });

  it('answers 404 for a seat or section not of the performance', async () => {
    const { s } = await setup();
    const seat = await s.api
      .POST('/performance/seat-detail', {
        body: { productId: 'prod_dinner', performanceId: 'perf_dinner_20261205_1800', seatId: 'seat_z_1' },
      })
      .catch(status);
    expect(seat).toBe(404);
    const section = await s.api
      .POST('/performance/show-category-detail', {
        body: {
          productId: 'prod_concert',
          performanceId: 'perf_concert_20261205_1900',
          showCategoryId: 'sec_x',
        },
      })
      .catch(status);
    expect(section).toBe(404);
  });
});

describe('getDynamicPricing', () => {
  it("gives the tour calendar of STORY.md's range", async () => {
    const { s } = await setup();
    const { data } = await s.api.POST('/performance/dynamic', {
      body: { productId: 'prod_tour', startDate: '2026-12-01', endDate: '2026-12-21' },
    });
    expect(data?.product?.id).toBe('prod_tour');
    const open = data?.dates.filter((d) => !d.isClosed).map((d) => d.date);
    expect(open).toEqual(['2026-12-05']);
    const dec5 = data?.dates.find((d) => d.date === '2026-12-05');
    expect(dec5).toMatchObject({
      minDefaultPrice: 35,
      maxDefaultPrice: 35,
      capacityLevelId: 1,
      isClosed: false,
    });
    expect(dec5?.performances[0]).toMatchObject({ id: 'perf_tour_20261205_0900', selectionUIPrompt: 'Tour' });
    expect(data?.dates.find((d) => d.date === '2026-12-12')).toMatchObject({
      isClosed: true,
      performances: [],
    });
  });

  it('answers success false for a product off sale and 400 for a reversed range', async () => {
    const { s } = await setup();
    const { data } = await s.api.POST('/performance/dynamic', {
      body: { productId: 'prod_fireworks', startDate: '2026-12-01', endDate: '2026-12-31' },
    });
    expect(data).toMatchObject({
      success: false,
      message: 'This product is not available at this time.',
      dates: [],
    });
    expect(data?.product).toBeUndefined();
    const reversed = await s.api
      .POST('/performance/dynamic', {
        body: { productId: 'prod_tour', startDate: '2026-12-21', endDate: '2026-12-01' },
      })
      .catch(status);
    expect(reversed).toBe(400);
  });
});

describe('getDynamicPricing: staged picks on the next page', () => {
  // The calendar's second page from the story's today (Sunday 2026-11-22): 2026-12-13..2027-01-02.
  it('offers 2026-12-26 with two tours, two delayed keeper talks, a photo session and lunch', async () => {
    const { s } = await setup();
    const { data } = await s.api.POST('/performance/dynamic', {
      body: { productId: 'prod_tour', startDate: '2026-12-13', endDate: '2027-01-02' },
    });
    expect(data?.dates.find((d) => d.date === '2026-12-19')).toMatchObject({ isClosed: true });
    const dec26 = data?.dates.find((d) => d.date === '2026-12-26');
    expect(dec26).toMatchObject({ isClosed: false, minDefaultPrice: 35, maxDefaultPrice: 35 });
    const picks = dec26?.performances.map((p) => [
      p.selectionIndex,
      p.performanceTime,
      p.delayTypeId,
      p.delayDateTime,
      p.alwaysPromptPerformance,
    ]);
    expect(picks).toEqual([
      [1, '9:00 AM', 1, null, true],
      [1, '10:00 AM', 1, null, true],
      [2, '9:30 AM', 2, '2026-12-26T09:00:00-06:00', false],
      [2, '10:30 AM', 2, '2026-12-26T10:00:00-06:00', false],
      [3, '11:00 AM', 3, '2026-12-26T09:30:00-06:00', false],
      [4, '12:00 PM', 3, '2026-12-26T11:00:00-06:00', true],
    ]);
    // Every one still sells (the journey picks the 10:00 tour, the 10:30 talk and lunch).
    expect(dec26?.performances.every((p) => p.capacityLevelId !== 4 && p.capacityLevelId !== 99)).toBe(true);
  });
});

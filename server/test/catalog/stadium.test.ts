// Lakeside Stadium, the third seeded venue (BOXOFFICE_VENUE=stadium; src/catalog/stadium.ts). The
// venue is chosen once, when seeded.ts loads, and this suite's files share their modules (isolate:
// false): so the server's modules are loaded again here with the variable set, and once more for the
// files after this one with it put back.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { stadiumId, toStadium } from '../../src/catalog/stadium.js';
import { cardFields, jordanSettingsBody } from '../features/order-support.js';
import { recordAnswer } from '../support/answers.js';
import { TestShopper } from '../support/client.js';

const STORY_NOW = Date.parse('2026-11-22T15:04:05Z');
/** A Saturday after the story's dates: the day, the concert and the dinner play, nothing fixed sold. */
const DATE = '2026-12-19';
const LOWER_BOWL = 'std-sec-lower-bowl';

let server: {
  seeded: typeof import('../../src/catalog/seeded.js');
  venue: typeof import('../../src/catalog/venue.js');
  app: typeof import('../../src/app.js');
  capacity: typeof import('../../src/domain/capacity.js');
};

beforeAll(async () => {
  vi.stubEnv('BOXOFFICE_VENUE', 'stadium');
  vi.resetModules();
  const [seeded, venue, app, capacity] = await Promise.all([
    import('../../src/catalog/seeded.js'),
    import('../../src/catalog/venue.js'),
    import('../../src/app.js'),
    import('../../src/domain/capacity.js'),
  ]);
  server = { seeded, venue, app, capacity };
});

afterAll(() => {
  vi.unstubAllEnvs();
  vi.resetModules();
});

const stadium = () => server.venue.createVenue(new Date(STORY_NOW));

describe('the stadium transform', () => {
  it("renames Lakeside's ids under std-, the concert's sections and variants as the bowl's", () => {
    expect(stadiumId('perf_day_20261205_1000')).toBe('std-perf-day-20261205-1000');
    expect(stadiumId('perf_concert_20261205_1900/sec_pavilion')).toBe(
      'std-perf-concert-20261205-1900/std-sec-lower-bowl',
    );
    expect(toStadium({ id: 'var_concert_lawn', displayName: 'Lawn General', unitPrice: 39 })).toEqual({
      id: 'std-var-concert-upper-bowl',
      displayName: 'Upper Bowl General',
      unitPrice: 39,
    });
    expect(toStadium(['Lakeside Adventure Park', 'SP2026001234', 'LAP1004820001', '2026-12-05'])).toEqual([
      'Lakeside Stadium',
      'SS2026001234',
      'LKS1004820001',
      '2026-12-05',
    ]);
  });
});

describe('Lakeside Stadium, the third venue', () => {
  it('is the venue BOXOFFICE_VENUE=stadium names, every product under its ids and names', () => {
    expect(server.seeded.venueKey).toBe('stadium');
    const venue = stadium();
    expect(venue.name).toBe('Lakeside Stadium');
    expect(venue.products().every((p) => p.id.startsWith('std-prod-'))).toBe(true);
    expect(venue.product('std-prod-day')?.name).toBe('Stadium Day Ticket');
  });

  it('holds 50,000 general-admission places a day performance, none sold before the sale', () => {
    const day = stadium().performancesOn('std-prod-day', DATE);
    expect(day.map((p) => p.id)).toEqual(['std-perf-day-20261219-1000', 'std-perf-day-20261219-1400']);
    for (const p of day) {
      expect(p).toMatchObject({ showTypeId: 1, capacity: 50_000, preSold: 0 });
      expect(p.showCategories).toEqual([]);
      expect(p.seats).toEqual([]);
      expect(server.capacity.saleCapacity(p)).toBe(50_000);
    }
  });

  it('sells the concert as a seated bowl: a Lower Bowl of 5,000 places, all for sale, and an Upper Bowl of 15,000', () => {
    const [concert] = stadium().performancesOn('std-prod-concert', DATE);
    expect(concert?.id).toBe('std-perf-concert-20261219-1900');
    expect(concert?.capacity).toBe(20_000);
    expect(concert?.showCategories.map((s) => [s.id, s.name, s.capacity, s.preSold])).toEqual([
      [LOWER_BOWL, 'Lower Bowl', 5_000, 0],
      ['std-sec-upper-bowl', 'Upper Bowl', 15_000, 0],
    ]);
    expect(concert?.showCategories[0]?.variantIds).toEqual(['std-var-concert-lower-bowl']);
    expect(concert && server.capacity.saleCapacity(concert, LOWER_BOWL)).toBe(5_000);
  });

  it('seats the dinner show in 10 rows of 20', () => {
    const [dinner] = stadium().performancesOn('std-prod-dinner', DATE);
    expect(dinner?.seats).toHaveLength(200);
    expect(dinner?.seats[0]).toMatchObject({ id: 'std-seat-a-101', name: 'Row A Seat 101' });
    expect(dinner?.seats.at(-1)).toMatchObject({ id: 'std-seat-j-120', row: 'J', seat: '120' });
  });

  it('sells Lower Bowl places through the API, counted against its 5,000', async () => {
    const app = server.app.createApp({
      clock: { now: () => STORY_NOW },
      cardProviderOrigin: 'http://127.0.0.1:9',
      answers: recordAnswer,
      storyPaymentKey: true,
    });
    const shopper = await new TestShopper(app).open();
    const performanceId = 'std-perf-concert-20261219-1900';
    const { data: added } = await shopper.api.POST('/cart/add', {
      body: {
        items: [
          {
            productId: 'std-prod-concert',
            productVariantId: 'std-var-concert-lower-bowl',
            performances: [{ selectionIndex: 1, performanceId, showCategoryId: LOWER_BOWL, seatId: null }],
            entitlementId: null,
            quantity: 2,
          },
        ],
        reSubmitContext: null,
        saleFlowId: 1,
      },
    });
    expect(added?.success).toBe(true);
    const { data: settings } = await shopper.api.POST('/cart/settings', {
      body: jordanSettingsBody(),
    });
    expect(settings?.success).toBe(true);
    const { data: order } = await shopper.api.POST('/order/submit', {
      // The stadium's own test key (the story's pk_3c8f1a6e90b2, renamed).
      body: cardFields('std-pk-3c8f1a6e90b2'),
    });
    expect(order?.success).toBe(true);
    const performance = app.services.venue.performance(performanceId);
    if (!performance) throw new Error('no concert performance');
    const sold = await server.capacity.soldOf(app.services.store, [performance]);
    expect(sold(server.capacity.soldKey(performanceId, LOWER_BOWL))).toBe(2);
  });
});

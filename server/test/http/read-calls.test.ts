// Calls that read (GETs, and the POSTs the contract names get…) run without a transaction on a
// database store, and again as a write when they change something after all: checked on PGlite,
// where a change made in the read would otherwise be lost.
import { describe, expect, it } from 'vitest';
import { UNAVAILABLE_COLLECTION } from '../../src/domain/cart/revise.js';
import { PHONE_LOCKED_MESSAGE } from '../../src/domain/orders/lookup.js';
import { STORY_NOW } from '../features/order-support.js';
import { TestShopper, testApp } from '../support/client.js';
import { pgliteStore } from '../support/pglite-store.js';

// The story's order (openapi/STORY.md), seeded at start.
const ORDER = { extOrderTokenId: 'ord_7f3a9c21', token: 'tok_truncated' };

describe('read calls on the SQL store', () => {
  it('keeps the wrong phone numbers an order lookup counts, so the sixth try is refused', async () => {
    const app = testApp({ store: await pgliteStore() });
    const stranger = await new TestShopper(app).open();
    const lookup = (phoneNumber: string) =>
      stranger.api.POST('/order/details/external', { body: { ...ORDER, phoneNumber } });
    for (let i = 0; i < 5; i++) expect((await lookup('5125550000')).data?.phoneNumberRequired).toBe(true);
    const right = await lookup('5125550142');
    expect(right.data).toMatchObject({ success: false, message: PHONE_LOCKED_MESSAGE });
  });

  it('keeps what a GET changed: a revised cart stays revised', async () => {
    const app = testApp({ store: await pgliteStore(), clock: { now: () => STORY_NOW } });
    const shopper = await new TestShopper(app).open();
    const performances = [
      { selectionIndex: 1, performanceId: 'perf_day_20261205_1000', showCategoryId: null, seatId: null },
    ];
    await shopper.api.POST('/cart/add', {
      body: {
        promotionCode: null,
        reSubmitContext: null,
        tags: [],
        saleFlowId: 1,
        items: [
          {
            productId: 'prod_day',
            productVariantId: 'var_day_adult',
            performances,
            entitlementId: null,
            quantity: 2,
          },
        ],
      },
    });
    const quantity = async () => (await shopper.api.GET('/cart/mini-cart')).data?.value.itemCount;
    expect(await quantity()).toBe(2);
    await app.services.store.collection<boolean>(UNAVAILABLE_COLLECTION).put('perf_day_20261205_1000', true);
    const revised = await shopper.api.GET('/cart', { params: { query: { revise: true } } });
    expect(revised.data?.value.cartRevised).toBe(true);
    // The revision removed the line in a GET: kept, as a write call after the read found the change.
    expect(await quantity()).toBe(0);
  });
});

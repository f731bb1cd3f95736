import { describe, expect, it } from 'vitest';
import { tourAdd } from './features/order-support.js';
import { TestShopper, testApp } from './support/client.js';

const day = {
  promotionCode: null,
  items: [
    {
      productVariantId: 'var_day_adult',
      productId: 'prod_day',
      performances: [
        { selectionIndex: 1, performanceId: 'perf_day_20261205_1000', showCategoryId: null, seatId: null },
      ],
      entitlementId: null,
      quantity: 2,
    },
  ],
  reSubmitContext: null,
  tags: [],
  saleFlowId: 1 as const,
};

describe('test controls', () => {
  it('are not there unless asked for', async () => {
    const { app } = testApp();
    const response = await app.request('/test-controls/unavailable', {
      method: 'POST',
      body: '{"id":"prod_day"}',
    });
    expect(response.status).not.toBe(200);
  });

  it('make an item unavailable, so the next revise answers the revised cart', async () => {
    const target = testApp({ testControls: true, clock: { now: () => Date.parse('2026-11-22T15:00:00Z') } });
    const shopper = await new TestShopper(target).open();
    await shopper.api.POST('/cart/add', { body: day });
    const mark = await target.app.request('/test-controls/unavailable', {
      method: 'POST',
      body: '{"id":"prod_day"}',
    });
    expect(mark.status).toBe(200);
    const { data } = await shopper.api.GET('/cart', { params: { query: { revise: true } } });
    expect(data.value?.cartRevised).toBe(true);
    expect(data.value?.removedItems?.length).toBeGreaterThan(0);
    expect(data.value?.cartEmpty).toBe(true);
  });

  it("end the calling shopper's holds soon, so a journey meets the countdown's end without waiting for it", async () => {
    const clock = { value: Date.parse('2026-11-22T15:00:00Z'), now: () => clock.value };
    const target = testApp({ testControls: true, clock });
    const shopper = await new TestShopper(target).open();
    const endsIn = (inSeconds: unknown) =>
      shopper.raw('/test-controls/hold-ends', { method: 'POST', body: JSON.stringify({ inSeconds }) });
    expect(await (await endsIn(3)).json()).toEqual({ success: false, message: 'This session holds nothing' });
    await shopper.api.POST('/cart/add', { body: tourAdd(2) });
    expect((await shopper.api.GET('/cart')).data.value.holdSecondsLeft).toBe(900);
    expect((await endsIn('soon')).status).toBe(400);
    expect((await endsIn(3)).status).toBe(200);
    expect((await shopper.api.GET('/cart')).data.value.holdSecondsLeft).toBe(3);
    clock.value += 3000;
    const { data } = await shopper.api.GET('/cart', { params: { query: { revise: true } } });
    expect(data.value).toMatchObject({ cartRevised: true, cartEmpty: true, holdSecondsLeft: null });
    // The end it set is the hold's first end: the places are not held again at once (issue 37).
    const again = await shopper.api.POST('/cart/add', { body: tourAdd(2) });
    expect(again.data.message).toMatch(/^Your hold on these tickets has ended/);
  });
});

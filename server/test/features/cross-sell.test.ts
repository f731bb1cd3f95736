// The cross-sell price ('Parking with your tickets', promotion type 18) applies only with tickets in
// the cart: added to a cart without one the item costs its regular price, and an order whose cart
// lost its tickets after the offer was given is refused with 409 before any payment (before: ten
// parking passes were sold at the cross-sell price on an empty cart).
import type { StorefrontApiError } from '@boxoffice/sdk';
import { describe, expect, it } from 'vitest';
import {
  CROSS_SELL_WITHOUT_TICKETS,
  cartLines,
  checkoutSettingsSlot,
  removeLines,
} from '../../src/domain/cart/index.js';
import { type TestApp, TestShopper } from '../support/client.js';
import { cardFields, jordanSettings, sessionOf, storyApp } from './order-support.js';

const item = (productId: string, productVariantId: string, quantity: number, performanceId?: string) => ({
  productId,
  productVariantId,
  quantity,
  entitlementId: null,
  performances: performanceId
    ? [{ selectionIndex: 1, performanceId, showCategoryId: null, seatId: null }]
    : [],
});
const context = { promotionCode: null, tags: [], reSubmitContext: null };
const parking = (quantity: number) => ({
  ...context,
  saleFlowId: 6 as const,
  specificPromotionTypeId: 18 as const,
  items: [item('prod_parking', 'var_parking', quantity)],
});
const dayTicket = {
  ...context,
  saleFlowId: 1 as const,
  items: [item('prod_day', 'var_day_adult', 1, 'perf_day_20261205_1000')],
};

const parkingPrice = async (app: TestApp, s: TestShopper) =>
  cartLines(await sessionOf(app, s)).find((l) => l.productVariantId === 'var_parking')?.unitPrice;

describe('the cross-sell price', () => {
  it('is not given on a cart without tickets: the item costs its regular price', async () => {
    const app = storyApp();
    const s = await new TestShopper(app).open();
    await s.api.POST('/cart/add', { body: parking(10) });
    expect(await parkingPrice(app, s)).toBe(25);
  });

  it('is given with tickets in the cart, and an order that lost them is refused before payment', async () => {
    const app = storyApp();
    const s = await new TestShopper(app).open();
    await s.api.POST('/cart/add', { body: dayTicket });
    await s.api.POST('/cart/add', { body: parking(1) });
    expect(await parkingPrice(app, s)).toBe(20);
    const session = await sessionOf(app, s);
    removeLines(session, (line) => line.productVariantId === 'var_day_adult');
    session.set(checkoutSettingsSlot, jordanSettings());
    const refused = await s.api.POST('/order/submit', { body: cardFields('pk_3c8f1a6e90b2') }).then(
      () => null,
      (error: StorefrontApiError) => error,
    );
    expect(refused).toMatchObject({ status: 409, serverMessage: CROSS_SELL_WITHOUT_TICKETS });
    expect(await app.services.store.collection('cardProvider.charges').values()).toHaveLength(0);
  });
});

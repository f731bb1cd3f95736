import { StorefrontApiError } from '@boxoffice/sdk';
import { describe, expect, it } from 'vitest';
import { TestShopper, testApp } from '../support/client.js';
import { signedInShopper } from './pass-support.js';

const clock = { now: () => Date.parse('2026-11-22T15:04:05Z') };
const shopper = () => new TestShopper(testApp({ clock })).open();

describe('getSingleProduct', () => {
  it("answers the Day Ticket as the contract's example", async () => {
    const s = await shopper();
    const { data } = await s.api.POST('/product/single', {
      body: { extProductId: 'prod_day', saleFlowId: 1 },
    });
    expect(data?.success).toBe(true);
    expect(data?.value.productDisplayName).toBe('Day Ticket');
    expect(data?.value.hasPerformances).toBe(true);
    expect(data?.value.passKindId).toBeUndefined();
    expect(data?.value.variants.map((v) => [v.id, v.displayPrice, v.maxQuantity])).toEqual([
      ['var_day_adult', 69.99, 10],
      ['var_day_child', 49.99, 100],
      ['var_day_senior', 54.99, 100],
    ]);
    expect(data?.value.variants[0]?.quantityRestrictionText).toBe(
      'Minimum quantity is 1, Maximum quantity is 10',
    );
  });

  it('prices the variants with a promotion code', async () => {
    const s = await shopper();
    const { data } = await s.api.POST('/product/single', {
      body: { extProductId: 'prod_day', promotionCode: 'SPRING27' },
    });
    expect(data?.value.variants[0]).toMatchObject({ price: 69.99, displayPrice: 59.49 });
  });

  it('stops offering a promotion code once it ends, on a server started before', async () => {
    // SPRING27 runs to 2027-05-31; the server was started on 2026-11-22 and is still running.
    let now = Date.parse('2026-11-22T15:04:05Z');
    const app = testApp({ clock: { now: () => now } });
    const code = { extProductId: 'prod_day', saleFlowId: 5 as const, promotionCode: 'SPRING27' };
    now = Date.parse('2027-05-31T22:00:00Z');
    const lastDay = await new TestShopper(app).open();
    const last = (await lastDay.api.POST('/product/single', { body: code })).data;
    expect(last?.value.variants[0]).toMatchObject({ displayPrice: 59.49 });
    now = Date.parse('2027-06-01T15:00:00Z');
    const s = await new TestShopper(app).open();
    const after = (await s.api.POST('/product/single', { body: code })).data;
    expect(after).toMatchObject({ success: false, message: 'This product is not available at this time.' });
    const page = await s.api.POST('/product/multi', {
      body: { saleFlowId: 5, specificPromotionTypeId: 11, promotionCode: 'SPRING27' },
    });
    expect(page.data).toMatchObject({
      success: false,
      message: 'This promotion code is not valid at this time.',
    });
    // The cart refuses an add in the ended code's context, as the product page does.
    const added = await s.api.POST('/cart/add', {
      body: {
        promotionCode: 'SPRING27',
        items: [
          {
            productVariantId: 'var_day_adult',
            productId: 'prod_day',
            performances: [
              {
                selectionIndex: 1,
                performanceId: 'perf_day_20261205_1000',
                showCategoryId: null,
                seatId: null,
              },
            ],
            entitlementId: null,
            quantity: 1,
          },
        ],
        reSubmitContext: null,
        saleFlowId: 5,
      },
    });
    expect(added.data).toMatchObject({
      success: false,
      message: 'This product is not available at this time.',
    });
    expect((await s.api.GET('/cart')).data?.value.cartEmpty).toBe(true);
  });

  it('answers success false with the message for a product off sale', async () => {
    const s = await shopper();
    const { data } = await s.api.POST('/product/single', { body: { extProductId: 'prod_fireworks' } });
    expect(data).toMatchObject({ success: false, message: 'This product is not available at this time.' });
    expect(data?.value.variants).toEqual([]);
    expect(data?.value.productDisplayName).toBe("New Year's Eve Fireworks");
  });

  it('asks an anonymous shopper to sign in for an advance sale', async () => {
    const s = await shopper();
    const { data } = await s.api.POST('/product/single', {
      body: { extProductId: 'prod_day', saleFlowId: 14 },
    });
    expect(data?.value).toMatchObject({ requiresLoginChallenge: true, variants: [] });
  });

  it('sends pass details for a pass product', async () => {
    const s = await shopper();
    const { data } = await s.api.POST('/product/single', { body: { extProductId: 'prod_gold_pass' } });
    expect(data?.value.passKindId).toBe(1);
    expect(data?.value.variants[1]).toMatchObject({
      isPass: true,
      minBirthDate: '2017-01-01',
      maxBirthDate: '2023-12-31',
      installmentBillingPlanId: 'plan_monthly6',
      installmentBillingDescription: '6-month payment plan available',
    });
  });

  it('answers 404 for an unknown product', async () => {
    const s = await shopper();
    const error = await s.api
      .POST('/product/single', { body: { extProductId: 'prod_nope' } })
      .catch((e) => e);
    expect(error).toBeInstanceOf(StorefrontApiError);
    expect(error.status).toBe(404);
  });
});

describe('getMultiProducts', () => {
  it('lists the passes tag page with its title', async () => {
    const s = await shopper();
    const { data } = await s.api.POST('/product/multi', { body: { saleFlowId: 1, tagsCsv: 'passes' } });
    expect(data?.value.pageTitle).toBe('2027 Season Passes');
    expect(data?.value.products.map((p) => p.id)).toEqual(['prod_gold_pass', 'prod_fun_card']);
    expect(data?.value.products[1]?.passKindId).toBe(2);
  });

  it('marks the dynamic-date calendar products (dynamicPricing), and only those', async () => {
    const s = await shopper();
    const { data } = await s.api.POST('/product/multi', { body: { saleFlowId: 1, tagsCsv: null } });
    const dynamic = data?.value.products.filter((p) => p.dynamicPricing).map((p) => p.id);
    expect(dynamic).toEqual(['prod_tour']);
    expect(data?.value.products.find((p) => p.id === 'prod_day')).not.toHaveProperty('dynamicPricing');
  });

  it('lists the tour on the Tours tag page (sale flow 3), where it opens the dynamic calendar', async () => {
    const s = await shopper();
    const { data } = await s.api.POST('/product/multi', { body: { saleFlowId: 3, tagsCsv: 'tours' } });
    expect(data?.value.pageTitle).toBe('Tours');
    expect(data?.value.products.map((p) => [p.id, p.dynamicPricing])).toEqual([['prod_tour', true]]);
  });

  it('narrows by a second tag', async () => {
    const s = await shopper();
    const { data } = await s.api.POST('/product/multi', { body: { tagsCsv: 'passes,gold' } });
    expect(data?.value.products.map((p) => p.id)).toEqual(['prod_gold_pass']);
  });

  it('lists a promotion code page and refuses an expired or missing code', async () => {
    const s = await shopper();
    const good = await s.api.POST('/product/multi', {
      body: { saleFlowId: 5, specificPromotionTypeId: 11, promotionCode: 'SPRING27' },
    });
    expect(good.data?.value.products.map((p) => p.id)).toEqual(['prod_day']);
    expect(good.data?.value.products[0]?.variants[0]?.displayPrice).toBe(59.49);
    const expired = await s.api.POST('/product/multi', {
      body: { specificPromotionTypeId: 11, promotionCode: 'SUMMER26' },
    });
    expect(expired.data).toMatchObject({
      success: false,
      message: 'This promotion code is not valid at this time.',
    });
    const none = await s.api.POST('/product/multi', {
      body: { specificPromotionTypeId: 11, promotionCode: '' },
    });
    expect(none.data).toMatchObject({ success: false, message: 'Enter a promotion code' });
  });

  it('lists add-ons for the add-on step and cross-sells with their price', async () => {
    const s = await shopper();
    const addOns = await s.api.POST('/product/multi', { body: { saleFlowId: 4 } });
    expect(addOns.data?.value.products.map((p) => p.id)).toEqual(['prod_dining', 'prod_parking']);
    const crossSell = await s.api.POST('/product/multi', { body: { specificPromotionTypeId: 18 } });
    const parking = crossSell.data?.value.products.find((p) => p.id === 'prod_parking');
    expect(parking?.variants[0]).toMatchObject({ isCrossSell: true, displayPrice: 20 });
  });

  it('sells verified offers only on the verified page', async () => {
    const s = await shopper();
    const { data } = await s.api.POST('/product/multi', { body: { saleFlowId: 7, tagsCsv: 'teachers' } });
    expect(data?.value.products.map((p) => [p.id, p.variants[0]?.displayPrice])).toEqual([
      ['prod_fun_card', 79],
    ]);
  });

  it('asks an anonymous shopper to sign in for account entitlements', async () => {
    const s = await shopper();
    const { data } = await s.api.POST('/product/multi', { body: { saleFlowId: 15 } });
    expect(data?.value).toMatchObject({ requiresLoginChallenge: true, products: [] });
  });

  it('lists Jordan\u2019s account entitlement to Preferred Parking with what remains of it', async () => {
    const s = await signedInShopper();
    const { data } = await s.api.POST('/product/multi', { body: { saleFlowId: 15 } });
    expect(data?.value.requiresLoginChallenge).toBe(false);
    expect(data?.value.products.map((p) => [p.id, p.variants.map((v) => v.id)])).toEqual([
      ['prod_parking', ['var_parking']],
    ]);
    const parking = data?.value.products[0]?.variants[0];
    expect(parking?.entitlement).toEqual({ id: 'aent_5001', maxRedemptions: 2, remainingRedemptions: 1 });
    // The redeem modal allows up to what remains.
    expect(parking?.maxQuantity).toBe(1);
    // It is not a ticketing entitlement: the entitlement page does not list it.
    const page = (await s.api.GET('/product/entitlement')).data?.value;
    expect(page?.map((e) => e.id)).toEqual(['ent_4001', 'ent_4002']);
  });

  it('answers an unknown tag with an empty list', async () => {
    const s = await shopper();
    const { data } = await s.api.POST('/product/multi', { body: { tagsCsv: 'nothing-here' } });
    expect(data).toMatchObject({ success: true, value: { products: [] } });
  });
});

describe('getDonationSettings', () => {
  it('offers the conservation fund with round-up', async () => {
    const s = await shopper();
    const { data } = await s.api.GET('/product/donation-settings');
    expect(data).toMatchObject({
      success: true,
      product: { extVariantId: 'var_donation', productDisplayName: 'Lakeside Conservation Fund' },
      roundUpEnabled: true,
      roundUpMinimum: 0.1,
    });
  });
});

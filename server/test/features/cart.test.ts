import { StorefrontApiError } from '@boxoffice/sdk';
import { describe, expect, it } from 'vitest';
import { NO_LIMITS, TestShopper, testApp } from '../support/client.js';
import { averyDetails, jordanContact } from '../support/story.js';
import { addAvery, signedInShopper } from './pass-support.js';

// Today, for the examples, is Sunday 2026-11-22 (STORY.md).
const clock = { now: () => Date.parse('2026-11-22T15:04:05Z') };
const shopper = () => new TestShopper(testApp({ clock })).open();

const perf = (performanceId: string) => [
  { selectionIndex: 1, performanceId, showCategoryId: null, seatId: null },
];
const dayTickets = (performanceId = 'perf_day_20261205_1000', adults = 2, children = 1) => ({
  items: [
    {
      productVariantId: 'var_day_adult',
      productId: 'prod_day',
      performances: perf(performanceId),
      entitlementId: null,
      quantity: adults,
    },
    {
      productVariantId: 'var_day_child',
      productId: 'prod_day',
      performances: perf(performanceId),
      entitlementId: null,
      quantity: children,
    },
  ].filter((i) => i.quantity > 0),
  reSubmitContext: null,
  saleFlowId: 1 as const,
});

const settings = {
  ...jordanContact,
  shippingFirstName: 'Jordan',
  shippingLastName: 'Rivera',
  shippingPhoneNumber: '5125550142',
  shippingCountryId: 80,
  shippingAddress1: '1200 Lakeview Dr',
  shippingAddress2: 'Apt 4B',
  shippingCity: 'Austin',
  shippingStateProvinceId: 4401,
  shippingOtherStateProvince: null,
  shippingZipCode: '78701',
  deliveryMethodId: 'dm_print',
  paymentMethodId: 'pm_card',
  acceptTerms: true,
  acceptInstallmentTerms: false,
  locationAcknowledged: false,
  shippingAddressRequired: false,
  ignoreValidationErrors: false,
};

async function status(call: Promise<unknown>): Promise<number> {
  try {
    await call;
    return 200;
  } catch (error) {
    if (error instanceof StorefrontApiError) return error.status;
    throw error;
  }
}

describe('cart', () => {
  it('prices the STORY Day Ticket cart: 189.97 + 7.50 fees + 15.67 tax = 213.14', async () => {
    const s = await shopper();
    const { data: added } = await s.api.POST('/cart/add', { body: dayTickets() });
    expect(added).toMatchObject({
      success: true,
      confirmationRequired: false,
      analyticsEvent: { eventData: { value: 189.97 } },
    });
    const { data } = await s.api.GET('/cart');
    const cart = data?.value;
    expect(cart).toMatchObject({
      cartTotalNetTaxesAndFees: 189.97,
      feeTotal: 7.5,
      taxTotal: 15.67,
      deliveryTotal: 0,
      cartTotal: 213.14,
      cartEmpty: false,
    });
    expect(cart?.itemGroups).toHaveLength(1);
    expect(cart?.itemGroups[0]).toMatchObject({
      productName: 'Day Ticket',
      performanceTime: '10:00 AM',
      allowModification: true,
      allowPerformanceChange: true,
    });
    expect(cart?.itemGroups[0]?.items.map((i) => [i.id, i.quantity, i.itemTotal])).toEqual([
      ['ci_1001', 2, 139.98],
      ['ci_1002', 1, 49.99],
    ]);
    const { data: mini } = await s.api.GET('/cart/mini-cart');
    expect(mini?.value.itemCount).toBe(3);
  });

  it('keeps each line\u2019s sale context, for asking about another date or time in it', async () => {
    const s = await shopper();
    await s.api.POST('/cart/add', {
      body: { ...dayTickets(undefined, 1, 0), saleFlowId: 3, tags: ['holiday'] },
    });
    await s.api.POST('/cart/add', { body: dayTickets('perf_day_20261205_1400', 1, 0) });
    const { data } = await s.api.GET('/cart');
    const contexts = data.value.itemGroups.flatMap((g) => g.items.map((i) => i.saleContext));
    expect(contexts).toEqual([
      { saleFlowId: 3, promotionCode: null, tags: ['holiday'] },
      { saleFlowId: 1, promotionCode: null, tags: [] },
    ]);
  });

  it('an empty session answers an empty cart and a 0 count', async () => {
    const s = await shopper();
    const { data } = await s.api.GET('/cart');
    expect(data?.value).toMatchObject({ cartEmpty: true, cartTotal: 0, itemGroups: [] });
    expect((await s.api.GET('/cart/mini-cart')).data?.value.itemCount).toBe(0);
  });

  it('50 concurrent adds in one session sum up', async () => {
    // One customer's 50 tickets: past the default limit per customer (customer-limits.test.ts).
    const s = await new TestShopper(testApp({ clock, customerLimits: NO_LIMITS })).open();
    await Promise.all(
      Array.from({ length: 50 }, () =>
        s.api.POST('/cart/add', { body: dayTickets('perf_day_20261205_1000', 0, 1) }),
      ),
    );
    expect((await s.api.GET('/cart/mini-cart')).data?.value.itemCount).toBe(50);
    const { data } = await s.api.GET('/cart');
    expect(data?.value.itemGroups[0]?.items).toHaveLength(1);
  });

  it('refuses an add that would merge into a line beyond the variant\u2019s maximum', async () => {
    const s = await shopper();
    // Each add is a valid line; the cart makes the difference, so it is a failure, not a 400.
    const refused = { success: false, message: 'Minimum quantity is 1, Maximum quantity is 10' };
    const add = async (body: ReturnType<typeof dayTickets>) => (await s.api.POST('/cart/add', { body })).data;
    expect(await add(dayTickets('perf_day_20261205_1000', 10, 0))).toMatchObject({ success: true });
    expect(await add(dayTickets('perf_day_20261205_1000', 1, 0))).toMatchObject(refused);
    // Two lines of one call that merge count together too.
    const twice = dayTickets('perf_day_20261205_1400', 6, 0);
    expect(await add({ ...twice, items: [...twice.items, ...twice.items] })).toMatchObject(refused);
    expect((await s.api.GET('/cart/mini-cart')).data?.value.itemCount).toBe(10);
    // A line of its own (another time) has its own limit.
    expect(await add(dayTickets('perf_day_20261205_1400', 10, 0))).toMatchObject({ success: true });
    expect((await s.api.GET('/cart/mini-cart')).data?.value.itemCount).toBe(20);
  });

  it('asks before adding tickets for another date, and adds on resubmit', async () => {
    const s = await shopper();
    await s.api.POST('/cart/add', { body: dayTickets() });
    const { data: asked } = await s.api.POST('/cart/add', {
      body: dayTickets('perf_day_20261212_1000', 1, 0),
    });
    expect(asked).toMatchObject({
      success: false,
      confirmationRequired: true,
      confirmationTitleHtml: 'Different Date',
    });
    expect(asked?.confirmationMessageHtml).toBe(
      '<p>Your cart already has tickets for Saturday, December 5, 2026. Do you also want tickets for Saturday, December 12, 2026?</p>',
    );
    expect((await s.api.GET('/cart/mini-cart')).data?.value.itemCount).toBe(3);
    const context = asked?.confirmationReSubmitContext ?? '';
    const { data: done } = await s.api.POST('/cart/add', {
      body: { ...dayTickets('perf_day_20261212_1000', 1, 0), reSubmitContext: context },
    });
    expect(done?.success).toBe(true);
    expect((await s.api.GET('/cart/mini-cart')).data?.value.itemCount).toBe(4);
    // A context is good once.
    expect(
      await status(
        s.api.POST('/cart/add', {
          body: { ...dayTickets('perf_day_20261212_1000', 1, 0), reSubmitContext: context },
        }),
      ),
    ).toBe(400);
  });

  it('enforces the variant limits (400) and answers unknown ids with 404', async () => {
    const s = await shopper();
    const err = await s.api
      .POST('/cart/add', { body: dayTickets('perf_day_20261205_1000', 11, 0) })
      .catch((e) => e);
    expect(err).toBeInstanceOf(StorefrontApiError);
    expect(err.status).toBe(400);
    expect(err.serverMessage).toBe('Minimum quantity is 1, Maximum quantity is 10');
    const unknown = { ...dayTickets(), items: [{ productVariantId: 'var_nope', quantity: 1 }] };
    expect(await status(s.api.POST('/cart/add', { body: unknown }))).toBe(404);
    expect(await status(s.api.POST('/cart/add', { body: dayTickets('perf_nope') }))).toBe(404);
  });

  it('fails with the capacity message when a performance cannot take the quantity', async () => {
    const s = await shopper();
    const { data } = await s.api.POST('/cart/add', { body: dayTickets('perf_day_20261225_1000', 1, 0) });
    expect(data).toMatchObject({
      success: false,
      confirmationRequired: false,
      message: 'Not enough tickets remain for Friday, December 25, 2026 at 10:00 AM',
    });
  });

  it('redemption sale flows need a signed-in session', async () => {
    const s = await shopper();
    expect(await status(s.api.POST('/cart/add', { body: { ...dayTickets(), saleFlowId: 2 } }))).toBe(401);
  });

  it('modifies quantities, asks before moving to a Limited performance, and removes with 0', async () => {
    const s = await shopper();
    await s.api.POST('/cart/add', { body: dayTickets() });
    await s.api.POST('/cart/modify', { body: { items: [{ id: 'ci_1001', quantity: 4 }] } });
    expect((await s.api.GET('/cart/mini-cart')).data?.value.itemCount).toBe(5);
    const move = {
      items: [
        { id: 'ci_1001', quantity: 2, performanceId: 'perf_day_20261205_1400', showCategoryId: null },
        { id: 'ci_1002', quantity: 1, performanceId: 'perf_day_20261205_1400', showCategoryId: null },
      ],
    };
    const { data: asked } = await s.api.POST('/cart/modify', { body: move });
    expect(asked).toMatchObject({ confirmationRequired: true, confirmationTitleHtml: 'Limited Capacity' });
    expect(asked?.confirmationMessageHtml).toBe(
      '<p>2:00 PM on Saturday, December 5, 2026 has limited capacity. Do you want to move your tickets to this time?</p>',
    );
    const { data: done } = await s.api.POST('/cart/modify', {
      body: { ...move, reSubmitContext: asked?.confirmationReSubmitContext ?? null },
    });
    expect(done?.success).toBe(true);
    const { data } = await s.api.GET('/cart');
    expect(data?.value.itemGroups[0]?.performanceId).toBe('perf_day_20261205_1400');
    expect(data?.value.cartTotal).toBe(213.14);
    await s.api.POST('/cart/modify', { body: { items: [{ id: 'ci_1002', quantity: 0 }] } });
    expect((await s.api.GET('/cart/mini-cart')).data?.value.itemCount).toBe(2);
    expect(
      await status(s.api.POST('/cart/modify', { body: { items: [{ id: 'ci_9999', quantity: 1 }] } })),
    ).toBe(404);
    expect(
      await status(s.api.POST('/cart/modify', { body: { items: [{ id: 'ci_1001', quantity: 11 }] } })),
    ).toBe(400);
  });

  it('pass lines cannot be modified (409) but can be removed, and send the flow to pass demographics', async () => {
    const s = await shopper();
    const { data } = await s.api.POST('/cart/add', {
      body: { items: [{ productVariantId: 'var_gold_adult', productId: 'prod_gold_pass', quantity: 2 }] },
    });
    expect(data?.proceedToPassFlow).toBe(true);
    const cart = (await s.api.GET('/cart')).data?.value;
    expect(cart?.itemGroups[0]?.items).toHaveLength(2);
    expect(cart).toMatchObject({ cartTotal: 378, taxTotal: 0, feeTotal: 0 });
    expect(
      await status(s.api.POST('/cart/modify', { body: { items: [{ id: 'ci_1001', quantity: 1 }] } })),
    ).toBe(409);
    // Removing one pass takes its holder record with it: one pass left, in the cart and the pass flow.
    const removed = await s.api.POST('/cart/modify', { body: { items: [{ id: 'ci_1001', quantity: 0 }] } });
    expect(removed.data?.success).toBe(true);
    expect((await s.api.GET('/cart')).data?.value.cartTotal).toBe(189);
    expect((await s.api.GET('/cart/mini-cart')).data?.value.itemCount).toBe(1);
  });

  it('clears the cart', async () => {
    const s = await shopper();
    await s.api.POST('/cart/add', { body: dayTickets() });
    const { data } = await s.api.POST('/cart/clear', { body: { reSubmitContext: null, force: false } });
    expect(data?.success).toBe(true);
    expect((await s.api.GET('/cart')).data?.value.cartEmpty).toBe(true);
    expect(await status(s.api.POST('/cart/clear', { body: { reSubmitContext: 'rsc_clear_unknown' } }))).toBe(
      400,
    );
  });

  it('asks before clearing passes with their holders, the holder names escaped in the question', async () => {
    const s = await signedInShopper();
    const name = '<img src=x onerror=alert(1)>';
    await s.api.POST('/cart/add-pass-with-product', {
      body: { ...addAvery, newPasses: addAvery.newPasses.map((row) => ({ ...row, firstName: name })) },
    });
    const id = (await s.api.GET('/cart/pass')).data?.value.passes[0]?.extCartTicketId ?? '';
    await s.api.POST('/cart/pass/{id}', {
      params: { path: { id } },
      body: { ...averyDetails, firstName: name },
    });

    const { data } = await s.api.POST('/cart/clear', { body: { reSubmitContext: null, force: false } });
    expect(data?.confirmationRequired).toBe(true);
    expect(data?.confirmationMessageHtml).toBe(
      '<p>Your cart holds 1 pass with passholder details for &lt;img src=x onerror=alert(1)&gt; Rivera. Clearing the cart removes the passes and their details.</p>',
    );
    expect(await s.api.GET('/cart/mini-cart').then((r) => r.data?.value.itemCount)).toBe(1);
  });

  it('revise=true removes an item marked unavailable and shows the previous cart', async () => {
    const app = testApp({ clock });
    const s = await new TestShopper(app).open();
    await s.api.POST('/cart/add', { body: dayTickets() });
    await s.api.POST('/cart/add', {
      body: { items: [{ productVariantId: 'var_parking', productId: 'prod_parking', quantity: 1 }] },
    });
    expect((await s.api.GET('/cart', { params: { query: { revise: true } } })).data?.value.cartRevised).toBe(
      false,
    );
    app.services.store.collection<boolean>('cart.unavailable').put('prod_parking', true);
    const { data } = await s.api.GET('/cart', { params: { query: { revise: true } } });
    const cart = data?.value;
    expect(cart).toMatchObject({ cartRevised: true, cartTotal: 213.14 });
    expect(cart?.reviseCartMessage).toBe(
      'Your cart has changed because some items are no longer available. Please review it before you continue.',
    );
    // STORY's previous cart: subtotal 214.97, tax 17.73 (fees depend on the catalog's add-on fee).
    const previous = cart?.previousCart;
    expect(previous).toMatchObject({ cartTotalNetTaxesAndFees: 214.97, taxTotal: 17.73 });
    expect(previous?.cartTotal).toBeCloseTo(214.97 + 17.73 + (previous?.feeTotal ?? 0), 2);
    expect(cart?.removedItems.map((i) => [i.id, i.displayName])).toEqual([['ci_1003', 'Preferred Parking']]);
    expect((await s.api.GET('/cart')).data?.value.cartRevised).toBe(false);
  });

  it('lists delivery and payment methods', async () => {
    const s = await shopper();
    const { data: dm } = await s.api.GET('/cart/delivery-method');
    expect(dm?.value.map((m) => m.id)).toEqual(['dm_print', 'dm_mail']);
    const { data: pm } = await s.api.GET('/cart/payment-method');
    expect(pm?.value.map((m) => m.id)).toEqual(['pm_card']);
  });
});

describe('checkout settings', () => {
  it('saves valid settings and answers paymentDue; the cart shows them', async () => {
    const s = await shopper();
    await s.api.POST('/cart/add', { body: dayTickets() });
    const { data } = await s.api.POST('/cart/settings', { body: settings });
    expect(data).toEqual({ success: true, message: null, messages: [], paymentDue: 213.14 });
    const cart = (await s.api.GET('/cart')).data?.value;
    expect(cart).toMatchObject({
      firstName: 'Jordan',
      extPaymentMethodId: 'pm_card',
      stateProvinceId: 4401,
      defaultDeliveryMethod: { deliveryMethodId: 'dm_print' },
    });
  });

  it('answers 400 with every message and saves nothing; with ignoreValidationErrors saves', async () => {
    const s = await shopper();
    await s.api.POST('/cart/add', { body: dayTickets() });
    const bad = { ...settings, phoneNumber: '512555014', zipCode: '7870' };
    const response = await s.raw('/api/cart/settings', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-xsrf-token': s.cookies.get('XSRF-TOKEN') ?? '' },
      body: JSON.stringify(bad),
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      success: false,
      message: 'Phone number must be a 10 digit numeric value',
      errors: [
        'Phone number must be a 10 digit numeric value',
        'A 5 digit US or 6 character Canadian postal code is required',
      ],
      messages: [
        'Phone number must be a 10 digit numeric value',
        'A 5 digit US or 6 character Canadian postal code is required',
      ],
      paymentDue: 213.14,
    });
    expect((await s.api.GET('/cart')).data?.value.firstName).toBeNull();
    const { data } = await s.api.POST('/cart/settings', {
      body: { ...bad, acceptTerms: false, deliveryMethodId: 'dm_mail', ignoreValidationErrors: true },
    });
    expect(data?.success).toBe(true);
    expect(data?.messages).toContain('You must accept the Terms of Sale and Terms of Use');
    expect(data?.paymentDue).toBe(221.09);
    const cart = (await s.api.GET('/cart')).data?.value;
    expect(cart).toMatchObject({
      firstName: 'Jordan',
      phoneNumber: null,
      zipCode: null,
      deliveryTotal: 7.95,
      shippingAddressRequired: true,
    });
  });

  it('requires the location acknowledgement for California', async () => {
    const s = await shopper();
    await s.api.POST('/cart/add', { body: dayTickets() });
    const { data } = await s.api.POST('/cart/settings', {
      body: { ...settings, stateProvinceId: 4405, zipCode: '94105', ignoreValidationErrors: true },
    });
    expect(data?.messages).toEqual(['You must acknowledge the venue location disclosure']);
  });

  it('answers 409 for an empty cart', async () => {
    const s = await shopper();
    expect(await status(s.api.POST('/cart/settings', { body: settings }))).toBe(409);
  });
});

describe('installment billing', () => {
  const goldPasses = {
    items: [
      { productVariantId: 'var_gold_adult', productId: 'prod_gold_pass', quantity: 1 },
      { productVariantId: 'var_gold_child', productId: 'prod_gold_pass', quantity: 1 },
    ],
  };

  it('the Gold passes cart offers the 6-payment plan; selecting it makes the down payment due', async () => {
    const s = await shopper();
    await s.api.POST('/cart/add', { body: goldPasses });
    let cart = (await s.api.GET('/cart')).data?.value;
    expect(cart?.installmentBilling).toMatchObject({
      eligible: true,
      blocked: false,
      selected: null,
      downPayment: 58,
      amountFinanced: 290,
      paymentDivisor: 5,
    });
    await s.api.POST('/cart/set-installment-billing');
    cart = (await s.api.GET('/cart')).data?.value;
    expect(cart?.installmentBilling.selected).toBe(true);
    expect(cart?.installmentBilling.payments.map((p) => p.paymentDate)).toEqual([
      '2026-11-22',
      '2026-12-22',
      '2027-01-22',
      '2027-02-22',
      '2027-03-22',
      '2027-04-22',
    ]);
    expect((await s.api.GET('/cart/payment-method')).data?.value.map((m) => m.id)).toEqual(['pm_plan']);
    const { data } = await s.api.POST('/cart/settings', {
      body: { ...settings, paymentMethodId: 'pm_plan', acceptInstallmentTerms: true },
    });
    expect(data?.paymentDue).toBe(58);
    await s.api.POST('/cart/clear-installment-billing');
    expect((await s.api.GET('/cart')).data?.value).toMatchObject({
      installmentBilling: { selected: false },
      extPaymentMethodId: null,
    });
  });

  it('day tickets are not eligible: 409', async () => {
    const s = await shopper();
    await s.api.POST('/cart/add', { body: dayTickets() });
    expect((await s.api.GET('/cart')).data?.value.installmentBilling.eligible).toBe(false);
    expect(await status(s.api.POST('/cart/set-installment-billing'))).toBe(409);
    expect(await status(s.api.POST('/cart/clear-installment-billing'))).toBe(409);
  });
});

describe('donations', () => {
  it('adds the round-up donation, and asks before a second one', async () => {
    const s = await shopper();
    await s.api.POST('/cart/add', { body: dayTickets() });
    const { data } = await s.api.POST('/cart/add-donation', {
      body: { items: [{ productVariantId: 'var_donation', amount: 0.86 }] },
    });
    expect(data?.success).toBe(true);
    expect((await s.api.GET('/cart')).data?.value.cartTotal).toBe(214);
    const { data: asked } = await s.api.POST('/cart/add-donation', {
      body: { items: [{ productVariantId: 'var_donation', amount: 5 }] },
    });
    expect(asked).toMatchObject({
      confirmationRequired: true,
      confirmationTitleHtml: 'Add Another Donation?',
    });
    expect(asked?.confirmationMessageHtml).toBe(
      '<p>Your cart already includes a donation to the Lakeside Conservation Fund. Do you want to add this donation as well?</p>',
    );
    await s.api.POST('/cart/add-donation', {
      body: {
        items: [{ productVariantId: 'var_donation', amount: 5 }],
        reSubmitContext: asked?.confirmationReSubmitContext ?? null,
      },
    });
    expect((await s.api.GET('/cart')).data?.value.cartTotal).toBe(219);
    expect(
      await status(
        s.api.POST('/cart/add-donation', {
          body: { items: [{ productVariantId: 'var_donation', amount: 1.234 }] },
        }),
      ),
    ).toBe(400);
    expect(
      await status(
        s.api.POST('/cart/add-donation', {
          body: { items: [{ productVariantId: 'var_day_adult', amount: 1 }] },
        }),
      ),
    ).toBe(404);
  });
});

describe('what may be added', () => {
  it('refuses a variant that no product page would offer in the request’s sale flow', async () => {
    // Complimentary Day Tickets are sold only by redeeming an entitlement (sale flow 2).
    const s = await new TestShopper(testApp()).open();
    const { data } = await s.api.POST('/cart/add', {
      body: {
        promotionCode: null,
        items: [
          {
            productVariantId: 'var_comp_day',
            productId: 'prod_comp_day',
            performances: [
              {
                selectionIndex: 1,
                performanceId: 'perf_day_20261205_1000',
                showCategoryId: null,
                seatId: null,
              },
            ],
            entitlementId: null,
            quantity: 2,
          },
        ],
        reSubmitContext: null,
        tags: [],
        saleFlowId: 1,
      },
    });
    expect(data).toMatchObject({ success: false, message: 'This product is not available at this time.' });
    expect((await s.api.GET('/cart/mini-cart')).data?.value.itemCount).toBe(0);
  });
});

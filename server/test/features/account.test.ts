import { StorefrontApiError } from '@boxoffice/sdk';
import { describe, expect, it } from 'vitest';
import { jordanContact } from '../support/story.js';
import { STORY_NOW, signedInShopper, storyApp } from './pass-support.js';

async function status(call: Promise<unknown>): Promise<{ status: number; message: string }> {
  const error = await call.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(StorefrontApiError);
  return {
    status: (error as StorefrontApiError).status,
    message: (error as StorefrontApiError).serverMessage ?? '',
  };
}

const checkoutSettings = {
  ...jordanContact,
  deliveryMethodId: 'dm_print',
  paymentMethodId: 'pm_card',
  acceptTerms: true,
  acceptInstallmentTerms: false,
  locationAcknowledged: false,
  shippingAddressRequired: false,
  ignoreValidationErrors: false,
};

describe('Link Your Passes', () => {
  it('lists Jordan\u2019s linked pass with the phone on file', async () => {
    const shopper = await signedInShopper();
    const { data } = await shopper.api.GET('/account/linked-pass-details');
    expect(data?.value).toEqual({
      linkedPasses: [
        {
          extUserAccountTicketId: 'uat_2001',
          platformAccountId: 'SP2026001234',
          firstName: 'Jordan',
          lastName: 'Rivera',
          effectiveStartDate: '2026-01-01',
          effectiveEndDate: '2026-12-31',
          availableForUpgrade: true,
        },
      ],
      initialValidationData: '5125550142',
    });
  });

  it('links a pass with its holder\u2019s phone, shows the background update, and unlinks it', async () => {
    const app = storyApp();
    const shopper = await signedInShopper(app);
    const wrongPhone = await status(
      shopper.api.POST('/account/link-pass', {
        body: { passholderId: 'SP2026002468', validationData: '5125550000' },
      }),
    );
    expect(wrongPhone).toEqual({ status: 400, message: 'Pass unable to be added' });

    const linked = await shopper.api.POST('/account/link-pass', {
      body: { passholderId: 'sp2026002468', validationData: '(512) 555-0142' },
    });
    expect(linked.data?.success).toBe(true);
    const update = (await shopper.api.GET('/account/background-update-status')).data?.value;
    expect(update?.updateProcessing).toBe(true);
    expect(update?.message).toMatch(/being updated/);

    const passes = (await shopper.api.GET('/account/linked-pass-details')).data?.value.linkedPasses ?? [];
    expect(passes.map((p) => p.platformAccountId)).toEqual(['SP2026001234', 'SP2026002468']);
    const taylor = passes[1]?.extUserAccountTicketId ?? '';
    expect(
      (await shopper.api.POST('/account/unlink-pass', { body: { extUserAccountTicketId: taylor } })).data
        ?.success,
    ).toBe(true);
    expect(
      await status(shopper.api.POST('/account/unlink-pass', { body: { extUserAccountTicketId: taylor } })),
    ).toMatchObject({ status: 404 });
  });

  it('will not link a pass that belongs to another account', async () => {
    const shopper = await signedInShopper();
    const casey = await status(
      shopper.api.POST('/account/link-pass', {
        body: { passholderId: 'SP2026005678', validationData: '6195550187' },
      }),
    );
    expect(casey).toEqual({ status: 400, message: 'Pass unable to be added' });
  });

  it('answers the seed message when the Pass ID is blank', async () => {
    const shopper = await signedInShopper();
    const blank = await status(
      shopper.api.POST('/account/link-pass', { body: { passholderId: '   ', validationData: '5125550142' } }),
    );
    expect(blank).toEqual({ status: 400, message: 'Season Pass ID is required' });
  });

  it('the background update is over after a few seconds', async () => {
    let now = STORY_NOW;
    const app = storyApp();
    Object.assign(app.services, { clock: { now: () => now } });
    const shopper = await signedInShopper(app);
    await shopper.api.POST('/account/link-pass', {
      body: { passholderId: 'SP2026002468', validationData: '5125550142' },
    });
    now += 10_000;
    const update = (await shopper.api.GET('/account/background-update-status')).data?.value;
    expect(update).toEqual({ updateProcessing: false, message: null });
  });

  it('lists the renewable passes, leaving out one already in the cart', async () => {
    const shopper = await signedInShopper();
    const before = (await shopper.api.GET('/account/tenant-pass-renewable')).data?.value;
    expect(before).toEqual([
      {
        extUserAccountTicketId: 'uat_2001',
        platformAccountId: 'SP2026001234',
        firstName: 'Jordan',
        lastName: 'Rivera',
        productDisplayName: 'Gold Season Pass 2026',
        passLevelName: 'Gold',
        effectiveEndDate: '2026-12-31',
      },
    ]);
    await shopper.api.POST('/cart/add-renewal-pass', { body: { extUserAccountTicketIds: ['uat_2001'] } });
    expect((await shopper.api.GET('/account/tenant-pass-renewable')).data?.value).toEqual([]);
    const details = (await shopper.api.GET('/account/linked-pass-details')).data?.value;
    expect(details?.linkedPasses[0]?.availableForUpgrade).toBe(false);
  });
});

describe('account tickets', () => {
  it('lists the linked pass and the Day Ticket, as the flags choose', async () => {
    const shopper = await signedInShopper();
    const all = (await shopper.api.GET('/account/ticket')).data?.value ?? [];
    expect(all.map((t) => [t.barcode, t.ticketTypeId])).toEqual([
      ['SP2026001234', 1],
      ['LAP1004820001', 3],
    ]);
    expect(all[1]).toMatchObject({
      productName: 'Day Ticket',
      variantName: 'Adult (Ages 10+)',
      validityStartDate: '2026-12-05',
    });
    const passesOnly = (
      await shopper.api.GET('/account/ticket', { params: { query: { includePurchasedTickets: false } } })
    ).data?.value;
    expect(passesOnly?.map((t) => t.barcode)).toEqual(['SP2026001234']);
  });

  it('serves a pass and a grouping as HTML, and 404 for someone else\u2019s', async () => {
    const shopper = await signedInShopper();
    const pass = await shopper.raw('/api/ticket/account/uat_2001/html');
    expect(pass.status).toBe(200);
    expect(pass.headers.get('content-type')).toMatch(/text\/html/);
    const html = await pass.text();
    expect(html).toContain('<h2>Gold Season Pass 2026</h2>');
    expect(html).toContain('<p class="barcode">SP2026001234</p>');

    const grouping = await (await shopper.raw('/api/ticket/account-grouping/atg_4001/html')).text();
    expect(grouping.match(/class="ticket"/g)).toHaveLength(3);
    expect(grouping).toContain('<p>Lakeside Adventure Park, Saturday, December 5, 2026, 10:00 AM</p>');
    expect(grouping).toContain('<p>Jordan Rivera - Order LAP-100482</p>');

    const casey = await signedInShopper(storyApp(), 'acct_casey');
    expect((await casey.raw('/api/ticket/account/uat_2001/html')).status).toBe(404);
    expect((await casey.raw('/api/ticket/account-grouping/atg_4001/html')).status).toBe(404);
  });
});

describe('entitlements', () => {
  it('lists Jordan\u2019s complimentary tickets and counts what the cart holds', async () => {
    const shopper = await signedInShopper();
    const list = (await shopper.api.GET('/product/entitlement')).data?.value;
    expect(list).toEqual([
      {
        id: 'ent_4001',
        productId: 'prod_comp_day',
        productVariantId: 'var_comp_day',
        productName: 'Complimentary Day Ticket',
        productVariantName: 'Complimentary Admission',
        validityStartDate: '2026-11-01',
        validityEndDate: '2027-10-31',
        totalQuantity: 2,
        remainingQuantity: 2,
        accountFirstName: 'Jordan',
        accountLastName: 'Rivera',
      },
      // A second passholder's on the same variant, named for its holder.
      {
        id: 'ent_4002',
        productId: 'prod_comp_day',
        productVariantId: 'var_comp_day',
        productName: 'Complimentary Day Ticket',
        productVariantName: 'Complimentary Admission',
        validityStartDate: '2026-11-01',
        validityEndDate: '2027-10-31',
        totalQuantity: 1,
        remainingQuantity: 1,
        accountFirstName: 'Avery',
        accountLastName: 'Rivera',
      },
    ]);
    const casey = await signedInShopper(storyApp(), 'acct_casey');
    expect((await casey.api.GET('/product/entitlement')).data?.value).toEqual([]);
  });

  it('an order that redeems an entitlement lowers what remains, after the cart is emptied too', async () => {
    const shopper = await signedInShopper();
    const redeem = {
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
          entitlementId: 'ent_4001',
          quantity: 1,
        },
      ],
      reSubmitContext: null,
      saleFlowId: 2 as const,
    };
    expect((await shopper.api.POST('/cart/add', { body: redeem })).data?.success).toBe(true);
    const remaining = async () =>
      (await shopper.api.GET('/product/entitlement')).data?.value.find((e) => e.id === 'ent_4001')
        ?.remainingQuantity;
    expect(await remaining()).toBe(1);

    await shopper.api.POST('/cart/settings', { body: checkoutSettings });
    const placed = await shopper.api.POST('/order/submit', {
      body: { paymentKey: null, savePaymentToAccount: false, cardholderName: null, cardholderAddress: null },
      headers: { 'Idempotency-Key': 'redeem-ent-4001' },
    });
    expect(placed.data?.success).toBe(true);
    expect((await shopper.api.GET('/cart/mini-cart')).data?.value.itemCount).toBe(0);
    expect(await remaining()).toBe(1);
  });

  it('leaves out entitlements that expired', async () => {
    const shopper = await signedInShopper(storyApp(Date.parse('2027-11-15T12:00:00Z')));
    expect((await shopper.api.GET('/product/entitlement')).data?.value).toEqual([]);
  });
});

describe('redeeming entitlements (addToCart, sale flows 2 and 15)', () => {
  const compDay = (
    quantity: number,
    entitlementId: string | null = 'ent_4001',
    saleFlowId: 1 | 2 | 15 = 2,
  ) => ({
    items: [
      {
        productVariantId: 'var_comp_day',
        productId: 'prod_comp_day',
        performances: [
          { selectionIndex: 1, performanceId: 'perf_day_20261205_1000', showCategoryId: null, seatId: null },
        ],
        entitlementId,
        quantity,
      },
    ],
    reSubmitContext: null,
    saleFlowId,
  });
  const parking = (quantity: number, entitlementId = 'aent_5001') => ({
    items: [{ productVariantId: 'var_parking', productId: 'prod_parking', entitlementId, quantity }],
    reSubmitContext: null,
    saleFlowId: 15 as const,
  });
  const itemCount = async (shopper: Awaited<ReturnType<typeof signedInShopper>>) =>
    (await shopper.api.GET('/cart/mini-cart')).data?.value.itemCount;

  it('answers 404 for an unknown entitlement, another account\u2019s, or one of the other sale flow', async () => {
    const jordan = await signedInShopper();
    expect(await status(jordan.api.POST('/cart/add', { body: compDay(1, 'ent_9999') }))).toEqual({
      status: 404,
      message: 'The requested item was not found',
    });
    const casey = await signedInShopper(storyApp(), 'acct_casey');
    expect((await status(casey.api.POST('/cart/add', { body: compDay(1) }))).status).toBe(404);
    // ent_4001 is redeemed on the entitlement page (2), aent_5001 on the account-entitlement page (15).
    expect((await status(jordan.api.POST('/cart/add', { body: compDay(1, 'ent_4001', 15) }))).status).toBe(
      404,
    );
    expect((await status(jordan.api.POST('/cart/add', { body: compDay(1, 'aent_5001') }))).status).toBe(404);
    // Nor does a public add redeem one.
    expect((await status(jordan.api.POST('/cart/add', { body: compDay(1, 'ent_4001', 1) }))).status).toBe(
      404,
    );
    expect(await itemCount(jordan)).toBe(0);
  });

  it('refuses more than remains, counting what the cart holds, with the quantity rule\u2019s message', async () => {
    const shopper = await signedInShopper();
    const add = async (body: ReturnType<typeof compDay> | ReturnType<typeof parking>) =>
      (await shopper.api.POST('/cart/add', { body })).data;
    const refused = (max: number) => ({
      success: false,
      message: `Minimum quantity is 0, Maximum quantity is ${max}`,
    });
    expect(await add(compDay(3))).toMatchObject(refused(2));
    expect(await add(compDay(2))).toMatchObject({ success: true });
    expect(await add(compDay(1))).toMatchObject(refused(0));
    // Jordan's parking entitlement has 1 of 2 redemptions left.
    expect(await add(parking(2))).toMatchObject(refused(1));
    expect(await add(parking(1))).toMatchObject({ success: true });
    expect(await itemCount(shopper)).toBe(3);
  });

  it('refuses an expired entitlement as having nothing left', async () => {
    const shopper = await signedInShopper(storyApp(Date.parse('2027-11-15T12:00:00Z')));
    const { data } = await shopper.api.POST('/cart/add', { body: compDay(1) });
    expect(data).toMatchObject({ success: false, message: 'Minimum quantity is 0, Maximum quantity is 0' });
  });

  it('answers 400 for a redemption line without its entitlement', async () => {
    const shopper = await signedInShopper();
    expect((await status(shopper.api.POST('/cart/add', { body: compDay(1, null) }))).status).toBe(400);
    expect(await itemCount(shopper)).toBe(0);
  });
});

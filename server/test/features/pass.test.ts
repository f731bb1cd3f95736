import { StorefrontApiError } from '@boxoffice/sdk';
import { describe, expect, it } from 'vitest';
import { PgliteDatabase } from '../../src/store/sql/database.js';
import { migrate } from '../../src/store/sql/migrate.js';
import { SqlStore } from '../../src/store/sql/sql-store.js';
import { TestShopper, testApp } from '../support/client.js';
import { addAvery, averyDetails, signedInShopper, storyApp } from './pass-support.js';

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

const avery = {
  extProductVariantId: 'var_gold_child',
  birthDate: '2018-06-14',
  firstName: 'Avery',
  lastName: 'Rivera',
};

async function rejection(call: Promise<unknown>): Promise<StorefrontApiError> {
  const error = await call.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(StorefrontApiError);
  return error as StorefrontApiError;
}

async function upload(shopper: TestShopper, id: string, name: string, type: string, bytes: Buffer) {
  const form = new FormData();
  form.append('uploadFile', new File([new Uint8Array(bytes)], name, { type }));
  return shopper.raw(`/api/cart/pass/${id}/image`, {
    method: 'POST',
    body: form,
    headers: { 'x-xsrf-token': shopper.cookies.get('XSRF-TOKEN') ?? '' },
  });
}

describe('new passes with their holders (addPassWithProduct)', () => {
  it('adds a Gold Child pass for Avery with a cart line, and goes on to the pass flow', async () => {
    const shopper = await signedInShopper();
    const { data } = await shopper.api.POST('/cart/add-pass-with-product', { body: addAvery });
    expect(data).toMatchObject({ success: true, confirmationRequired: false, proceedToPassFlow: true });
    expect(data?.analyticsEvent?.eventData).toEqual({ currency: 'USD', value: 159 });

    const passes = (await shopper.api.GET('/cart/pass')).data?.value;
    expect(passes?.installmentBillingBlocked).toBe(false);
    expect(passes?.passes).toHaveLength(1);
    expect(passes?.passes[0]).toMatchObject({
      firstName: 'Avery',
      lastName: 'Rivera',
      birthDate: '2018-06-14',
      // The signed-in account's address and phone are the starting point.
      address1: '1200 Lakeview Dr',
      state: 'TX',
      phoneNumber: '5125550142',
      isRenewal: false,
      isTicketUpgrade: false,
      requiresProductSelection: false,
      selectedExtProductVariantId: 'var_gold_child',
      productDisplayName: 'Gold Season Pass 2027',
      passLevelName: 'Gold',
      passKindId: 1,
      photoUploaded: false,
      isPrimaryContact: true,
    });

    const cart = (await shopper.api.GET('/cart')).data?.value;
    expect(cart?.cartTotal).toBe(159);
  });

  it('answers 400 with the row messages, first failure first', async () => {
    const shopper = await signedInShopper();
    const tooOld = { ...avery, birthDate: '2010-01-01' };
    const error = await rejection(
      shopper.api.POST('/cart/add-pass-with-product', { body: { ...addAvery, newPasses: [tooOld] } }),
    );
    expect(error.status).toBe(400);
    expect(error.serverMessage).toBe('Invalid birth date for this selection');
    expect((await shopper.api.GET('/cart/pass')).data?.value.passes).toEqual([]);
  });

  it('answers 404 for an unknown variant', async () => {
    const shopper = await signedInShopper();
    const row = { ...avery, extProductVariantId: 'var_nothing' };
    const error = await rejection(
      shopper.api.POST('/cart/add-pass-with-product', { body: { ...addAvery, newPasses: [row] } }),
    );
    expect(error.status).toBe(404);
  });

  it('asks before adding a second pass for the same holder, and adds it once confirmed', async () => {
    const shopper = await signedInShopper();
    await shopper.api.POST('/cart/add-pass-with-product', { body: addAvery });
    const ask = (await shopper.api.POST('/cart/add-pass-with-product', { body: addAvery })).data;
    expect(ask).toMatchObject({ confirmationRequired: true, proceedButtonText: 'Add Pass' });
    expect(ask?.confirmationMessageHtml).toContain('Avery Rivera already has a pass in your cart');
    expect((await shopper.api.GET('/cart/pass')).data?.value.passes).toHaveLength(1);

    const body = { ...addAvery, reSubmitContext: ask?.confirmationReSubmitContext ?? null };
    const done = (await shopper.api.POST('/cart/add-pass-with-product', { body })).data;
    expect(done).toMatchObject({ success: true, proceedToPassFlow: true });
    expect((await shopper.api.GET('/cart/pass')).data?.value.passes).toHaveLength(2);
  });

  it('refuses a pass through a sale flow it is not sold in', async () => {
    const shopper = await signedInShopper();
    const { data } = await shopper.api.POST('/cart/add-pass-with-product', {
      body: { ...addAvery, saleFlowId: 7 },
    });
    expect(data).toMatchObject({ success: false, message: 'This product is not available at this time.' });
  });

  it('prices a pass from the verified educators page at the promotion, also after updates', async () => {
    const shopper = await signedInShopper();
    const educator = {
      ...addAvery,
      tags: ['teachers'],
      saleFlowId: 7 as const,
      newPasses: [
        {
          extProductVariantId: 'var_fun_card',
          birthDate: '1988-03-09',
          firstName: 'Jordan',
          lastName: 'Rivera',
        },
      ],
    };
    const { data } = await shopper.api.POST('/cart/add-pass-with-product', { body: educator });
    expect(data).toMatchObject({ success: true, proceedToPassFlow: true });
    expect(data?.analyticsEvent?.eventData).toEqual({ currency: 'USD', value: 79 });
    const item = (await shopper.api.GET('/cart')).data?.value.itemGroups[0]?.items[0];
    expect(item).toMatchObject({ productVariantId: 'var_fun_card', unitPrice: 79, itemTotal: 79 });
    expect(item?.offers).toEqual([
      { quantity: 1, displayName: 'Educator Fun Card', unitPriceAdjustment: -20, adjustmentTotal: -20 },
    ]);

    // Saving the holder stores the line again: the promotion still prices it.
    const id = (await shopper.api.GET('/cart/pass')).data?.value.passes[0]?.extCartTicketId ?? '';
    await shopper.api.POST('/cart/pass/{id}', {
      params: { path: { id } },
      body: { ...averyDetails, firstName: 'Jordan', birthDate: '1988-03-09' },
    });
    expect((await shopper.api.GET('/cart')).data?.value.cartTotal).toBe(79);
  });

  it('needs a signed-in session', async () => {
    const shopper = await new TestShopper(storyApp()).open();
    const error = await rejection(shopper.api.GET('/cart/pass'));
    expect(error.status).toBe(401);
  });
});

describe('pass demographics (updateCartPass, finalizePassDemographics)', () => {
  it('saves the holder, then Continue finalizes', async () => {
    const shopper = await signedInShopper();
    const id = (await shopper.api.POST('/cart/add-new-pass')).data?.value ?? '';
    expect(id).toMatch(/^ct_\d+$/);
    const blank = (await shopper.api.GET('/cart/pass/{id}', { params: { path: { id } } })).data?.value;
    expect(blank).toMatchObject({
      firstName: null,
      requiresProductSelection: true,
      selectedExtProductVariantId: null,
    });

    const finalizeEarly = await rejection(shopper.api.POST('/cart/pass-finalize-demographics'));
    expect(finalizeEarly.status).toBe(409);
    expect(finalizeEarly.serverMessage).toBe('Please correct errors above');

    const saved = await shopper.api.POST('/cart/pass/{id}', {
      params: { path: { id } },
      body: { ...averyDetails, emailAddress: 'avery@example.com', phoneNumber: '(512) 555-0142' },
    });
    expect(saved.data).toEqual({ success: true, message: null });
    const pass = (await shopper.api.GET('/cart/pass/{id}', { params: { path: { id } } })).data?.value;
    // Avery is 8: no email is kept; the phone is kept as its digits.
    expect(pass).toMatchObject({ firstName: 'Avery', emailAddress: null, phoneNumber: '5125550142' });

    const finalized = await shopper.api.POST('/cart/pass-finalize-demographics');
    expect(finalized.data).toEqual({ success: true, message: null });
  });

  it('answers 400 with every failing rule and keeps the old details', async () => {
    const shopper = await signedInShopper();
    await shopper.api.POST('/cart/add-pass-with-product', { body: addAvery });
    const id = (await shopper.api.GET('/cart/pass')).data?.value.passes[0]?.extCartTicketId ?? '';
    const response = await shopper.raw(`/api/cart/pass/${id}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-xsrf-token': shopper.cookies.get('XSRF-TOKEN') ?? '',
      },
      body: JSON.stringify({ ...averyDetails, state: 'ON', zip: '7870', phoneNumber: '555-0142' }),
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      success: false,
      message: 'State is required',
      errors: [
        'State is required',
        'A 5 digit US or 6 character Canadian postal code is required',
        'A 10 digit phone number is required',
      ],
    });
    const pass = (await shopper.api.GET('/cart/pass/{id}', { params: { path: { id } } })).data?.value;
    expect(pass?.zip).toBe('78701');
  });

  it('answers 404 for a pass that is not in this cart', async () => {
    const shopper = await signedInShopper();
    const error = await rejection(
      shopper.api.GET('/cart/pass/{id}', { params: { path: { id: 'ct_9999' } } }),
    );
    expect(error.status).toBe(404);
  });
});

describe('holder photos', () => {
  it('stores an uploaded PNG and serves it back', async () => {
    const shopper = await signedInShopper();
    const id = (await shopper.api.POST('/cart/add-new-pass')).data?.value ?? '';
    const none = await shopper.raw(`/api/cart/pass/${id}/image`);
    expect(none.status).toBe(404);

    const uploaded = await upload(shopper, id, 'holder.png', 'image/png', PNG);
    expect(uploaded.status).toBe(200);
    const image = await shopper.raw(`/api/cart/pass/${id}/image?refresh=1`);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await image.arrayBuffer()).equals(PNG)).toBe(true);
    const pass = (await shopper.api.GET('/cart/pass/{id}', { params: { path: { id } } })).data?.value;
    expect(pass?.photoUploaded).toBe(true);
  });

  it('refuses a file that is not a png or jpeg image, even when named like one', async () => {
    const shopper = await signedInShopper();
    const id = (await shopper.api.POST('/cart/add-new-pass')).data?.value ?? '';
    for (const [name, bytes] of [
      ['notes.txt', PNG],
      ['fake.png', Buffer.from('not an image')],
    ] as const) {
      const response = await upload(shopper, id, name, 'image/png', bytes);
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({
        success: false,
        message: 'Only png, jpg and jpeg images are accepted',
      });
    }
  });

  it('refuses a photo over 5 MB', async () => {
    const shopper = await signedInShopper();
    const id = (await shopper.api.POST('/cart/add-new-pass')).data?.value ?? '';
    const big = Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024)]);
    const response = await upload(shopper, id, 'big.png', 'image/png', big);
    expect(response.status).toBe(400);
    expect((await response.json()).message).toBe('The photo must be 5 MB or smaller');
  });
});

describe('pass products and removal', () => {
  it('lists a new pass options by birth date and saves the choice as a cart line', async () => {
    const shopper = await signedInShopper();
    const id = (await shopper.api.POST('/cart/add-new-pass')).data?.value ?? '';
    await shopper.api.POST('/cart/pass/{id}', { params: { path: { id } }, body: averyDetails });
    const options = (
      await shopper.api.POST('/product/pass-renewal-product', { body: { id, isRenewal: false } })
    ).data?.value.products;
    const variants = options?.flatMap((p) => p.variants.map((v) => v.id));
    // Avery is 8: the child pass and the Fun Card (any age); the adult passes are for 10 and over.
    expect(variants).toEqual(['var_gold_child', 'var_fun_card']);

    const adult = await rejection(
      shopper.api.POST('/cart/pass-product', {
        body: { passes: [{ extCartTicketId: id, extProductVariantId: 'var_gold_adult' }] },
      }),
    );
    expect([adult.status, adult.serverMessage]).toEqual([400, 'Selection is required']);

    const wrong = await rejection(
      shopper.api.POST('/cart/pass-product', {
        body: { passes: [{ extCartTicketId: id, extProductVariantId: 'var_day_adult' }] },
      }),
    );
    expect(wrong.status).toBe(400);
    expect(wrong.serverMessage).toBe('Selection is required');

    await shopper.api.POST('/cart/pass-product', {
      body: { passes: [{ extCartTicketId: id, extProductVariantId: 'var_gold_child' }] },
    });
    expect((await shopper.api.GET('/cart')).data?.value.cartTotal).toBe(159);
    const pass = (await shopper.api.GET('/cart/pass/{id}', { params: { path: { id } } })).data?.value;
    expect(pass?.selectedExtProductVariantId).toBe('var_gold_child');
  });

  it("refuses an adult pass with a child's birth date from a pass product page", async () => {
    const shopper = await signedInShopper();
    const adult = addAvery.newPasses.map((row) => ({ ...row, extProductVariantId: 'var_gold_adult' }));
    const refused = await rejection(
      shopper.api.POST('/cart/add-pass-with-product', { body: { ...addAvery, newPasses: adult } }),
    );
    expect([refused.status, refused.serverMessage]).toEqual([400, 'Invalid birth date for this selection']);
    expect((await shopper.api.GET('/cart/pass')).data?.value.passes).toEqual([]);
  });

  it('removes a pass and its cart line', async () => {
    const shopper = await signedInShopper();
    await shopper.api.POST('/cart/add-pass-with-product', { body: addAvery });
    const id = (await shopper.api.GET('/cart/pass')).data?.value.passes[0]?.extCartTicketId ?? '';
    await shopper.api.POST('/cart/remove-pass', { body: { extCartTicketId: id } });
    expect((await shopper.api.GET('/cart/pass')).data?.value.passes).toEqual([]);
    expect((await shopper.api.GET('/cart')).data?.value.cartTotal ?? 0).toBe(0);
    const again = await rejection(shopper.api.POST('/cart/remove-pass', { body: { extCartTicketId: id } }));
    expect(again.status).toBe(404);
  });

  it('clearing the cart drops every pass, blank ones without a product included', async () => {
    const shopper = await signedInShopper();
    await shopper.api.POST('/cart/add-pass-with-product', { body: addAvery });
    const blank = (await shopper.api.POST('/cart/add-new-pass')).data?.value ?? '';
    expect((await shopper.api.GET('/cart/pass')).data?.value.passes).toHaveLength(2);

    const cleared = await shopper.api.POST('/cart/clear', { body: { reSubmitContext: null, force: true } });
    expect(cleared.data?.success).toBe(true);
    expect((await shopper.api.GET('/cart/pass')).data?.value.passes).toEqual([]);
    const gone = await rejection(shopper.api.GET('/cart/pass/{id}', { params: { path: { id: blank } } }));
    expect(gone.status).toBe(404);
  });
});

describe('renewals (addRenewalPass)', () => {
  it('adds Jordan\u2019s linked pass for renewal with its renewal option chosen', async () => {
    const shopper = await signedInShopper();
    await shopper.api.POST('/cart/add-renewal-pass', { body: { extUserAccountTicketIds: ['uat_2001'] } });
    await shopper.api.POST('/cart/add-new-pass');
    const passes = (await shopper.api.GET('/cart/pass')).data?.value.passes ?? [];
    expect(passes[0]).toMatchObject({
      firstName: 'Jordan',
      platformAccountId: 'SP2026001234',
      isRenewal: true,
      allowNameChange: false,
      allowBirthDateChange: false,
      requiresProductSelection: true,
      selectedExtProductVariantId: 'var_gold_adult',
      demographicsUpdateRequired: false,
      isPrimaryContact: true,
    });
    expect(passes[1]?.isPrimaryContact).toBe(false);
    const options = (
      await shopper.api.POST('/product/pass-renewal-product', {
        body: { id: passes[0]?.extCartTicketId ?? '', isRenewal: true },
      })
    ).data?.value.products;
    expect(options?.map((p) => [p.id, p.variants.map((v) => [v.id, v.price])])).toEqual([
      ['prod_gold_pass', [['var_gold_adult', 189]]],
    ]);

    const twice = await rejection(
      shopper.api.POST('/cart/add-renewal-pass', { body: { extUserAccountTicketIds: ['uat_2001'] } }),
    );
    expect(twice.status).toBe(400);
    expect(twice.serverMessage).toBe('No valid passes selected');
  });

  it('answers 404 for a pass not linked to the account', async () => {
    const shopper = await signedInShopper();
    const error = await rejection(
      shopper.api.POST('/cart/add-renewal-pass', { body: { extUserAccountTicketIds: ['uat_2002'] } }),
    );
    expect(error.status).toBe(404);
  });

  it('asks a holder not confirmed in 12 months to update, which unblocks Continue', async () => {
    const shopper = await signedInShopper();
    await shopper.api.POST('/account/link-pass', {
      body: { passholderId: 'SP2026002468', validationData: '5125550142' },
    });
    const linked = (await shopper.api.GET('/account/linked-pass-details')).data?.value.linkedPasses ?? [];
    const taylor = linked.find((p) => p.platformAccountId === 'SP2026002468')?.extUserAccountTicketId ?? '';
    await shopper.api.POST('/cart/add-renewal-pass', { body: { extUserAccountTicketIds: [taylor] } });
    const pass = (await shopper.api.GET('/cart/pass')).data?.value.passes[0];
    expect(pass?.demographicsUpdateRequired).toBe(true);
    expect((await rejection(shopper.api.POST('/cart/pass-finalize-demographics'))).status).toBe(409);

    const id = pass?.extCartTicketId ?? '';
    // Name and birth date stay the ticketing system's, whatever the form sends.
    await shopper.api.POST('/cart/pass/{id}', {
      params: { path: { id } },
      body: { ...averyDetails, firstName: 'X' },
    });
    const updated = (await shopper.api.GET('/cart/pass/{id}', { params: { path: { id } } })).data?.value;
    expect(updated).toMatchObject({
      firstName: 'Taylor',
      birthDate: '2016-09-30',
      demographicsUpdateRequired: false,
    });
    expect((await shopper.api.POST('/cart/pass-finalize-demographics')).data?.success).toBe(true);
  });
});

describe('passes added on a pass product page (POST /cart/add)', () => {
  const goldAdults = (quantity: number) => ({
    items: [
      { productVariantId: 'var_gold_adult', productId: 'prod_gold_pass', entitlementId: null, quantity },
    ],
    reSubmitContext: null,
    saleFlowId: 1 as const,
  });
  const jordan = { ...averyDetails, firstName: 'Jordan', birthDate: '1988-03-09' };
  const casey = { ...averyDetails, firstName: 'Casey', birthDate: '1990-07-21' };

  it('gives each pass its holder record, which the pass demographics calls see and finish', async () => {
    const shopper = await signedInShopper();
    const added = await shopper.api.POST('/cart/add', { body: goldAdults(2) });
    expect(added.data).toMatchObject({ success: true, proceedToPassFlow: true });

    const passes = (await shopper.api.GET('/cart/pass')).data?.value.passes ?? [];
    expect(
      passes.map((p) => [p.selectedExtProductVariantId, p.requiresProductSelection, p.isRenewal]),
    ).toEqual([
      ['var_gold_adult', false, false],
      ['var_gold_adult', false, false],
    ]);
    const ids = passes.map((p) => p.extCartTicketId);
    expect(new Set(ids).size).toBe(2);
    for (const id of ids) expect(id).toMatch(/^ct_\d+$/);

    // Continue needs the holders first; each card's Update saves one and keeps the pass's price.
    expect((await rejection(shopper.api.POST('/cart/pass-finalize-demographics'))).status).toBe(409);
    for (const [id, holder] of [
      [ids[0] ?? '', jordan],
      [ids[1] ?? '', casey],
    ] as const) {
      const saved = await shopper.api.POST('/cart/pass/{id}', { params: { path: { id } }, body: holder });
      expect(saved.data).toEqual({ success: true, message: null });
    }
    const pass = (await shopper.api.GET('/cart/pass/{id}', { params: { path: { id: ids[1] ?? '' } } })).data;
    expect(pass?.value).toMatchObject({ firstName: 'Casey', selectedExtProductVariantId: 'var_gold_adult' });
    expect((await shopper.api.POST('/cart/pass-finalize-demographics')).data).toEqual({
      success: true,
      message: null,
    });
    const items = (await shopper.api.GET('/cart')).data?.value.itemGroups.flatMap((g) => g.items) ?? [];
    expect(items.map((i) => [i.firstName, i.quantity, i.itemTotal])).toEqual([
      ['Jordan', 1, 189],
      ['Casey', 1, 189],
    ]);
  });

  it('keeps the page\u2019s sale context with the pass: the educator price stays after an update', async () => {
    const shopper = await signedInShopper();
    const body = {
      items: [
        { productVariantId: 'var_fun_card', productId: 'prod_fun_card', entitlementId: null, quantity: 1 },
      ],
      reSubmitContext: null,
      tags: ['teachers'],
      saleFlowId: 7 as const,
    };
    expect((await shopper.api.POST('/cart/add', { body })).data?.analyticsEvent?.eventData.value).toBe(79);
    const id = (await shopper.api.GET('/cart/pass')).data?.value.passes[0]?.extCartTicketId ?? '';
    await shopper.api.POST('/cart/pass/{id}', { params: { path: { id } }, body: jordan });
    const item = (await shopper.api.GET('/cart')).data?.value.itemGroups[0]?.items[0];
    expect(item).toMatchObject({ firstName: 'Jordan', unitPrice: 79, itemTotal: 79 });
  });

  it('keeps the pass apart from a blank pass added before it (their ids differ)', async () => {
    const shopper = await signedInShopper();
    const blank = (await shopper.api.POST('/cart/add-new-pass')).data?.value ?? '';
    await shopper.api.POST('/cart/add', { body: goldAdults(1) });
    const passes = (await shopper.api.GET('/cart/pass')).data?.value.passes ?? [];
    expect(passes.map((p) => [p.extCartTicketId === blank, p.selectedExtProductVariantId])).toEqual([
      [true, null],
      [false, 'var_gold_adult'],
    ]);
    // Removing the blank pass leaves the other and its line.
    await shopper.api.POST('/cart/remove-pass', { body: { extCartTicketId: blank } });
    expect((await shopper.api.GET('/cart/mini-cart')).data?.value.itemCount).toBe(1);
    expect((await shopper.api.GET('/cart/pass')).data?.value.passes).toHaveLength(1);
  });
});

describe('limits of the pass flow', () => {
  /** Rows of distinct adult holders, so none asks 'Passholder Already in Cart'. */
  const holders = (count: number, from = 1) => ({
    ...addAvery,
    newPasses: Array.from({ length: count }, (_, i) => ({
      extProductVariantId: 'var_gold_adult',
      birthDate: '1988-03-09',
      firstName: `Guest${from + i}`,
      lastName: 'Rivera',
    })),
  });
  const passCount = async (shopper: TestShopper) =>
    (await shopper.api.GET('/cart/pass')).data?.value.passes.length;

  it('adds up to 20 passholders in one call and refuses 21 with a 400, adding none', async () => {
    const family = await signedInShopper();
    expect((await family.api.POST('/cart/add-pass-with-product', { body: holders(20) })).data?.success).toBe(
      true,
    );
    expect(await passCount(family)).toBe(20);

    const crowd = await signedInShopper();
    const refused = await rejection(crowd.api.POST('/cart/add-pass-with-product', { body: holders(21) }));
    expect(refused.status).toBe(400);
    expect(await passCount(crowd)).toBe(0);
  });

  it('holds at most 50 passes in a cart, however they are added', async () => {
    const shopper = await signedInShopper();
    for (const from of [1, 21, 41]) {
      const rows = holders(from === 41 ? 10 : 20, from);
      expect((await shopper.api.POST('/cart/add-pass-with-product', { body: rows })).data?.success).toBe(
        true,
      );
    }
    expect(await passCount(shopper)).toBe(50);

    const full = 'A cart can hold up to 50 passes';
    for (const call of [
      shopper.api.POST('/cart/add-pass-with-product', { body: holders(1, 51) }),
      shopper.api.POST('/cart/add-new-pass'),
      shopper.api.POST('/cart/add-renewal-pass', { body: { extUserAccountTicketIds: ['uat_2001'] } }),
    ]) {
      const error = await rejection(call);
      expect([error.status, error.serverMessage]).toEqual([400, full]);
    }
    expect(await passCount(shopper)).toBe(50);

    // Removing a pass makes room for one more.
    const first = (await shopper.api.GET('/cart/pass')).data?.value.passes[0]?.extCartTicketId ?? '';
    await shopper.api.POST('/cart/remove-pass', { body: { extCartTicketId: first } });
    expect((await shopper.api.POST('/cart/add-new-pass')).data?.success).toBe(true);
  });

  it('keeps at most 25 MB of photos in a session; a new photo replaces its pass\u2019s own', async () => {
    const shopper = await signedInShopper();
    const ids: string[] = [];
    for (let i = 0; i < 6; i++) ids.push((await shopper.api.POST('/cart/add-new-pass')).data?.value ?? '');
    // Just under 5 MB each: five fit in 25 MB, a sixth does not.
    const photo = Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024 - PNG.length - 1024)]);
    for (const id of ids.slice(0, 5))
      expect((await upload(shopper, id, 'holder.png', 'image/png', photo)).status).toBe(200);

    const sixth = await upload(shopper, ids[5] ?? '', 'holder.png', 'image/png', photo);
    expect(sixth.status).toBe(400);
    expect(await sixth.json()).toEqual({
      success: false,
      message: 'The photos of your passes can take up to 25 MB in all. Please upload a smaller photo.',
    });
    // Uploading again to a pass with a photo replaces it: the session's photos do not grow.
    expect((await upload(shopper, ids[0] ?? '', 'again.png', 'image/png', photo)).status).toBe(200);

    // A pass that leaves the cart takes its photo with it, making room.
    await shopper.api.POST('/cart/remove-pass', { body: { extCartTicketId: ids[1] ?? '' } });
    expect((await upload(shopper, ids[5] ?? '', 'holder.png', 'image/png', photo)).status).toBe(200);
  });
});

describe('holder photos on the database store', () => {
  it('keeps a photo as a file of the session, out of the data every call of the session reads', async () => {
    const db = await PgliteDatabase.open();
    await migrate(db);
    const store = new SqlStore(db, {
      idleMs: () => 20 * 60_000,
      now: Date.now,
      sweepEveryMs: 0,
      concurrent: false,
    });
    const app = testApp({ store });
    const shopper = await new TestShopper(app).open();
    const sessionId = shopper.cookies.get('BOXOFFICE_SESSION') ?? '';
    await store.visit(sessionId, Date.now(), 'write', async (session) => {
      if (session) session.accountId = 'acct_jordan';
    });
    const id = (await shopper.api.POST('/cart/add-new-pass')).data?.value ?? '';
    const photo = Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024 - PNG.length - 1024, 7)]);
    expect((await upload(shopper, id, 'holder.png', 'image/png', photo)).status).toBe(200);

    const image = await shopper.raw(`/api/cart/pass/${id}/image`);
    expect(image.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await image.arrayBuffer()).equals(photo)).toBe(true);
    expect((await shopper.api.GET('/cart/pass')).data?.value.passes[0]?.photoUploaded).toBe(true);
    const { rows } = await db.query<{ size: number }>(
      'SELECT length(slots::text) AS size FROM sessions WHERE id = $1',
      [sessionId],
    );
    expect(rows[0]?.size).toBeLessThan(10_000);
  });
});

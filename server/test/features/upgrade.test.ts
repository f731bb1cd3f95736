import { StorefrontApiError } from '@boxoffice/sdk';
import { describe, expect, it } from 'vitest';
import { averyDetails, signedInShopper } from './pass-support.js';

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

const jordan = { id: 'lut_4001', firstName: 'Jordan', lastName: 'Rivera', birthDate: '1988-03-09' };

describe('Upgrade Your Tickets', () => {
  it('lists the linked tickets, eligible or with the reason they are not', async () => {
    const shopper = await signedInShopper();
    const { data } = await shopper.api.GET('/upgrade/linked-upgrade-ticket');
    expect(data?.value).toEqual([
      {
        id: 'lut_4001',
        mediaCode: 'LAP1004820001',
        eligibleForUpgrade: true,
        notEligibleReason: null,
        selected: false,
        firstName: 'Jordan',
        lastName: 'Rivera',
        birthDate: '1988-03-09',
      },
      {
        id: 'lut_4002',
        mediaCode: 'LAP1004820002',
        eligibleForUpgrade: false,
        notEligibleReason: 'This ticket has already been upgraded',
        selected: false,
        firstName: null,
        lastName: null,
        birthDate: null,
      },
    ]);
  });

  it('links a ticket by barcode once, and says when none is found', async () => {
    const shopper = await signedInShopper();
    const none = await status(
      shopper.api.POST('/upgrade/link-upgrade-ticket', { body: { barcodes: ['NOSUCH1'] } }),
    );
    expect(none).toEqual({ status: 400, message: 'No valid barcodes found' });

    const some = await shopper.api.POST('/upgrade/link-upgrade-ticket', {
      body: { barcodes: ['LAP1004820003', 'LAP1004820001', 'NOSUCH1'] },
    });
    expect(some.data).toEqual({ success: true, message: 'No ticket was found for NOSUCH1' });
    const tickets = (await shopper.api.GET('/upgrade/linked-upgrade-ticket')).data?.value ?? [];
    expect(tickets.map((t) => t.mediaCode)).toEqual(['LAP1004820001', 'LAP1004820002', 'LAP1004820003']);

    const added = tickets[2]?.id ?? '';
    await shopper.api.POST('/upgrade/remove-linked-upgrade-ticket', { body: { id: added } });
    expect((await shopper.api.GET('/upgrade/linked-upgrade-ticket')).data?.value).toHaveLength(2);
    expect(
      await status(shopper.api.POST('/upgrade/remove-linked-upgrade-ticket', { body: { id: added } })),
    ).toMatchObject({
      status: 404,
    });
  });

  it('gives a story ticket linked again its old id back', async () => {
    const shopper = await signedInShopper();
    await shopper.api.POST('/upgrade/remove-linked-upgrade-ticket', { body: { id: 'lut_4001' } });
    const listed = async () =>
      ((await shopper.api.GET('/upgrade/linked-upgrade-ticket')).data?.value ?? []).map((t) => [
        t.id,
        t.mediaCode,
      ]);
    expect(await listed()).toEqual([['lut_4002', 'LAP1004820002']]);
    await shopper.api.POST('/upgrade/link-upgrade-ticket', { body: { barcodes: ['LAP1004820001'] } });
    expect(await listed()).toEqual([
      ['lut_4002', 'LAP1004820002'],
      ['lut_4001', 'LAP1004820001'],
    ]);
  });

  it('upgrades Jordan\u2019s Day Ticket: options at the difference, then a cart line', async () => {
    const shopper = await signedInShopper();
    const refused = await status(
      shopper.api.POST('/upgrade/select', { body: { selections: [{ ...jordan, id: 'lut_4002' }] } }),
    );
    expect(refused).toEqual({ status: 400, message: 'No tickets selected for upgrade' });

    await shopper.api.POST('/upgrade/select', { body: { selections: [jordan] } });
    const pass = (await shopper.api.GET('/cart/pass')).data?.value.passes[0];
    expect(pass).toMatchObject({
      firstName: 'Jordan',
      isTicketUpgrade: true,
      requiresProductSelection: true,
      selectedExtProductVariantId: null,
      // The holder starts with the account's address, as a new pass does.
      address1: '1200 Lakeview Dr',
      city: 'Austin',
      state: 'TX',
      zip: '78701',
      phoneNumber: '5125550142',
    });
    const id = pass?.extCartTicketId ?? '';
    const options = (await shopper.api.POST('/product/ticket-upgrade-product', { body: { id } })).data?.value;
    expect(options?.map((o) => [o.extProductVariantId, o.price])).toEqual([
      ['var_gold_adult', 119.01],
      ['var_fun_card', 29.01],
      ['var_platinum_adult', 229.01],
    ]);
    expect(options?.[0]?.installmentBillingDescription).toBe('6-month payment plan available');
    const same = (
      await shopper.api.GET('/upgrade/product/{extCartTicketId}', {
        params: { path: { extCartTicketId: id } },
      })
    ).data?.value;
    expect(same).toEqual(options);

    await shopper.api.POST('/cart/pass-product', {
      body: { passes: [{ extCartTicketId: id, extProductVariantId: 'var_gold_adult' }] },
    });
    expect((await shopper.api.GET('/cart')).data?.value.cartTotal).toBe(119.01);
    const ticket = (await shopper.api.GET('/upgrade/linked-upgrade-ticket')).data?.value[0];
    expect(ticket?.selected).toBe(true);

    // Selecting again updates the same pass instead of adding a second.
    await shopper.api.POST('/upgrade/select', { body: { selections: [{ ...jordan, firstName: 'Jordy' }] } });
    const passes = (await shopper.api.GET('/cart/pass')).data?.value.passes ?? [];
    expect(passes.map((p) => [p.extCartTicketId, p.firstName])).toEqual([[id, 'Jordy']]);
  });

  it('checks the holder rows and the ticket ids', async () => {
    const shopper = await signedInShopper();
    const blank = await status(
      shopper.api.POST('/upgrade/select', { body: { selections: [{ ...jordan, birthDate: '2030-01-01' }] } }),
    );
    expect(blank.status).toBe(400);
    const unknown = await status(
      shopper.api.POST('/upgrade/select', { body: { selections: [{ ...jordan, id: 'lut_9999' }] } }),
    );
    expect(unknown.status).toBe(404);
  });

  it("offers a child's ticket only the passes of her age, and refuses an adult pass for her", async () => {
    // Issue 40: an 8-year-old holder (born 2018-06-14, as Avery) was offered Gold Adult and Platinum
    // Adult, and the server took Gold Adult for her.
    const shopper = await signedInShopper();
    await shopper.api.POST('/upgrade/link-upgrade-ticket', { body: { barcodes: ['LAP1004820003'] } });
    const child = (await shopper.api.GET('/upgrade/linked-upgrade-ticket')).data?.value.find(
      (t) => t.mediaCode === 'LAP1004820003',
    );
    const avery = { id: child?.id ?? '', firstName: 'Avery', lastName: 'Rivera', birthDate: '2018-06-14' };
    await shopper.api.POST('/upgrade/select', { body: { selections: [avery] } });
    const id = (await shopper.api.GET('/cart/pass')).data?.value.passes[0]?.extCartTicketId ?? '';
    const options = (await shopper.api.POST('/product/ticket-upgrade-product', { body: { id } })).data?.value;
    // Ages 3-9 (Gold Child) and any age (Fun Card); the adult passes are for 10 and over.
    expect(options?.map((o) => [o.extProductVariantId, o.price])).toEqual([
      ['var_gold_child', 109.01],
      ['var_fun_card', 49.01],
    ]);
    for (const adult of ['var_gold_adult', 'var_platinum_adult'])
      expect(
        await status(
          shopper.api.POST('/cart/pass-product', {
            body: { passes: [{ extCartTicketId: id, extProductVariantId: adult }] },
          }),
        ),
      ).toEqual({ status: 400, message: 'Selection is required' });
    expect((await shopper.api.GET('/cart')).data?.value.cartTotal).toBe(0);
  });

  it('has no upgrade options for a pass that is not an upgrade', async () => {
    const shopper = await signedInShopper();
    const id = (await shopper.api.POST('/cart/add-new-pass')).data?.value ?? '';
    await shopper.api.POST('/cart/pass/{id}', { params: { path: { id } }, body: averyDetails });
    const options = (await shopper.api.POST('/product/ticket-upgrade-product', { body: { id } })).data?.value;
    expect(options).toEqual([]);
  });

  it('removing the linked ticket takes its upgrade pass out of the cart', async () => {
    const shopper = await signedInShopper();
    await shopper.api.POST('/upgrade/select', { body: { selections: [jordan] } });
    await shopper.api.POST('/upgrade/remove-linked-upgrade-ticket', { body: { id: 'lut_4001' } });
    expect((await shopper.api.GET('/cart/pass')).data?.value.passes).toEqual([]);
  });
});

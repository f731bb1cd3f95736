// What a shopper bought is theirs to see (issue 23): an order's passes become issued passes, linked
// to the signed-in buyer's account, and its tickets are the account's, each with its ticket view.
import { isStorefrontApiError } from '@boxoffice/sdk';
import { describe, expect, it } from 'vitest';
import { issuedPass, issuedPassById } from '../../src/domain/passes/index.js';
import { buyAveryAndADayTicket } from './bought-support.js';
import { averyDetails, signedInShopper, storyApp } from './pass-support.js';

const status = async (call: Promise<unknown>) =>
  call.then(
    () => 'ok',
    (error: unknown) => (isStorefrontApiError(error) ? error.status : error),
  );

describe('what a signed-in shopper bought is in My Account', () => {
  it('links the bought pass to the account, lists both, and shows each ticket view', async () => {
    const app = storyApp();
    const jordan = await signedInShopper(app);
    const { passId, dayBarcode } = await buyAveryAndADayTicket(app, jordan, 'bought-1');

    const linked = (await jordan.api.GET('/account/linked-pass-details')).data?.value.linkedPasses ?? [];
    expect(
      linked.map((p) => [p.platformAccountId, p.firstName, p.effectiveStartDate, p.effectiveEndDate]),
    ).toEqual([
      ['SP2026001234', 'Jordan', '2026-01-01', '2026-12-31'],
      [passId, 'Avery', '2027-01-01', '2027-12-31'],
    ]);
    const link = linked[1]?.extUserAccountTicketId ?? '';
    // Renewable next season, like the story's 2026 pass is now; but the catalog sells no season after
    // 2027 yet, so the bought pass is not offered for renewal (PassCatalog.renewalsOf).
    expect(linked.map((p) => p.availableForUpgrade)).toEqual([true, false]);

    const hub = await (await jordan.raw('/profile')).text();
    expect(hub).toContain(
      `href="/ticket/account/${link}">Gold Season Pass 2027</a>, Avery Rivera, Pass ID ${passId}`,
    );
    expect(hub).toContain(
      `href="/ticket/account/${dayBarcode}">Day Ticket - Adult (Ages 10+)</a>, December 5, 2026, ${dayBarcode}`,
    );

    const passView = await jordan.api.GET('/ticket/account/{id}/html', {
      params: { path: { id: link } },
      parseAs: 'text',
    });
    expect(passView.data).toContain('Avery Rivera');
    expect(passView.data).toContain(`Pass ID ${passId}`);
    const dayView = await jordan.api.GET('/ticket/account/{id}/html', {
      params: { path: { id: dayBarcode } },
      parseAs: 'text',
    });
    expect(dayView.data).toContain('Day Ticket - Adult (Ages 10+)');
    expect(dayView.data).toContain(`<p class="barcode">${dayBarcode}</p>`);

    // Another account sees neither.
    const casey = await signedInShopper(app, 'acct_casey');
    for (const id of [link, dayBarcode])
      expect(
        await status(
          casey.api.GET('/ticket/account/{id}/html', { params: { path: { id } }, parseAs: 'text' }),
        ),
      ).toBe(404);
    expect(await (await casey.raw('/profile')).text()).not.toContain(dayBarcode);
  });

  it('a bought pass is an issued pass: unlinked, another account links it with the phone on file', async () => {
    const app = storyApp();
    const jordan = await signedInShopper(app);
    const { passId } = await buyAveryAndADayTicket(app, jordan, 'bought-2');
    expect((await issuedPassById(app.services.store, passId))?.firstName).toBe('Avery');
    const linked = (await jordan.api.GET('/account/linked-pass-details')).data?.value.linkedPasses ?? [];
    const link = linked.find((p) => p.platformAccountId === passId)?.extUserAccountTicketId ?? '';

    const casey = await signedInShopper(app, 'acct_casey');
    const link2 = { passholderId: passId, validationData: averyDetails.phoneNumber };
    expect(await status(casey.api.POST('/account/link-pass', { body: link2 }))).toBe(400);
    await jordan.api.POST('/account/unlink-pass', { body: { extUserAccountTicketId: link } });
    const wrong = { passholderId: passId, validationData: '5125550000' };
    expect(await status(casey.api.POST('/account/link-pass', { body: wrong }))).toBe(400);
    expect((await casey.api.POST('/account/link-pass', { body: link2 })).data?.success).toBe(true);
    const passes = (await casey.api.GET('/account/linked-pass-details')).data?.value.linkedPasses ?? [];
    expect(passes.map((p) => p.platformAccountId)).toContain(passId);
  });
});

describe('issuedPass', () => {
  const app = storyApp();
  const pass = (variantId: string) => ({ lineId: 'ci_1', variantId, holder: { ...averyDetails } });

  it('is valid for the product\u2019s season, or from the day bought to its set end', () => {
    const gold = issuedPass(app.services.venue, pass('var_gold_child'), '1234', '2026-11-22');
    expect([gold?.effectiveStartDate, gold?.effectiveEndDate, gold?.passLevelName]).toEqual([
      '2027-01-01',
      '2027-12-31',
      'Gold',
    ]);
    const fun = issuedPass(app.services.venue, pass('var_fun_card'), '1234', '2026-11-22');
    expect([fun?.effectiveStartDate, fun?.effectiveEndDate]).toEqual(['2026-11-22', '2027-05-31']);
  });

  it('issues nothing for a variant that is not a pass', () => {
    expect(issuedPass(app.services.venue, pass('var_day_adult'), '1234', '2026-11-22')).toBeUndefined();
  });
});

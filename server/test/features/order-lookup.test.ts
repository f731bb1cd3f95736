import { isStorefrontApiError } from '@boxoffice/sdk';
import { describe, expect, it } from 'vitest';
import { CASEY_ACCOUNT_ID, JORDAN_ACCOUNT_ID } from '../../src/catalog/accounts.js';
import { TestShopper } from '../support/client.js';
import { cardFields, readyToPay, sessionOf, storyApp, tokenize } from './order-support.js';

const status = (error: unknown) => (isStorefrontApiError(error) ? error.status : error);

async function placed(app = storyApp(), accountId: string | null = null) {
  const { shopper, session } = await readyToPay(app);
  session.accountId = accountId;
  await shopper.api.POST('/order/submit', { body: cardFields('pk_3c8f1a6e90b2') });
  const { data } = await shopper.api.GET('/order/details');
  if (!data) throw new Error('no order');
  return { app, shopper, order: data.value };
}

describe('anonymous order lookup', () => {
  it('opens the order with its id and token from any session', async () => {
    const { app, order } = await placed();
    const stranger = await new TestShopper(app).open();
    const { data } = await stranger.api.POST('/order/details/external', {
      body: { extOrderTokenId: order.extOrderTokenId, token: order.token, phoneNumber: null },
    });
    expect(data).toMatchObject({
      success: true,
      phoneNumberRequired: false,
      value: { invoiceNumber: 'LAP-100483' },
    });
    const tickets = await stranger.fetch(
      new Request(
        `http://boxoffice.test/api/order/digital-tickets/external?extOrderTokenId=${order.extOrderTokenId}&token=${order.token}`,
      ),
    );
    expect(tickets.status).toBe(200);
    expect(await tickets.text()).toMatch(/class="barcode">\d{16}</);
  });

  it('asks for the phone number when the token fails, then opens with it', async () => {
    const { app, order } = await placed();
    const stranger = await new TestShopper(app).open();
    const base = { extOrderTokenId: order.extOrderTokenId, token: 'tok_truncated' };
    const first = await stranger.api.POST('/order/details/external', {
      body: { ...base, phoneNumber: null },
    });
    expect(first.data).toEqual({
      success: false,
      message: 'Please enter the phone number on the order',
      phoneNumberRequired: true,
    });
    const wrong = await stranger.api.POST('/order/details/external', {
      body: { ...base, phoneNumber: '5125550000' },
    });
    expect(wrong.data?.phoneNumberRequired).toBe(true);
    const right = await stranger.api.POST('/order/details/external', {
      body: { ...base, phoneNumber: '5125550142' },
    });
    expect(right.data?.value?.invoiceNumber).toBe('LAP-100483');
    // The tickets GET cannot ask for the phone: without it the wrong token is a 404, with it they open.
    const url = `http://boxoffice.test/api/order/digital-tickets/external?extOrderTokenId=${order.extOrderTokenId}&token=tok_truncated`;
    expect((await stranger.fetch(new Request(url))).status).toBe(404);
    expect((await stranger.fetch(new Request(`${url}&phoneNumber=5125550142`))).status).toBe(200);
  });

  it('answers 404 for an unknown order and 400 for a phone number that is not numeric', async () => {
    const { app, order } = await placed();
    const stranger = await new TestShopper(app).open();
    const unknown = { extOrderTokenId: 'ord_nosuch', token: order.token, phoneNumber: null };
    expect(await stranger.api.POST('/order/details/external', { body: unknown }).catch(status)).toBe(404);
    const bad = await stranger
      .raw('/api/order/details/external', {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          'X-XSRF-TOKEN': stranger.cookies.get('XSRF-TOKEN') ?? '',
        },
        body: JSON.stringify({
          extOrderTokenId: order.extOrderTokenId,
          token: 'x',
          phoneNumber: '512-555-0142',
        }),
      })
      .then((r) => r.status);
    expect(bad).toBe(400);
  });
});

describe('signed-in order lookups', () => {
  it('shows the account its own orders by extOrderTokenId, and nobody else', async () => {
    const { app, shopper, order } = await placed(storyApp(), JORDAN_ACCOUNT_ID);
    const { data } = await shopper.api.GET('/order/details/my/{id}', {
      params: { path: { id: order.extOrderTokenId } },
    });
    expect(data?.value.invoiceNumber).toBe('LAP-100483');
    const html = await shopper.fetch(
      new Request(`http://boxoffice.test/api/order/digital-tickets/my/${order.extOrderTokenId}`),
    );
    expect(await html.text()).toContain('Order LAP-100483');

    const other = await new TestShopper(app).open();
    (await sessionOf(app, other)).accountId = CASEY_ACCOUNT_ID;
    const path = { params: { path: { id: order.extOrderTokenId } } };
    expect(await other.api.GET('/order/details/my/{id}', path).catch(status)).toBe(404);
    const anonymous = await new TestShopper(app).open();
    expect(await anonymous.api.GET('/order/details/my/{id}', path).catch(status)).toBe(401);
  });
});

describe('paying with a saved card', () => {
  it('places the order with the account card and its security code', async () => {
    const app = storyApp();
    const { shopper, session } = await readyToPay(app);
    session.accountId = JORDAN_ACCOUNT_ID;
    const { data: setup } = await shopper.api.POST('/payment/freedom-pay/setup');
    expect(setup?.canSavePayment).toBe(true);
    expect(setup?.savedPayments).toEqual([
      { extAccountStoredPaymentId: 'sp_card_4242', cardNumberLast4: '4242', cardBrand: 'Visa' },
    ]);
    const notMine = { extAccountStoredPaymentId: 'sp_card_5454', cvv: '123' };
    expect(await shopper.api.POST('/order/submit-saved-payment', { body: notMine }).catch(status)).toBe(404);
    const noCode = { extAccountStoredPaymentId: 'sp_card_4242', cvv: null };
    expect(await shopper.api.POST('/order/submit-saved-payment', { body: noCode }).catch(status)).toBe(400);
    const { data } = await shopper.api.POST('/order/submit-saved-payment', {
      body: { extAccountStoredPaymentId: 'sp_card_4242', cvv: '123' },
    });
    expect(data?.success).toBe(true);
    const { data: details } = await shopper.api.GET('/order/details');
    expect(details?.value.payments[0]).toMatchObject({
      confirmationDisplayName: 'Visa',
      maskedCardNumber: '************4242',
    });
    // The cart is now empty.
    const again = { extAccountStoredPaymentId: 'sp_card_4242', cvv: '123' };
    expect(await shopper.api.POST('/order/submit-saved-payment', { body: again }).catch(status)).toBe(409);
  });

  it('saves a new card to the account when asked', async () => {
    const app = storyApp();
    const { shopper, session } = await readyToPay(app);
    session.accountId = CASEY_ACCOUNT_ID;
    const { data: setup } = await shopper.api.POST('/payment/freedom-pay/setup');
    const key = await tokenize(app, setup?.sessionKey as string, '5555555555554444');
    await shopper.api.POST('/order/submit', { body: { ...cardFields(key), savePaymentToAccount: true } });
    const next = await readyToPay(app);
    next.session.accountId = CASEY_ACCOUNT_ID;
    const { data } = await next.shopper.api.POST('/payment/freedom-pay/setup');
    expect(data?.savedPayments.map((c) => c.cardNumberLast4)).toEqual(['5454', '4444']);
  });
});

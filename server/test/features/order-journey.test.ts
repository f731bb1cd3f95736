import { isStorefrontApiError } from '@boxoffice/sdk';
import { describe, expect, it } from 'vitest';
import { soldKey, soldOf } from '../../src/domain/capacity.js';
import { DECLINED_MESSAGE } from '../../src/providers/card-rules.js';
import { TestShopper } from '../support/client.js';
import { cardFields, readyToPay, storyApp, tokenize } from './order-support.js';

const status = (error: unknown) => (isStorefrontApiError(error) ? error.status : error);

describe('checkout journey: card modal -> submit -> confirmation -> tickets -> barcode', () => {
  it('places the story order, empties the cart and shows it on the confirmation', async () => {
    const app = storyApp();
    const { shopper } = await readyToPay(app);

    const { data: setup } = await shopper.api.POST('/payment/freedom-pay/setup');
    expect(setup?.success).toBe(true);
    expect(setup?.iFrame).toContain('http://127.0.0.1:9/api/v1.5/cdn/card?sessionKey=');
    expect(setup?.canSavePayment).toBe(false);
    expect(setup?.savedPayments).toEqual([]);

    const paymentKey = await tokenize(app, setup?.sessionKey as string);
    const { data: placed } = await shopper.api.POST('/order/submit', {
      body: cardFields(paymentKey),
      headers: { 'Idempotency-Key': 'journey-1' },
    });
    expect(placed).toMatchObject({ success: true, message: null, paymentMessage: null });
    expect(placed?.analyticsEvent?.eventData).toEqual({
      transaction_id: 'LAP-100483',
      currency: 'USD',
      value: 213.14,
      tax: 15.67,
    });

    const { data: mini } = await shopper.api.GET('/cart/mini-cart');
    expect(mini?.value.itemCount).toBe(0);
    const performance = app.services.venue.performance('perf_day_20261205_1000');
    if (!performance) throw new Error('no day performance');
    const sold = await soldOf(app.services.store, [performance]);
    expect(sold(soldKey(performance.id))).toBe(3);

    const { data: details } = await shopper.api.GET('/order/details');
    const order = details?.value;
    expect(order).toMatchObject({
      orderTypeId: 1,
      orderDate: '2026-11-22T15:04:05Z',
      invoiceNumber: 'LAP-100483',
      firstName: 'Jordan',
      lastName: 'Rivera',
      phoneNumber: '5125550142',
      emailAddress: 'jordan.rivera@example.com',
      hasTickets: true,
      orderTotal: 213.14,
      orderTotalNetTaxesAndFees: 189.97,
      taxTotal: 15.67,
      feeTotal: 7.5,
      deliveryTotal: 0,
      defaultDeliveryMethod: { name: 'Print at Home' },
    });
    expect(order?.items.map((i) => [i.productVariantDisplayName, i.quantity, i.itemTotal])).toEqual([
      ['Adult (Ages 10+)', 2, 139.98],
      ['Child (Ages 3-9)', 1, 49.99],
    ]);
    expect(order?.payments).toEqual([
      {
        amount: 213.14,
        paymentMethodName: 'Credit Card',
        confirmationDisplayName: 'Visa',
        maskedCardNumber: '************1111',
      },
    ]);
    expect(order?.trans[0]?.transactionString).toMatch(/^Visa \*{12}1111 APPROVED 213\.14 Auth \d{6}$/);
    expect(order?.ticketingReservationCode).toMatch(/^[A-Z2-9]{8}$/);

    const tickets = await shopper.fetch(new Request('http://boxoffice.test/api/order/digital-tickets'));
    expect(tickets.headers.get('content-type')).toContain('text/html');
    const html = await tickets.text();
    // One random 16-digit barcode per admission, none derived from the order number.
    const barcodes = [...html.matchAll(/class="barcode">(\d{16})</g)].map((m) => m[1] as string);
    expect(barcodes).toHaveLength(3);
    expect(new Set(barcodes).size).toBe(3);
    expect(barcodes.some((code) => code.includes('100483'))).toBe(false);
    expect(html).toContain('Lakeside Adventure Park, Saturday, December 5, 2026, 10:00 AM');
    expect(html).toContain(`src="/api/ticket/barcode/${barcodes[0]}"`);
    expect(html).not.toMatch(/<script|on\w+=/i);

    for (const code of [order?.ticketingReservationCode as string, barcodes[1] as string]) {
      const png = await shopper.fetch(new Request(`http://boxoffice.test/api/ticket/barcode/${code}`));
      expect(png.status).toBe(200);
      expect(png.headers.get('content-type')).toBe('image/png');
      expect([...new Uint8Array(await png.arrayBuffer()).slice(0, 4)]).toEqual([0x89, 0x50, 0x4e, 0x47]);
    }
    const missing = await shopper.fetch(new Request('http://boxoffice.test/api/ticket/barcode/NOSUCH42'));
    expect(missing.status).toBe(404);
  });

  it('answers a repeated submit with the same Idempotency-Key without placing a second order', async () => {
    const app = storyApp();
    const { shopper, session } = await readyToPay(app);
    const { data: setup } = await shopper.api.POST('/payment/freedom-pay/setup');
    const body = cardFields(await tokenize(app, setup?.sessionKey as string));
    const headers = { 'Idempotency-Key': 'same-key' };
    const first = await shopper.api.POST('/order/submit', { body, headers });
    const second = await shopper.api.POST('/order/submit', { body, headers });
    expect(second.data).toEqual(first.data);
    // A second order would have been numbered LAP-100484 and needed a cart.
    const { data } = await shopper.api.GET('/order/details');
    expect(data?.value.invoiceNumber).toBe('LAP-100483');
    expect(await app.services.store.nextNumber('orderNumber', 0)).toBe(100484);
    // The same key with another body is refused.
    const reused = await shopper.api
      .POST('/order/submit', { body: { ...body, cardholderName: 'Someone Else' }, headers })
      .catch(status);
    expect(reused).toBe(409);
    expect(session.id).toBeTruthy();
  });

  it('keeps the cart and answers the decline message for the declined test card', async () => {
    const app = storyApp();
    const { shopper } = await readyToPay(app);
    const { data: setup } = await shopper.api.POST('/payment/freedom-pay/setup');
    const paymentKey = await tokenize(app, setup?.sessionKey as string, '4000 0000 0000 0002');
    const { data } = await shopper.api.POST('/order/submit', { body: cardFields(paymentKey) });
    expect(data).toEqual({ success: false, message: null, paymentMessage: DECLINED_MESSAGE });
    const { data: mini } = await shopper.api.GET('/cart/mini-cart');
    expect(mini?.value.itemCount).toBe(3);
    expect(await shopper.api.GET('/order/details').catch(status)).toBe(404);
  });

  it('refuses a payment key from another shopper card session', async () => {
    const app = storyApp();
    const { shopper: thief } = await readyToPay(app);
    const { shopper: owner } = await readyToPay(app);
    const { data: setup } = await owner.api.POST('/payment/freedom-pay/setup');
    const key = await tokenize(app, setup?.sessionKey as string);
    const { data } = await thief.api.POST('/order/submit', { body: cardFields(key) });
    expect(data?.success).toBe(false);
    expect(data?.paymentMessage).toMatch(/enter your card again/);
  });

  it('pays with the story test payment key (the contract example)', async () => {
    const app = storyApp();
    const { shopper } = await readyToPay(app);
    const { data } = await shopper.api.POST('/order/submit', { body: cardFields('pk_3c8f1a6e90b2') });
    expect(data?.success).toBe(true);
    const { data: details } = await shopper.api.GET('/order/details');
    expect(details?.value.payments[0]?.maskedCardNumber).toBe('************4242');
    // Each charge of the story key has its own authorization code (071842 is the seeded LAP-100482's).
    expect(details?.value.trans[0]?.transactionString).toMatch(
      /^Visa \*{12}4242 APPROVED 213\.14 Auth \d{6}$/,
    );
  });

  it('answers 409 for an empty cart or missing settings, and 400 without card fields', async () => {
    const app = storyApp();
    const empty = await new TestShopper(app).open();
    const error = await empty.api
      .POST('/order/submit', { body: cardFields('pk_3c8f1a6e90b2') })
      .catch((e) => e);
    expect(error.status).toBe(409);
    expect(error.serverMessage).toBe('Your shopping cart is empty');
    expect(await empty.api.GET('/order/details').catch(status)).toBe(404);
    expect(await empty.api.POST('/payment/freedom-pay/setup').catch(status)).toBe(409);

    const { shopper: invalid } = await readyToPay(app, { invalid: ['A valid email address is required'] });
    const e2 = await invalid.api
      .POST('/order/submit', { body: cardFields('pk_3c8f1a6e90b2') })
      .catch((e) => e);
    expect([e2.status, e2.serverMessage]).toEqual([409, 'A valid email address is required']);

    const { shopper } = await readyToPay(app);
    const noCard = {
      paymentKey: null,
      savePaymentToAccount: false,
      cardholderName: null,
      cardholderAddress: null,
    };
    expect(await shopper.api.POST('/order/submit', { body: noCard }).catch(status)).toBe(400);
  });

  it('says card processing is unavailable when the provider is down', async () => {
    const app = storyApp();
    const { shopper } = await readyToPay(app);
    await app.services.store.collection<boolean>('cardProvider.status').put('available', false);
    const { data } = await shopper.api.POST('/payment/freedom-pay/setup');
    expect(data).toMatchObject({
      success: false,
      message: 'Credit card processing is unavailable',
      iFrame: null,
    });
  });
});

import { isStorefrontApiError } from '@boxoffice/sdk';
import { describe, expect, it } from 'vitest';
import { checkoutSettingsSlot } from '../../src/domain/cart/index.js';
import { DECLINED_MESSAGE } from '../../src/providers/card-rules.js';
import { VIRTUAL_CARD } from '../../src/providers/installment.js';
import { UPLIFT_WIDGET_SCRIPT } from '../../src/providers/installment-widget.js';
import { TestShopper } from '../support/client.js';
import {
  fillGoldPassCart,
  jordanSettings,
  readyToPay,
  sessionOf,
  storyApp,
  tokenize,
} from './order-support.js';

const status = (error: unknown) => (isStorefrontApiError(error) ? error.status : error);

const virtualCard = (tokenNumber: string = VIRTUAL_CARD.tokenNumber) => ({
  displayName: 'Jordan Rivera',
  ...VIRTUAL_CARD,
  tokenNumber,
  address: {
    streetAddress: '1200 Lakeview Dr, Apt 4B',
    city: 'Austin',
    region: 'TX',
    postalCode: '78701',
    country: 'US',
  },
});

async function goldPassShopper() {
  const app = storyApp();
  const shopper = await new TestShopper(app).open();
  const session = await sessionOf(app, shopper);
  fillGoldPassCart(app, session);
  session.set(
    checkoutSettingsSlot,
    jordanSettings({ paymentMethodId: 'pm_plan', acceptInstallmentTerms: true }),
  );
  return { app, shopper, session };
}

describe('installment provider (uplift)', () => {
  it('sets up the widget with its script, the merchant code, key, passholders and billing contact', async () => {
    const { shopper } = await goldPassShopper();
    const { data } = await shopper.api.POST('/payment/uplift/setup');
    expect(data).toMatchObject({
      success: true,
      upCode: 'UP-LAKESIDE-1',
      apiKey: 'up_pk_lakeside_7c2e',
      // The provider app (on the card provider's origin) serves the simulated widget there.
      widgetUrl: 'http://127.0.0.1:9/uplift/widget.js',
    });
    expect(data?.order?.travelers).toEqual([
      { id: 0, firstName: 'Jordan', lastName: 'Rivera', dateOfBirth: '1988-03-09' },
      { id: 1, firstName: 'Avery', lastName: 'Rivera', dateOfBirth: '2018-06-14' },
    ]);
    expect(data?.order?.billingContact).toEqual({
      firstName: 'Jordan',
      lastName: 'Rivera',
      emailAddress: 'jordan.rivera@example.com',
      phoneNumber: '5125550142',
      streetAddress: '1200 Lakeview Dr, Apt 4B',
      city: 'Austin',
      region: 'TX',
      postalCode: '78701',
      country: 'US',
    });
    expect(data?.order?.orderAmount).toBeGreaterThan(0);
  });

  it("offers the widget the cart's total and the plan's schedule, not the down payment alone", async () => {
    const { shopper } = await goldPassShopper();
    const { data: cart } = await shopper.api.GET('/cart', { params: { query: { revise: false } } });
    const billing = cart?.value.installmentBilling;
    const { data } = await shopper.api.POST('/payment/uplift/setup');
    const order = data?.order;
    expect(order?.orderAmount).toBe(cart?.value.cartTotal);
    expect(order?.payments).toEqual(billing?.payments);
    expect(order?.payments).toHaveLength(6);
    // The first payment is the down payment, what the virtual card is charged today.
    expect(order?.payments[0]).toEqual({
      paymentNumber: 1,
      paymentDate: '2026-11-22',
      paymentAmount: billing?.downPayment,
    });
    const financed = order?.payments.slice(1).reduce((sum, p) => sum + p.paymentAmount, 0) ?? 0;
    expect(Math.round(financed * 100) / 100).toBe(billing?.amountFinanced);
  });

  it("the widget's quote reads the order's schedule: total, down payment and the remaining payments", () => {
    const window: { UpliftSimulator?: { quote(order: unknown): unknown } } = {};
    // The script runs with `window` bound to this stand-in (its own wrapper passes `window` on).
    new Function('window', UPLIFT_WIDGET_SCRIPT)(window);
    const payments = [
      { paymentNumber: 2, paymentDate: '2026-12-22', paymentAmount: 32.94 },
      { paymentNumber: 1, paymentDate: '2026-11-22', paymentAmount: 32.99 },
      ...[3, 4, 5, 6].map((n) => ({
        paymentNumber: n,
        paymentDate: `2027-0${n - 2}-22`,
        paymentAmount: 32.94,
      })),
    ];
    expect(window.UpliftSimulator?.quote({ orderAmount: 197.69, payments })).toEqual({
      orderTotal: 197.69,
      downPayment: 32.99,
      payments: [...payments].sort((a, b) => a.paymentNumber - b.paymentNumber),
    });
  });

  it("tells the provider's statuses: an offer once it has an order to finance, then the card's token", async () => {
    type Widget = {
      init(config: { upCode: string; apiKey: string }): void;
      quote(order: unknown): unknown;
      issueVirtualCard(order: unknown): Promise<unknown>;
      onStatus(listener: (status: string) => void): void;
    };
    const start = () => {
      const window: { UpliftSimulator?: Widget } = {};
      new Function('window', UPLIFT_WIDGET_SCRIPT)(window);
      const widget = window.UpliftSimulator as Widget;
      const statuses: string[] = [];
      widget.onStatus((status) => statuses.push(status));
      return { widget, statuses };
    };
    const order = {
      orderAmount: 100,
      payments: [1, 2].map((n) => ({ paymentNumber: n, paymentDate: '2026-11-22', paymentAmount: 50 })),
      billingContact: { firstName: 'Jordan', lastName: 'Rivera' },
    };
    const { data } = await (await goldPassShopper()).shopper.api.POST('/payment/uplift/setup');
    const keys = { upCode: data?.upCode as string, apiKey: data?.apiKey as string };

    const offered = start();
    offered.widget.init(keys);
    offered.widget.quote(order);
    await offered.widget.issueVirtualCard(order);
    expect(offered.statuses).toEqual(['OFFER_AVAILABLE', 'TOKEN_AVAILABLE', 'TOKEN_RETRIEVED']);

    const nothingToFinance = start();
    nothingToFinance.widget.init(keys);
    nothingToFinance.widget.quote({ ...order, payments: order.payments.slice(0, 1) });
    expect(nothingToFinance.statuses).toEqual(['OFFER_UNAVAILABLE']);

    const notStarted = start();
    await expect(notStarted.widget.issueVirtualCard(order)).rejects.toThrow();
    expect(notStarted.statuses).toEqual(['SERVICE_UNAVAILABLE']);
  });

  it("keeps the cart's offer state: contacted at setup, out of service after a fatal error", async () => {
    const { shopper } = await goldPassShopper();
    const offerState = async () =>
      (await shopper.api.GET('/cart')).data?.value.installmentBilling?.offerState;
    expect(await offerState()).toBe('NotContacted');
    await shopper.api.POST('/payment/uplift/setup');
    expect(await offerState()).toBe('OfferAvailable');
    // A declined card leaves the offer standing; a fatal error does not.
    await shopper.api.PUT('/payment/uplift/sent-error', {
      body: { errorType: 'booking', message: 'Declined' },
    });
    expect(await offerState()).toBe('OfferAvailable');
    await shopper.api.PUT('/payment/uplift/sent-error', {
      body: { errorType: 'fatal', message: 'Widget failed' },
    });
    expect(await offerState()).toBe('ServiceUnavailable');
  });

  it('places the order with the virtual card and records the plan on it', async () => {
    const { shopper } = await goldPassShopper();
    const { data } = await shopper.api.POST('/payment/uplift/submit-order', { body: virtualCard() });
    expect(data?.success).toBe(true);
    const { data: details } = await shopper.api.GET('/order/details');
    const order = details?.value;
    expect(order?.payments[0]).toMatchObject({
      paymentMethodName: 'Payment Plan',
      maskedCardNumber: '************1111',
    });
    expect(order?.installmentBilling?.selected).toBe(true);
    expect(order?.installmentBilling?.payments[0]?.paymentDate).toBe('2026-11-22');
    expect(order?.installmentBilling?.totalOfPayments).toBe(order?.orderTotal);
  });

  it('answers a declined virtual card with the payment message and keeps the cart', async () => {
    const { shopper } = await goldPassShopper();
    const { data } = await shopper.api.POST('/payment/uplift/submit-order', {
      body: virtualCard('4000000000000002'),
    });
    expect(data).toEqual({ success: false, message: null, paymentMessage: DECLINED_MESSAGE });
    expect((await shopper.api.GET('/cart/mini-cart')).data?.value.itemCount).toBe(2);
    const bad = await shopper.api
      .POST('/payment/uplift/submit-order', { body: virtualCard('4111111111111112') })
      .catch(status);
    expect(bad).toBe(400);
  });

  it('will not open the plan for a cart paid by card', async () => {
    const app = storyApp();
    const { shopper } = await readyToPay(app);
    const { data } = await shopper.api.POST('/payment/uplift/setup');
    expect(data).toMatchObject({
      success: false,
      message: 'Unable to open payment processor',
      upCode: null,
      widgetUrl: null,
    });
    const submit = await shopper.api.POST('/payment/uplift/submit-order', { body: virtualCard() });
    expect(submit.data?.message).toBe('Unable to open payment processor');
  });

  it('records error reports and refuses unknown error types', async () => {
    const { app, shopper } = await goldPassShopper();
    const { data } = await shopper.api.PUT('/payment/uplift/sent-error', {
      body: { errorType: 'booking', message: DECLINED_MESSAGE },
    });
    expect(data).toEqual({ success: true, message: null });
    expect(
      await app.services.store.collection<{ errorType: string }>('payment.upliftErrors').values(),
    ).toMatchObject([{ errorType: 'booking' }]);
    const bad = await shopper
      .raw('/api/payment/uplift/sent-error', {
        method: 'PUT',
        headers: {
          'Content-Type': 'application/json',
          'X-XSRF-TOKEN': shopper.cookies.get('XSRF-TOKEN') ?? '',
        },
        body: JSON.stringify({ errorType: 'oops', message: null }),
      })
      .then((r) => r.status);
    expect(bad).toBe(400);
  });
});

describe('processFreedomPayCard', () => {
  it('charges the payment key in the card session without placing the order', async () => {
    const app = storyApp();
    const { shopper } = await readyToPay(app);
    const { data: setup } = await shopper.api.POST('/payment/freedom-pay/setup');
    const sessionKey = setup?.sessionKey as string;
    const paymentKey = await tokenize(app, sessionKey);
    const { data } = await shopper.api.POST('/payment/freedom-pay/process-card', {
      body: { sessionKey, paymentKey },
    });
    expect(data).toEqual({ success: true, message: null, paymentMessage: null });
    expect((await shopper.api.GET('/cart/mini-cart')).data?.value.itemCount).toBe(3);
    const tooMuch = { sessionKey, paymentKey, priceOverride: 500 };
    expect(await shopper.api.POST('/payment/freedom-pay/process-card', { body: tooMuch }).catch(status)).toBe(
      400,
    );
    const unknown = { sessionKey: 'fps_nosuch', paymentKey };
    expect(await shopper.api.POST('/payment/freedom-pay/process-card', { body: unknown }).catch(status)).toBe(
      409,
    );
  });

  it('answers the decline for the declined test card', async () => {
    const app = storyApp();
    const { shopper } = await readyToPay(app);
    const { data: setup } = await shopper.api.POST('/payment/freedom-pay/setup');
    const sessionKey = setup?.sessionKey as string;
    const paymentKey = await tokenize(app, sessionKey, '4000000000000002');
    const { data } = await shopper.api.POST('/payment/freedom-pay/process-card', {
      body: { sessionKey, paymentKey },
    });
    expect(data?.paymentMessage).toBe(DECLINED_MESSAGE);
  });
});

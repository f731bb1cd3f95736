// 'We are confirming your payment...' while an order call is sent again (payment-confirming.ts): the
// server answered 503 with those words, the app's client waits and asks again with the same key,
// and checkout shows them until the order's answer comes.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  CONFIRMING_PAYMENT,
  orderCallSettled,
  orderCallWaits,
  paymentConfirming,
} from '../../src/features/checkout/payment-confirming';
import { api } from '../../src/lib/api';

beforeEach(() => {
  paymentConfirming.calls = 0;
});

afterEach(() => {
  vi.restoreAllMocks();
});

const confirming = Response.json(
  { success: false, message: 'We are confirming your payment...' },
  { status: 503, headers: { 'Retry-After': '0' } },
);

const submitBody = {
  paymentKey: 'pk_3c8f1a6e90b2',
  savePaymentToAccount: false,
  cardholderName: 'Jordan Rivera',
  cardholderAddress: '1200 Lakeview Dr',
};

describe('the payment being confirmed', () => {
  it('is shown in the server’s words', () => {
    expect(CONFIRMING_PAYMENT).toBe('We are confirming your payment...');
  });

  it('counts each order call once from its first wait until it settles; other calls are not payments', () => {
    orderCallWaits('/order/submit', 1);
    orderCallWaits('/order/submit', 2);
    orderCallWaits('/cart/mini-cart', 1);
    orderCallWaits('/payment/freedom-pay/setup', 1);
    expect(paymentConfirming.calls).toBe(1);
    orderCallSettled('/cart/mini-cart');
    expect(paymentConfirming.calls).toBe(1);
    orderCallSettled('/order/submit');
    orderCallSettled('/order/submit');
    expect(paymentConfirming.calls).toBe(0);
  });

  it('shows while the app’s client sends the submit again with its key, until the order is placed', async () => {
    vi.spyOn(Math, 'random').mockReturnValue(0);
    const sent: { key: string | null; confirming: number }[] = [];
    const answers = [
      confirming.clone(),
      confirming.clone(),
      Response.json({ success: true, message: null, paymentMessage: null }),
    ];
    vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
      // A first visit reads the session for its cross-site token before its first submit.
      if (String(input).includes('/session')) return Response.json({ success: true, message: null });
      const key = new Headers(init?.headers).get('Idempotency-Key');
      sent.push({ key, confirming: paymentConfirming.calls });
      return answers.shift() ?? Response.error();
    });
    const { data } = await api.POST('/order/submit', {
      params: { header: { 'Idempotency-Key': 'key-1' } },
      body: submitBody,
    });
    expect(data.success).toBe(true);
    // Sent first with nothing shown, then twice more with the same key while the words showed.
    expect(sent).toEqual([
      { key: 'key-1', confirming: 0 },
      { key: 'key-1', confirming: 1 },
      { key: 'key-1', confirming: 1 },
    ]);
    expect(paymentConfirming.calls).toBe(0);
  });
});

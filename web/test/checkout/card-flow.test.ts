// The card payment's call sequence (seed 000 §4, §7, §8): process-card with the iframe's key, then
// the order; a decline stays in the modal and places no order.
import { describe, expect, it } from 'vitest';
import {
  type CardFlowCalls,
  orderOutcome,
  payWithCardKey,
} from '../../src/features/checkout/payment/card-flow';

const payment = {
  sessionKey: 'fps_9b1d4e7c2a',
  paymentKey: 'pk_3c8f1a6e90b2',
  savePaymentToAccount: false,
  cardholderName: 'Jordan Rivera',
  cardholderAddress: '1200 Lakeview Dr',
};
type Answer = { success: boolean; message: string | null; paymentMessage: string | null };
const ok: Answer = { success: true, message: null, paymentMessage: null };
const DECLINED = 'Your card was declined. Please try a different card.';

function recorder(process: Answer = ok, submit: Answer = ok) {
  const calls: [string, unknown][] = [];
  const api: CardFlowCalls = {
    processCard: async (body) => {
      calls.push(['process-card', body]);
      return process;
    },
    submitOrder: async (body) => {
      calls.push(['order/submit', body]);
      return submit;
    },
  };
  return { api, calls };
}

describe('paying with the iframe card', () => {
  it('processes the card with the session and payment keys, then submits the order', async () => {
    const { api, calls } = recorder();
    expect(await payWithCardKey(api, payment, 'x')).toEqual({ kind: 'paid' });
    expect(calls).toEqual([
      ['process-card', { sessionKey: 'fps_9b1d4e7c2a', paymentKey: 'pk_3c8f1a6e90b2', priceOverride: null }],
      [
        'order/submit',
        {
          paymentKey: 'pk_3c8f1a6e90b2',
          savePaymentToAccount: false,
          cardholderName: 'Jordan Rivera',
          cardholderAddress: '1200 Lakeview Dr',
        },
      ],
    ]);
  });

  it('stops at a declined card: its payment message for the modal, no order', async () => {
    const { api, calls } = recorder({ success: false, message: null, paymentMessage: DECLINED });
    expect(await payWithCardKey(api, payment, 'x')).toEqual({ kind: 'declined', message: DECLINED });
    expect(calls.map(([name]) => name)).toEqual(['process-card']);
  });

  it('fails with the message when processing fails without a payment message', async () => {
    const { api, calls } = recorder({
      success: false,
      message: 'Credit card processing is unavailable',
      paymentMessage: null,
    });
    expect(await payWithCardKey(api, payment, 'fallback')).toEqual({
      kind: 'failed',
      failure: 'Credit card processing is unavailable',
    });
    expect(calls).toHaveLength(1);
  });

  it("reads the order's answer: a decline in the modal, another failure for checkout", async () => {
    const declined = recorder(ok, { success: false, message: null, paymentMessage: DECLINED });
    expect(await payWithCardKey(declined.api, payment, 'x')).toEqual({ kind: 'declined', message: DECLINED });
    expect(orderOutcome({ success: false, message: null, paymentMessage: null }, 'fallback')).toEqual({
      kind: 'failed',
      failure: 'fallback',
    });
  });

  it('hands a thrown call (a 409, say) to checkout as a failure', async () => {
    const error = new Error('sold out');
    const api: CardFlowCalls = {
      processCard: async () => {
        throw error;
      },
      submitOrder: async () => ok,
    };
    expect(await payWithCardKey(api, payment, 'x')).toEqual({ kind: 'failed', failure: error });
  });
});

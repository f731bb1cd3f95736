// A submit that never got an answer (or only 503s) may have placed the order: checkout asks the
// session before it shows a failure (order-check.ts).
import { StorefrontApiError } from '@boxoffice/sdk';
import { describe, expect, it } from 'vitest';
import {
  checkUnansweredOrder,
  type OrderCheckCalls,
  placedSinceUnconfirmed,
  unansweredOrder,
} from '../../src/features/checkout/order-check';

const failure = (kind: 'http' | 'network', operation: string, status = kind === 'network' ? 0 : 503) =>
  new StorefrontApiError({ kind, status, method: 'POST', url: `/api${operation}`, operation });

describe('a failure without an answer', () => {
  it('is one of an order-placing call that got no answer', () => {
    for (const operation of [
      '/order/submit',
      '/order/submit-saved-payment',
      '/payment/uplift/submit-order',
    ]) {
      expect(unansweredOrder(failure('network', operation))).toBe(true);
    }
  });

  it('is one whose last answer was a 503: an earlier try may have placed it, or it is being confirmed', () => {
    expect(unansweredOrder(failure('http', '/order/submit'))).toBe(true);
    expect(unansweredOrder(failure('http', '/payment/uplift/submit-order', 503))).toBe(true);
  });

  it('is not an answer, another call, or a plain message', () => {
    expect(unansweredOrder(failure('http', '/order/submit', 409))).toBe(false);
    expect(unansweredOrder(failure('http', '/payment/freedom-pay/setup', 503))).toBe(false);
    expect(unansweredOrder(failure('network', '/payment/freedom-pay/process-card'))).toBe(false);
    expect(unansweredOrder(failure('network', '/cart/settings'))).toBe(false);
    expect(unansweredOrder('Your card was declined. Please try a different card.')).toBe(false);
  });
});

/** Stand-in answers of the session, recording which were asked. */
function session(cartItemCount: number | Error, orderPlaced: boolean | Error = false) {
  const asked: string[] = [];
  const answer = <T>(name: string, value: T | Error) => {
    asked.push(name);
    return value instanceof Error ? Promise.reject(value) : Promise.resolve(value);
  };
  const calls: OrderCheckCalls = {
    cartItemCount: () => answer('getMiniCart', cartItemCount),
    orderPlaced: () => answer('getOrderDetails', orderPlaced),
  };
  return { calls, asked };
}

describe('asking the session about an unanswered order', () => {
  it('finds it placed when the cart was emptied and the session has its order', async () => {
    const { calls, asked } = session(0, true);
    expect(await checkUnansweredOrder(calls)).toBe('placed');
    // The order first: the server answers it once an order in payment is settled, and the cart
    // read after it shows what that order left.
    expect(asked).toEqual(['getOrderDetails', 'getMiniCart']);
  });

  it('finds it not placed while the cart still has its lines (an earlier order does not count)', async () => {
    const { calls, asked } = session(3, true);
    expect(await checkUnansweredOrder(calls)).toBe('not-placed');
    expect(asked).toEqual(['getOrderDetails', 'getMiniCart']);
  });

  it('cannot tell when a call fails, or an empty cart has no order', async () => {
    expect(await checkUnansweredOrder(session(new Error('offline')).calls)).toBe('unknown');
    expect(await checkUnansweredOrder(session(0, new Error('offline')).calls)).toBe('unknown');
    expect(await checkUnansweredOrder(session(0, false).calls)).toBe('unknown');
  });
});

describe('a try again after "We could not confirm your order" that finds the cart emptied', () => {
  it('looks for the order, which the sweep may have confirmed since, and finds it', async () => {
    const { calls, asked } = session(0, true);
    expect(await placedSinceUnconfirmed(calls, true, true)).toBe(true);
    expect(asked).toEqual(['getOrderDetails']);
  });

  it('asks nothing when the last order was not left unconfirmed, or the cart still has lines', async () => {
    const { calls, asked } = session(0, true);
    expect(await placedSinceUnconfirmed(calls, false, true)).toBe(false);
    expect(await placedSinceUnconfirmed(calls, true, false)).toBe(false);
    expect(asked).toEqual([]);
  });

  it('is not placed when the session has no order or cannot be asked', async () => {
    expect(await placedSinceUnconfirmed(session(0, false).calls, true, true)).toBe(false);
    expect(await placedSinceUnconfirmed(session(0, new Error('offline')).calls, true, true)).toBe(false);
  });
});

// The confirmation page's own rule: where View Tickets goes.
import { describe, expect, it } from 'vitest';
import { viewTicketsHref } from '../../src/features/confirmation/confirmation';

const order = { hasTickets: true, extOrderTokenId: 'ord_7f3a9c21', token: 'tok_5d8e2b7a41c6' };

describe('View Tickets', () => {
  it("opens a signed-in shopper's own order lookup at its tickets", () => {
    expect(viewTicketsHref(order, true)).toBe('/order-lookup/my/ord_7f3a9c21#tickets');
  });
  it('opens the anonymous lookup link, with the token, for anyone else', () => {
    expect(viewTicketsHref(order, false)).toBe(
      '/order-lookup/anonymous/ord_7f3a9c21/tok_5d8e2b7a41c6#tickets',
    );
  });
  it('is left out when the order has no tickets', () => {
    expect(viewTicketsHref({ ...order, hasTickets: false }, true)).toBeNull();
  });
  it('encodes ids that are not URL-safe', () => {
    expect(viewTicketsHref({ ...order, extOrderTokenId: 'a/b', token: 't?x' }, false)).toBe(
      '/order-lookup/anonymous/a%2Fb/t%3Fx#tickets',
    );
  });
});

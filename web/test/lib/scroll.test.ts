// The shell's scrolling on route changes (lib/scroll.ts): which element an anchor names, and which
// route changes are moves within one page.
import { describe, expect, it } from 'vitest';
import { anchorOf, samePage } from '../../src/lib/scroll';

describe('in-page anchors (seed 000 §2)', () => {
  it("names the element of the address's hash, decoded", () => {
    expect(anchorOf('#passes')).toBe('passes');
    expect(anchorOf('#tickets%20and%20events')).toBe('tickets and events');
    expect(anchorOf('#%E0%A4%A')).toBe('%E0%A4%A');
    expect(anchorOf('#')).toBeNull();
    expect(anchorOf('')).toBeNull();
  });
});

describe('a move within one page keeps its place', () => {
  it('is a path that extends or trims the one before', () => {
    expect(samePage('/checkout', '/checkout/terms')).toBe(true);
    expect(samePage('/checkout/terms', '/checkout')).toBe(true);
    expect(samePage('/product/multi/promo', '/product/multi/promo/SPRING27')).toBe(true);
  });
  it('is not a move to another page, nor to a path that only shares letters', () => {
    expect(samePage('/cart', '/checkout')).toBe(false);
    expect(samePage('/checkout', '/checkouts')).toBe(false);
    expect(samePage('/product/single/prod_day', '/product/single/prod_dinner')).toBe(false);
  });
});

// The shell's rules as plain functions: page titles, resource placeholders, where the idle timeout
// and the session-ended page send the shopper.
import { describe, expect, it } from 'vitest';
import { FOLLOWED, REFUSED, SITE } from '../../sdk/test/rules/return-url-cases';
import { returnTarget } from '../src/features/session/return-target';
import { idleOutcome } from '../src/lib/idle';
import { fillPlaceholders } from '../src/lib/resources';
import { pageTitle } from '../src/lib/site';

describe('page titles', () => {
  it("are '{page} | {site name}'", () => {
    expect(pageTitle('Cart', 'Lakeside Adventure Park')).toBe('Cart | Lakeside Adventure Park');
  });
  it("fall back to 'Store' without a site name", () => {
    expect(pageTitle('Cart', null)).toBe('Cart | Store');
    expect(pageTitle('Cart', '  ')).toBe('Cart | Store');
    expect(pageTitle(null, undefined)).toBe('Store');
  });
});

describe('resource texts', () => {
  it('fill {{name}} placeholders and leave unknown ones as they are', () => {
    expect(fillPlaceholders('Welcome back, {{firstName}}. {{ other }}', { firstName: 'Jordan' })).toBe(
      'Welcome back, Jordan. {{ other }}',
    );
  });
});

describe('the idle timeout', () => {
  it('sends a signed-in shopper to logout, returning to the session-ended page for this page', () => {
    expect(idleOutcome(true, '/checkout?x=1')).toEqual({
      kind: 'logout',
      href: '/logout?ReturnUrl=%2Fsession-timeout%3FreturnUrl%3D%252Fcheckout%253Fx%253D1',
    });
  });
  it('sends an anonymous shopper straight to the session-ended page', () => {
    expect(idleOutcome(false, '/cart')).toEqual({
      kind: 'route',
      path: '/session-timeout?returnUrl=%2Fcart',
    });
  });
});

describe("the session-ended page's Return to site", () => {
  it.each(FOLLOWED)('goes to %s, a path of this site, as %s', (raw, expected) => {
    expect(returnTarget(raw, '/cart', SITE)).toBe(expected);
  });
  it.each(REFUSED)('goes to product selection for %j', (raw) => {
    expect(returnTarget(raw ?? null, '/product/multi/tag/tag_holiday', SITE)).toBe(
      '/product/multi/tag/tag_holiday',
    );
  });
});

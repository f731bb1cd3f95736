import { describe, expect, it } from 'vitest';
import { safeReturnUrl } from '../../src/rules/return-url.js';
import { FOLLOWED, REFUSED, SITE } from './return-url-cases.js';

describe('safeReturnUrl', () => {
  it.each(FOLLOWED)('follows the same-site %s as %s', (raw, expected) => {
    expect(safeReturnUrl(raw, SITE)).toBe(expected);
  });

  it.each(REFUSED)('refuses %j and falls back to the store home', (raw) => {
    expect(safeReturnUrl(raw, SITE)).toBe('/');
  });

  it('uses the given fallback', () => {
    expect(safeReturnUrl('https://evil.example', SITE, '/profile')).toBe('/profile');
  });

  it('refuses absolute URLs when the site origin is not known', () => {
    expect(safeReturnUrl(`${SITE}/cart`)).toBe('/');
  });
});

import { describe, expect, it } from 'vitest';
import { returnUrlParam, safeReturnUrl } from '../../src/pages/return-url.js';

const SITE = 'https://tickets.lakesidepark.example';

describe('safeReturnUrl', () => {
  it.each([
    ['/cart', '/cart'],
    ['/session-timeout?returnUrl=%2Fcart', '/session-timeout?returnUrl=%2Fcart'],
    ['/product/single/prod_day#dates', '/product/single/prod_day#dates'],
    ['/a/../profile', '/profile'],
    [`${SITE}/pass/link?x=1`, '/pass/link?x=1'],
  ])('follows the same-site %s as %s', (raw, expected) => {
    expect(safeReturnUrl(raw, SITE)).toBe(expected);
  });

  it.each([
    undefined,
    '',
    '   ',
    'https://evil.example/',
    'http://tickets.lakesidepark.example/cart', // another origin: http, not https
    `${SITE}.evil.example/`,
    '//evil.example',
    '///evil.example',
    '/\\evil.example',
    '\\\\evil.example',
    '/\tevil',
    'javascript:alert(1)',
    'data:text/html,hi',
    'cart',
  ])('refuses %s and falls back to the store home', (raw) => {
    expect(safeReturnUrl(raw, SITE)).toBe('/');
  });

  it('uses the given fallback', () => {
    expect(safeReturnUrl('https://evil.example', SITE, '/profile')).toBe('/profile');
  });

  it('refuses absolute URLs when the site origin is not known', () => {
    expect(safeReturnUrl(`${SITE}/cart`)).toBe('/');
  });
});

describe('returnUrlParam', () => {
  it('reads ReturnUrl in the spellings the app and the seeds use', () => {
    expect(returnUrlParam({ ReturnUrl: '/a' })).toBe('/a');
    expect(returnUrlParam({ returnUrl: '/b' })).toBe('/b');
    expect(returnUrlParam({ other: '/c' })).toBeUndefined();
    expect(returnUrlParam({ ReturnUrl: ['/a', '/b'] })).toBeUndefined();
  });
});

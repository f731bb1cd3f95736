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

  // Dot segments collapse into '//host', which a browser follows to another host.
  it.each([
    '/.//evil.example',
    '/%2e//evil.example',
    '/%2E%2E//evil.example',
    '/a/..//evil.example',
    '/a/%2e%2e//evil.example/x?y#z',
    '/././/evil.example',
    `${SITE}/.//evil.example`,
    `${SITE}/%2e//evil.example`,
    `${SITE}/a/..//evil.example`,
    `${SITE}//evil.example`,
  ])('refuses %s, whose path becomes //evil.example', (raw) => {
    expect(safeReturnUrl(raw, SITE)).toBe('/');
  });

  it.each([
    '/%2f%2fevil.example', // encoded slashes: a decoding proxy or router reads //evil.example
    '/%2F/evil.example',
    '/%5c%5cevil.example',
    '/.%2f/evil.example',
    `${SITE}/%2f%2fevil.example`,
    '/\\evil.example',
    '/.\\evil.example',
    `${SITE}/\\evil.example`,
    '/\n/evil.example',
    '/\r//evil.example',
    '/.\t//evil.example',
    '\t//evil.example',
    ' //evil.example',
    '\u00a0//evil.example',
    '/\u0000//evil.example',
  ])('refuses the disguised %j', (raw) => {
    expect(safeReturnUrl(raw, SITE)).toBe('/');
  });

  it('keeps encoded slashes in the query, where they are data', () => {
    expect(safeReturnUrl('/session-timeout?returnUrl=%2F%2Fcart', SITE)).toBe(
      '/session-timeout?returnUrl=%2F%2Fcart',
    );
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

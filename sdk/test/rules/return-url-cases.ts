// The return targets every follower of a ReturnUrl is tested with (the SDK's rule, the server's
// pages, the web app's session-ended page).

export const SITE = 'https://tickets.lakesidepark.example';

/** Same-site targets and the path followed. */
export const FOLLOWED: readonly (readonly [string, string])[] = [
  ['/cart', '/cart'],
  ['/session-timeout?returnUrl=%2Fcart', '/session-timeout?returnUrl=%2Fcart'],
  ['/product/single/prod_day#dates', '/product/single/prod_day#dates'],
  ['/a/../profile', '/profile'],
  [`${SITE}/pass/link?x=1`, '/pass/link?x=1'],
  // Encoded slashes in the query are data.
  ['/session-timeout?returnUrl=%2F%2Fcart', '/session-timeout?returnUrl=%2F%2Fcart'],
];

/** Targets that lead off the site, plainly or disguised: the fallback is followed instead. */
export const REFUSED: readonly (string | null | undefined)[] = [
  undefined,
  null,
  '',
  '   ',
  'https://evil.example/',
  'http://tickets.lakesidepark.example/cart', // another origin: http, not https
  `${SITE}.evil.example/`,
  '//evil.example',
  '///evil.example',
  '\\\\evil.example',
  '/\tevil',
  'javascript:alert(1)',
  'data:text/html,hi',
  'cart',
  // Dot segments collapse into '//host', which a browser follows to another host.
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
  // Encoded slashes: a decoding proxy or router reads //evil.example.
  '/%2f%2fevil.example',
  '/%2F/evil.example',
  '/%5c%5cevil.example',
  '/.%2f/evil.example',
  `${SITE}/%2f%2fevil.example`,
  // Backslashes and control characters, which browsers read as '/' or drop (the session-ended
  // page's returnUrl=%2F%5Cevil.example, %2F%09%2F..., %2F%0A%2F... arrive decoded as these).
  '/\\evil.example',
  '/.\\evil.example',
  `${SITE}/\\evil.example`,
  '/\t/evil.example',
  '/\n/evil.example',
  '/\r//evil.example',
  '/.\t//evil.example',
  '\t//evil.example',
  ' //evil.example',
  '\u00a0//evil.example',
  '/\u0000//evil.example',
];

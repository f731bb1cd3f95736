// The one SDK client of the app. Every API call goes through it: it sends the XSRF token, raises
// StorefrontApiError on failures, and its events keep the shell in step (idle timer, mini-cart,
// analytics, sign-in).
import { createStorefrontClient, readXsrfCookie } from '@boxoffice/sdk';

// On a first visit the page has no XSRF cookie until an answer sets it. The shell's first calls and a
// page's own run side by side, so a page's non-GET call made before then waits for one session read.
let firstAnswer: Promise<string | null> | null = null;
function tokenOrFirstAnswer(): string | Promise<string | null> {
  const token = readXsrfCookie();
  if (token) return token;
  firstAnswer ??= api
    .GET('/session', { params: { query: { ts: Date.now() } } })
    .then(readXsrfCookie, readXsrfCookie);
  return firstAnswer;
}

// Under an on-sale surge the store may answer 503 with Retry-After (nothing was done): the client
// waits and sends the call again, as it does a read or a keyed submit that got no answer; an attempt
// without an answer in 20 s is given up and sent again; after a minute in all the failure is shown.
// lib/store-busy.ts tells the shopper meanwhile.
export const api = createStorefrontClient({
  baseUrl: '/api',
  xsrfToken: tokenOrFirstAnswer,
  retry: { busy: true, network: true, attemptTimeoutMs: 20_000, maxWaitMs: 60_000 },
});

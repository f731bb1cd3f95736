// One set of security headers for every answer of the storefront's origin (API, web app, docs,
// pages, brand), through Hono's secureHeaders. A response that sets its own, stricter
// Content-Security-Policy (the sign-in pages, /docs) keeps it: the shared one is only added where
// none is set, so no answer carries two. /api answers are per session: never stored by caches.
import type { MiddlewareHandler } from 'hono';
import { secureHeaders } from 'hono/secure-headers';
import type { ServerOptions } from '../services.js';
import { requestIsHttps } from './client.js';

export interface StorefrontPolicy {
  /** The card provider's origin: its iframe (frame-src) and the installment widget's script (script-src). */
  readonly cardProviderOrigin: string;
  /** Other hosts images may come from (the seeded catalog's product images), besides this site and data: URLs. */
  readonly imageOrigins?: readonly string[];
  /** The analytics script's host (script-src) and the hosts it reports to (connect-src, img-src). */
  readonly analytics?: {
    readonly scriptOrigins: readonly string[];
    readonly collectOrigins: readonly string[];
  };
}

/**
 * The web app's Content-Security-Policy: everything from this site, but the card provider's frame
 * and script, and the analytics script's host with the hosts it reports to.
 */
export const storefrontCsp = ({ cardProviderOrigin, imageOrigins = [], analytics }: StorefrontPolicy) => ({
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'", cardProviderOrigin, ...(analytics?.scriptOrigins ?? [])],
  // The build links its one stylesheet and inlines none (checked in web/dist); React's style props
  // go through the CSSOM, which style-src does not govern.
  styleSrc: ["'self'"],
  imgSrc: ["'self'", 'data:', ...imageOrigins, ...(analytics?.collectOrigins ?? [])],
  connectSrc: ["'self'", ...(analytics?.collectOrigins ?? [])],
  frameSrc: [cardProviderOrigin],
  objectSrc: ["'none'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
  frameAncestors: ["'none'"],
});

export const HSTS = 'max-age=31536000; includeSubDomains';

/** The storefront origin's headers. */
export function securityHeaders(options: ServerOptions, policy: StorefrontPolicy): MiddlewareHandler {
  const shared = secureHeaders({
    contentSecurityPolicy: storefrontCsp(policy),
    referrerPolicy: 'strict-origin-when-cross-origin',
    xFrameOptions: 'DENY',
    // Sent below, and only over HTTPS when turned on: a browser would pin a plain-HTTP dev server.
    strictTransportSecurity: false,
    // A response's own (stricter) policy wins over the shared one.
    overwrite: false,
  });
  return async (c, next) => {
    await shared(c, next);
    // Every API answer is the shopper's own and never kept, but the public catalog's, which says
    // how long it may be kept (http/router.ts PUBLIC_CATALOG).
    if ((c.req.path.startsWith('/api/') || c.req.path === '/api') && !c.res.headers.has('Cache-Control'))
      c.res.headers.set('Cache-Control', 'no-store');
    if (options.hsts && requestIsHttps(c, options)) c.res.headers.set('Strict-Transport-Security', HSTS);
  };
}

/**
 * The policy of the card provider's answers that are no page (the tokenize call's JSON, the widget
 * script, errors): they load nothing and nothing may frame them. A script's own CSP does not govern
 * the page that runs it, so the storefront still loads the widget.
 */
export const PROVIDER_CSP = "default-src 'none'; frame-ancestors 'none'";

/** What the card provider's headers need of the server's options: HSTS, and what tells a request is HTTPS. */
export type ProviderHeaderOptions = Pick<ServerOptions, 'hsts' | 'trustProxy' | 'cardProviderOrigin'>;

/**
 * The card provider's origin: the storefront's nosniff, referrer policy and (when turned on, over
 * HTTPS) Strict-Transport-Security on every answer. An answer that sets its own Content-Security-
 * Policy (the card page, which names the one storefront origin that may frame it) keeps it alone;
 * every other gets PROVIDER_CSP and X-Frame-Options DENY. Resources stay loadable cross-origin (the
 * storefront runs the installment widget's script).
 */
export function providerHeaders(options: ProviderHeaderOptions): MiddlewareHandler {
  const shared = secureHeaders({
    referrerPolicy: 'strict-origin-when-cross-origin',
    // Denied below, on every answer but the card page.
    xFrameOptions: false,
    crossOriginResourcePolicy: 'cross-origin',
    crossOriginOpenerPolicy: false,
    strictTransportSecurity: false,
    overwrite: false,
  });
  return async (c, next) => {
    await shared(c, next);
    if (!c.res.headers.has('Content-Security-Policy')) {
      c.res.headers.set('Content-Security-Policy', PROVIDER_CSP);
      c.res.headers.set('X-Frame-Options', 'DENY');
    }
    // HTTPS as securityHeaders tells it, the provider's own origin standing for PUBLIC_ORIGIN.
    const origin = { trustProxy: options.trustProxy, publicOrigin: options.cardProviderOrigin };
    if (options.hsts && requestIsHttps(c, origin)) c.res.headers.set('Strict-Transport-Security', HSTS);
  };
}

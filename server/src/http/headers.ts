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
    if (c.req.path.startsWith('/api/') || c.req.path === '/api')
      c.res.headers.set('Cache-Control', 'no-store');
    if (options.hsts && requestIsHttps(c, options)) c.res.headers.set('Strict-Transport-Security', HSTS);
  };
}

/**
 * The card provider's origin: nosniff and a referrer policy, but no frame denial (the storefront
 * frames its card page, whose own CSP names who may) and a widget script the storefront may load.
 */
export const providerHeaders = (): MiddlewareHandler =>
  secureHeaders({
    referrerPolicy: 'strict-origin-when-cross-origin',
    xFrameOptions: false,
    crossOriginResourcePolicy: 'cross-origin',
    crossOriginOpenerPolicy: false,
    strictTransportSecurity: false,
    overwrite: false,
  });

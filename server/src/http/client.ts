// Who is calling and how: the client's address (what throttles count per client) and whether the
// request came over HTTPS (Secure cookies, HSTS). Forwarded headers count only when the server is
// told it sits behind a proxy (ServerOptions.trustProxy); otherwise any client could forge them.
import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';
import type { ServerOptions } from '../services.js';

/** Where the client's address is unknown (in-process test requests): all such calls count as one client. */
export const UNKNOWN_CLIENT = 'unknown';

function socketAddress(c: Context): string | undefined {
  try {
    return getConnInfo(c).remote.address;
  } catch {
    return undefined; // not served by @hono/node-server (app.request in tests)
  }
}

/** The client's IP address: the proxy's X-Forwarded-For (its first entry) when trusted, else the socket's. */
export function clientAddress(c: Context, options: Pick<ServerOptions, 'trustProxy'>): string {
  if (options.trustProxy) {
    const forwarded = c.req.header('x-forwarded-for')?.split(',')[0]?.trim();
    if (forwarded) return forwarded.slice(0, 64);
  }
  return socketAddress(c) ?? UNKNOWN_CLIENT;
}

/** True when the shopper reached the site over HTTPS (directly, or through a trusted proxy). */
export function requestIsHttps(
  c: Context,
  options: Pick<ServerOptions, 'trustProxy' | 'publicOrigin'>,
): boolean {
  if (options.publicOrigin?.startsWith('https:')) return true;
  if (options.trustProxy) {
    const proto = c.req.header('x-forwarded-proto')?.split(',')[0]?.trim().toLowerCase();
    if (proto) return proto === 'https';
  }
  return new URL(c.req.url).protocol === 'https:';
}

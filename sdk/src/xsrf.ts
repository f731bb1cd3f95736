/** The cross-site-request token: the server sets this cookie, clients echo it in the header on non-GET calls. */
export const XSRF_COOKIE = 'XSRF-TOKEN';
export const XSRF_HEADER = 'X-XSRF-TOKEN';

/** Reads the XSRF-TOKEN cookie of the page, or null outside a browser. */
export function readXsrfCookie(): string | null {
  const cookie = globalThis.document?.cookie;
  if (!cookie) return null;
  for (const part of cookie.split(';')) {
    const [name, ...rest] = part.trim().split('=');
    if (name === XSRF_COOKIE) return decodeURIComponent(rest.join('='));
  }
  return null;
}

/**
 * The origin the token may be sent to: the page's own (a browser app calls its API on the same origin),
 * or, outside a browser, the origin of the configured base URL. The token never leaves that origin.
 */
export function apiOrigin(baseUrl: string): string | null {
  const page = globalThis.location?.origin;
  if (page && page !== 'null') return page;
  return URL.canParse(baseUrl) ? new URL(baseUrl).origin : null;
}

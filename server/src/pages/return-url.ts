// ReturnUrl: where a page goes back to after success. Only a path on this site is followed, so a
// crafted link cannot send a freshly signed-in shopper to another host (an open redirect).

export const DEFAULT_RETURN_URL = '/';

const BASE = 'http://return-url.invalid';

const isControl = (ch: string) => {
  const code = ch.charCodeAt(0);
  return code < 0x20 || code === 0x7f;
};

/**
 * The same-site path (with query and fragment) that `raw` names, or `fallback`. An absolute URL is
 * followed only when its origin is `siteOrigin` (the request's own).
 */
export function safeReturnUrl(
  raw: string | undefined,
  siteOrigin?: string,
  fallback: string = DEFAULT_RETURN_URL,
): string {
  const text = raw?.trim();
  if (!text) return fallback;
  // Backslashes and control characters are read by some browsers as '/' or dropped: refuse them.
  if (text.includes('\\') || [...text].some(isControl)) return fallback;
  if (text.startsWith('/')) {
    if (text.startsWith('//')) return fallback; // protocol-relative: another host
    const url = new URL(text, BASE);
    return url.origin === BASE ? `${url.pathname}${url.search}${url.hash}` : fallback;
  }
  if (!siteOrigin || !URL.canParse(text)) return fallback;
  const url = new URL(text);
  if (url.origin !== siteOrigin) return fallback;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** ReturnUrl from a query or form, whichever spelling the caller used. */
export const returnUrlParam = (values: Readonly<Record<string, unknown>>): string | undefined => {
  const value = values.ReturnUrl ?? values.returnUrl ?? values.returnurl;
  return typeof value === 'string' ? value : undefined;
};

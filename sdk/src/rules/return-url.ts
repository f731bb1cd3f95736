// ReturnUrl: where a page goes back to after success (the sign-in pages, the session-ended page's
// "Return to site"). Only a path on this site is followed, so a crafted link cannot send a shopper to
// another host (an open redirect). One rule for the server's pages and the web app.

export const DEFAULT_RETURN_URL = '/';

const BASE = 'http://return-url.invalid';

const isControl = (ch: string) => {
  const code = ch.charCodeAt(0);
  return code < 0x20 || code === 0x7f;
};

// Slashes spelled as %2F or %5C: a proxy or a router that decodes the path would read a host in them.
const ENCODED_SLASH = /%(2f|5c)/i;

/** `text` as an absolute URL, or undefined (URL.canParse is missing from older browsers). */
function absolute(text: string): URL | undefined {
  try {
    return new URL(text);
  } catch {
    return undefined;
  }
}

/**
 * The path the browser will follow as a path on this site: one slash first, never two (`//host` is
 * another host, whatever dot segments `/.//host`, `/%2e//host` or `/a/..//host` collapsed into it).
 */
function sitePath(url: URL): string | undefined {
  const { pathname } = url;
  if (!pathname.startsWith('/') || pathname.startsWith('//')) return undefined;
  if (ENCODED_SLASH.test(pathname)) return undefined;
  return `${pathname}${url.search}${url.hash}`;
}

/**
 * The same-site path (with query and fragment) that `raw` names, or `fallback`. An absolute URL is
 * followed only when its origin is `siteOrigin` (the page's or the request's own).
 */
export function safeReturnUrl(
  raw: string | null | undefined,
  siteOrigin?: string,
  fallback: string = DEFAULT_RETURN_URL,
): string {
  const text = raw?.trim();
  if (!text) return fallback;
  // Backslashes and control characters are read by some browsers as '/' or dropped: refuse them.
  if (text.includes('\\') || [...text].some(isControl)) return fallback;
  let url: URL | undefined;
  if (text.startsWith('/')) {
    if (text.startsWith('//')) return fallback; // protocol-relative: another host
    url = new URL(text, BASE);
    if (url.origin !== BASE) return fallback;
  } else {
    url = siteOrigin ? absolute(text) : undefined;
    if (!url || url.origin !== siteOrigin) return fallback;
  }
  return sitePath(url) ?? fallback;
}

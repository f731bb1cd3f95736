// The demo venue's content on the backend's own origin: product pictures (/demo/products/<name>.svg),
// the reservation properties' logos (/demo/properties/<name>.svg), the venue's pages (/venue/, its policies and the content system's pages the fallback redirects
// to), the demo analytics script and a favicon for the pages that do not link one (the sign-in pages, /docs).
import type { Hono } from 'hono';
import { html, PAGE_HEADERS, page } from '../pages/html.js';
import { ANALYTICS_SCRIPT, ANALYTICS_SCRIPT_PATH } from './analytics-script.js';
import { PRODUCT_ART_PATH, productArt } from './product-art.js';
import { PROPERTY_LOGO_PATH, propertyLogos } from './property-logos.js';
import { VENUE_PATH, venuePages } from './venue-pages.js';

// The pictures never change under a name (a new picture gets a new name), so a browser keeps them a
// long time; the pages may be edited, so they are checked hourly.
const PICTURE_CACHE = 'public, max-age=31536000, immutable';
const PAGE_CACHE = 'public, max-age=3600';

/** The brand's mark (the logo's circle), the same as the web app's public/favicon.svg. */
export const FAVICON = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 40"><circle cx="20" cy="20" r="18" fill="#0b6e4f"/><path d="M6 26c6-4 10-4 14 0s8 4 14 0v6H6z" fill="#7fd1ff"/><path d="M12 22l8-12 8 12z" fill="#fff"/></svg>`;

export function mountContent(app: Hono): void {
  for (const [path, pictures] of [
    [PRODUCT_ART_PATH, productArt],
    [PROPERTY_LOGO_PATH, propertyLogos],
  ] as const) {
    app.get(`${path}/:file`, (c) => {
      const svg = pictures.get(c.req.param('file'));
      if (!svg) return c.notFound();
      return c.body(svg, 200, { 'Content-Type': 'image/svg+xml', 'Cache-Control': PICTURE_CACHE });
    });
  }

  app.get(`${VENUE_PATH}/*`, (c) => venuePage(c.req.path));
  app.get(VENUE_PATH, (c) => venuePage(c.req.path));

  app.get(ANALYTICS_SCRIPT_PATH, (c) =>
    c.body(ANALYTICS_SCRIPT, 200, {
      'Content-Type': 'text/javascript; charset=utf-8',
      'Cache-Control': 'public, max-age=3600',
    }),
  );

  app.get('/favicon.ico', (c) =>
    c.body(FAVICON, 200, { 'Content-Type': 'image/svg+xml', 'Cache-Control': 'public, max-age=86400' }),
  );
}

function venuePage(path: string): Response {
  const key = path.slice(VENUE_PATH.length).toLowerCase().replace(/\/+$/, '');
  const found = venuePages.get(key);
  const headers = { ...PAGE_HEADERS, 'Content-Type': 'text/html; charset=utf-8' };
  if (!found) {
    return new Response(page('Not Found', notFoundBody), { status: 404, headers });
  }
  return new Response(page(found.title, found.body), {
    status: 200,
    headers: { ...headers, 'Cache-Control': PAGE_CACHE },
  });
}

const notFoundBody = html`<h1>Not Found</h1>
<p><a href="${VENUE_PATH}/">Lakeside Adventure Park home</a></p>`;

// The web app's production build, served from `/` on the backend's own origin: files as they are,
// and every other GET that asks for a page answers index.html, so the app's routes (product/single/…,
// cart, checkout) load on a full page load. The page answer opens the visit's session and sets its
// cookies, so the app's first call that is not a read already has its XSRF token instead of waiting
// for a session read first (one round trip less before a product page's data). Until the web app is
// built, `/` is a short page pointing to the API, its reference and the sign-in page (unstyled: the
// shared CSP allows no inline style).
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import type { Context, Hono } from 'hono';
import { withSession } from '../http/session.js';
import type { Services } from '../services.js';

const placeholder = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Boxoffice reference backend</title></head>
<body><h1>Boxoffice reference backend</h1>
<p>The storefront web app is not built here yet. The backend serves:</p>
<ul><li><a href="/docs">/docs</a>: the API reference</li>
<li><a href="/api/settings">/api</a>: the storefront API</li>
<li><a href="/login">/login</a>: sign in with a demo account (see the README)</li></ul></body></html>`;

const IMMUTABLE = 'public, max-age=31536000, immutable';

export function mountWebApp(app: Hono, root: string | undefined, services: Services): void {
  const index = root ? join(root, 'index.html') : undefined;
  if (!root || !index || !existsSync(index)) {
    app.get('/', (c) => c.html(placeholder));
    return;
  }
  const html = readFileSync(index, 'utf8');
  const page = (c: Context) =>
    withSession(c, services, async () => {
      c.header('Cache-Control', 'no-cache');
      return c.html(html);
    });
  // `/` is a page like the others, not the build folder's index.html as a file.
  app.get('/', page);
  app.use(
    '/*',
    serveStatic({
      root,
      // The build writes .br and .gz copies beside its text files (web/build/precompress.ts).
      precompressed: true,
      onFound: (path, c) => {
        // Vite names the files under assets/ by their content, so a browser may keep them for good;
        // index.html is checked every time, so a new build is picked up at once.
        c.header('Cache-Control', path.includes('/assets/') ? IMMUTABLE : 'no-cache');
      },
    }),
  );
  // A page request (not /api, not a file) gets the app, which routes it in the browser.
  app.get('*', (c, next) => {
    const wantsPage = (c.req.header('accept') ?? '').includes('text/html');
    if (!wantsPage || c.req.path.startsWith('/api/')) return next();
    return page(c);
  });
}

// The demo venue's logo, served by the backend itself so the storefront's header shows a real image
// wherever the backend runs (the settings point at it on the request's own origin). A venue's own
// backend points siteLogoUrl at its own asset instead.
import type { Hono } from 'hono';

export const LOGO_PATH = '/brand/logo.svg';

// A wordmark with its size in the file, so the header can lay it out before it arrives.
const logo = `<svg xmlns="http://www.w3.org/2000/svg" width="200" height="40" viewBox="0 0 200 40" role="img" aria-label="Lakeside Adventure Park">
<circle cx="20" cy="20" r="18" fill="#0b6e4f"/><path d="M6 26c6-4 10-4 14 0s8 4 14 0v6H6z" fill="#7fd1ff"/>
<path d="M12 22l8-12 8 12z" fill="#fff"/>
<text x="46" y="18" font-family="system-ui,sans-serif" font-size="14" font-weight="700" fill="#0b3d2e">Lakeside</text>
<text x="46" y="34" font-family="system-ui,sans-serif" font-size="12" fill="#0b3d2e">Adventure Park</text>
</svg>`;

export function mountBrand(app: Hono): void {
  app.get(LOGO_PATH, (c) => {
    c.header('Cache-Control', 'public, max-age=86400');
    return c.body(logo, 200, { 'Content-Type': 'image/svg+xml' });
  });
}

// The API reference at /docs: the self-contained Redoc page that `node server/scripts/build-docs.mjs`
// renders from the bundled contract into server/dist/docs/index.html. Read from disk when asked (and
// again when the file changes), so rebuilding the docs needs no server restart.
//
// Its own Content-Security-Policy, looser than the storefront's where Redoc needs it: its inline
// scripts run by their hashes (taken from the page as read), its styled components write inline
// styles, and its search runs in a blob: worker. Nothing may load from another host.
import { createHash } from 'node:crypto';
import { readFileSync, statSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Context, Hono } from 'hono';

export interface DocsOptions {
  /** The built page; by default BOXOFFICE_DOCS_HTML, else server/dist/docs/index.html. */
  readonly htmlFile?: string;
}

export const BUILD_DOCS_COMMAND = 'node server/scripts/build-docs.mjs';

/** Where the built page is, whether this code runs from source or from the server bundle in dist. */
function candidates(options: DocsOptions): string[] {
  if (options.htmlFile) return [options.htmlFile];
  const fromEnv = process.env.BOXOFFICE_DOCS_HTML;
  if (fromEnv) return [fromEnv];
  return [
    fileURLToPath(new URL('./docs/index.html', import.meta.url)), // server/dist/server.mjs
    fileURLToPath(new URL('../../dist/docs/index.html', import.meta.url)), // server/src/docs/mount.ts
  ];
}

interface Loaded {
  readonly file: string;
  readonly mtimeMs: number;
  readonly html: string;
  readonly policy: string;
}

/** The CSP source of each inline script, as the browser's HTML parser splits them. */
const scriptHashes = (html: string) =>
  [...html.matchAll(/<script\b[^>]*>([\s\S]*?)<\/script>/gi)]
    .filter((match) => !/\bsrc\s*=/i.test(match[0].slice(0, match[0].indexOf('>'))))
    .map(
      (match) =>
        `'sha256-${createHash('sha256')
          .update(match[1] ?? '')
          .digest('base64')}'`,
    );

export const docsPolicy = (html: string) => {
  const scripts = [...new Set(scriptHashes(html))];
  return [
    "default-src 'none'",
    `script-src ${scripts.length ? scripts.join(' ') : "'none'"}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self' data:",
    "connect-src 'self'",
    'worker-src blob:',
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'none'",
    "frame-ancestors 'none'",
  ].join('; ');
};

const NOT_BUILT_POLICY = docsPolicy('');

const NOT_BUILT = `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>API reference</title>
<meta name="viewport" content="width=device-width, initial-scale=1"></head>
<body style="font:16px/1.5 system-ui,sans-serif;margin:2rem"><h1>API reference not built</h1>
<p>The API reference has not been built yet. Build it with <code>${BUILD_DOCS_COMMAND}</code>.</p></body></html>`;

export function mountDocs(app: Hono, options: DocsOptions = {}): void {
  const files = candidates(options);
  let loaded: Loaded | undefined;

  const load = (): Loaded | undefined => {
    for (const file of files) {
      const mtimeMs = statSync(file, { throwIfNoEntry: false })?.mtimeMs;
      if (mtimeMs === undefined) continue;
      if (loaded?.file !== file || loaded.mtimeMs !== mtimeMs) {
        const html = readFileSync(file, 'utf8');
        loaded = { file, mtimeMs, html, policy: docsPolicy(html) };
      }
      return loaded;
    }
    return undefined;
  };

  const serve = (c: Context) => {
    c.header('X-Content-Type-Options', 'nosniff');
    c.header('Referrer-Policy', 'same-origin');
    c.header('Cache-Control', 'no-cache');
    const page = load();
    c.header('Content-Security-Policy', page?.policy ?? NOT_BUILT_POLICY);
    return page ? c.html(page.html) : c.html(NOT_BUILT, 503);
  };
  app.get('/docs', serve);
  app.get('/docs/', serve);
}

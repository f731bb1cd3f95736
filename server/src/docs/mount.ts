// The API reference at /docs: the self-contained Redoc page that `node server/scripts/build-docs.mjs`
// renders from the bundled contract into server/dist/docs/index.html. Read from disk when asked (and
// again when the file changes), so rebuilding the docs needs no server restart.
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
}

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
      if (loaded?.file !== file || loaded.mtimeMs !== mtimeMs)
        loaded = { file, mtimeMs, html: readFileSync(file, 'utf8') };
      return loaded;
    }
    return undefined;
  };

  const serve = (c: Context) => {
    c.header('X-Content-Type-Options', 'nosniff');
    c.header('Referrer-Policy', 'same-origin');
    c.header('Cache-Control', 'no-cache');
    const page = load();
    return page ? c.html(page.html) : c.html(NOT_BUILT, 503);
  };
  app.get('/docs', serve);
  app.get('/docs/', serve);
}

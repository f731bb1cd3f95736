import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { Hono } from 'hono';
import { afterAll, describe, expect, it } from 'vitest';
import { mountDocs } from '../src/docs/mount.js';

const dir = mkdtempSync(join(tmpdir(), 'boxoffice-docs-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('/docs', () => {
  it('serves the built page, and a rebuilt one without a restart', async () => {
    const file = join(dir, 'index.html');
    writeFileSync(file, '<!DOCTYPE html><title>first</title>');
    const app = new Hono();
    mountDocs(app, { htmlFile: file });
    const first = await app.request('/docs');
    expect(first.status).toBe(200);
    expect(first.headers.get('content-type')).toContain('text/html');
    expect(await first.text()).toContain('<title>first</title>');
    writeFileSync(file, '<!DOCTYPE html><title>second build</title>');
    utimesSync(file, new Date(), new Date(Date.now() + 5000));
    expect(await (await app.request('/docs/')).text()).toContain('second build');
  });

  it('says how to build the page when it has not been built', async () => {
    const app = new Hono();
    mountDocs(app, { htmlFile: join(dir, 'missing.html') });
    const response = await app.request('/docs');
    expect(response.status).toBe(503);
    expect(await response.text()).toContain('node server/scripts/build-docs.mjs');
  });
});

describe('build-docs', () => {
  it('renders the bundled contract with Redoc into one page that loads nothing from elsewhere', async () => {
    const out = join(dir, 'built.html');
    const script = fileURLToPath(new URL('../scripts/build-docs.mjs', import.meta.url));
    await promisify(execFile)('node', [script, '--out', out], { timeout: 120_000 });
    const page = readFileSync(out, 'utf8');
    expect(page).toContain('<title>Boxoffice Storefront API</title>');
    expect(page).toContain('hydrate(__redoc_definition');
    expect(page).toContain('"operationId":"getSettings"');
    expect(page).toContain('"disableTelemetry":true');
    expect(page).not.toMatch(/<script[^>]*\bsrc=/i);
    expect(page).not.toMatch(/<link[^>]*href="https?:/i);
    expect(page).not.toMatch(/\bimport\s*\{[^}]*\}\s*from\s*["']https?:/);
  }, 120_000);
});

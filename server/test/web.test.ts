import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { testApp } from './support/client.js';

describe('the web app at /', () => {
  it('serves a placeholder that points to the API, its reference and sign-in when no build exists', async () => {
    const { app } = testApp({ webRoot: join(tmpdir(), 'no-such-build') });
    const response = await app.request('/');
    expect(response.status).toBe(200);
    const html = await response.text();
    for (const link of ['/docs', '/api/settings', '/login']) expect(html).toContain(`href="${link}"`);
  });

  it('serves the build: files as they are, and index.html for the app routes a browser asks for', async () => {
    const root = await mkdtemp(join(tmpdir(), 'boxoffice-web-'));
    await writeFile(join(root, 'index.html'), '<!doctype html><title>Store</title><div id="root"></div>');
    await writeFile(join(root, 'app.js'), 'console.log(1)');
    const { app } = testApp({ webRoot: root });
    expect(await (await app.request('/app.js')).text()).toBe('console.log(1)');
    const page = await app.request('/product/single/prod_day', { headers: { accept: 'text/html' } });
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<div id="root">');
    // The API keeps its own 404 envelope, and sign-in stays a server page.
    const api = await app.request('/api/nope', { headers: { accept: 'text/html' } });
    expect(api.status).toBe(404);
    expect(await api.json()).toMatchObject({ success: false });
    expect(await (await app.request('/login', { headers: { accept: 'text/html' } })).text()).toContain(
      '__xsrf',
    );
  });
});

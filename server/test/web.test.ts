import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { TestShopper, testApp } from './support/client.js';

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

  it("opens the visit's session with the page, so the app's first call that is not a read needs no session read first", async () => {
    const root = await mkdtemp(join(tmpdir(), 'boxoffice-web-'));
    await writeFile(join(root, 'index.html'), '<!doctype html><title>Store</title><div id="root"></div>');
    const target = testApp({ webRoot: root });
    for (const path of ['/', '/product/single/prod_day']) {
      const shopper = new TestShopper(target);
      const page = await shopper.raw(path, { headers: { accept: 'text/html' } });
      expect(await page.text()).toContain('<div id="root">');
      expect(page.headers.get('cache-control')).toBe('no-cache');
      expect([...shopper.cookies.keys()].sort()).toEqual(['BOXOFFICE_SESSION', 'XSRF-TOKEN']);
      // The token the page set is the session's: a POST goes through at once.
      const { data } = await shopper.api.POST('/product/single', { body: { extProductId: 'prod_day' } });
      expect(data.value.productDisplayName).toBe('Day Ticket');
      // Another page of the same visit keeps the session rather than starting a new one.
      const again = await shopper.raw('/cart', { headers: { accept: 'text/html' } });
      expect(again.headers.getSetCookie()).toEqual([]);
    }
  });
});

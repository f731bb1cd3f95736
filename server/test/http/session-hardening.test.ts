import { describe, expect, it } from 'vitest';
import { TestShopper, testApp } from '../support/client.js';

const cookieLines = (response: Response) => response.headers.getSetCookie();

describe('Secure session cookies', () => {
  it('are Secure when the shopper came over HTTPS through a trusted proxy', async () => {
    const { app } = testApp({ trustProxy: 1 });
    const response = await app.request('/api/session', { headers: { 'x-forwarded-proto': 'https' } });
    const lines = cookieLines(response);
    expect(lines.map((line) => line.split('=')[0]).sort()).toEqual(['BOXOFFICE_SESSION', 'XSRF-TOKEN']);
    for (const line of lines) expect(line).toMatch(/; Secure/);
  });

  it('are not Secure over HTTP, nor when X-Forwarded-Proto comes from an untrusted client', async () => {
    const plain = await testApp({ trustProxy: 1 }).app.request('/api/session');
    const forged = await testApp().app.request('/api/session', { headers: { 'x-forwarded-proto': 'https' } });
    for (const response of [plain, forged]) {
      expect(cookieLines(response)).toHaveLength(2);
      for (const line of cookieLines(response)) expect(line).not.toMatch(/Secure/);
    }
  });

  it('are Secure from the sign-in pages too', async () => {
    const { app } = testApp({ trustProxy: 1 });
    const page = await app.request('/login', { headers: { 'x-forwarded-proto': 'https' } });
    expect(cookieLines(page)).toHaveLength(2);
    for (const line of cookieLines(page)) expect(line).toMatch(/; Secure/);
  });
});

describe('HEAD on API reads', () => {
  it('answers like GET without a body, needing no cross-site-request token', async () => {
    const shopper = await new TestShopper(testApp()).open();
    const head = await shopper.raw('/api/cart', { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.headers.get('content-type')).toMatch(/^application\/json/);
    expect(await head.text()).toBe('');
  });

  it('still needs the token for writes', async () => {
    const shopper = await new TestShopper(testApp()).open();
    expect((await shopper.raw('/api/cart/clear', { method: 'POST' })).status).toBe(403);
  });
});

describe('the logo URL of getSettings', () => {
  it('is never built from the Host header: relative to the site by default', async () => {
    const { app } = testApp();
    const response = await app.request('http://evil.example/api/settings', {
      headers: { host: 'evil.example' },
    });
    const settings = await response.json();
    expect(settings.siteLogoUrl).toBe('/brand/logo.svg');
  });

  it('is on the configured public origin when there is one', async () => {
    const { app } = testApp({ publicOrigin: 'https://tickets.example' });
    const response = await app.request('http://evil.example/api/settings', {
      headers: { host: 'evil.example' },
    });
    expect((await response.json()).siteLogoUrl).toBe('https://tickets.example/brand/logo.svg');
  });
});

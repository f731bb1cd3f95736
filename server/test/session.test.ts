import { describe, expect, it } from 'vitest';
import { TestShopper, testApp } from './support/client.js';

describe('sessions and cross-site-request protection', () => {
  it('creates a session on the first call and sets both cookies', async () => {
    const shopper = await new TestShopper(testApp()).open();
    expect(shopper.cookies.get('BOXOFFICE_SESSION')).toMatch(/^[\w-]{20,}$/);
    expect(shopper.cookies.get('XSRF-TOKEN')).toMatch(/^[\w-]{20,}$/);
  });

  it('answers 403 with the envelope to a non-GET call without the matching token', async () => {
    const shopper = await new TestShopper(testApp()).open();
    const init = { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' };
    for (const token of [undefined, 'not-the-token']) {
      const headers = {
        ...init.headers,
        cookie: shopper.cookieHeader,
        ...(token ? { 'x-xsrf-token': token } : {}),
      };
      const response = await shopper.target.app.request('/api/cart/clear', { ...init, headers });
      expect(response.status).toBe(403);
      expect(await response.json()).toEqual({
        success: false,
        message: 'Invalid or missing cross-site request token',
      });
    }
  });

  it('answers 401 to a login-required call from an anonymous session', async () => {
    const shopper = await new TestShopper(testApp()).open();
    const response = await shopper.raw('/api/account/ticket');
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({
      success: false,
      message: 'You must be signed in to do this',
    });
  });

  it('forgets a session idle longer than sessionTimeout and starts a new one', async () => {
    let now = Date.parse('2026-11-22T10:00:00Z');
    const app = testApp({ clock: { now: () => now }, sessionTimeout: 60 });
    const shopper = await new TestShopper(app).open();
    const first = shopper.cookies.get('BOXOFFICE_SESSION');
    now += 59_000;
    await shopper.open();
    expect(shopper.cookies.get('BOXOFFICE_SESSION')).toBe(first);
    now += 61_000;
    await shopper.open();
    expect(shopper.cookies.get('BOXOFFICE_SESSION')).not.toBe(first);
  });

  it('answers 400 with a readable message for a malformed body', async () => {
    const shopper = await new TestShopper(testApp()).open();
    const headers = {
      'content-type': 'application/json',
      cookie: shopper.cookieHeader,
      'x-xsrf-token': shopper.cookies.get('XSRF-TOKEN') ?? '',
    };
    const response = await shopper.target.app.request('/api/cart/add', {
      method: 'POST',
      headers,
      body: '{"items":',
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ success: false, message: 'The request body is not valid JSON' });
  });
});

import { describe, expect, it } from 'vitest';
import { Browser, browser, pagesApp } from './support.js';

describe('/logout', () => {
  it('signs out, drops the old session (and with it the cart) and goes to ReturnUrl', async () => {
    const target = pagesApp();
    const b = new Browser(target);
    await b.signIn();
    const old = b.cookies.get('BOXOFFICE_SESSION') ?? '';
    const { response } = await b.get('/logout?ReturnUrl=%2Fsession-timeout%3FreturnUrl%3D%252Fcart');
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/session-timeout?returnUrl=%2Fcart');
    expect(await target.services.store.findSession(old, target.services.clock.now())).toBeUndefined();
    expect(b.cookies.get('BOXOFFICE_SESSION')).not.toBe(old);
    expect(await b.userAuthenticated()).toBe(false);
    expect((await b.raw('/api/account/ticket')).status).toBe(401);
  });

  it('goes to the store home without ReturnUrl, or with a foreign one', async () => {
    for (const path of ['/logout', '/logout?ReturnUrl=https%3A%2F%2Fevil.example%2F']) {
      const b = browser();
      await b.signIn();
      const { response } = await b.get(path);
      expect(response.headers.get('location')).toBe('/');
    }
  });

  it('works for an anonymous visitor too', async () => {
    const { response } = await browser().get('/logout?ReturnUrl=%2Fcart');
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/cart');
  });

  it('signs out with a posted form carrying the XSRF field, and refuses one without it', async () => {
    const b = browser();
    await b.signIn();
    const refused = await b.post('/logout', { ReturnUrl: '/cart' }, { xsrf: false });
    expect(refused.response.status).toBe(403);
    expect(await b.userAuthenticated()).toBe(true);
    const done = await b.post('/logout', { ReturnUrl: '/cart' });
    expect(done.response.headers.get('location')).toBe('/cart');
    expect(await b.userAuthenticated()).toBe(false);
  });
});

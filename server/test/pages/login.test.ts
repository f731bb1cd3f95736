import { describe, expect, it } from 'vitest';
import { Browser, browser, JORDAN, pagesApp } from './support.js';

describe('/login', () => {
  it('shows a labelled sign-in form carrying the session XSRF token and the ReturnUrl', async () => {
    const b = browser();
    const { response, text } = await b.get('/login?ReturnUrl=%2Fcart');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/html');
    expect(text).toContain('<title>Sign In | Lakeside Adventure Park</title>');
    expect(text).toContain('<label for="signin-email">Email Address</label>');
    expect(text).toContain('<label for="signin-password">Password</label>');
    expect(text).toContain(`name="__xsrf" value="${b.cookies.get('XSRF-TOKEN')}"`);
    expect(text).toContain('name="ReturnUrl" value="/cart"');
    expect(text).toContain('name="viewport" content="width=device-width, initial-scale=1"');
    expect(text).not.toMatch(/<(script|link)\b|src="http/);
    expect(response.headers.get('content-security-policy')).toContain("default-src 'none'");
  });

  it('signs in and goes back to ReturnUrl; login-required API calls then work', async () => {
    const b = browser();
    const before = await b.raw('/api/account/ticket');
    expect(before.status).toBe(401);
    const { response } = await b.signIn(JORDAN, '/pass/link?from=header#top');
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/pass/link?from=header#top');
    expect(await b.userAuthenticated()).toBe(true);
    const after = await b.raw('/api/account/ticket');
    expect(after.status).not.toBe(401);
  });

  it('accepts the email in any case and renews the session id, keeping its data', async () => {
    const b = browser();
    await b.get('/login');
    const before = b.cookies.get('BOXOFFICE_SESSION') ?? '';
    const session = await b.target.services.store.findSession(before, Date.now());
    const marker = { name: 'test.marker', init: () => 'kept' };
    session?.set(marker, 'kept across sign-in');
    const { response } = await b.signIn({ ...JORDAN, email: '  Jordan.Rivera@Example.COM ' });
    expect(response.status).toBe(303);
    const after = b.cookies.get('BOXOFFICE_SESSION') ?? '';
    // A new id: one planted before sign-in (session fixation) is worthless after it.
    expect(after).not.toBe(before);
    expect(await b.target.services.store.findSession(before, Date.now())).toBeUndefined();
    expect((await b.target.services.store.findSession(after, Date.now()))?.get(marker)).toBe(
      'kept across sign-in',
    );
    expect(await b.userAuthenticated()).toBe(true);
  });

  it.each([
    'https://evil.example/steal',
    '//evil.example/steal',
    '/\\evil.example',
    'javascript:alert(1)',
    'http://boxoffice.test.evil.example/',
  ])('refuses the foreign ReturnUrl %s and goes to the store home', async (returnUrl) => {
    const b = browser();
    const { response } = await b.signIn(JORDAN, returnUrl);
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/');
  });

  it('follows an absolute ReturnUrl on this site as its path', async () => {
    const b = browser();
    const { response } = await b.signIn(JORDAN, 'http://boxoffice.test/cart?revise=true');
    expect(response.headers.get('location')).toBe('/cart?revise=true');
  });

  it('takes ReturnUrl from the query when the form has none', async () => {
    const b = browser();
    const body = new URLSearchParams({ ...JORDAN, __xsrf: await b.xsrfField() });
    const response = await b.raw('/login?ReturnUrl=%2Fdonate', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: body.toString(),
    });
    expect(response.headers.get('location')).toBe('/donate');
  });

  it('answers a wrong password with a readable message, keeping the email but not the password', async () => {
    const b = browser();
    const { response, text } = await b.signIn({ ...JORDAN, password: 'Wrong!Password1' }, '/cart');
    expect(response.status).toBe(401);
    expect(text).toContain('The email address or password is incorrect');
    expect(text).toContain('role="alert"');
    expect(text).toContain('value="jordan.rivera@example.com"');
    expect(text).not.toContain('Wrong!Password1');
    expect(text).toContain('name="ReturnUrl" value="/cart"');
    expect(await b.userAuthenticated()).toBe(false);
  });

  it('gives the same message for an unknown email', async () => {
    const { response, text } = await browser().signIn({
      email: 'nobody@example.com',
      password: 'Whatever!1',
    });
    expect(response.status).toBe(401);
    expect(text).toContain('The email address or password is incorrect');
  });

  it('reports missing fields beside them', async () => {
    const { response, text } = await browser().post('/login', { email: 'not-an-email', password: '' });
    expect(response.status).toBe(400);
    expect(text).toContain('A valid email address is required');
    expect(text).toContain('Password is required');
    expect(text).toContain('aria-invalid="true"');
    expect(text).toContain('aria-describedby="signin-email-error"');
  });

  it('refuses a post without the session XSRF field', async () => {
    for (const xsrf of [undefined, 'forged-token']) {
      const b = browser();
      await b.get('/login');
      const fields = xsrf ? { ...JORDAN, __xsrf: xsrf } : JORDAN;
      const { response, text } = await b.post('/login', fields, { xsrf: false });
      expect(response.status).toBe(403);
      expect(text).toContain('This form has expired. Please try again.');
      expect(await b.userAuthenticated()).toBe(false);
    }
  });

  it('refuses the token of another session', async () => {
    const target = pagesApp();
    const other = new Browser(target);
    const token = await other.xsrfField();
    const b = new Browser(target);
    await b.get('/login');
    const { response } = await b.post('/login', { ...JORDAN, __xsrf: token }, { xsrf: false });
    expect(response.status).toBe(403);
  });

  it('escapes what the shopper typed', async () => {
    const { text } = await browser().post('/login', { email: '"><script>x</script>', password: 'x' });
    expect(text).not.toContain('<script>x');
    expect(text).toContain('&quot;&gt;&lt;script&gt;');
  });
});

// A ReturnUrl whose path collapses to '//host' must never leave a page as a redirect or a link: each
// page that honours ReturnUrl goes to the store home instead.
import { describe, expect, it } from 'vitest';
import { browser, JORDAN } from './support.js';

const FOREIGN = [
  '/.//evil.example',
  '/%2e//evil.example',
  '/a/..//evil.example',
  'http://boxoffice.test/.//evil.example',
  '/%2f%2fevil.example',
];

const query = (returnUrl: string) => `ReturnUrl=${encodeURIComponent(returnUrl)}`;

describe.each(FOREIGN)('the ReturnUrl %s', (returnUrl) => {
  it('is not followed after signing in on /login', async () => {
    const { response } = await browser().signIn(JORDAN, returnUrl);
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/');
  });

  it('is not followed by /logout', async () => {
    const { response } = await browser().get(`/logout?${query(returnUrl)}`);
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/');
  });

  it('is not followed after registering on /authenticate/register', async () => {
    const email = `riley.${Math.random().toString(36).slice(2)}@example.com`;
    const { response } = await browser().post('/authenticate/register', {
      firstName: 'Riley',
      lastName: 'Chen',
      email,
      password: 'Sunny#Day9',
      confirmPassword: 'Sunny#Day9',
      ReturnUrl: returnUrl,
    });
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/');
  });

  it('is not followed by /authenticate/smart-login, signed in or signing in', async () => {
    const signedIn = browser();
    await signedIn.signIn();
    const { response } = await signedIn.get(`/authenticate/smart-login?${query(returnUrl)}`);
    expect(response.headers.get('location')).toBe('/');
    const posted = await browser().post('/authenticate/smart-login', {
      intent: 'signIn',
      ...JORDAN,
      ReturnUrl: returnUrl,
    });
    expect(posted.response.headers.get('location')).toBe('/');
  });

  it('is not shown as a link on /profile, nor carried in the forms', async () => {
    const b = browser();
    await b.signIn();
    const { text } = await b.get(`/profile?${query(returnUrl)}`);
    expect(text).toContain('<a class="button" href="/">Back to the store</a>');
    expect(text).not.toContain('evil.example');
    const login = await browser().get(`/login?${query(returnUrl)}`);
    expect(login.text).toContain('name="ReturnUrl" value="/"');
    expect(login.text).not.toContain('evil.example');
  });
});

import { describe, expect, it } from 'vitest';
import { browser, JORDAN } from './support.js';

describe('/authenticate/smart-login', () => {
  it('offers sign-in and registration on one page, each with its own ids', async () => {
    const { response, text } = await browser().get('/authenticate/smart-login?ReturnUrl=%2Fpass%2Flink');
    expect(response.status).toBe(200);
    expect(text).toContain('name="intent" value="signIn"');
    expect(text).toContain('name="intent" value="register"');
    expect(text).toContain('id="signin-email"');
    expect(text).toContain('id="register-email"');
    expect(text.match(/name="ReturnUrl" value="\/pass\/link"/g)).toHaveLength(2);
  });

  it('sends a signed-in shopper straight back to ReturnUrl', async () => {
    const b = browser();
    await b.signIn();
    const { response } = await b.get('/authenticate/smart-login?ReturnUrl=%2Fentitlement%2Fredeem');
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/entitlement/redeem');
  });

  it('signs in and goes back to ReturnUrl', async () => {
    const b = browser();
    const { response } = await b.post('/authenticate/smart-login', {
      intent: 'signIn',
      ...JORDAN,
      ReturnUrl: '/pass/link',
    });
    expect(response.headers.get('location')).toBe('/pass/link');
    expect(await b.userAuthenticated()).toBe(true);
  });

  it('registers and goes back to ReturnUrl', async () => {
    const b = browser();
    const { response } = await b.post('/authenticate/smart-login', {
      intent: 'register',
      firstName: 'Sam',
      lastName: 'Ortiz',
      email: 'sam.ortiz@example.com',
      password: 'Ferris#Wheel1',
      confirmPassword: 'Ferris#Wheel1',
      ReturnUrl: '/product/single/prod_day',
    });
    expect(response.headers.get('location')).toBe('/product/single/prod_day');
    expect(await b.userAuthenticated()).toBe(true);
  });

  it('shows a failed sign-in on the page again, with the error in the sign-in form', async () => {
    const { response, text } = await browser().post('/authenticate/smart-login', {
      intent: 'signIn',
      email: JORDAN.email,
      password: 'nope',
    });
    expect(response.status).toBe(401);
    expect(text).toContain('The email address or password is incorrect');
    expect(text).toContain(
      'id="signin-email" name="email" type="email" autocomplete="username" required value="jordan.rivera@example.com"',
    );
  });

  it('refuses a post without the session XSRF field', async () => {
    const b = browser();
    const { response } = await b.post(
      '/authenticate/smart-login',
      { intent: 'signIn', ...JORDAN },
      { xsrf: false },
    );
    expect(response.status).toBe(403);
    expect(await b.userAuthenticated()).toBe(false);
  });
});

import { PASSWORD_RULE } from '@boxoffice/sdk/rules';
import { describe, expect, it } from 'vitest';
import { findAccountByEmail } from '../../src/catalog/accounts.js';
import { browser, JORDAN, pagesApp } from './support.js';

const newShopper = (email: string) => ({
  firstName: 'Riley',
  lastName: 'Chen',
  email,
  password: 'Sunny#Day9',
  confirmPassword: 'Sunny#Day9',
});

describe('/authenticate/register', () => {
  it('shows a labelled form with the password rule as a hint', async () => {
    const { response, text } = await browser().get('/authenticate/register?ReturnUrl=%2Fcheckout');
    expect(response.status).toBe(200);
    for (const label of ['First Name', 'Last Name', 'Email Address', 'Password', 'Confirm Password'])
      expect(text).toContain(`>${label}</label>`);
    expect(text).toContain(PASSWORD_RULE);
    expect(text).toContain('href="/login?ReturnUrl=%2Fcheckout"');
  });

  it('creates the account in the store, signs it in and goes back to ReturnUrl', async () => {
    const target = pagesApp();
    const b = browser(target);
    const { response } = await b.post('/authenticate/register', {
      ...newShopper('Riley.Chen@Example.com'),
      ReturnUrl: '/checkout',
    });
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/checkout');
    expect(await b.userAuthenticated()).toBe(true);
    const account = await findAccountByEmail(target.services.store, 'riley.chen@example.com');
    expect(account).toMatchObject({ firstName: 'Riley', lastName: 'Chen', email: 'riley.chen@example.com' });
    expect(account?.passwordHash).not.toContain('Sunny#Day9');

    // The new account signs in again from another browser.
    const again = browser(target);
    const signIn = await again.signIn({ email: 'riley.chen@example.com', password: 'Sunny#Day9' });
    expect(signIn.response.status).toBe(303);
    expect(await again.userAuthenticated()).toBe(true);
  });

  it('refuses an email that already has an account without saying that it has one', async () => {
    const b = browser();
    const { response, text } = await b.post('/authenticate/register', newShopper(JORDAN.email));
    expect(response.status).toBe(409);
    expect(text).toContain(
      'We could not create an account with these details. If you have registered before, sign in instead, or use another email address.',
    );
    expect(text).not.toMatch(/already (exists|has|registered)|account with this email/i);
    expect(text).not.toMatch(/<p class="field-error"/);
    expect(await b.userAuthenticated()).toBe(false);
  });

  it('lets a client address try 10 registrations an hour, then answers 429 with Retry-After', async () => {
    let now = Date.parse('2026-11-22T15:04:05Z');
    const target = pagesApp({ clock: { now: () => now } });
    const statuses: number[] = [];
    for (let i = 0; i < 10; i++) {
      // Taken emails and new accounts count alike: each tells whether an email has an account.
      const email = i % 2 ? JORDAN.email : `probe${i}@example.com`;
      statuses.push(
        (await browser(target).post('/authenticate/register', newShopper(email))).response.status,
      );
    }
    expect(statuses).toEqual([303, 409, 303, 409, 303, 409, 303, 409, 303, 409]);
    const refused = await browser(target).post('/authenticate/register', newShopper('late@example.com'));
    expect(refused.response.status).toBe(429);
    expect(refused.response.headers.get('retry-after')).toBe('3600');
    expect(refused.text).toContain(
      'Too many accounts were created from this connection. Please try again in 60 minutes.',
    );
    expect(await findAccountByEmail(target.services.store, 'late@example.com')).toBeUndefined();
    now += 60 * 60_000;
    expect(
      (await browser(target).post('/authenticate/register', newShopper('late@example.com'))).response.status,
    ).toBe(303);
  });

  it('reports each invalid field with the shared rules messages, keeping what was typed', async () => {
    const { response, text } = await browser().post('/authenticate/register', {
      firstName: '',
      lastName: 'L'.repeat(36),
      email: 'riley@',
      password: 'weakpass',
      confirmPassword: 'weakpass',
    });
    expect(response.status).toBe(400);
    expect(text).toContain('First name must be between 1 and 35 characters in length');
    expect(text).toContain('Last name must be between 1 and 35 characters in length');
    expect(text).toContain('A valid email address is required');
    expect(text).toContain(`<p class="field-error" id="register-password-error">${PASSWORD_RULE}</p>`);
    expect(text).toContain('value="riley@"');
    expect(text).not.toContain('value="weakpass"');
  });

  it('asks for the same password twice', async () => {
    const { response, text } = await browser().post('/authenticate/register', {
      ...newShopper('mismatch@example.com'),
      confirmPassword: 'Sunny#Day8',
    });
    expect(response.status).toBe(400);
    expect(text).toContain('Passwords do not match');
  });

  it('refuses a post without the session XSRF field', async () => {
    const target = pagesApp();
    const b = browser(target);
    await b.get('/authenticate/register');
    const { response } = await b.post('/authenticate/register', newShopper('forged@example.com'), {
      xsrf: false,
    });
    expect(response.status).toBe(403);
    expect(await findAccountByEmail(target.services.store, 'forged@example.com')).toBeUndefined();
  });

  it('refuses a foreign ReturnUrl after registering', async () => {
    const { response } = await browser().post('/authenticate/register', {
      ...newShopper('foreign@example.com'),
      ReturnUrl: 'https://evil.example/',
    });
    expect(response.headers.get('location')).toBe('/');
  });
});

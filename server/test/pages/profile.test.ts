import { describe, expect, it } from 'vitest';
import { browser, CASEY } from './support.js';

describe('/profile', () => {
  it('sends an anonymous visitor to the smart login, returning here', async () => {
    const { response } = await browser().get('/profile?ReturnUrl=%2Fcart');
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe(
      `/authenticate/smart-login?ReturnUrl=${encodeURIComponent('/profile?ReturnUrl=%2Fcart')}`,
    );
  });

  it("shows the signed-in account's details, saved card, sign-out link and the way back", async () => {
    const b = browser();
    await b.signIn();
    const { response, text } = await b.get('/profile?ReturnUrl=%2Fcart');
    expect(response.status).toBe(200);
    expect(text).toContain('<title>My Account | Lakeside Adventure Park</title>');
    expect(text).toContain('<dd>Jordan Rivera</dd>');
    expect(text).toContain('<dd>jordan.rivera@example.com</dd>');
    expect(text).toContain('(512) 555-0142');
    expect(text).toContain('1200 Lakeview Dr<br>Apt 4B<br>Austin, TX 78701<br>United States');
    expect(text).toContain('Visa ending 4242, expires 08/2028');
    expect(text).toContain('href="/logout?ReturnUrl=%2F"');
    expect(text).toContain('<a class="button" href="/cart">Back to the store</a>');
  });

  it('shows the second demo account', async () => {
    const b = browser();
    await b.signIn(CASEY);
    const { text } = await b.get('/profile');
    expect(text).toContain('<dd>Casey Morgan</dd>');
    expect(text).toContain('San Diego, CA 92101');
    expect(text).toContain('Mastercard ending 5454');
    expect(text).toContain('<a class="button" href="/">Back to the store</a>');
  });

  it('escapes names a shopper registered with', async () => {
    const b = browser();
    await b.post('/authenticate/register', {
      firstName: '<b>Al</b>',
      lastName: 'O"Neil',
      email: 'al@example.com',
      password: 'Roller#Coaster7',
      confirmPassword: 'Roller#Coaster7',
    });
    const { text } = await b.get('/profile');
    expect(text).toContain('&lt;b&gt;Al&lt;/b&gt; O&quot;Neil');
    expect(text).not.toContain('<b>Al</b>');
    expect(text).toContain('No saved cards.');
  });
});

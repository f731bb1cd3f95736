// Sign-in refuses password guessing: per email (known or not) and per client, with 429, a message
// on the page and Retry-After; the right password waits out the window like any other.
import { describe, expect, it } from 'vitest';
import { Browser, CASEY, JORDAN, pagesApp } from './support.js';

const START = Date.parse('2026-11-22T15:00:00Z');
const MINUTE = 60_000;
const LOCKED = 'Too many sign-in attempts. Please try again in 15 minutes.';

/** An app on a clock the test moves, and browsers on it (each its own session). */
function setup(options: { trustProxy?: boolean } = {}) {
  let now = START;
  const target = pagesApp({ clock: { now: () => now }, ...options });
  return {
    target,
    browser: (client?: string) => {
      const b = new Browser(target);
      if (client) b.headers['x-forwarded-for'] = client;
      return b;
    },
    advance: (ms: number) => {
      now += ms;
    },
  };
}

const wrong = (email = JORDAN.email) => ({ email, password: 'Wrong!Password1' });

describe('sign-in throttle', () => {
  it('refuses an email after 5 wrong passwords with 429, a message and Retry-After, even the right one', async () => {
    const { browser, advance } = setup();
    const b = browser();
    for (let i = 0; i < 5; i++) expect((await b.signIn(wrong())).response.status).toBe(401);
    advance(MINUTE);
    const { response, text } = await b.signIn(wrong());
    expect(response.status).toBe(429);
    expect(response.headers.get('retry-after')).toBe('840');
    expect(text).toContain('Too many sign-in attempts. Please try again in 14 minutes.');
    expect(text).toContain('role="alert"');
    expect(text).toContain('value="jordan.rivera@example.com"');
    expect(text).toContain('content="width=device-width'); // the page itself, not a bare error

    const right = await b.signIn(JORDAN);
    expect(right.response.status).toBe(429);
    expect(await b.userAuthenticated()).toBe(false);
    // Another browser fares no better: the limit is the email's, not the session's.
    expect((await browser().signIn(JORDAN)).response.status).toBe(429);
    // Another account is not affected.
    expect((await browser().signIn(CASEY)).response.status).toBe(303);

    advance(14 * MINUTE);
    expect((await b.signIn(JORDAN)).response.status).toBe(303);
    expect(await b.userAuthenticated()).toBe(true);
  });

  it('counts the email in any case and spacing', async () => {
    const { browser } = setup();
    const spellings = [
      'Jordan.Rivera@example.com',
      ' JORDAN.RIVERA@EXAMPLE.COM',
      'jordan.rivera@Example.com',
    ];
    for (const email of [...spellings, JORDAN.email, JORDAN.email])
      expect((await browser().signIn(wrong(email))).response.status).toBe(401);
    expect((await browser().signIn(JORDAN)).response.status).toBe(429);
  });

  it('throttles an unknown email exactly like a known one', async () => {
    const { browser } = setup();
    const statuses = async (email: string) => {
      const seen: (number | string | null)[] = [];
      for (let i = 0; i < 6; i++) {
        const { response, text } = await browser().signIn(wrong(email));
        seen.push(
          response.status,
          response.headers.get('retry-after'),
          text.includes(LOCKED) ? 'locked' : '',
        );
      }
      return seen;
    };
    const known = await statuses(JORDAN.email);
    expect(known.slice(-3)).toEqual([429, '900', 'locked']);
    expect(await statuses('nobody.here@example.com')).toEqual(known);
  });

  it('forgets an email\u2019s failures when it signs in', async () => {
    const { browser } = setup();
    for (let i = 0; i < 4; i++) await browser().signIn(wrong());
    expect((await browser().signIn(JORDAN)).response.status).toBe(303);
    for (let i = 0; i < 5; i++) expect((await browser().signIn(wrong())).response.status).toBe(401);
    expect((await browser().signIn(wrong())).response.status).toBe(429);
  });

  it('refuses a client after 20 wrong passwords across emails; other clients still sign in', async () => {
    const { browser, advance } = setup({ trustProxy: true });
    const attacker = browser('203.0.113.7');
    for (let i = 0; i < 20; i++)
      expect((await attacker.signIn(wrong(`guess${i}@example.com`))).response.status).toBe(401);
    const refused = await attacker.signIn(JORDAN);
    expect(refused.response.status).toBe(429);
    expect(refused.response.headers.get('retry-after')).toBe('900');
    expect(refused.text).toContain(LOCKED);
    // The client's own account does not reset its count.
    expect((await browser('198.51.100.2').signIn(JORDAN)).response.status).toBe(303);
    expect((await browser('203.0.113.7').signIn(CASEY)).response.status).toBe(429);
    advance(15 * MINUTE);
    expect((await browser('203.0.113.7').signIn(CASEY)).response.status).toBe(303);
  });

  it('lets no more than the limit through when many wrong passwords arrive at once', async () => {
    const { browser } = setup();
    const browsers = Array.from({ length: 12 }, () => browser());
    const tokens = await Promise.all(browsers.map((b) => b.xsrfField()));
    const answers = await Promise.all(
      browsers.map((b, i) => b.post('/login', { ...wrong(), __xsrf: tokens[i] ?? '' }, { xsrf: false })),
    );
    const statuses = answers.map(({ response }) => response.status).sort();
    expect(statuses).toEqual([...Array(5).fill(401), ...Array(7).fill(429)]);
  });

  it('applies to the smart login\u2019s sign-in form too, shown in that form', async () => {
    const { browser } = setup();
    for (let i = 0; i < 5; i++) await browser().signIn(wrong());
    const { response, text } = await browser().post('/authenticate/smart-login', {
      intent: 'signIn',
      ...JORDAN,
    });
    expect(response.status).toBe(429);
    expect(response.headers.get('retry-after')).toBe('900');
    expect(text).toContain(LOCKED);
    expect(text).toContain(
      'id="signin-email" name="email" type="email" autocomplete="username" required value="jordan.rivera@example.com"',
    );
  });

  it('keeps the API answering while many passwords are being checked', async () => {
    const { browser } = setup({ trustProxy: true });
    const browsers = Array.from({ length: 20 }, (_, i) => browser(`192.0.2.${i + 1}`));
    const tokens = await Promise.all(browsers.map((b) => b.xsrfField()));
    let settled = 0;
    const signIns = browsers.map((b, i) =>
      b
        .post('/login', { ...wrong(`someone${i}@example.com`), __xsrf: tokens[i] ?? '' }, { xsrf: false })
        .finally(() => settled++),
    );
    // The next turn of the event loop comes before 20 scrypt checks (tens of ms each, four at a time
    // on the thread pool) are done; checked on the loop itself, they would all be done first.
    const atNextTurn = await new Promise<number>((resolve) => setTimeout(() => resolve(settled), 0));
    expect(atNextTurn).toBeLessThan(20);
    const settings = await browser().raw('/api/settings');
    expect(settings.status).toBe(200);
    expect(settled).toBeLessThan(20);
    expect((await Promise.all(signIns)).map(({ response }) => response.status)).toEqual(Array(20).fill(401));
  });
});

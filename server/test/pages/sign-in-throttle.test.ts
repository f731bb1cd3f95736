// Sign-in refuses password guessing: per email (known or not) from one client address, and per
// client, with 429, a message on the page and Retry-After; from there the right password waits out the
// window like any other. But strangers cannot lock the owner out: their failures at other addresses do
// not count against the owner's address, a crowd of addresses guessing one account only slows its
// tries (they take turns, at most 10 a minute), and a browser that signed in to the account before is
// counted on its own. Right passwords at once all go through.
import { describe, expect, it } from 'vitest';
import { KNOWN_BROWSER_COOKIE } from '../../src/pages/known-browsers.js';
import {
  MAX_TURN_SPACING_MS,
  MAX_TURN_WAIT_MS,
  type SignInTurn,
  TURNS_AFTER_TRIES_PER_EMAIL,
  takeSignInTurn,
} from '../../src/pages/sign-in-throttle.js';
import { MemoryStore } from '../../src/store/memory-store.js';
import { pgliteInstances } from '../support/pglite-store.js';
import { Browser, CASEY, JORDAN, pagesApp } from './support.js';

const START = Date.parse('2026-11-22T15:00:00Z');
const MINUTE = 60_000;
const LOCKED = 'Too many sign-in attempts. Please try again in 15 minutes.';

const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** An app on a clock the test moves, and browsers on it (each its own session). */
function setup(options: { trustProxy?: number } = {}) {
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
    now: () => now,
    /**
     * Waits for `work` while the clock runs on, 250 ms every 10 ms of real time from `after` ms on,
     * as a try waiting for its turn at an email needs (it looks at the clock every 50 ms): a turn
     * seconds off takes a fraction of a second. Answers the result and how far the clock moved.
     */
    async running<T>(work: Promise<T>, { after = 0 } = {}): Promise<{ result: T; movedMs: number }> {
      const from = now;
      let done = false;
      const settled = work.finally(() => {
        done = true;
      });
      if (after) await Promise.race([settled, pause(after)]);
      while (!done) {
        await pause(10);
        if (!done) now += 250;
      }
      return { result: await settled, movedMs: now - from };
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
    // Another browser at that address fares no better: the limit is the email's there, not the session's.
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
    const { browser, advance } = setup({ trustProxy: 1 });
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
    const { browser } = setup({ trustProxy: 1 });
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

const STRANGER = '203.0.113.7';
const OWNER = '198.51.100.2';

/**
 * A browser at `address` known to Jordan's account: it signed in once, and comes back later (a new
 * session, its known-browser cookie kept).
 */
async function knownToJordan(browser: (client?: string) => Browser, address: string): Promise<Browser> {
  const first = browser(address);
  const { response } = await first.signIn(JORDAN);
  expect(response.status).toBe(303);
  const later = browser(address);
  later.cookies.set(KNOWN_BROWSER_COOKIE, first.cookies.get(KNOWN_BROWSER_COOKIE) ?? '');
  return later;
}

describe('sign-in throttle: strangers cannot lock the owner out', () => {
  it('counts wrong passwords per email at each address: the owner elsewhere still signs in', async () => {
    const { browser } = setup({ trustProxy: 1 });
    const stranger = browser(STRANGER);
    for (let i = 0; i < 5; i++) expect((await stranger.signIn(wrong())).response.status).toBe(401);
    expect((await stranger.signIn(wrong())).response.status).toBe(429);
    expect((await browser(STRANGER).signIn(JORDAN)).response.status).toBe(429);
    const owner = browser(OWNER);
    expect((await owner.signIn(JORDAN)).response.status).toBe(303);
    expect(await owner.userAuthenticated()).toBe(true);
    // A forged X-Forwarded-For entry does not move the stranger to another address.
    const forged = browser(`${OWNER}, ${STRANGER}`);
    expect((await forged.signIn(wrong())).response.status).toBe(429);
  });

  it('slows a crowd of addresses rather than locking: the owner signs in from a new address and browser', async () => {
    const { browser, advance, running } = setup({ trustProxy: 1 });
    const known = await knownToJordan(browser, OWNER);
    // 30 wrong from 6 addresses, each after the turn of the one before (so none waits here).
    for (let a = 1; a <= 6; a++)
      for (let i = 0; i < 5; i++) {
        advance(MAX_TURN_SPACING_MS);
        expect((await browser(`192.0.2.${a}`).signIn(wrong())).response.status).toBe(401);
      }
    // The owner's right password from an address and a browser the account has never seen: it waits
    // for its turn, 6 s after the last guess, then signs in. No 15-minute lock.
    const owner = browser('198.51.100.77');
    const { result, movedMs } = await running(owner.signIn(JORDAN));
    expect(result.response.status).toBe(303);
    expect(movedMs).toBeGreaterThanOrEqual(MAX_TURN_SPACING_MS);
    expect(await owner.userAuthenticated()).toBe(true);
    // The browser the owner signed in from before takes no turn.
    expect((await known.signIn(JORDAN)).response.status).toBe(303);
    expect(await known.userAuthenticated()).toBe(true);
    // Nor does another account.
    expect((await browser('192.0.2.99').signIn(CASEY)).response.status).toBe(303);
  }, 30_000);

  it('answers a try whose turn is more than 8 s off with 429 for seconds, not minutes; the owner then signs in', async () => {
    const { browser, advance, running } = setup({ trustProxy: 1 });
    for (let a = 1; a <= 3; a++)
      for (let i = 0; i < 5; i++) {
        advance(MAX_TURN_SPACING_MS);
        expect((await browser(`192.0.2.${a}`).signIn(wrong())).response.status).toBe(401);
      }
    // Four guesses at once from four new addresses: the first takes the turn 6 s off, the next would
    // be 12 s off. The clock stands still until they have all asked.
    const guessers = Array.from({ length: 4 }, (_, i) => browser(`203.0.113.${i + 10}`));
    const tokens = await Promise.all(guessers.map((b) => b.xsrfField()));
    const { result: answers } = await running(
      Promise.all(
        guessers.map((b, i) => b.post('/login', { ...wrong(), __xsrf: tokens[i] ?? '' }, { xsrf: false })),
      ),
      { after: 500 },
    );
    const checked = answers.filter(({ response }) => response.status === 401);
    const refused = answers.filter(({ response }) => response.status === 429);
    expect(checked.length).toBeGreaterThanOrEqual(1);
    expect(checked.length).toBeLessThanOrEqual(2);
    expect(checked.length + refused.length).toBe(4);
    for (const { response, text } of refused) {
      const seconds = Number(response.headers.get('retry-after'));
      expect(seconds).toBeGreaterThanOrEqual(1);
      expect(seconds).toBeLessThanOrEqual((2 * MAX_TURN_SPACING_MS - MAX_TURN_WAIT_MS) / 1000);
      expect(text).toContain('Too many sign-in attempts. Please try again in 1 minute.');
    }
    // Not a lock: the owner, from a new address, signs in once the turn comes.
    const owner = browser('198.51.100.77');
    expect((await running(owner.signIn(JORDAN))).result.response.status).toBe(303);
    expect(await owner.userAuthenticated()).toBe(true);
  }, 30_000);

  it('gives a guesser spread over many addresses at most 10 tries a minute at one account', async () => {
    const { browser, now, running } = setup({ trustProxy: 1 });
    let address = 0;
    /** A wrong password from a new address: its status, and the clock when it was answered. */
    const guess = async () => {
      address++;
      const { result } = await running(browser(`192.0.2.${address}`).signIn(wrong()));
      return { status: result.response.status, at: now() };
    };
    // Past the free tries and the growing spacings (1, 2, 4 s), each try waits 6 s for its turn.
    for (let i = 0; i < TURNS_AFTER_TRIES_PER_EMAIL + 3; i++) expect((await guess()).status).toBe(401);
    // Then a guess from a new address as soon as the last is answered, for one minute of the clock.
    const from = now();
    const answers: { status: number; at: number }[] = [];
    while (now() < from + MINUTE) answers.push(await guess());
    expect(answers.every(({ status }) => status === 401)).toBe(true); // slowed, never refused
    const inTheMinute = answers.filter(({ at }) => at < from + MINUTE).length;
    expect(inTheMinute).toBeGreaterThanOrEqual(3);
    expect(inTheMinute).toBeLessThanOrEqual(MINUTE / MAX_TURN_SPACING_MS);
  }, 60_000);

  it('refuses new browsers at an address past its limit, not browsers known to the account', async () => {
    const { browser } = setup({ trustProxy: 1 });
    const office = '192.0.2.50';
    const known = await knownToJordan(browser, office);
    for (let i = 0; i < 20; i++)
      expect((await browser(office).signIn(wrong(`guess${i}@example.com`))).response.status).toBe(401);
    expect((await browser(office).signIn(JORDAN)).response.status).toBe(429);
    expect((await known.signIn(JORDAN)).response.status).toBe(303);
    // Known to Jordan's account only: Casey's sign-in from that browser is refused like any other.
    const other = browser(office);
    other.cookies.set(KNOWN_BROWSER_COOKIE, known.cookies.get(KNOWN_BROWSER_COOKIE) ?? '');
    expect((await other.signIn(CASEY)).response.status).toBe(429);
  });

  it('gives a known browser 5 wrong passwords of its own, then counts it like any other', async () => {
    const { browser } = setup({ trustProxy: 1 });
    const known = await knownToJordan(browser, OWNER);
    // A stranger's failures elsewhere do not touch it.
    for (let i = 0; i < 5; i++) await browser(STRANGER).signIn(wrong());
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) statuses.push((await known.signIn(wrong())).response.status);
    expect(statuses).toEqual([...Array(10).fill(401), 429]);
  });

  it('ignores a known-browser cookie it did not sign, or signed for another account', async () => {
    const { browser } = setup({ trustProxy: 1 });
    const known = await knownToJordan(browser, OWNER);
    const cookie = known.cookies.get(KNOWN_BROWSER_COOKIE) ?? '';
    for (let i = 0; i < 5; i++) await browser(OWNER).signIn(wrong());
    const tampered = browser(OWNER);
    tampered.cookies.set(KNOWN_BROWSER_COOKIE, `${cookie.slice(0, -4)}AAAA`);
    expect((await tampered.signIn(JORDAN)).response.status).toBe(429);
    for (let i = 0; i < 5; i++) await browser(OWNER).signIn(wrong(CASEY.email));
    const forCasey = browser(OWNER);
    forCasey.cookies.set(KNOWN_BROWSER_COOKIE, cookie);
    expect((await forCasey.signIn(CASEY)).response.status).toBe(429);
    expect((await known.signIn(JORDAN)).response.status).toBe(303);
  });

  it('sets the cookie HttpOnly, for 180 days, naming no account, Secure over HTTPS', async () => {
    const { browser } = setup({ trustProxy: 1 });
    const b = browser(OWNER);
    b.headers['x-forwarded-proto'] = 'https';
    const { response } = await b.signIn(JORDAN);
    const line = response.headers.getSetCookie().find((l) => l.startsWith(`${KNOWN_BROWSER_COOKIE}=`));
    expect(line).toMatch(/; Max-Age=15552000; Path=\/; HttpOnly; Secure; SameSite=Lax$/);
    expect(line?.toLowerCase()).not.toContain('jordan');
    // Signing in to another account from it keeps both.
    expect((await b.signIn(CASEY)).response.status).toBe(303);
    expect(b.cookies.get(KNOWN_BROWSER_COOKIE)?.split('~')).toHaveLength(2);
  });
});

describe('sign-in throttle: attempts at once', () => {
  /** `n` browsers at one address posting the sign-in form at once: their statuses, sorted. */
  async function atOnce(n: number, account: { email: string; password: string }) {
    const { browser } = setup();
    const browsers = Array.from({ length: n }, () => browser());
    const tokens = await Promise.all(browsers.map((b) => b.xsrfField()));
    const answers = await Promise.all(
      browsers.map((b, i) => b.post('/login', { ...account, __xsrf: tokens[i] ?? '' }, { xsrf: false })),
    );
    return answers.map(({ response }) => response.status).sort();
  }

  it('lets 6, and 10, right passwords of one account at once all through', async () => {
    expect(await atOnce(6, JORDAN)).toEqual(Array(6).fill(303));
    expect(await atOnce(10, JORDAN)).toEqual(Array(10).fill(303));
  });

  it('still holds 20 wrong passwords at once to the limit', async () => {
    expect(await atOnce(20, wrong())).toEqual([...Array(5).fill(401), ...Array(15).fill(429)]);
  });

  it('counts the same on two instances of one database (PGlite)', async () => {
    const [one, two] = await pgliteInstances();
    const clock = { now: () => START };
    const [a, b] = [one, two].map((store) => pagesApp({ clock, store }));
    if (!a || !b) throw new Error('no instances');
    const burst = async (n: number, account: { email: string; password: string }) => {
      const browsers = Array.from({ length: n }, (_, i) => new Browser(i % 2 ? b : a));
      const tokens = await Promise.all(browsers.map((b) => b.xsrfField()));
      const answers = await Promise.all(
        browsers.map((b, i) => b.post('/login', { ...account, __xsrf: tokens[i] ?? '' }, { xsrf: false })),
      );
      return answers.map(({ response }) => response.status).sort();
    };
    expect(await burst(8, JORDAN)).toEqual(Array(8).fill(303));
    expect(await burst(12, wrong())).toEqual([...Array(5).fill(401), ...Array(7).fill(429)]);
  }, 60_000); // PGlite takes seconds to start on a busy machine
});

describe('sign-in throttle: turns at one email', () => {
  it('lets a flood of tries from many addresses through 10 a minute, each waiting at most 8 s', async () => {
    const store = new MemoryStore(() => 60_000);
    const turns: SignInTurn[] = [];
    const perMinute: number[] = [];
    // A try every 100 ms for 5 minutes (say 100 addresses each trying every 10 s).
    for (let t = 0; t < 5 * MINUTE; t += 100) {
      const turn = await takeSignInTurn(store, 'jordan.rivera@example.com', START + t);
      turns.push(turn);
      if ('at' in turn) {
        expect(turn.waitMs).toBeLessThanOrEqual(MAX_TURN_WAIT_MS);
        const minute = Math.floor((turn.at - START) / MINUTE);
        perMinute[minute] = (perMinute[minute] ?? 0) + 1;
      } else {
        expect(turn.refusedMs).toBeGreaterThan(0);
        expect(turn.refusedMs).toBeLessThanOrEqual(MAX_TURN_SPACING_MS);
      }
    }
    // The first minute: 10 free tries, turns 1, 2 and 4 s apart, then 6 s apart; 10 a minute after
    // (and the last tries took turns up to 8 s ahead).
    expect(perMinute.slice(0, 5)).toEqual([21, 10, 10, 10, 10]);
    // Another email is not slowed.
    expect(await takeSignInTurn(store, 'casey.morgan@example.com', START + 5 * MINUTE)).toEqual({
      at: START + 5 * MINUTE,
      waitMs: 0,
    });
    // Once the crowd has stopped for the window, the account's next try waits for nothing.
    const later = START + 5 * MINUTE + 15 * MINUTE;
    expect(await takeSignInTurn(store, 'jordan.rivera@example.com', later)).toEqual({ at: later, waitMs: 0 });
  });
});

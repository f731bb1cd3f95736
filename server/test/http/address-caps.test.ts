// Caps per client address over HTTP (domain/waiting-room/address-caps.ts), behind a trusted proxy
// that names each client: a flood of new sessions from one address is refused past its burst, and
// one address holds at most its cap of places in an on-sale's line, so an honest shopper who comes
// next is pushed back by no more than that.
import { describe, expect, it } from 'vitest';
import { messages } from '../../src/http/errors.js';
import { STORY_NOW } from '../features/order-support.js';
import { type TestApp, TestShopper, testApp } from '../support/client.js';

/** A shopper behind the proxy at `address`. */
const from = (app: TestApp, address: string) => new TestShopper(app, address);

const productPage = (s: TestShopper) =>
  s.raw('/api/product/single', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-XSRF-TOKEN': s.cookies.get('XSRF-TOKEN') ?? '' },
    body: JSON.stringify({ extProductId: 'prod_day', saleFlowId: 1 }),
  });

describe('new sessions per address', () => {
  it('refuses a flood from one address past its burst, with Retry-After, and not another address', async () => {
    const app = testApp({ clock: { now: () => STORY_NOW }, trustProxy: 1 });
    const statuses: number[] = [];
    for (let i = 0; i < 61; i++) statuses.push((await from(app, '203.0.113.5').raw('/api/session')).status);
    expect(statuses.slice(0, 60).every((s) => s === 200)).toBe(true);
    const refused = await from(app, '203.0.113.5').raw('/api/session');
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('Retry-After'))).toBeGreaterThanOrEqual(1);
    expect(await refused.json()).toMatchObject({ success: false, message: messages.tooManyVisits });
    expect(refused.headers.get('Set-Cookie')).toBeNull();
    expect((await from(app, '198.51.100.7').raw('/api/session')).status).toBe(200);
    // A shopper who already has a session goes on.
    const known = from(app, '198.51.100.8');
    await known.raw('/api/session');
    for (let i = 0; i < 70; i++) await from(app, '198.51.100.8').raw('/api/session');
    expect((await known.raw('/api/session')).status).toBe(200);
  });
});

describe('places in line per address', () => {
  it('lets one address hold its cap of places; the honest shopper who comes next is right behind', async () => {
    const app = testApp({
      clock: { now: () => STORY_NOW },
      trustProxy: 1,
      onSale: { item: 'prod_day', opensAt: STORY_NOW + 60_000 },
      linePace: { automatic: true, holdMs: 0 },
      addressCaps: { placesInDraw: 0 }, // the cap in line alone (the draw's is below)
    });
    app.services.waitingRoom.keeper.stop();
    const cap = app.services.waitingRoom.caps.options.placesInLine;
    const places: number[] = [];
    let refused = 0;
    for (let i = 0; i < cap + 5; i++) {
      const script = from(app, '203.0.113.9');
      await script.raw('/api/session');
      const answer = await productPage(script);
      if (answer.status === 503)
        places.push(((await answer.json()) as { waitingRoom: { place: number } }).waitingRoom.place);
      else {
        expect(answer.status).toBe(429);
        expect(await answer.json()).toMatchObject({ message: messages.tooManyInLine });
        refused++;
      }
    }
    expect(places).toHaveLength(cap);
    expect(refused).toBe(5);
    const honest = from(app, '198.51.100.20');
    await honest.raw('/api/session');
    const answer = await productPage(honest);
    expect(answer.status).toBe(503);
    expect(((await answer.json()) as { waitingRoom: { place: number } }).waitingRoom.place).toBe(cap + 1);
  });
});

describe('places in the draw per address', () => {
  const placeOf = async (answer: Response) => {
    expect(answer.status).toBe(503);
    return ((await answer.json()) as { waitingRoom: { place: number } }).waitingRoom.place;
  };

  it("puts one place per address into an on-sale's draw; its other sessions join after the opening, behind everyone drawn", async () => {
    let now = STORY_NOW;
    const app = testApp({
      clock: { now: () => now },
      trustProxy: 1,
      onSale: { item: 'prod_day', opensAt: STORY_NOW + 60_000 },
      linePace: { holdMs: 0 },
    });
    app.services.waitingRoom.keeper.stop();
    const scripts = [0, 1, 2].map(() => from(app, '203.0.113.9'));
    for (const script of scripts) await script.raw('/api/session');
    expect(await placeOf(await productPage(scripts[0] as TestShopper))).toBe(1);
    // Told where it would be, but not in line: the next shopper of another network is right behind.
    expect(await placeOf(await productPage(scripts[1] as TestShopper))).toBe(2);
    expect(await placeOf(await productPage(scripts[2] as TestShopper))).toBe(2);
    const honest = from(app, '198.51.100.21');
    await honest.raw('/api/session');
    expect(await placeOf(await productPage(honest))).toBe(2);
    // The sale opens (nobody let in yet): the script's other sessions join after the band of two.
    now = STORY_NOW + 60_000;
    expect(await placeOf(await productPage(scripts[1] as TestShopper))).toBe(3);
    expect(await placeOf(await productPage(scripts[2] as TestShopper))).toBe(4);
  });
});

describe('an IPv6 client counted by its /64 (http/client.ts addressKey)', () => {
  /** The `i`th address of a /64, as the proxy saw it. */
  const inPrefix = (i: number, prefix = '2001:db8:40:1') =>
    `${prefix}:${i.toString(16)}:0:0:${(i + 1).toString(16)}`;

  it('refuses a flood of new sessions walking one /64 past its burst, and not another /64', async () => {
    const app = testApp({ clock: { now: () => STORY_NOW }, trustProxy: 1 });
    const burst = app.services.waitingRoom.caps.options.sessionBurst;
    const statuses: number[] = [];
    for (let i = 0; i <= burst; i++) statuses.push((await from(app, inPrefix(i)).raw('/api/session')).status);
    expect(statuses.slice(0, burst).every((s) => s === 200)).toBe(true);
    expect(statuses[burst]).toBe(429);
    expect((await from(app, inPrefix(0, '2001:db8:40:2')).raw('/api/session')).status).toBe(200);
    // An IPv4 client reached over IPv6 (::ffff:a.b.c.d) is that IPv4 client.
    for (let i = 0; i < burst; i++)
      expect((await from(app, '203.0.113.44').raw('/api/session')).status).toBe(200);
    expect((await from(app, '::ffff:203.0.113.44').raw('/api/session')).status).toBe(429);
  });

  it("puts one place of a /64 into an on-sale's draw", async () => {
    const app = testApp({
      clock: { now: () => STORY_NOW },
      trustProxy: 1,
      onSale: { item: 'prod_day', opensAt: STORY_NOW + 60_000 },
      linePace: { holdMs: 0 },
    });
    app.services.waitingRoom.keeper.stop();
    const placeOf = async (answer: Response) => {
      expect(answer.status).toBe(503);
      return ((await answer.json()) as { waitingRoom: { place: number } }).waitingRoom.place;
    };
    const scripts = [1, 2, 3].map((i) => from(app, inPrefix(i)));
    for (const script of scripts) await script.raw('/api/session');
    expect(await placeOf(await productPage(scripts[0] as TestShopper))).toBe(1);
    // The /64's other addresses are told where they would be, but take no place before the opening.
    expect(await placeOf(await productPage(scripts[1] as TestShopper))).toBe(2);
    expect(await placeOf(await productPage(scripts[2] as TestShopper))).toBe(2);
  });
});

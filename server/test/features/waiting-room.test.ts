// The waiting room over HTTP (http/waiting.ts): an operator's on-sale holds everyone who asks for it
// until it opens and then lets them in, in the order they came; a crowd the store cannot serve waits
// in line while shoppers already in go on; a place survives a reload, not a new session; and a
// shopper told to wait is answered again without the store.
import { isStorefrontApiError, type WaitingRoom } from '@boxoffice/sdk';
import { describe, expect, it, vi } from 'vitest';
import { MemoryStore } from '../../src/store/memory-store.js';
import { type TestApp, TestShopper, testApp } from '../support/client.js';

const NOW = Date.parse('2026-11-22T15:04:05Z');
const OPENS = NOW + 60_000;

/** A memory store whose door wait (the keeper's measure of load) the test sets. */
class DoorStore extends MemoryStore {
  wait = 0;
  override doorWaitMs(): number {
    return this.wait;
  }
}

function roomApp(onSale: { item: string; opensAt: number } | null = null) {
  const clock = { value: NOW, now: () => clock.value };
  const store = new DoorStore(() => 20 * 60_000, undefined, clock.now);
  // Opening by itself when the door is busy; no hold: a waiting call is told its place at once (the
  // keeper is ticked by hand).
  const app = testApp({ clock, store, onSale, linePace: { automatic: true, holdMs: 0 } });
  app.services.waitingRoom.keeper.stop(); // ticked by hand
  return { app, clock, store, keeper: app.services.waitingRoom.keeper };
}

/** The Day Ticket's product page call; its outcome: in, or the place in line. */
async function productPage(s: TestShopper, id = 'prod_day'): Promise<'in' | WaitingRoom> {
  try {
    await s.api.POST('/product/single', { body: { extProductId: id, saleFlowId: 1 } });
    return 'in';
  } catch (error) {
    if (!isStorefrontApiError(error) || error.status !== 503) throw error;
    expect(error.retryAfter).toBeGreaterThanOrEqual(1);
    return (error.body as { waitingRoom: WaitingRoom }).waitingRoom;
  }
}

const shoppers = (app: TestApp, n: number) =>
  Promise.all(Array.from({ length: n }, () => new TestShopper(app).open()));

describe('an on-sale', () => {
  it('holds everyone who asks for it until it opens, then lets them in, in the order they came', async () => {
    const { app, clock, keeper } = roomApp({ item: 'prod_day', opensAt: OPENS });
    const [a, b, c] = await shoppers(app, 3);
    const first = await productPage(a as TestShopper);
    const second = await productPage(b as TestShopper);
    expect(first).toMatchObject({ place: 1, ahead: 0, opensAt: new Date(OPENS).toISOString() });
    expect(second).toMatchObject({ place: 2, ahead: 1 });
    expect((second as WaitingRoom).waitSeconds).toBeGreaterThanOrEqual(60);
    // Asking again (a reload) keeps the place; what is not the sale is open to a shopper not in line.
    expect(await productPage(a as TestShopper)).toMatchObject({ place: 1 });
    expect(await productPage(c as TestShopper, 'prod_parking')).toBe('in');
    // Nobody is let in before it opens, however calm the store.
    await keeper.tick();
    expect(await productPage(a as TestShopper)).toMatchObject({ place: 1 });
    expect(await productPage(c as TestShopper)).toMatchObject({ place: 3, ahead: 2 });

    clock.value = OPENS;
    await keeper.tick();
    for (const s of [a, b, c]) expect(await productPage(s as TestShopper)).toBe('in');
    // In, and staying in: the cart and the sale go on for them.
    const { data } = await (a as TestShopper).api.GET('/cart');
    expect(data?.success).toBe(true);
  });
});

describe('the draw at the opening', () => {
  it('lets the places taken before the opening in, in an order drawn at random, then those who came after', async () => {
    const { app, clock, keeper } = roomApp({ item: 'prod_day', opensAt: OPENS });
    const early = await shoppers(app, 40);
    const before: number[] = [];
    for (const s of early) before.push(((await productPage(s)) as WaitingRoom).place);
    expect([...before].sort((a, b) => a - b)).toEqual(Array.from({ length: 40 }, (_, i) => i + 1));

    clock.value = OPENS;
    // Opened, not drawn yet: told as before the opening, no place the draw would change.
    expect(await productPage(early[0] as TestShopper)).toMatchObject({
      opensAt: new Date(OPENS).toISOString(),
    });
    await keeper.tick();
    const late = await new TestShopper(app).open();
    expect(await productPage(late)).toMatchObject({ place: 41 });
    // Each early shopper now has a drawn place: all 40 places, each once, not in the order they came.
    const answers = await Promise.all(early.map((s) => productPage(s)));
    const inFirst = answers.flatMap((a, i) => (a === 'in' ? [before[i]] : []));
    const drawn = answers.map((a) => (a === 'in' ? 0 : a.place));
    expect(inFirst.length).toBeGreaterThan(0);
    // Not the first places of arrival (a chance of 1 in 40!/(28!·12!) for 12 let in).
    expect(inFirst.sort((a, b) => (a ?? 0) - (b ?? 0))).not.toEqual(inFirst.map((_, i) => i + 1));
    const told = drawn.filter((p) => p > 0);
    expect(new Set(told).size).toBe(told.length);
    expect(Math.max(...told)).toBe(40);
    expect(Math.min(...told)).toBe(inFirst.length + 1);
    // Let in in the drawn order, every early one before the late one.
    while ((await Promise.all(early.map((s) => productPage(s)))).some((a) => a !== 'in')) {
      expect(await productPage(late)).not.toBe('in');
      await keeper.tick();
    }
    await keeper.tick();
    expect(await productPage(late)).toBe('in');
  });
});

describe('a crowd the store cannot serve', () => {
  it('waits in line while shoppers already in go on, and is let in, in order, as the store calms', async () => {
    const { app, store, keeper } = roomApp();
    const [inside] = await shoppers(app, 1);
    expect(await productPage(inside as TestShopper)).toBe('in');

    store.wait = 600; // calls waiting 600 ms at the door: past the 500 at which the line opens
    await keeper.tick();
    const crowd = await shoppers(app, 5);
    const places = [];
    for (const s of crowd) places.push(((await productPage(s)) as WaitingRoom).place);
    expect(places).toEqual([1, 2, 3, 4, 5]);
    expect(await productPage(inside as TestShopper)).toBe('in');

    // A new session starts at the end; the same session keeps its place.
    const [leaver] = crowd as [TestShopper];
    leaver.cookies.clear();
    await leaver.open();
    expect(await productPage(leaver)).toMatchObject({ place: 6, ahead: 5 });

    store.wait = 0;
    keeper.onSale = null;
    await keeper.tick(); // a calm tick lets in the keeper's pace (all six here)
    for (const s of crowd.slice(1)) expect(await productPage(s)).toBe('in');
  });

  it('gives the place of a shopper who stopped asking to nobody: coming back, it takes a new one', async () => {
    const { app, clock, store, keeper } = roomApp({ item: 'prod_day', opensAt: OPENS + 10 * 60_000 });
    store.wait = 0;
    const [stayer, leaver, late] = (await shoppers(app, 3)) as [TestShopper, TestShopper, TestShopper];
    expect(await productPage(leaver)).toMatchObject({ place: 1 });
    expect(await productPage(stayer)).toMatchObject({ place: 2 });
    // The stayer keeps asking (through the store at least once a minute); the leaver is gone 2 minutes.
    for (let i = 0; i < 4; i++) {
      clock.value += 30_000;
      await keeper.tick();
      expect(await productPage(stayer)).toMatchObject({ place: 2, ahead: 1 });
    }
    expect(await productPage(late)).toMatchObject({ place: 3 });
    expect(await productPage(leaver)).toMatchObject({ place: 4, ahead: 3 });
    // Everyone asks on until the sale opens; then the line goes on in order, the leaver last.
    while (clock.value < OPENS + 10 * 60_000) {
      clock.value += 30_000;
      for (const s of [stayer, late, leaver]) expect(await productPage(s)).not.toBe('in');
    }
    store.wait = 0;
    await keeper.tick();
    for (const s of [stayer, late, leaver]) expect(await productPage(s)).toBe('in');
  });

  it('answers a shopper told to wait again from memory, not from the store', async () => {
    const { app, store, keeper } = roomApp();
    store.wait = 600;
    await keeper.tick();
    const [s] = (await shoppers(app, 1)) as [TestShopper];
    expect(await productPage(s)).toMatchObject({ place: 1 });
    const visits = vi.spyOn(store, 'visit');
    for (let i = 0; i < 5; i++) expect(await productPage(s)).toMatchObject({ place: 1 });
    expect(visits).not.toHaveBeenCalled();
    // The site's frame is not behind the line.
    const { response } = await s.api.GET('/settings');
    expect(response.status).toBe(200);
  });
});

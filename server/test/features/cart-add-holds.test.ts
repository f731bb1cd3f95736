// Adding to the cart holds what is added (issue 24; BOXOFFICE_HOLD_SECONDS, off by default until
// the web app shows the hold's countdown): concurrent shoppers adding the last places and the last
// seat are answered at add-to-cart, in the seeds' words, and those who hold places pay for them.
import { describe, expect, it } from 'vitest';
import { soldKey } from '../../src/domain/capacity.js';
import { checkoutSettingsSlot, HOLD_ENDED_MESSAGE } from '../../src/domain/cart/index.js';
import { SEAT_TAKEN_MESSAGE } from '../../src/domain/cart/limits.js';
import { UNAVAILABLE_COLLECTION } from '../../src/domain/cart/revise.js';
import { sweepHolds } from '../../src/domain/holds/expiry.js';
import { CART_HOLDS, ledgerOf, type SessionHolds } from '../../src/domain/holds/records.js';
import type { CountRecord } from '../../src/store/store.js';
import { Browser, JORDAN } from '../pages/support.js';
import { NO_LIMITS, TestShopper, testApp } from '../support/client.js';
import { pgliteInstances, pgliteStore } from '../support/pglite-store.js';
import {
  cardFields,
  DINNER,
  jordanSettings,
  STORY_NOW,
  seatAdd,
  sessionOf,
  TOUR,
  tokenize,
  tourAdd,
} from './order-support.js';

const freeSeat = (app: ReturnType<typeof testApp>) =>
  app.services.venue.performance(DINNER)?.seats.find((s) => !s.preSold)?.id ?? '';

const heldApp = () => testApp({ clock: { now: () => STORY_NOW }, cartHoldMs: 15 * 60_000 });

describe('adding to the cart with holds on', () => {
  it("gives the tour's last 18 places to the first 18 of 25 shoppers and tells the others at once", async () => {
    const app = heldApp();
    const shoppers = await Promise.all(Array.from({ length: 25 }, () => new TestShopper(app).open()));
    const answers = await Promise.all(shoppers.map((s) => s.api.POST('/cart/add', { body: tourAdd(1) })));
    const added = answers.filter((a) => a.data?.success);
    expect(added).toHaveLength(18);
    for (const refused of answers.filter((a) => !a.data?.success))
      expect(refused.data?.message).toBe(
        'Not enough tickets remain for Saturday, December 5, 2026 at 9:00 AM',
      );
    const count = await app.services.store.collection<CountRecord>('sold').get(soldKey(TOUR));
    expect(count).toMatchObject({ sold: 18, held: 18 });
    // A shopper who holds a place pays for it: the order takes the held place without a second check.
    const winner = shoppers[answers.findIndex((a) => a.data?.success)];
    if (!winner) throw new Error('no shopper holds a place');
    (await sessionOf(app, winner)).set(checkoutSettingsSlot, jordanSettings());
    const { data: setup } = await winner.api.POST('/payment/freedom-pay/setup');
    const paymentKey = await tokenize(app, setup?.sessionKey as string);
    const { data } = await winner.api.POST('/order/submit', { body: cardFields(paymentKey) });
    expect(data?.success).toBe(true);
    expect(await app.services.store.collection<CountRecord>('sold').get(soldKey(TOUR))).toMatchObject({
      sold: 18,
      held: 17,
    });
  });

  it('gives a seat to one of two shoppers adding it at once, and the cart of the other stays as it was', async () => {
    const app = heldApp();
    const seat = freeSeat(app);
    const [a, b] = await Promise.all([new TestShopper(app).open(), new TestShopper(app).open()]);
    if (!a || !b) throw new Error('no shoppers');
    const answers = await Promise.all([a, b].map((s) => s.api.POST('/cart/add', { body: seatAdd(seat) })));
    expect(answers.map((x) => x.data?.success).sort()).toEqual([false, true]);
    expect(answers.find((x) => !x.data?.success)?.data?.message).toBe(SEAT_TAKEN_MESSAGE);
    const loser = answers[0]?.data?.success ? b : a;
    expect((await loser.api.GET('/cart/mini-cart')).data?.value.itemCount).toBe(0);
  });

  const heldOfTour = async (app: ReturnType<typeof testApp>) =>
    (await app.services.store.collection<CountRecord>('sold').get(soldKey(TOUR)))?.held ?? 0;
  const lineOf = async (shopper: TestShopper) => {
    const { data } = await shopper.api.GET('/cart');
    const item = data?.value.itemGroups[0]?.items[0];
    if (!item) throw new Error('the cart is empty');
    return item.id;
  };

  it('gives back at once what a lowered quantity, a removed line and a cleared cart no longer take', async () => {
    const app = heldApp();
    const shopper = await new TestShopper(app).open();
    expect((await shopper.api.POST('/cart/add', { body: tourAdd(5) })).data?.success).toBe(true);
    expect(await heldOfTour(app)).toBe(5);
    const id = await lineOf(shopper);
    const lowered = await shopper.api.POST('/cart/modify', { body: { items: [{ id, quantity: 2 }] } });
    expect(lowered.data?.success).toBe(true);
    expect(await heldOfTour(app)).toBe(2);
    await shopper.api.POST('/cart/modify', { body: { items: [{ id, quantity: 0 }] } });
    expect(await heldOfTour(app)).toBe(0);
    await shopper.api.POST('/cart/add', { body: tourAdd(3) });
    expect(await heldOfTour(app)).toBe(3);
    await shopper.api.POST('/cart/clear', { body: { reSubmitContext: null, force: true } });
    expect(await heldOfTour(app)).toBe(0);
  });

  it('refuses a raised quantity when another shopper holds the last places, and leaves the line as it was', async () => {
    const app = testApp({
      clock: { now: () => STORY_NOW },
      cartHoldMs: 15 * 60_000,
      customerLimits: NO_LIMITS,
    });
    const [a, b, c] = await Promise.all([1, 2, 3].map(() => new TestShopper(app).open()));
    if (!a || !b || !c) throw new Error('no shoppers');
    expect((await a.api.POST('/cart/add', { body: tourAdd(2) })).data?.success).toBe(true);
    expect((await b.api.POST('/cart/add', { body: tourAdd(8) })).data?.success).toBe(true);
    expect((await c.api.POST('/cart/add', { body: tourAdd(8) })).data?.success).toBe(true);
    const id = await lineOf(a);
    const raised = await a.api.POST('/cart/modify', { body: { items: [{ id, quantity: 3 }] } });
    expect(raised.data?.success).toBe(false);
    expect(raised.data?.message).toBe('Not enough tickets remain for Saturday, December 5, 2026 at 9:00 AM');
    expect((await a.api.GET('/cart')).data?.value.itemGroups[0]?.items[0]?.quantity).toBe(2);
    expect(await heldOfTour(app)).toBe(18);
    // Once b gives one back, a may have it.
    await b.api.POST('/cart/modify', { body: { items: [{ id: await lineOf(b), quantity: 7 }] } });
    expect((await a.api.POST('/cart/modify', { body: { items: [{ id, quantity: 3 }] } })).data?.success).toBe(
      true,
    );
    expect(await heldOfTour(app)).toBe(18);
  });

  it("tells the cart how long its first hold lasts, counted from the first line's add", async () => {
    const clock = { value: STORY_NOW, now: () => clock.value };
    const app = testApp({ clock, cartHoldMs: 15 * 60_000 });
    const shopper = await new TestShopper(app).open();
    const left = async () => (await shopper.api.GET('/cart')).data?.value.holdSecondsLeft;
    expect(await left()).toBeNull();
    await shopper.api.POST('/cart/add', { body: tourAdd(1) });
    expect(await left()).toBe(900);
    clock.value += 60_500;
    await shopper.api.POST('/cart/add', { body: tourAdd(1) });
    expect((await shopper.api.GET('/cart/mini-cart')).data?.value.itemCount).toBe(2);
    expect(await left()).toBe(840);
    await shopper.api.POST('/cart/clear', { body: { reSubmitContext: null, force: true } });
    expect(await left()).toBeNull();
  });

  it('says nothing is held when the store holds nothing (BOXOFFICE_HOLD_SECONDS=0)', async () => {
    const app = testApp({ cartHoldMs: 0 });
    const shopper = await new TestShopper(app).open();
    await shopper.api.POST('/cart/add', { body: tourAdd(1) });
    const { data } = await shopper.api.GET('/cart');
    expect(data?.value.itemGroups).toHaveLength(1);
    expect(data?.value.holdSecondsLeft).toBeNull();
  });

  it('gives back at once the places of lines a revise takes out as no longer available', async () => {
    const app = testApp({
      clock: { now: () => STORY_NOW },
      cartHoldMs: 15 * 60_000,
      store: await pgliteStore(),
    });
    const shopper = await new TestShopper(app).open();
    await shopper.api.POST('/cart/add', { body: tourAdd(4) });
    expect(await heldOfTour(app)).toBe(4);
    await app.services.store.collection<boolean>(UNAVAILABLE_COLLECTION).put(TOUR, true);
    const { data } = await shopper.api.GET('/cart', { params: { query: { revise: true } } });
    expect(data?.value).toMatchObject({ cartRevised: true, cartEmpty: true, holdSecondsLeft: null });
    expect(await heldOfTour(app)).toBe(0);
  });

  it('ends a hold that is over when the cart is revised, before any sweep, and says why its lines left', async () => {
    const clock = { value: STORY_NOW, now: () => clock.value };
    const app = testApp({ clock, cartHoldMs: 15 * 60_000, store: await pgliteStore() });
    const shopper = await new TestShopper(app).open();
    await shopper.api.POST('/cart/add', { body: tourAdd(3) });
    clock.value += 15 * 60_000;
    const { data } = await shopper.api.GET('/cart', { params: { query: { revise: true } } });
    expect(data?.value).toMatchObject({
      cartRevised: true,
      reviseCartMessage: HOLD_ENDED_MESSAGE,
      cartEmpty: true,
      holdSecondsLeft: null,
    });
    expect(data?.value.removedItems.map((item) => item.quantity)).toEqual([3]);
    expect(await heldOfTour(app)).toBe(0);
  });
});

describe('holds on two instances of one database', () => {
  it('are one set: a place one instance holds is taken on the other, and either sweep gives it back', async () => {
    const [one, two] = await pgliteInstances();
    const clock = { value: STORY_NOW, now: () => clock.value };
    const [a, b] = [one, two].map((store) =>
      testApp({ clock, cartHoldMs: 15 * 60_000, store, customerLimits: NO_LIMITS }),
    );
    if (!a || !b) throw new Error('no instances');
    const early = await new TestShopper(a).open();
    const late = await new TestShopper(b).open();
    const full = await Promise.all(
      [8, 8, 2].map(async (n) =>
        (await new TestShopper(a).open()).api.POST('/cart/add', { body: tourAdd(n) }),
      ),
    );
    expect(full.map((r) => r.data?.success)).toEqual([true, true, true]);
    expect((await late.api.POST('/cart/add', { body: tourAdd(1) })).data?.message).toBe(
      'Not enough tickets remain for Saturday, December 5, 2026 at 9:00 AM',
    );
    // The instance that did not take the holds ends them when they are over.
    clock.value += 15 * 60_000;
    expect(await sweepHolds(b.services)).toBe(3);
    expect(await sweepHolds(a.services)).toBe(0);
    expect((await late.api.POST('/cart/add', { body: tourAdd(1) })).data?.success).toBe(true);
    expect((await early.api.POST('/cart/add', { body: tourAdd(8) })).data?.success).toBe(true);
  });
});

describe('a hold lasts its time once (issue 37)', () => {
  const HOLD_MS = 15 * 60_000;
  const MINUTE = 60_000;
  const DAY = 'perf_day_20261205_1000';
  const dayAdd = (quantity: number, performanceId = DAY) => ({
    items: [
      {
        productId: 'prod_day',
        productVariantId: 'var_day_adult',
        performances: [{ selectionIndex: 1, performanceId, showCategoryId: null, seatId: null }],
        entitlementId: null,
        quantity,
      },
    ],
    reSubmitContext: null,
    saleFlowId: 1 as const,
  });
  const timedApp = () => {
    const clock = { value: STORY_NOW, now: () => clock.value };
    return { clock, app: testApp({ clock, cartHoldMs: HOLD_MS }) };
  };
  const secondsLeft = async (shopper: TestShopper) =>
    (await shopper.api.GET('/cart')).data?.value.holdSecondsLeft;
  const add = async (shopper: TestShopper, body: ReturnType<typeof dayAdd> | ReturnType<typeof seatAdd>) =>
    (await shopper.api.POST('/cart/add', { body })).data;
  const removeAll = async (shopper: TestShopper) => {
    const groups = (await shopper.api.GET('/cart')).data?.value.itemGroups ?? [];
    const items = groups.flatMap((g) => g.items).map((item) => ({ id: item.id, quantity: 0 }));
    expect((await shopper.api.POST('/cart/modify', { body: { items } })).data?.success).toBe(true);
  };
  const ends = async (app: ReturnType<typeof testApp>, shopper: TestShopper) =>
    Object.values(await ledgerOf(app.services.store, (await sessionOf(app, shopper)).id)).map(
      (line) => line.expiresAt,
    );
  const COOLING =
    /^Your hold on these tickets has ended, and for the next 5 minutes only other shoppers may take them\. If they are still available then, you may add them again\.$/;

  it('keeps the first end when a seat and day tickets are removed and added again, or the cart is cleared', async () => {
    const { clock, app } = timedApp();
    const shopper = await new TestShopper(app).open();
    const seat = freeSeat(app);
    expect(await add(shopper, seatAdd(seat))).toMatchObject({ success: true });
    expect(await add(shopper, dayAdd(2))).toMatchObject({ success: true });
    expect(await secondsLeft(shopper)).toBe(900);
    clock.value += 10 * MINUTE;
    await removeAll(shopper);
    expect(await secondsLeft(shopper)).toBeNull();
    expect(await add(shopper, seatAdd(seat))).toMatchObject({ success: true });
    expect(await add(shopper, dayAdd(2))).toMatchObject({ success: true });
    expect(await secondsLeft(shopper)).toBe(300);
    expect(await ends(app, shopper)).toEqual([STORY_NOW + HOLD_MS, STORY_NOW + HOLD_MS]);
    clock.value += 4 * MINUTE;
    await shopper.api.POST('/cart/clear', { body: { reSubmitContext: null, force: true } });
    expect(await add(shopper, dayAdd(2))).toMatchObject({ success: true });
    expect(await secondsLeft(shopper)).toBe(60);
  });

  it('after the first end, the session waits a cool-down while another shopper takes the places at once', async () => {
    const { clock, app } = timedApp();
    const [a, b] = await Promise.all([new TestShopper(app).open(), new TestShopper(app).open()]);
    if (!a || !b) throw new Error('no shoppers');
    const seat = freeSeat(app);
    expect(await add(a, seatAdd(seat))).toMatchObject({ success: true });
    expect(await add(a, dayAdd(2))).toMatchObject({ success: true });
    expect((await add(b, seatAdd(seat)))?.message).toBe(SEAT_TAKEN_MESSAGE);
    clock.value += HOLD_MS;
    expect(await sweepHolds(app.services)).toBe(2);
    // The holder is told why, and when to try again; its cart stays as it was (empty).
    for (const body of [seatAdd(seat), dayAdd(2)]) {
      const refused = await add(a, body);
      expect(refused?.success).toBe(false);
      expect(refused?.message).toMatch(COOLING);
    }
    expect((await a.api.GET('/cart/mini-cart')).data?.value.itemCount).toBe(0);
    expect(await heldOf(app, DAY)).toBe(0);
    // Everyone else may take them at once.
    expect(await add(b, seatAdd(seat))).toMatchObject({ success: true });
    expect(await add(b, dayAdd(2))).toMatchObject({ success: true });
    // The holder may add other places at once: another seat, another time, each held its full time.
    const other = app.services.venue.performance(DINNER)?.seats.find((x) => !x.preSold && x.id !== seat)?.id;
    expect(await add(a, seatAdd(other ?? ''))).toMatchObject({ success: true });
    expect(await add(a, dayAdd(1, 'perf_day_20261205_1400'))).toMatchObject({ success: true });
    expect(await secondsLeft(a)).toBe(900);
    // A minute before the cool-down's end it still waits; then it may hold the day tickets again.
    clock.value += 4 * MINUTE;
    expect((await add(a, dayAdd(2)))?.message).toMatch(/for the next minute only other shoppers/);
    clock.value += MINUTE;
    expect(await add(a, dayAdd(2))).toMatchObject({ success: true });
    expect(await ends(app, a)).toContain(clock.value + HOLD_MS);
  });

  it('forgets a place once its cool-down is over: the sweep deletes a record that remembers nothing more', async () => {
    const { clock, app } = timedApp();
    const shopper = await new TestShopper(app).open();
    const id = (await sessionOf(app, shopper)).id;
    const record = () => app.services.store.collection<SessionHolds>(CART_HOLDS).get(id);
    expect(await add(shopper, dayAdd(2))).toMatchObject({ success: true });
    await removeAll(shopper);
    expect(await record()).toEqual({ sessionId: id, lines: {}, held: { [DAY]: STORY_NOW + HOLD_MS } });
    clock.value += HOLD_MS;
    await shopper.api.GET('/session');
    clock.value += 5 * MINUTE - 1;
    expect(await sweepHolds(app.services)).toBe(0);
    expect(await record()).toBeDefined();
    clock.value += 1;
    expect(await sweepHolds(app.services)).toBe(0);
    expect(await record()).toBeUndefined();
  });

  it('keeps the first end through a sign-in, which moves the session to a new id', async () => {
    const { clock, app } = timedApp();
    const browser = await new Browser(app).open();
    expect(await add(browser, dayAdd(2))).toMatchObject({ success: true });
    clock.value += 10 * MINUTE;
    await removeAll(browser);
    const before = (await sessionOf(app, browser)).id;
    await browser.signIn(JORDAN, '/cart');
    expect((await sessionOf(app, browser)).id).not.toBe(before);
    expect(await add(browser, dayAdd(2))).toMatchObject({ success: true });
    expect(await secondsLeft(browser)).toBe(300);
  });
});

const heldOf = async (app: ReturnType<typeof testApp>, key: string) =>
  (await app.services.store.collection<CountRecord>('sold').get(key))?.held ?? 0;

// A session's holds against the story's venue (domain/holds/holds.ts): concurrent carts hold exactly
// what there is, a seat once, and what a cart gives up is free for others at once.
import { isStorefrontApiError } from '@boxoffice/sdk';
import { describe, expect, it } from 'vitest';
import { performanceRemaining, soldKey, soldOf } from '../../src/domain/capacity.js';
import {
  addLines,
  cartLines,
  checkoutSettingsSlot,
  HOLD_ENDED_MESSAGE,
  removeLines,
  updateLine,
} from '../../src/domain/cart/index.js';
import { holdSecondsFrom, sweepHolds } from '../../src/domain/holds/expiry.js';
import { holdLines } from '../../src/domain/holds/holds.js';
import { ledgerOf } from '../../src/domain/holds/records.js';
import { placeOrder, readCheckout } from '../../src/domain/orders/index.js';
import { DECLINED_MESSAGE } from '../../src/providers/card-rules.js';
import type { CountRecord, Session } from '../../src/store/store.js';
import {
  cardFields,
  DINNER,
  jordanSettings,
  STORY_NOW,
  sessionOf,
  storyApp,
  TOUR,
  tokenize,
  tourAdd,
} from '../features/order-support.js';
import { Browser, JORDAN } from '../pages/support.js';
import { NO_LIMITS, type TestApp, TestShopper, testApp } from '../support/client.js';

/** The story's app without the limits per customer: these carts hold more of the tour than one customer may. */
const capacityApp = () => testApp({ clock: { now: () => STORY_NOW }, customerLimits: NO_LIMITS });

const HOLD_MS = 15 * 60_000;

/** A shopper whose cart has `quantity` places of the tour, or one dinner seat, ready to pay. */
async function shopperWith(
  app: TestApp,
  what: { tour: number } | { seat: string },
  shopper: TestShopper = new TestShopper(app),
) {
  await shopper.open();
  const session = await sessionOf(app, shopper);
  const seat = 'seat' in what ? what.seat : null;
  addLines(session, app.services.venue, [
    {
      productId: seat ? 'prod_dinner' : 'prod_tour',
      productVariantId: seat ? 'var_dinner_adult' : 'var_tour_guest',
      quantity: 'tour' in what ? what.tour : 1,
      unitPrice: seat ? 89 : 49,
      entitlementId: null,
      saleFlowId: 1,
      kind: 'ticket',
      performances: [
        { selectionIndex: 1, performanceId: seat ? DINNER : TOUR, showCategoryId: null, seatId: seat },
      ],
    },
  ]);
  session.set(checkoutSettingsSlot, jordanSettings());
  return { shopper, session };
}

const cartWith = async (app: TestApp, what: { tour: number } | { seat: string }): Promise<Session> =>
  (await shopperWith(app, what)).session;

/** Pays with a card; answers 'placed', or the decline's or the refusal's message. */
async function pay(app: TestApp, shopper: TestShopper, cardNumber?: string): Promise<string> {
  try {
    const { data: setup } = await shopper.api.POST('/payment/freedom-pay/setup');
    const paymentKey = await tokenize(app, setup?.sessionKey as string, cardNumber);
    const { data } = await shopper.api.POST('/order/submit', { body: cardFields(paymentKey) });
    return data?.success ? 'placed' : (data?.paymentMessage ?? 'not placed');
  } catch (error) {
    if (isStorefrontApiError(error)) return error.serverMessage ?? error.message;
    throw error;
  }
}

const hold = (app: TestApp, session: Session) =>
  holdLines(app.services, session, cartLines(session), HOLD_MS);

describe("a cart's holds", () => {
  it('hold exactly the 18 places left for 25 carts at once, and others see the tour as full', async () => {
    const app = storyApp();
    const tour = app.services.venue.performance(TOUR);
    if (!tour) throw new Error('no tour performance');
    expect(performanceRemaining(await soldOf(app.services.store, [tour]), tour)).toBe(18);
    const carts = await Promise.all(Array.from({ length: 25 }, () => cartWith(app, { tour: 1 })));
    const outcomes = await Promise.all(carts.map((session) => hold(app, session)));
    expect(outcomes.filter((short) => short.length === 0)).toHaveLength(18);
    expect(outcomes.filter((short) => short.length > 0).every((s) => s.join() === soldKey(TOUR))).toBe(true);
    expect(performanceRemaining(await soldOf(app.services.store, [tour]), tour)).toBe(0);
    // The refused carts hold nothing.
    const refused = carts.filter((_, i) => (outcomes[i] ?? []).length > 0);
    for (const session of refused) expect(await ledgerOf(app.services.store, session.id)).toEqual({});
  });

  it('hold a seat for one of two carts at once', async () => {
    const app = storyApp();
    const seat = app.services.venue.performance(DINNER)?.seats.find((s) => !s.preSold)?.id ?? '';
    const [a, b] = await Promise.all([cartWith(app, { seat }), cartWith(app, { seat })]);
    if (!a || !b) throw new Error('no carts');
    const outcomes = await Promise.all([hold(app, a), hold(app, b)]);
    expect(outcomes.filter((short) => short.length === 0)).toHaveLength(1);
    expect(outcomes.flat()).toEqual([soldKey(DINNER, seat)]);
  });

  it('give back the difference of a lower quantity and all of a removed line, for the next cart', async () => {
    const app = capacityApp();
    const tour = app.services.venue.performance(TOUR);
    if (!tour) throw new Error('no tour performance');
    const left = async () => performanceRemaining(await soldOf(app.services.store, [tour]), tour);
    const first = await cartWith(app, { tour: 10 });
    expect(await hold(app, first)).toEqual([]);
    const second = await cartWith(app, { tour: 10 });
    expect(await hold(app, second)).toEqual([soldKey(TOUR)]);
    const line = cartLines(first)[0];
    if (!line) throw new Error('no line');
    updateLine(first, line.id, { quantity: 4 });
    expect(await hold(app, first)).toEqual([]);
    expect(await left()).toBe(14);
    expect(await hold(app, second)).toEqual([]);
    expect(await left()).toBe(4);
    removeLines(first, [line.id]);
    expect(await hold(app, first)).toEqual([]);
    expect(await ledgerOf(app.services.store, first.id)).toEqual({});
    expect(await left()).toBe(8);
  });

  it('make an order of what they hold though the rest sold out, and come back after a declined card', async () => {
    const app = capacityApp();
    const tour = app.services.venue.performance(TOUR);
    if (!tour) throw new Error('no tour performance');
    const count = async () => app.services.store.collection<CountRecord>('sold').get(soldKey(TOUR));
    const a = await shopperWith(app, { tour: 10 });
    const b = await shopperWith(app, { tour: 8 });
    expect(await hold(app, a.session)).toEqual([]);
    expect(await hold(app, b.session)).toEqual([]);
    // The tour is full: another cart cannot hold a place, nor can an order of one take it.
    const c = await shopperWith(app, { tour: 1 });
    expect(await hold(app, c.session)).toEqual([soldKey(TOUR)]);
    expect(await pay(app, c.shopper)).toMatch(/has sold out/);
    // Those who hold places pay for them without a second fight; a declined card holds them again.
    expect(await pay(app, a.shopper)).toBe('placed');
    expect(await count()).toMatchObject({ sold: 18, held: 8 });
    expect(await pay(app, b.shopper, '4000 0000 0000 0002')).toBe(DECLINED_MESSAGE);
    expect(await count()).toMatchObject({ sold: 18, held: 8 });
    expect(Object.keys(await ledgerOf(app.services.store, b.session.id))).toHaveLength(1);
    expect(await pay(app, b.shopper)).toBe('placed');
    expect(await count()).toMatchObject({ sold: 18, held: 0 });
    expect(await ledgerOf(app.services.store, b.session.id)).toEqual({});
  });

  it('end after the hold time: the places go back, the lines leave the cart, and the next revise says so', async () => {
    let now = STORY_NOW;
    const app = testApp({ clock: { now: () => now }, customerLimits: NO_LIMITS });
    const count = async () => app.services.store.collection<CountRecord>('sold').get(soldKey(TOUR));
    const a = await shopperWith(app, { tour: 10 });
    const b = await shopperWith(app, { tour: 10 });
    expect(await hold(app, a.session)).toEqual([]);
    now += HOLD_MS - 1;
    expect(await sweepHolds(app.services)).toBe(0);
    expect(await hold(app, b.session)).toEqual([soldKey(TOUR)]);
    now += 1;
    expect(await sweepHolds(app.services)).toBe(1);
    expect(await count()).toMatchObject({ sold: 0, held: 0 });
    expect(await hold(app, b.session)).toEqual([]);
    // The shopper whose hold ended is not asked for a card: the checkout sends them to the cart,
    // which shows what left it.
    expect(await pay(app, a.shopper)).toBe(HOLD_ENDED_MESSAGE);
    const { data } = await a.shopper.api.GET('/cart', { params: { query: { revise: true } } });
    expect(data?.value).toMatchObject({ cartRevised: true, reviseCartMessage: HOLD_ENDED_MESSAGE });
    expect(data?.value.removedItems).toHaveLength(1);
    expect(data?.value.previousCart?.itemGroups).toHaveLength(1);
    expect(cartLines(a.session)).toEqual([]);
    const again = await a.shopper.api.GET('/cart', { params: { query: { revise: true } } });
    expect(again.data?.value.cartRevised).toBe(false);
  });

  it('go with the session: to its new id when the shopper signs in, back to everyone when they sign out', async () => {
    const app = storyApp();
    const count = async () => app.services.store.collection<CountRecord>('sold').get(soldKey(TOUR));
    const jordan = await shopperWith(app, { tour: 4 }, new Browser(app));
    expect(await hold(app, jordan.session)).toEqual([]);
    const browser = jordan.shopper as Browser;
    await browser.signIn(JORDAN, '/cart');
    const renewed = await sessionOf(app, browser);
    expect(renewed.id).not.toBe(jordan.session.id);
    expect(await ledgerOf(app.services.store, jordan.session.id)).toEqual({});
    expect(Object.keys(await ledgerOf(app.services.store, renewed.id))).toHaveLength(1);
    expect(await count()).toMatchObject({ sold: 4, held: 4 });
    await browser.raw('/logout');
    expect(await ledgerOf(app.services.store, renewed.id)).toEqual({});
    expect(await count()).toMatchObject({ sold: 0, held: 0 });
  });

  it("count a cart's own holds once when it adds more: the rest of what is left, and no more", async () => {
    const app = capacityApp();
    // Of the tour's 18 places, other carts hold 13 and this one 2: 3 are left for it to add.
    for (const quantity of [8, 5])
      expect(await hold(app, await cartWith(app, { tour: quantity }))).toEqual([]);
    const a = await shopperWith(app, { tour: 2 });
    expect(await hold(app, a.session)).toEqual([]);
    const add = (quantity: number) => a.shopper.api.POST('/cart/add', { body: tourAdd(quantity) });
    expect((await add(4)).data).toMatchObject({ success: false });
    expect((await add(3)).data).toMatchObject({ success: true });
  });

  it('last as long as BOXOFFICE_HOLD_SECONDS says, a whole number of seconds, 15 minutes when it is unset', () => {
    expect(holdSecondsFrom(undefined)).toBe(900);
    expect(holdSecondsFrom('')).toBe(900);
    expect(holdSecondsFrom('0')).toBe(0);
    expect(holdSecondsFrom('300')).toBe(300);
    expect(() => holdSecondsFrom('15m')).toThrow(/BOXOFFICE_HOLD_SECONDS must be a whole number/);
    expect(() => holdSecondsFrom('-1')).toThrow(/BOXOFFICE_HOLD_SECONDS/);
    expect(testApp({ cartHoldMs: 3_600_000 }).services.options.cartHoldMs).toBe(1_200_000);
    expect(testApp().services.options.cartHoldMs).toBe(900_000);
  });

  it('last their time once through an order: a declined card keeps the first end, a paid order lets its buyer hold more', async () => {
    let now = STORY_NOW;
    const app = testApp({ clock: { now: () => now } });
    const { shopper } = await shopperWith(app, { tour: 2 });
    expect((await shopper.api.POST('/cart/add', { body: tourAdd(1) })).data?.success).toBe(true);
    const left = async () => (await shopper.api.GET('/cart')).data?.value.holdSecondsLeft;
    const lineIds = async () =>
      ((await shopper.api.GET('/cart')).data?.value.itemGroups ?? []).flatMap((g) =>
        g.items.map((i) => i.id),
      );
    now += 10 * 60_000;
    expect(await pay(app, shopper, '4000 0000 0000 0002')).toBe(DECLINED_MESSAGE);
    expect(await left()).toBe(300);
    // Taken out and added again after the decline: no later than the first end.
    const items = (await lineIds()).map((id) => ({ id, quantity: 0 }));
    await shopper.api.POST('/cart/modify', { body: { items } });
    expect(await left()).toBeNull();
    expect((await shopper.api.POST('/cart/add', { body: tourAdd(1) })).data?.success).toBe(true);
    expect(await left()).toBe(300);
    expect(await pay(app, shopper)).toBe('placed');
    // Bought: the buyer may hold more of the tour, for the whole hold time.
    now += 6 * 60_000;
    expect((await shopper.api.POST('/cart/add', { body: tourAdd(1) })).data?.success).toBe(true);
    expect(await left()).toBe(900);
  });

  it('give an order all its places back when the cart held its lines anew while it was being paid', async () => {
    const app = capacityApp();
    const count = async () => app.services.store.collection<CountRecord>('sold').get(soldKey(TOUR));
    const { session } = await shopperWith(app, { tour: 5 });
    expect(await hold(app, session)).toEqual([]);
    // While the card is charged, another tab adds to the cart: the cart holds its lines again.
    const declinedAfterAnAdd = async () => {
      expect(await hold(app, session)).toEqual([]);
      return { declined: 'declined' };
    };
    const placed = await placeOrder(
      app.services,
      session,
      await readCheckout(app.services, session),
      declinedAfterAnAdd,
    );
    expect(placed.placed).toBe(false);
    // What the cart holds is exactly what its ledger says: the order's places are not held twice.
    expect(await count()).toMatchObject({ sold: 5, held: 5 });
    expect(Object.keys(await ledgerOf(app.services.store, session.id))).toHaveLength(1);
  });
});

// One card entry pays one order (issue 37): a payment key that paid an order is refused for any
// other, whatever the amount, before anything is held for it (no places, no pending order, no order
// number, no charge); a repeat of the same submit with its Idempotency-Key still answers the first
// answer. The charge refuses a second order atomically too: of two orders charging one key at once,
// one is paid and the other gives its places back (memory and PGlite).
import { describe, expect, it } from 'vitest';
import {
  chargedWith,
  type Placed,
  pendingOrders,
  placeOrder,
  readCheckout,
} from '../../src/domain/orders/index.js';
import {
  CARD_REENTER_MESSAGE,
  cardGateway,
  KEY_USED_MESSAGE,
  STORY_PAYMENT_KEY,
} from '../../src/providers/card-gateway.js';
import type { Store } from '../../src/store/store.js';
import { type TestApp, TestShopper, testApp } from '../support/client.js';
import { pgliteStore } from '../support/pglite-store.js';
import {
  cardFields,
  freeSeats,
  jordanSettingsBody,
  STORY_NOW,
  seatAdd,
  soldNow,
  tokenize,
} from './order-support.js';

const appOn = (store?: Store, cardLatencyMs = 0, storyPaymentKey = true) =>
  testApp({ clock: { now: () => STORY_NOW }, cardLatencyMs, storyPaymentKey, ...(store ? { store } : {}) });

/** Adds a dinner seat to the shopper's cart (held for them) and saves Jordan's checkout details. */
async function addSeat(shopper: TestShopper, seatId: string): Promise<void> {
  await shopper.api.POST('/cart/add', { body: seatAdd(seatId) });
  await shopper.api.POST('/cart/settings', { body: jordanSettingsBody() });
}

/** What the card modal does: opens a card session and answers the key the iframe tokenized. */
async function enterCard(app: TestApp, shopper: TestShopper): Promise<{ sessionKey: string; key: string }> {
  const { data: setup } = await shopper.api.POST('/payment/freedom-pay/setup');
  const sessionKey = setup?.sessionKey as string;
  return { sessionKey, key: await tokenize(app, sessionKey) };
}

const submit = (shopper: TestShopper, key: string, idempotencyKey?: string) =>
  shopper.api
    .POST('/order/submit', {
      body: cardFields(key),
      ...(idempotencyKey ? { headers: { 'Idempotency-Key': idempotencyKey } } : {}),
    })
    .then(({ data }) => data);

/** The orders these shoppers' sessions placed (the story's seeded orders aside). */
const ordersOf = async (app: TestApp, shoppers: readonly TestShopper[]) => {
  const ids = new Set(shoppers.map((s) => s.cookies.get('BOXOFFICE_SESSION')));
  const orders = await app.services.store.collection<{ sessionId: string }>('orders').values();
  return orders.filter((o) => ids.has(o.sessionId));
};

describe('a payment key pays one order', () => {
  it('refuses a second order with a used key, before anything is held, and replays the first submit', async () => {
    const app = appOn();
    const [first, second] = freeSeats(app);
    if (!first || !second) throw new Error('no free seats');
    const shopper = await new TestShopper(app).open();
    await addSeat(shopper, first);
    const { sessionKey, key } = await enterCard(app, shopper);
    // The web app's flow: the card is processed, then the order placed with the same key.
    const processed = await shopper.api.POST('/payment/freedom-pay/process-card', {
      body: { sessionKey, paymentKey: key, priceOverride: null },
    });
    expect(processed.data?.success).toBe(true);
    const placed = await submit(shopper, key, 'first-try');
    expect(placed).toMatchObject({ success: true, paymentMessage: null });
    expect(placed?.analyticsEvent?.eventData.transaction_id).toBe('LAP-100483');

    // The script adds the same (priced) seat again and pays with the same key: with another
    // Idempotency-Key, without one, and through process-card; each is refused in words.
    await addSeat(shopper, second);
    const heldBefore = await soldNow(app, second);
    expect(heldBefore).toBe(1); // the cart holds it
    const refused = { success: false, message: null, paymentMessage: KEY_USED_MESSAGE };
    expect(await submit(shopper, key, 'second-try')).toEqual(refused);
    expect(await submit(shopper, key)).toEqual(refused);
    const again = await shopper.api.POST('/payment/freedom-pay/process-card', {
      body: { sessionKey, paymentKey: key, priceOverride: null },
    });
    expect(again.data).toEqual(refused);

    // Nothing was held for them: no pending order, no order number drawn, no second sale; the
    // cart still holds its seat as it did.
    expect(await pendingOrders(app.services.store).values()).toEqual([]);
    expect(await soldNow(app, second)).toBe(heldBefore);
    expect(await soldNow(app)).toBe(2);
    expect(await ordersOf(app, [shopper])).toHaveLength(1);
    expect((await shopper.api.GET('/cart/mini-cart')).data?.value.itemCount).toBe(1);
    expect(await app.services.store.nextNumber('orderNumber', 0)).toBe(100484);

    // A repeat of the first submit (same Idempotency-Key, same body) answers its first answer.
    expect(await submit(shopper, key, 'first-try')).toEqual(placed);
    expect(await ordersOf(app, [shopper])).toHaveLength(1);

    // The card entered again is a new key: it pays the second order.
    const { key: fresh } = await enterCard(app, shopper);
    expect(await submit(shopper, fresh)).toMatchObject({ success: true });
    expect(await ordersOf(app, [shopper])).toHaveLength(2);
  });

  it('approves the story key every time, each charge with its own authorization code', async () => {
    const app = appOn();
    const codes: string[] = [];
    for (const seat of freeSeats(app).slice(0, 3)) {
      const shopper = await new TestShopper(app).open();
      await addSeat(shopper, seat);
      expect(await submit(shopper, 'pk_3c8f1a6e90b2')).toMatchObject({ success: true });
      const { data } = await shopper.api.GET('/order/details');
      const line = data?.value.trans[0]?.transactionString ?? '';
      expect(line).toMatch(/^Visa \*{12}4242 APPROVED \d+\.\d{2} Auth \d{6}$/);
      codes.push(line.slice(-6));
    }
    expect(new Set(codes).size).toBeGreaterThan(1);
  });

  it('takes the story key on a test server only: elsewhere it is unknown, refused before anything is held', async () => {
    const app = appOn(undefined, 0, false);
    const [seat] = freeSeats(app);
    if (!seat) throw new Error('no free seat');
    const shopper = await new TestShopper(app).open();
    await addSeat(shopper, seat);
    const refused = { success: false, message: null, paymentMessage: CARD_REENTER_MESSAGE };
    expect(await submit(shopper, STORY_PAYMENT_KEY)).toEqual(refused);
    const { data: setup } = await shopper.api.POST('/payment/freedom-pay/setup');
    const processed = await shopper.api.POST('/payment/freedom-pay/process-card', {
      body: { sessionKey: setup?.sessionKey as string, paymentKey: STORY_PAYMENT_KEY, priceOverride: null },
    });
    expect(processed.data).toEqual(refused);
    expect(await cardGateway(app.services).chargeKey('any', STORY_PAYMENT_KEY, 1, 'ord_x')).toEqual({
      approved: false,
      paymentMessage: CARD_REENTER_MESSAGE,
    });
    expect(await ordersOf(app, [shopper])).toHaveLength(0);
    expect(await pendingOrders(app.services.store).values()).toEqual([]);
    expect(await soldNow(app)).toBe(1); // the cart's own hold, nothing sold
    // The test controls turn it on, as BOXOFFICE_TEST_CONTROLS=1 does (main.ts).
    const controlled = testApp({
      clock: { now: () => STORY_NOW },
      testControls: true,
      storyPaymentKey: undefined,
    });
    expect(controlled.services.options.storyPaymentKey).toBe(true);
    expect(testApp({ storyPaymentKey: undefined }).services.options.storyPaymentKey).toBe(false);
  });
});

const stores: readonly (readonly [string, () => Promise<Store | undefined>])[] = [
  ['memory', async () => undefined],
  ['PGlite', async () => pgliteStore()],
];

describe.each(stores)('two orders charging one key at once (%s store)', (_name, storeOf) => {
  it('pays exactly one; the other is refused and gives its seat back', async () => {
    const app = appOn(await storeOf(), 20);
    const seats = freeSeats(app).slice(0, 2);
    const shoppers = await Promise.all(seats.map(async () => new TestShopper(app).open()));
    await Promise.all(shoppers.map((shopper, i) => addSeat(shopper, seats[i] as string)));
    const [owner] = shoppers;
    if (!owner) throw new Error('no shopper');
    const ownerId = owner.cookies.get('BOXOFFICE_SESSION') as string;
    const { key } = await enterCard(app, owner);
    const cards = cardGateway(app.services);
    // Each order's payment step charges the one key (as the owner's), both at once: the early look
    // lets both through, so the charge alone decides.
    const place = (shopper: TestShopper): Promise<Placed> =>
      app.services.store.visit(
        shopper.cookies.get('BOXOFFICE_SESSION'),
        STORY_NOW,
        'write',
        async (session) => {
          if (!session) throw new Error('no session');
          const checkout = await readCheckout(app.services, session);
          return placeOrder(app.services, session, checkout, async (reference) =>
            chargedWith(await cards.chargeKey(ownerId, key, checkout.paymentDue, reference), 'Card', 'Visa'),
          );
        },
      );
    const results = await Promise.all(shoppers.map(place));
    expect(results.filter((r) => r.placed)).toHaveLength(1);
    expect(results.filter((r) => !r.placed)).toEqual([{ placed: false, paymentMessage: KEY_USED_MESSAGE }]);
    const refusedSeat = seats[results.findIndex((r) => !r.placed)] as string;
    // The refused order's seat is held for its cart again, not sold; the paid one's is sold.
    expect(await soldNow(app)).toBe(2);
    expect(await pendingOrders(app.services.store).values()).toEqual([]);
    expect(await ordersOf(app, shoppers)).toHaveLength(1);
    const { data } = await (shoppers[results.findIndex((r) => !r.placed)] as TestShopper).api.GET(
      '/cart/mini-cart',
    );
    expect(data?.value.itemCount).toBe(1);
    expect(await soldNow(app, refusedSeat)).toBe(1);
  });
});

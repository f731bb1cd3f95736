// How an order moves: its places are held (checked and taken in one step), the payment is taken
// holding nothing, and the order is confirmed or its places given back. A sweep settles an order
// whose server died in between, asking the card provider whether it was charged. Run on the memory
// store and on PGlite (one connection: a call that held its transaction through the payment would
// keep every other shopper waiting), the crash cases on two PGlite instances of one database.
// Carts hold nothing here (BOXOFFICE_HOLD_SECONDS=0): two carts then have the same seat and the
// order's own check decides, as it does for any line a cart could not hold (test/domain/cart-holds
// tests the orders of carts that hold their places).
import { describe, expect, it } from 'vitest';
import {
  chargedWith,
  type Pay,
  type PaymentStep,
  type Placed,
  pendingOrders,
  placeOrder,
  readCheckout,
} from '../../src/domain/orders/index.js';
import { NOT_CHARGED_MESSAGE } from '../../src/domain/orders/messages.js';
import { sweepOrders } from '../../src/features/order/sweep.js';
import { cardGateway } from '../../src/providers/card-gateway.js';
import type { Store } from '../../src/store/store.js';
import { type TestApp, TestShopper, testApp } from '../support/client.js';
import { pgliteInstances, pgliteStore } from '../support/pglite-store.js';
import { freeSeats, jordanSettingsBody, STORY_NOW, seatAdd, soldNow } from './order-support.js';

const STORY_KEY = 'pk_3c8f1a6e90b2';
const WINDOW_MS = 60_000;

const settings = jordanSettingsBody();

const clockAt = () => {
  const clock = { value: STORY_NOW, now: () => clock.value };
  return clock;
};

const appOn = (store: Store, clock = clockAt(), cardLatencyMs = 0) =>
  testApp({ store, clock, paymentWindowMs: WINDOW_MS, cardLatencyMs, cartHoldMs: 0 });

/** A shopper (on `app`) whose cart holds one dinner seat, with checkout details saved. */
async function seatBuyer(app: TestApp, seatId: string): Promise<TestShopper> {
  const shopper = await new TestShopper(app).open();
  await shopper.api.POST('/cart/add', { body: seatAdd(seatId) });
  await shopper.api.POST('/cart/settings', { body: settings });
  return shopper;
}

/** Submits with the story's always-approved key: 'placed', or the refusal's message. */
async function submit(shopper: TestShopper, key?: string): Promise<string> {
  const response = await shopper.raw('/api/order/submit', {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      'X-XSRF-TOKEN': shopper.cookies.get('XSRF-TOKEN') ?? '',
      ...(key ? { 'Idempotency-Key': key } : {}),
    },
    body: JSON.stringify({
      paymentKey: STORY_KEY,
      savePaymentToAccount: false,
      cardholderName: 'Jordan Rivera',
      cardholderAddress: '1200 Lakeview Dr',
    }),
  });
  const body = (await response.json()) as {
    success: boolean;
    message: string | null;
    paymentMessage?: string;
  };
  if (response.status === 200 && body.success) return 'placed';
  return `${response.status} ${body.message ?? body.paymentMessage ?? ''}`;
}

/** One submit call run as the router runs it, with a payment step of the test's own. */
function placeWith(app: TestApp, shopper: TestShopper, pay: Pay): Promise<Placed> {
  const id = shopper.cookies.get('BOXOFFICE_SESSION');
  return app.services.store.visit(id, app.services.clock.now(), 'write', async (session) => {
    if (!session) throw new Error('no session');
    return placeOrder(app.services, session, await readCheckout(app.services, session), pay);
  });
}

/** The same shopper (session cookies) talking to another instance. */
function onInstance(app: TestApp, shopper: TestShopper): TestShopper {
  const moved = new TestShopper(app);
  for (const [name, value] of shopper.cookies) moved.cookies.set(name, value);
  return moved;
}

/** Orders a shopper's session placed. */
const ordersOf = async (app: TestApp, shopper: TestShopper) =>
  (await app.services.store.collection<{ sessionId: string }>('orders').values()).filter(
    (o) => o.sessionId === shopper.cookies.get('BOXOFFICE_SESSION'),
  );

/** A promise the test resolves when it likes. */
function gate<T>() {
  let open: (value: T) => void = () => {};
  const closed = new Promise<T>((resolve) => {
    open = resolve;
  });
  return { closed, open };
}

/** Resolves once the shopper's order is held (its pending record is there). */
async function held(app: TestApp, shopper: TestShopper): Promise<void> {
  // Polled from outside any call: the store's own reads.
  const id = shopper.cookies.get('BOXOFFICE_SESSION') ?? '';
  for (let i = 0; i < 400; i++) {
    if (await pendingOrders(app.services.store).get(id)) return;
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  throw new Error('the order was never held');
}

const stores: readonly (readonly [string, () => Promise<Store | undefined>])[] = [
  ['memory', async () => undefined],
  ['PGlite', async () => pgliteStore()],
];

describe.each(stores)('placing an order on the %s store', (_name, storeOf) => {
  it('takes the payment holding nothing: the held seat is refused at once, other seats sell, a decline gives it back', async () => {
    const store = await storeOf();
    const app = testApp({
      clock: clockAt(),
      paymentWindowMs: WINDOW_MS,
      cartHoldMs: 0,
      ...(store ? { store } : {}),
    });
    const [wanted, other] = freeSeats(app);
    if (!wanted || !other) throw new Error('no free seats');
    const payer = await seatBuyer(app, wanted);
    // The rival put the seat in the cart too, before the payer paid (the cart holds nothing).
    const rival = await seatBuyer(app, wanted);
    const payment = gate<PaymentStep>();
    const paying = placeWith(app, payer, () => payment.closed);
    await held(app, payer);

    expect(await soldNow(app, wanted)).toBe(1);
    expect(await submit(rival)).toMatch(
      /^409 Row \w Seat \d+ for Holiday Lights Dinner .* has just been sold/,
    );
    // Another seat of the same show sells while the first payment is still being taken.
    expect(await submit(await seatBuyer(app, other))).toBe('placed');

    payment.open({ declined: 'Your card was declined. Please try a different card.' });
    expect(await paying).toEqual({
      placed: false,
      paymentMessage: 'Your card was declined. Please try a different card.',
    });
    expect(await soldNow(app, wanted)).toBe(0);
    expect(await pendingOrders(app.services.store).values()).toEqual([]);
    expect(await submit(rival)).toBe('placed');
    expect(await soldNow(app, wanted)).toBe(1);
    expect(await soldNow(app)).toBe(2);
  });

  it('gives the places back when the payment step fails outright', async () => {
    const store = await storeOf();
    const app = testApp({ clock: clockAt(), cartHoldMs: 0, ...(store ? { store } : {}) });
    const [wanted] = freeSeats(app);
    if (!wanted) throw new Error('no free seat');
    const payer = await seatBuyer(app, wanted);
    await expect(
      placeWith(app, payer, async () => {
        throw new Error('the provider could not be reached');
      }),
    ).rejects.toThrow(/could not be reached/);
    expect(await soldNow(app, wanted)).toBe(0);
    expect(await submit(payer)).toBe('placed');
  });
});

describe('an order whose server died between the hold and the confirmation (two PGlite instances)', () => {
  /** Two instances on one database, one clock; `dying` is the one whose call never finishes. */
  async function instances() {
    const [a, b] = await pgliteInstances();
    const clock = clockAt();
    return { clock, survivor: appOn(a, clock), dying: appOn(b, clock) };
  }

  it('gives its places back after the payment window when it was never charged, and a late charge is refused', async () => {
    const { clock, survivor, dying } = await instances();
    const [wanted] = freeSeats(survivor);
    if (!wanted) throw new Error('no free seat');
    const payer = await seatBuyer(dying, wanted);
    const provider = gate<void>();
    const cards = cardGateway(dying.services);
    const paying = placeWith(dying, payer, async (reference) => {
      await provider.closed;
      return chargedWith(await cards.chargeKey('any', STORY_KEY, 89, reference), 'Card', 'Visa');
    });
    await held(survivor, payer);
    expect(await soldNow(survivor, wanted)).toBe(1);

    // Within the window nothing is settled; after it, the survivor's sweep gives the seat back.
    expect(await sweepOrders(survivor.services)).toEqual({ confirmed: 0, released: 0 });
    clock.value += WINDOW_MS + 1;
    expect(await sweepOrders(survivor.services)).toEqual({ confirmed: 0, released: 1 });
    expect(await soldNow(survivor, wanted)).toBe(0);

    // The charge that arrives after all is refused: nothing taken, no order.
    provider.open();
    expect(await paying).toEqual({ placed: false, paymentMessage: NOT_CHARGED_MESSAGE });
    expect(await ordersOf(survivor, payer)).toHaveLength(0);
    expect(await submit(await seatBuyer(survivor, wanted))).toBe('placed');
  });

  it('confirms it after the payment window when it was charged, and its shopper finds it', async () => {
    const { clock, survivor, dying } = await instances();
    const [wanted] = freeSeats(survivor);
    if (!wanted) throw new Error('no free seat');
    const payer = await seatBuyer(dying, wanted);
    const charged = gate<void>();
    const never = gate<void>();
    const cards = cardGateway(dying.services);
    const paying = placeWith(dying, payer, async (reference) => {
      const charge = await cards.chargeKey('any', STORY_KEY, 89, reference);
      charged.open();
      await never.closed;
      return chargedWith(charge, 'Card', 'Visa');
    });
    await charged.closed;
    clock.value += WINDOW_MS + 1;
    expect(await sweepOrders(survivor.services)).toEqual({ confirmed: 1, released: 0 });
    expect(await soldNow(survivor, wanted)).toBe(1);

    // The shopper, now on the survivor, sees the order on the confirmation and an empty cart.
    const moved = onInstance(survivor, payer);
    const { data } = await moved.api.GET('/order/details');
    expect(data?.value.invoiceNumber).toMatch(/^LAP-\d+$/);
    expect(data?.value.items[0]?.productDisplayName).toMatch(/Holiday Lights Dinner/);
    expect((await moved.api.GET('/cart/mini-cart')).data?.value.itemCount).toBe(0);

    // Had the dying call finished after all, it answers the same order.
    never.open();
    const placed = await paying;
    expect(placed.placed && placed.record.order.invoiceNumber).toBe(data?.value.invoiceNumber);
    expect(await ordersOf(survivor, payer)).toHaveLength(1);
  });

  it('answers a repeat of the submit on the other instance, while the first is paying, with the first answer', async () => {
    const [a, b] = await pgliteInstances();
    const clock = clockAt();
    const slow = appOn(a, clock, 300);
    const other = appOn(b, clock);
    const [wanted] = freeSeats(slow);
    if (!wanted) throw new Error('no free seat');
    const payer = await seatBuyer(slow, wanted);
    const first = submit(payer, 'repeat-1');
    await held(slow, payer);
    expect(await Promise.all([first, submit(onInstance(other, payer), 'repeat-1')])).toEqual([
      'placed',
      'placed',
    ]);
    expect(await ordersOf(slow, payer)).toHaveLength(1);
  });
});

describe('a store too busy to take a call in time', () => {
  it('answers 503 with Retry-After and a sentence, having done nothing', async () => {
    const store = await pgliteStore(undefined, { limit: 1, maxWaitMs: 50, maxQueue: 100 });
    const app = testApp({ store, clock: clockAt(), cartHoldMs: 0 });
    const shopper = await new TestShopper(app).open();
    const busy = gate<void>();
    const holding = store.visit(undefined, STORY_NOW, 'write', () => busy.closed);
    const response = await shopper.raw('/api/cart');
    expect(response.status).toBe(503);
    expect(Number(response.headers.get('Retry-After'))).toBeGreaterThanOrEqual(1);
    expect(await response.json()).toEqual({
      success: false,
      message: 'So many people are buying right now. Please try again in a moment.',
    });
    busy.open();
    await holding;
    expect((await shopper.raw('/api/cart')).status).toBe(200);
  });
});

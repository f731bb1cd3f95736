// What a shopper hears of an order whose payment outlasts its call (issue 38): a repeat of the submit,
// on any instance, learns the first try's fate within seconds: the order, the refusal ('Your payment
// could not be completed; you were not charged'), or, while the payer still waits for the card
// provider, 503 'We are confirming your payment...' that the client asks again after. A session's own
// order in payment never counts against it (card setup, a new submit), and a card slower than the
// charge timeout is settled by closing its reference, within the web app's bound. Carts hold their
// places (15 minutes), so a refusal leaves them held for the shopper to try again.
// A crashed payer is a second instance whose call never comes back and whose heartbeat says nothing
// new: its clock stands still while the survivor's moves on past the silence allowed.
import { createStorefrontClient } from '@boxoffice/sdk';
import { describe, expect, it } from 'vitest';
import {
  chargedWith,
  fingerprint,
  NOT_CHARGED_MESSAGE,
  PAYER_SILENT_MS,
  type Pay,
  type PaymentStep,
  type Placed,
  pendingOrders,
  placeOrder,
  readCheckout,
} from '../../src/domain/orders/index.js';
import { sweepOrders } from '../../src/features/order/sweep.js';
import { cardGateway } from '../../src/providers/card-gateway.js';
import { MemoryStore } from '../../src/store/memory-store.js';
import type { Store } from '../../src/store/store.js';
import { type TestApp, TestShopper, testApp } from '../support/client.js';
import { pgliteInstances } from '../support/pglite-store.js';
import { freeSeats, jordanSettingsBody, STORY_NOW, seatAdd, soldNow } from './order-support.js';

const STORY_KEY = 'pk_3c8f1a6e90b2';
const WINDOW_MS = 60_000;
const HOLD_MS = 15 * 60_000;
const CONFIRMING = 'We are confirming your payment...';

const submitBody = {
  paymentKey: STORY_KEY,
  savePaymentToAccount: false,
  cardholderName: 'Jordan Rivera',
  cardholderAddress: '1200 Lakeview Dr',
};

const clockAt = () => {
  const clock = { value: STORY_NOW, now: () => clock.value };
  return clock;
};

const appOn = (store: Store, clock = clockAt(), options: { cardLatencyMs?: number; window?: number } = {}) =>
  testApp({
    store,
    clock,
    paymentWindowMs: options.window ?? WINDOW_MS,
    cardLatencyMs: options.cardLatencyMs ?? 0,
    cartHoldMs: HOLD_MS,
  });

/** A shopper (on `app`) whose cart holds one dinner seat, with checkout details saved. */
async function seatBuyer(app: TestApp, seatId: string): Promise<TestShopper> {
  const shopper = await new TestShopper(app).open();
  await shopper.api.POST('/cart/add', { body: seatAdd(seatId) });
  await shopper.api.POST('/cart/settings', { body: jordanSettingsBody() });
  return shopper;
}

const sessionId = (shopper: TestShopper) => shopper.cookies.get('BOXOFFICE_SESSION') ?? '';

const headers = (shopper: TestShopper, key?: string) => ({
  'Content-Type': 'application/json',
  'X-XSRF-TOKEN': shopper.cookies.get('XSRF-TOKEN') ?? '',
  ...(key ? { 'Idempotency-Key': key } : {}),
});

/** What a call answered, in short: 'placed', or the status, Retry-After and message. */
async function told(response: Response): Promise<string> {
  const body = (await response.json()) as {
    success: boolean;
    message: string | null;
    paymentMessage?: string;
  };
  if (response.status === 200 && body.success) return 'placed';
  const wait = response.headers.get('Retry-After');
  return `${response.status}${wait ? ` (Retry-After ${wait})` : ''} ${body.message ?? body.paymentMessage ?? ''}`;
}

/** Submits with the story's always-approved key. */
const submit = (shopper: TestShopper, key?: string) =>
  shopper
    .raw('/api/order/submit', {
      method: 'POST',
      headers: headers(shopper, key),
      body: JSON.stringify(submitBody),
    })
    .then(told);

/** Opens the card modal (setupFreedomPay): 'ready', or what it answered instead. */
async function cardSetup(shopper: TestShopper): Promise<string> {
  const response = await shopper.raw('/api/payment/freedom-pay/setup', {
    method: 'POST',
    headers: headers(shopper),
  });
  if (response.status === 200) return (await response.json()).success ? 'ready' : 'unavailable';
  return told(response);
}

/** The confirmation's order (getOrderDetails): its invoice number, or what it answered instead. */
async function orderDetails(shopper: TestShopper): Promise<string> {
  const response = await shopper.raw('/api/order/details');
  if (response.status === 200) return (await response.json()).value.invoiceNumber;
  return told(response);
}

/** The shopper's cart: how many lines, and for how long they are held. */
async function cartOf(shopper: TestShopper) {
  const { data } = await shopper.api.GET('/cart', { params: { query: { revise: false } } });
  return { lines: data.value.itemGroups.length, holdSecondsLeft: data.value.holdSecondsLeft ?? null };
}

/**
 * The first try of a submit run as the router runs it, with a payment step of the test's own; with
 * `key`, kept as the submit with that Idempotency-Key keeps it (what a crashed instance leaves).
 */
function placeWith(app: TestApp, shopper: TestShopper, pay: Pay, key?: string): Promise<Placed> {
  const id = sessionId(shopper);
  const kept = key ? { scope: `${id}|submitOrder`, key, fingerprint: fingerprint(submitBody) } : null;
  return app.services.store.visit(id, app.services.clock.now(), 'write', async (session) => {
    if (!session) throw new Error('no session');
    return placeOrder(app.services, session, await readCheckout(app.services, session), pay, kept);
  });
}

/** The same shopper (session cookies) talking to another instance. */
function onInstance(app: TestApp, shopper: TestShopper): TestShopper {
  const moved = new TestShopper(app);
  for (const [name, value] of shopper.cookies) moved.cookies.set(name, value);
  return moved;
}

const ordersOf = async (app: TestApp, shopper: TestShopper) =>
  (await app.services.store.collection<{ sessionId: string }>('orders').values()).filter(
    (o) => o.sessionId === sessionId(shopper),
  );

function gate<T>() {
  let open: (value: T) => void = () => {};
  const closed = new Promise<T>((resolve) => {
    open = resolve;
  });
  return { closed, open };
}

/** Resolves once the shopper's order is held (its pending record is there). */
async function held(app: TestApp, shopper: TestShopper): Promise<void> {
  for (let i = 0; i < 400; i++) {
    if (await pendingOrders(app.services.store).get(sessionId(shopper))) return;
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  throw new Error('the order was never held');
}

const since = (started: number) => performance.now() - started;

/** Two instances on one database: `dying` with its clock stood still, `survivor` with the moving one. */
async function instances() {
  const [a, b] = await pgliteInstances();
  const clock = clockAt();
  return { clock, survivor: appOn(a, clock), dying: appOn(b, clockAt()) };
}

describe('a repeat of the submit whose paying instance died', () => {
  it('answers the order at once when the card was charged, and keeps answering it', async () => {
    const { clock, survivor, dying } = await instances();
    const [wanted] = freeSeats(survivor);
    if (!wanted) throw new Error('no free seat');
    const payer = await seatBuyer(dying, wanted);
    const charged = gate<void>();
    const never = gate<void>();
    const cards = cardGateway(dying.services);
    const paying = placeWith(
      dying,
      payer,
      async (reference) => {
        const charge = await cards.chargeKey('any', STORY_KEY, 89, reference);
        charged.open();
        await never.closed;
        return chargedWith(charge, 'Card', 'Visa');
      },
      'crash-charged',
    );
    await charged.closed;
    clock.value += PAYER_SILENT_MS + 1_000;

    const moved = onInstance(survivor, payer);
    const started = performance.now();
    expect(await submit(moved, 'crash-charged')).toBe('placed');
    expect(since(started)).toBeLessThan(2_000);
    expect(await ordersOf(survivor, payer)).toHaveLength(1);
    // The confirmation finds it, the cart it paid for is empty, and a further repeat answers it again.
    expect(await orderDetails(moved)).toMatch(/^LAP-\d+$/);
    expect(await cartOf(moved)).toEqual({ lines: 0, holdSecondsLeft: null });
    expect(await submit(moved, 'crash-charged')).toBe('placed');
    expect(await soldNow(survivor, wanted)).toBe(1);

    // Had the dead call come back after all, it answers the same order.
    never.open();
    const placed = await paying;
    expect(placed.placed && placed.record.order.invoiceNumber).toBe(await orderDetails(moved));
    expect(await ordersOf(survivor, payer)).toHaveLength(1);
  });

  it('answers the refusal at once when it was not charged: the places stay in the cart, paying again works', async () => {
    const { clock, survivor, dying } = await instances();
    const [wanted] = freeSeats(survivor);
    if (!wanted) throw new Error('no free seat');
    const payer = await seatBuyer(dying, wanted);
    const provider = gate<void>();
    const cards = cardGateway(dying.services);
    const paying = placeWith(
      dying,
      payer,
      async (reference) => {
        await provider.closed;
        return chargedWith(await cards.chargeKey('any', STORY_KEY, 89, reference), 'Card', 'Visa');
      },
      'crash-unpaid',
    );
    await held(survivor, payer);
    clock.value += PAYER_SILENT_MS + 1_000;

    const moved = onInstance(survivor, payer);
    const started = performance.now();
    expect(await submit(moved, 'crash-unpaid')).toBe(`200 ${NOT_CHARGED_MESSAGE}`);
    expect(NOT_CHARGED_MESSAGE).toMatch(/^Your payment could not be completed; you were not charged/);
    expect(since(started)).toBeLessThan(2_000);
    // Back in the cart's hold, for the time the hold had left; nobody else may take the seat.
    const cart = await cartOf(moved);
    expect(cart.lines).toBe(1);
    expect(cart.holdSecondsLeft).toBeGreaterThan(800);
    expect(await soldNow(survivor, wanted)).toBe(1);
    const rival = await new TestShopper(survivor).open();
    const { data: added } = await rival.api.POST('/cart/add', { body: seatAdd(wanted) });
    expect(added.success).toBe(false);

    // The charge that arrives after all is refused; a repeat of the same submit answers the same.
    provider.open();
    expect(await paying).toEqual({ placed: false, paymentMessage: NOT_CHARGED_MESSAGE });
    expect(await submit(moved, 'crash-unpaid')).toBe(`200 ${NOT_CHARGED_MESSAGE}`);
    expect(await ordersOf(survivor, payer)).toHaveLength(0);

    // Paying again: the card modal opens and the new submit places the order, no 409 for its own seat.
    expect(await cardSetup(moved)).toBe('ready');
    expect(await submit(moved, 'pay-again')).toBe('placed');
    expect(await ordersOf(survivor, payer)).toHaveLength(1);
    expect(await soldNow(survivor, wanted)).toBe(1);
  });

  it('finds the order the sweep confirmed after the window, not an empty cart', async () => {
    const { clock, survivor, dying } = await instances();
    const [wanted] = freeSeats(survivor);
    if (!wanted) throw new Error('no free seat');
    const payer = await seatBuyer(dying, wanted);
    const charged = gate<void>();
    const cards = cardGateway(dying.services);
    void placeWith(
      dying,
      payer,
      async (reference) => {
        await cards.chargeKey('any', STORY_KEY, 89, reference);
        charged.open();
        return new Promise<PaymentStep>(() => {});
      },
      'swept',
    );
    await charged.closed;
    clock.value += WINDOW_MS + 1;
    expect(await sweepOrders(survivor.services)).toEqual({ confirmed: 1, released: 0 });
    const moved = onInstance(survivor, payer);
    expect(await submit(moved, 'swept')).toBe('placed');
    expect(await orderDetails(moved)).toMatch(/^LAP-\d+$/);
    expect(await ordersOf(survivor, payer)).toHaveLength(1);
  });
});

describe('a repeat of the submit while its payer is still paying (two PGlite instances)', () => {
  it('is told "We are confirming your payment..." with Retry-After, and the client asking again hears the order', async () => {
    const [a, b] = await pgliteInstances();
    const clock = clockAt();
    const slow = appOn(a, clock, { cardLatencyMs: 4_000 });
    const other = appOn(b, clock);
    const [wanted] = freeSeats(slow);
    if (!wanted) throw new Error('no free seat');
    const payer = await seatBuyer(slow, wanted);
    const first = submit(payer, 'slow-1');
    await held(slow, payer);

    // The web app's client: it repeats a 503 with Retry-After, with the same key, on the other instance.
    const moved = onInstance(other, payer);
    const answers: string[] = [];
    const reasons: string[] = [];
    const client = createStorefrontClient({
      baseUrl: 'http://boxoffice.test/api',
      xsrfToken: () => moved.cookies.get('XSRF-TOKEN'),
      retry: { busy: true, network: true, attemptTimeoutMs: 20_000, maxWaitMs: 60_000 },
      fetch: async (request) => {
        const response = await moved.fetch(request);
        answers.push(await told(response.clone()));
        return response;
      },
    });
    client.on('retrying', ({ reason }) => reasons.push(reason));
    const started = performance.now();
    const { data } = await client.POST('/order/submit', {
      params: { header: { 'Idempotency-Key': 'slow-1' } },
      body: submitBody,
    });
    expect(data.success).toBe(true);
    expect(answers[0]).toBe(`503 (Retry-After 2) ${CONFIRMING}`);
    expect(answers.at(-1)).toBe('placed');
    expect(reasons[0]).toBe('busy');
    expect(since(started)).toBeLessThan(10_000);
    expect(await first).toBe('placed');
    expect(await ordersOf(slow, payer)).toHaveLength(1);
  }, 30_000);

  it('answers a new submit of the same cart with the order it turns out to be, not an empty cart', async () => {
    const [a, b] = await pgliteInstances();
    const clock = clockAt();
    const slow = appOn(a, clock, { cardLatencyMs: 800 });
    const other = appOn(b, clock);
    const [wanted] = freeSeats(slow);
    if (!wanted) throw new Error('no free seat');
    const payer = await seatBuyer(slow, wanted);
    const first = submit(payer, 'first');
    await held(slow, payer);
    expect(await submit(onInstance(other, payer), 'second')).toBe('placed');
    expect(await first).toBe('placed');
    expect(await ordersOf(slow, payer)).toHaveLength(1);
  });
});

describe("a session's own order in payment (two PGlite instances)", () => {
  it('never refuses its card setup or a new submit for its own places: 503 while it is paid, then on', async () => {
    const [a, b] = await pgliteInstances();
    const clock = clockAt();
    const paying = appOn(a, clock);
    const other = appOn(b, clock);
    const [wanted] = freeSeats(paying);
    if (!wanted) throw new Error('no free seat');
    const payer = await seatBuyer(paying, wanted);
    const payment = gate<PaymentStep>();
    const first = placeWith(paying, payer, () => payment.closed);
    await held(paying, payer);

    const moved = onInstance(other, payer);
    const confirming = `503 (Retry-After 2) ${CONFIRMING}`;
    const [setup, again, details] = await Promise.all([
      cardSetup(moved),
      submit(moved, 'new-key'),
      orderDetails(moved),
    ]);
    expect({ setup, again, details }).toEqual({ setup: confirming, again: confirming, details: confirming });

    payment.open({ declined: 'Your card was declined. Please try a different card.' });
    expect(await first).toMatchObject({ placed: false });
    // Its places are the cart's again: setup opens the card modal, the new submit pays.
    expect(await orderDetails(moved)).toBe('404 The order was not found');
    expect(await cardSetup(moved)).toBe('ready');
    expect(await submit(moved, 'new-key')).toBe('placed');
    expect(await ordersOf(other, payer)).toHaveLength(1);
  }, 30_000);
});

describe('a card slower than the charge timeout (half the payment window)', () => {
  /** A slow-card instance and a fast one on one memory store (the window 2 s: a 1 s charge timeout). */
  function apps(slowMs: number) {
    const clock = clockAt();
    const store = new MemoryStore(() => 20 * 60_000, undefined, clock.now);
    return {
      slow: appOn(store, clock, { window: 2_000, cardLatencyMs: slowMs }),
      fast: appOn(store, clock, { window: 2_000 }),
    };
  }

  it('answers the refusal within the bound, the places still held, and a late charge is refused', async () => {
    const { slow, fast } = apps(1_500);
    const [wanted] = freeSeats(slow);
    if (!wanted) throw new Error('no free seat');
    const payer = await seatBuyer(slow, wanted);
    const started = performance.now();
    expect(await submit(payer, 'late-1')).toBe(`200 ${NOT_CHARGED_MESSAGE}`);
    expect(since(started)).toBeGreaterThanOrEqual(990);
    expect(since(started)).toBeLessThan(1_500);
    expect((await cartOf(payer)).lines).toBe(1);
    expect((await cartOf(payer)).holdSecondsLeft).toBeGreaterThan(800);
    expect(await soldNow(slow, wanted)).toBe(1);

    // The provider's answer comes after all: the reference was closed, nothing was charged.
    await new Promise((resolve) => setTimeout(resolve, 700));
    const charges = await slow.services.store.collection<{ state: string }>('cardProvider.charges').values();
    expect(charges.map((c) => c.state)).toEqual(['closed']);
    expect(await ordersOf(slow, payer)).toHaveLength(0);
    expect(await submit(payer, 'late-1')).toBe(`200 ${NOT_CHARGED_MESSAGE}`);

    // Trying again, where the card answers in time: the held seat is theirs.
    expect(await submit(onInstance(fast, payer), 'late-2')).toBe('placed');
  });

  it('confirms the order when the provider charged it but its answer never came', async () => {
    const { slow } = apps(0);
    const [wanted] = freeSeats(slow);
    if (!wanted) throw new Error('no free seat');
    const payer = await seatBuyer(slow, wanted);
    const cards = cardGateway({
      store: slow.services.store,
      clock: slow.services.clock,
      options: { cardLatencyMs: 0, storyPaymentKey: true },
    });
    const started = performance.now();
    const placed = await placeWith(slow, payer, async (reference) => {
      await cards.chargeKey('any', STORY_KEY, 89, reference);
      return new Promise<PaymentStep>(() => {});
    });
    expect(since(started)).toBeLessThan(1_500);
    expect(placed.placed && placed.record.order.trans?.[0]?.transactionString).toMatch(/APPROVED/);
    expect(await orderDetails(payer)).toMatch(/^LAP-\d+$/);
    expect((await cartOf(payer)).lines).toBe(0);
  });
});

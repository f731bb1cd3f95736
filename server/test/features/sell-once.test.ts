// Selling what exists, once: an order re-checks every seat, section, performance capacity and
// entitlement its lines take when it is placed, so carts filled before someone else bought the same
// thing cannot oversell it, and concurrent buyers sell exactly what there is.
import { describe, expect, it } from 'vitest';
import { JORDAN_ACCOUNT_ID } from '../../src/catalog/accounts.js';
import { performanceRemaining, soldKey, soldOf } from '../../src/domain/capacity.js';
import { addLines, checkoutSettingsSlot } from '../../src/domain/cart/index.js';
import { placeOrder, readCheckout } from '../../src/domain/orders/index.js';
import { entitlementTaken } from '../../src/domain/passes/entitlements.js';
import { KeyedLock } from '../../src/store/keyed-lock.js';
import { NO_LIMITS, type TestApp, TestShopper, testApp } from '../support/client.js';
import {
  cardFields,
  DINNER,
  jordanSettings,
  STORY_NOW,
  seatAdd,
  sessionOf,
  storyApp,
} from './order-support.js';

const CONCERT = 'perf_concert_20261205_1900';
const TOUR = 'perf_tour_20261205_0900';
/** The story's test payment key: always approved. */
const STORY_KEY = 'pk_3c8f1a6e90b2';

interface LineSpec {
  readonly productId: string;
  readonly productVariantId: string;
  readonly quantity: number;
  readonly unitPrice: number;
  readonly performanceId: string;
  readonly showCategoryId?: string;
  readonly seatId?: string;
  readonly entitlementId?: string;
  readonly saleFlowId?: number;
}

/** A shopper whose cart holds `line` (put in directly, as if added before anyone else bought it) and is ready to pay. */
async function buyer(app: TestApp, line: LineSpec, accountId: string | null = null) {
  const shopper = await new TestShopper(app).open();
  const session = await sessionOf(app, shopper);
  session.accountId = accountId;
  addLines(session, app.services.venue, [
    {
      productId: line.productId,
      productVariantId: line.productVariantId,
      quantity: line.quantity,
      unitPrice: line.unitPrice,
      entitlementId: line.entitlementId ?? null,
      saleFlowId: line.saleFlowId ?? 1,
      kind: line.entitlementId ? 'entitlement' : 'ticket',
      performances: [
        {
          selectionIndex: 1,
          performanceId: line.performanceId,
          showCategoryId: line.showCategoryId ?? null,
          seatId: line.seatId ?? null,
        },
      ],
    },
  ]);
  session.set(checkoutSettingsSlot, jordanSettings());
  return shopper;
}

/** Submits the order; answers 'placed' or the 409's message. */
async function pay(shopper: TestShopper): Promise<string> {
  const response = await shopper.raw('/api/order/submit', {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      'X-XSRF-TOKEN': shopper.cookies.get('XSRF-TOKEN') ?? '',
    },
    body: JSON.stringify(cardFields(STORY_KEY)),
  });
  const body = (await response.json()) as { success: boolean; message: string | null };
  if (response.status === 200 && body.success) return 'placed';
  expect(response.status).toBe(409);
  expect(body.success).toBe(false);
  return body.message ?? '';
}

const seat = (seatId: string): LineSpec => ({
  productId: 'prod_dinner',
  productVariantId: 'var_dinner_adult',
  quantity: 1,
  unitPrice: 89,
  performanceId: DINNER,
  seatId,
});

/** A seat of the dinner performance nobody has bought, other than `except`. */
function freeSeat(app: TestApp, except: readonly string[]): string {
  const found = app.services.venue
    .performance(DINNER)
    ?.seats.find((s) => !s.preSold && !except.includes(s.id));
  if (!found) throw new Error('no free seat');
  return found.id;
}

/** Lets the lock's clean-up (queued after each call settles) run. */
const settled = () => new Promise((resolve) => setImmediate(resolve));

const count = (outcomes: readonly string[], what: string) => outcomes.filter((o) => o === what).length;

/** What has been sold under `soldKey(performanceId, part)`, read now. */
async function soldNow(app: TestApp, performanceId: string, part?: string): Promise<number> {
  const performance = app.services.venue.performance(performanceId);
  if (!performance) throw new Error(`no performance ${performanceId}`);
  const sold = await soldOf(app.services.store, [performance]);
  return sold(soldKey(performanceId, part));
}

describe('an order sells each seat once', () => {
  it('lets exactly one of 20 concurrent buyers of one seat order it; the others hear it was sold', async () => {
    const app = storyApp();
    const buyers = await Promise.all(Array.from({ length: 20 }, () => buyer(app, seat('seat_a_101'))));
    const outcomes = await Promise.all(buyers.map(pay));
    expect(count(outcomes, 'placed')).toBe(1);
    for (const message of outcomes.filter((o) => o !== 'placed'))
      expect(message).toBe(
        'Row A Seat 101 for Holiday Lights Dinner on Saturday, December 5, 2026 at 6:00 PM has just been sold. Please choose another seat in your cart.',
      );
    expect(await soldNow(app, DINNER, 'seat_a_101')).toBe(1);
  });

  it('refuses the second of two shoppers who added the same seat, one after the other, and keeps their cart', async () => {
    const app = storyApp();
    const first = await buyer(app, seat('seat_a_102'));
    const second = await buyer(app, seat('seat_a_102'));
    expect(await pay(first)).toBe('placed');
    expect(await pay(second)).toMatch(/has just been sold/);
    const { data } = await second.api.GET('/cart');
    expect(data?.value.itemGroups).toHaveLength(1);
  });

  it('refuses a seat sold before the server started, at checkout and when added', async () => {
    const app = storyApp();
    const performance = app.services.venue.performance(DINNER);
    const taken = performance?.seats.find((s) => s.preSold);
    expect(taken).toBeDefined();
    const shopper = await buyer(app, seat(taken?.id as string));
    expect(await pay(shopper)).toMatch(/has just been sold/);
    expect(await soldNow(app, DINNER, taken?.id as string)).toBe(0);
    const { data } = await shopper.api.POST('/cart/add', { body: seatAdd(taken?.id as string) });
    expect(data).toMatchObject({ success: false, message: 'The selected seat is no longer available' });
  });

  it('sells a seat as one ticket: two on one seat are refused at once, in one add or two lines', async () => {
    const app = storyApp();
    const chosen = freeSeat(app, []);
    const shopper = await new TestShopper(app).open();
    const one = seatAdd(chosen);
    const adult = one.items[0] as (typeof one.items)[number];
    const refusal = {
      success: false,
      message: 'Each seat is one ticket. Please choose one ticket type for each seat.',
    };
    const add = (items: (typeof one.items)[number][]) =>
      shopper.api.POST('/cart/add', { body: { ...one, items } });
    expect((await add([{ ...adult, quantity: 2 }])).data).toMatchObject(refusal);
    const child = { ...adult, productVariantId: 'var_dinner_child' };
    expect((await add([adult, child])).data).toMatchObject(refusal);
    expect((await shopper.api.GET('/cart/mini-cart')).data?.value.itemCount).toBe(0);
    // Two seats in one add, one ticket each, are what the product page sends.
    const second = seatAdd(freeSeat(app, [chosen])).items[0] as (typeof one.items)[number];
    expect((await add([adult, { ...second, productVariantId: 'var_dinner_child' }])).data?.success).toBe(
      true,
    );
    expect((await shopper.api.GET('/cart/mini-cart')).data?.value.itemCount).toBe(2);
  });

  it('refuses to add a seat another shopper bought after the first one added it', async () => {
    const app = storyApp();
    const chosen = freeSeat(app, ['seat_a_101', 'seat_a_102']);
    const first = await buyer(app, seat(chosen));
    expect(await pay(first)).toBe('placed');
    const later = await new TestShopper(app).open();
    const { data } = await later.api.POST('/cart/add', { body: seatAdd(chosen) });
    expect(data).toMatchObject({ success: false, message: 'The selected seat is no longer available' });
  });

  it('refuses the early look too: setting up the card payment answers the same 409', async () => {
    const app = storyApp();
    const chosen = freeSeat(app, []);
    const first = await buyer(app, seat(chosen));
    const second = await buyer(app, seat(chosen));
    expect(await pay(first)).toBe('placed');
    const setup = await second.api.POST('/payment/freedom-pay/setup').catch((e) => e);
    expect(setup.status).toBe(409);
    expect(setup.serverMessage).toMatch(/^Row . Seat \d+ for .* has just been sold/);
  });
});

describe('an order sells no more than a section or a performance holds', () => {
  it('lets one of four shoppers buying 100 Pavilion seats each order, against 160 left', async () => {
    // 100 seats for one customer: past the default limit per customer (customer-limits.test.ts).
    const app = testApp({ clock: { now: () => STORY_NOW }, customerLimits: NO_LIMITS });
    const line: LineSpec = {
      productId: 'prod_concert',
      productVariantId: 'var_concert_pavilion',
      quantity: 100,
      unitPrice: 65,
      performanceId: CONCERT,
      showCategoryId: 'sec_pavilion',
    };
    const buyers = await Promise.all(Array.from({ length: 4 }, () => buyer(app, line)));
    const outcomes = await Promise.all(buyers.map(pay));
    expect(count(outcomes, 'placed')).toBe(1);
    expect(outcomes).toContain(
      'Only 60 seats remain in Pavilion for Winter Pops on Saturday, December 5, 2026 at 7:00 PM. Please change the quantity in your cart.',
    );
    expect(await soldNow(app, CONCERT, 'sec_pavilion')).toBe(100);
  });

  const tour = (quantity: number): LineSpec => ({
    productId: 'prod_tour',
    productVariantId: 'var_tour_guest',
    quantity,
    unitPrice: 49,
    performanceId: TOUR,
  });

  it('sells two of twenty concurrent orders of 8 tour places against 18 left', async () => {
    const app = testApp({ clock: { now: () => STORY_NOW }, customerLimits: NO_LIMITS });
    const buyers = await Promise.all(Array.from({ length: 20 }, () => buyer(app, tour(8))));
    const outcomes = await Promise.all(buyers.map(pay));
    expect(count(outcomes, 'placed')).toBe(2);
    expect(await soldNow(app, TOUR)).toBe(16);
  });

  it('sells exactly the capacity to concurrent buyers of one place each, then says it sold out', async () => {
    const app = storyApp();
    const performance = app.services.venue.performance(TOUR);
    if (!performance) throw new Error('no tour performance');
    const left = performanceRemaining(await soldOf(app.services.store, [performance]), performance);
    expect(left).toBe(18);
    const buyers = await Promise.all(Array.from({ length: 25 }, () => buyer(app, tour(1))));
    const outcomes = await Promise.all(buyers.map(pay));
    expect(count(outcomes, 'placed')).toBe(left);
    expect(performanceRemaining(await soldOf(app.services.store, [performance]), performance)).toBe(0);
    expect(outcomes.filter((o) => o !== 'placed')).toContain(
      'Elephant Encounter on Saturday, December 5, 2026 at 9:00 AM has sold out. Please choose another date or time in your cart.'.replace(
        'Elephant Encounter',
        performance.showName,
      ),
    );
  });
});

describe('an order redeems no more of an entitlement than remains', () => {
  it('lets one of three sessions of one account redeem 2 of an entitlement with 2 left', async () => {
    const app = storyApp();
    const line: LineSpec = {
      productId: 'prod_comp_day',
      productVariantId: 'var_comp_day',
      quantity: 2,
      unitPrice: 0,
      performanceId: 'perf_day_20261205_1000',
      entitlementId: 'ent_4001',
      saleFlowId: 2,
    };
    const buyers = await Promise.all(Array.from({ length: 3 }, () => buyer(app, line, JORDAN_ACCOUNT_ID)));
    const outcomes = await Promise.all(buyers.map(pay));
    expect(count(outcomes, 'placed')).toBe(1);
    expect(outcomes.filter((o) => o !== 'placed')).toEqual([
      'Complimentary Admission has already been redeemed. Please remove it from your cart.',
      'Complimentary Admission has already been redeemed. Please remove it from your cart.',
    ]);
    expect(await entitlementTaken(app.services.store, 'ent_4001')).toBe(2);
  });

  it('says how many remain when an order asks for more than is left', async () => {
    const app = storyApp();
    const line = (quantity: number): LineSpec => ({
      productId: 'prod_comp_day',
      productVariantId: 'var_comp_day',
      quantity,
      unitPrice: 0,
      performanceId: 'perf_day_20261205_1000',
      entitlementId: 'ent_4001',
      saleFlowId: 2,
    });
    const [one, two] = await Promise.all([
      buyer(app, line(1), JORDAN_ACCOUNT_ID),
      buyer(app, line(2), JORDAN_ACCOUNT_ID),
    ]);
    expect(await pay(one as TestShopper)).toBe('placed');
    expect(await pay(two as TestShopper)).toBe(
      'You can redeem only 1 more Complimentary Admission. Please change the quantity in your cart.',
    );
  });
});

describe('the locks placing an order holds', () => {
  it('keeps a seat from a second buyer while the first buyer’s payment is still being taken', async () => {
    const app = storyApp();
    const chosen = freeSeat(app, []);
    const [a, b] = await Promise.all([buyer(app, seat(chosen)), buyer(app, seat(chosen))]);
    const checkouts = await Promise.all(
      [a, b].map(async (s) => {
        const session = await sessionOf(app, s);
        return { session, checkout: await readCheckout(app.services, session) };
      }),
    );
    // A provider that answers a little later: without the lock both would pass the check first.
    const slowPayment = () => new Promise<null>((resolve) => setTimeout(() => resolve(null), 20));
    const outcomes = await Promise.all(
      checkouts.map(({ session, checkout }) =>
        placeOrder(app.services, session, checkout, slowPayment).then(
          (placed) => (placed.placed ? 'placed' : placed.paymentMessage),
          (error: Error) => error.message,
        ),
      ),
    );
    expect(count(outcomes, 'placed')).toBe(1);
    expect(outcomes.find((o) => o !== 'placed')).toMatch(/has just been sold/);
  });

  it('does not wait for orders of other things', async () => {
    const lock = new KeyedLock();
    const order: string[] = [];
    let release = () => {};
    const first = lock.run(
      ['seat 1'],
      () =>
        new Promise<void>((resolve) => {
          release = resolve;
        }),
    );
    await lock.run(['seat 2'], () => void order.push('other seat'));
    order.push('first still running');
    release();
    await first;
    await settled();
    expect(order).toEqual(['other seat', 'first still running']);
    expect(lock.size).toBe(0);
  });

  it('runs calls sharing any key one after another, in call order, and frees the keys after a failure', async () => {
    const lock = new KeyedLock();
    const order: string[] = [];
    const slow = (name: string) => () =>
      new Promise<void>((resolve) =>
        setTimeout(() => {
          order.push(name);
          resolve();
        }, 5),
      );
    const failing = lock.run(['a', 'b'], () => Promise.reject(new Error('declined')));
    await Promise.all([
      lock.run(['a'], slow('first a')),
      lock.run(['b', 'a'], slow('then a and b')),
      lock.run(['b'], slow('then b')),
      failing.catch(() => order.push('failed')),
    ]);
    await settled();
    expect(order).toEqual(['failed', 'first a', 'then a and b', 'then b']);
    expect(lock.size).toBe(0);
  });
});

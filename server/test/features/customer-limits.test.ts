// Limits per customer (domain/orders/customer-limits.ts): the tickets of one performance a session,
// an account and a client address may hold and buy, refused at add-to-cart in clear words, given back
// with the places, smaller on an on-sale's performances and on a small performance (a share of its
// places), counting what was bought, and kept under concurrent adds.
import { describe, expect, it } from 'vitest';
import {
  CUSTOMER_LIMIT_DEFAULTS,
  customerLimitsFrom,
  customerShare,
  limitCounts,
  limitKindOf,
  limitMessage,
  performanceLimits,
} from '../../src/domain/orders/customer-limits.js';
import { type TestApp, TestShopper, testApp } from '../support/client.js';
import { cardFields, freeSeats, jordanSettingsBody, STORY_NOW, seatAdd, tourAdd } from './order-support.js';
import { signedInShopper } from './pass-support.js';

const DAY = 'perf_day_20261205_1000';
const LIMITS = { perCustomer: 6, perAddress: 10, onSalePerCustomer: 2, onSalePerAddress: 3 };
const app = (extra = {}) =>
  testApp({ clock: { now: () => STORY_NOW }, customerLimits: LIMITS, trustProxy: 1, ...extra });

const dayTickets = (quantity: number, performanceId = DAY) => ({
  items: [
    {
      productId: 'prod_day',
      productVariantId: 'var_day_adult',
      quantity,
      performances: [{ selectionIndex: 1, performanceId, showCategoryId: null, seatId: null }],
    },
  ],
  saleFlowId: 1 as const,
});

const add = async (s: TestShopper, quantity: number, performanceId = DAY) =>
  (await s.api.POST('/cart/add', { body: dayTickets(quantity, performanceId) })).data;
const inCart = async (s: TestShopper) => (await s.api.GET('/cart/mini-cart')).data?.value.itemCount;

describe('a limit per customer', () => {
  it('refuses a session past its tickets for a performance in clear words, and not another performance', async () => {
    const target = app();
    const s = await new TestShopper(target, '198.51.100.1').open();
    expect(await add(s, 4)).toMatchObject({ success: true });
    const refused = await add(s, 3);
    expect(refused).toMatchObject({ success: false });
    expect(refused?.message).toBe(
      'You may hold and buy at most 6 tickets for Park Admission on Saturday, December 5, 2026 at 10:00 AM; this would make 7. Please change the quantity.',
    );
    expect(await inCart(s)).toBe(4);
    expect(await add(s, 2)).toMatchObject({ success: true });
    expect(await add(s, 1)).toMatchObject({ success: false });
    expect(await add(s, 3, 'perf_day_20261205_1400')).toMatchObject({ success: true });
  });

  it("counts the cart's other lines for the performance: an adult line, then child tickets", async () => {
    const s = await new TestShopper(app(), '198.51.100.9').open();
    expect(await add(s, 4)).toMatchObject({ success: true });
    const child = (quantity: number) => ({
      items: dayTickets(quantity).items.map((line) => ({ ...line, productVariantId: 'var_day_child' })),
      saleFlowId: 1 as const,
    });
    expect((await s.api.POST('/cart/add', { body: child(2) })).data).toMatchObject({ success: true });
    const refused = (await s.api.POST('/cart/add', { body: child(1) })).data;
    expect(refused?.message).toContain('at most 6 tickets');
    expect(refused?.message).toContain('this would make 7');
  });

  it('is given back when the line leaves the cart', async () => {
    const s = await new TestShopper(app(), '198.51.100.2').open();
    expect(await add(s, 6)).toMatchObject({ success: true });
    const id = (await s.api.GET('/cart')).data?.value.itemGroups[0]?.items[0]?.id ?? '';
    await s.api.POST('/cart/modify', { body: { items: [{ id, quantity: 2 }] } });
    expect(await add(s, 4)).toMatchObject({ success: true });
    // Raising a quantity past the limit is refused too.
    const raise = await s.api.POST('/cart/modify', { body: { items: [{ id, quantity: 7 }] } });
    expect(raise.data).toMatchObject({ success: false });
    expect(raise.data?.message).toContain('at most 6 tickets');
  });

  it("counts an account's sessions together", async () => {
    const target = app();
    const [first, second] = [await signedInShopper(target), await signedInShopper(target)];
    first.address = '198.51.100.3';
    second.address = '198.51.100.4';
    expect(await add(first, 5)).toMatchObject({ success: true });
    const refused = await add(second, 2);
    expect(refused?.message).toContain('; this would make 7.');
  });

  it("counts an address's sessions together, with a larger limit", async () => {
    const target = app();
    const results: boolean[] = [];
    for (let i = 0; i < 3; i++) {
      const s = await new TestShopper(target, '203.0.113.7').open();
      results.push(Boolean((await add(s, 4))?.success));
    }
    expect(results).toEqual([true, true, false]);
    const fourth = await new TestShopper(target, '203.0.113.7').open();
    const words = (await add(fourth, 3))?.message;
    expect(words).toBe(
      'At most 10 tickets for Park Admission on Saturday, December 5, 2026 at 10:00 AM may be held and bought from one network; this would make 11 from yours. Please change the quantity.',
    );
    // Another address is not held by it.
    const other = await new TestShopper(target, '203.0.113.8').open();
    expect(await add(other, 4)).toMatchObject({ success: true });
  });

  it('counts every address of one IPv6 /64 as one address, and an IPv4 one reached over IPv6 as itself', async () => {
    const target = app();
    const results: boolean[] = [];
    for (const address of ['2001:db8:9:1::1', '2001:db8:9:1:ffff::2', '2001:0db8:0009:0001::3'])
      results.push(Boolean((await add(await new TestShopper(target, address).open(), 4))?.success));
    expect(results).toEqual([true, true, false]);
    expect(await add(await new TestShopper(target, '2001:db8:9:2::1').open(), 4)).toMatchObject({
      success: true,
    });
    expect(await add(await new TestShopper(target, '203.0.113.50').open(), 6)).toMatchObject({
      success: true,
    });
    const mapped = await add(await new TestShopper(target, '::ffff:203.0.113.50').open(), 5);
    expect(mapped?.message).toContain('from one network; this would make 11 from yours');
  });

  it('holds under concurrent adds from many sessions of one address', async () => {
    const target: TestApp = app();
    const shoppers = await Promise.all(
      Array.from({ length: 12 }, () => new TestShopper(target, '203.0.113.9').open()),
    );
    await Promise.all(shoppers.map((s) => add(s, 1)));
    const held = (await Promise.all(shoppers.map(inCart))).reduce((a: number, b) => a + (b ?? 0), 0);
    expect(held).toBe(10);
  });

  it('is smaller on the performances of an on-sale', async () => {
    const target = app({ onSale: { item: 'prod_day', opensAt: STORY_NOW - 1000 } });
    const s = await new TestShopper(target, '198.51.100.5').open();
    expect(await add(s, 2)).toMatchObject({ success: true });
    expect((await add(s, 1))?.message).toContain('at most 2 tickets');
    // Another address's second session is held by the address limit of 3.
    const a = await new TestShopper(target, '198.51.100.6').open();
    const b = await new TestShopper(target, '198.51.100.6').open();
    expect(await add(a, 2)).toMatchObject({ success: true });
    expect((await add(b, 2))?.message).toContain('from one network; this would make 4 from yours');
  });
});

describe("a customer's share of a small performance, with the default limits", () => {
  const storyApp = () => testApp({ clock: { now: () => STORY_NOW }, trustProxy: 1 });
  const addSeat = async (s: TestShopper, seat: string) =>
    (await s.api.POST('/cart/add', { body: seatAdd(seat) })).data;
  const DINNER_WHEN = 'Holiday Lights Dinner on Saturday, December 5, 2026 at 6:00 PM';
  const TOUR_WHEN = 'Elephant Barn on Saturday, December 5, 2026 at 9:00 AM';

  it("keeps one session from holding the dinner's 13 free seats: 6 of its 24, and the next shopper adds", async () => {
    const app = storyApp();
    const seats = freeSeats(app);
    expect(seats).toHaveLength(13);
    const hoarder = await new TestShopper(app, '198.51.100.30').open();
    const answers = [];
    for (const seat of seats) answers.push(await addSeat(hoarder, seat));
    expect(answers.filter((a) => a?.success)).toHaveLength(6);
    const refused = answers.find((a) => !a?.success);
    expect(refused?.message).toBe(limitMessage('session', 6, 7, DINNER_WHEN));
    expect(await inCart(hoarder)).toBe(6);
    // The next shopper (another network) finds seats and holds them.
    const next = await new TestShopper(app, '198.51.100.31').open();
    expect(await addSeat(next, seats[12] as string)).toMatchObject({ success: true });
  });

  it("holds one address to twice a customer's share: 12 of the dinner's seats", async () => {
    const app = storyApp();
    const seats = freeSeats(app);
    const [a, b, c] = await Promise.all([0, 1, 2].map(() => new TestShopper(app, '203.0.113.40').open()));
    if (!a || !b || !c) throw new Error('no shoppers');
    for (const seat of seats.slice(0, 6)) expect(await addSeat(a, seat)).toMatchObject({ success: true });
    for (const seat of seats.slice(6, 12)) expect(await addSeat(b, seat)).toMatchObject({ success: true });
    const refused = await addSeat(c, seats[12] as string);
    expect(refused?.message).toBe(limitMessage('address', 12, 13, DINNER_WHEN));
  });

  it('counts what was bought: an order of its 5 tour places, then one more add is refused', async () => {
    const app = storyApp();
    const s = await new TestShopper(app, '198.51.100.32').open();
    expect((await s.api.POST('/cart/add', { body: tourAdd(5) })).data).toMatchObject({ success: true });
    expect((await s.api.POST('/cart/settings', { body: jordanSettingsBody() })).data?.success).toBe(true);
    const placed = (await s.api.POST('/order/submit', { body: cardFields('pk_3c8f1a6e90b2') })).data;
    expect(placed).toMatchObject({ success: true });
    expect(await inCart(s)).toBe(0);
    const refused = (await s.api.POST('/cart/add', { body: tourAdd(1) })).data;
    expect(refused).toMatchObject({ success: false });
    expect(refused?.message).toBe(limitMessage('session', 5, 6, TOUR_WHEN));
    // Another customer still may.
    const other = await new TestShopper(app, '198.51.100.33').open();
    expect((await other.api.POST('/cart/add', { body: tourAdd(5) })).data).toMatchObject({ success: true });
  });
});

describe('limit counts as plain functions', () => {
  it("hold a customer to a quarter of a performance's places, never below 2, an address to twice that", () => {
    expect([1, 2, 8, 9, 20, 24, 500].map(customerShare)).toEqual([2, 2, 2, 3, 5, 6, 125]);
    const d = CUSTOMER_LIMIT_DEFAULTS;
    // The dinner (24 seats) and the tour (20 places): the share is below the configured limits.
    expect(performanceLimits(d, false, 24)).toEqual({ perCustomer: 6, perAddress: 12 });
    expect(performanceLimits(d, false, 20)).toEqual({ perCustomer: 5, perAddress: 10 });
    expect(performanceLimits(d, false, 3)).toEqual({ perCustomer: 2, perAddress: 4 });
    // A large performance keeps the configured limits; an on-sale's are smaller still.
    expect(performanceLimits(d, false, 500)).toEqual({ perCustomer: 20, perAddress: 40 });
    expect(performanceLimits(d, true, 24)).toEqual({ perCustomer: 4, perAddress: 8 });
    // Unknown capacity: the configured limits; a limit of 0 stays none.
    expect(performanceLimits(d, false)).toEqual({ perCustomer: 20, perAddress: 40 });
    const off = { perCustomer: 0, perAddress: 0, onSalePerCustomer: 0, onSalePerAddress: 0 };
    expect(performanceLimits(off, false, 24)).toEqual({ perCustomer: 0, perAddress: 0 });
    const customer = { id: 's1', accountId: 'a1', address: '10.0.0.1' };
    expect(limitCounts(d, customer, 'p1', false, 1, 24).map((c) => c.capacity)).toEqual([6, 6, 12]);
  });

  it('take a session, an account and an address key, each with its limit, none for a limit of 0', () => {
    const customer = { id: 's1', accountId: 'a1', address: '10.0.0.1' };
    expect(limitCounts(LIMITS, customer, 'p1', false, 3)).toEqual([
      { key: 'limit:p1:session:s1', by: 3, capacity: 6 },
      { key: 'limit:p1:account:a1', by: 3, capacity: 6 },
      { key: 'limit:p1:address:10.0.0.1', by: 3, capacity: 10 },
    ]);
    // An IPv6 address holds colons; the key still says which limit it is.
    const v6 = limitCounts(LIMITS, { ...customer, address: '2001:db8::7' }, 'p1', false, 1)[2]?.key ?? '';
    expect([v6, limitKindOf(v6)]).toEqual(['limit:p1:address:2001:db8::7', 'address']);
    expect(limitKindOf('limit:p1:session:s1')).toBe('session');
    expect(limitKindOf('perf_day_20261205_1000')).toBeNull();
    expect(limitCounts(LIMITS, { id: 's1', accountId: null }, 'p1', true, 1)).toEqual([
      { key: 'limit:p1:session:s1', by: 1, capacity: 2 },
    ]);
    const off = { perCustomer: 0, perAddress: 0, onSalePerCustomer: 0, onSalePerAddress: 0 };
    expect(limitCounts(off, customer, 'p1', false, 3)).toEqual([]);
  });

  it('read from the environment, refusing what is not a whole number', () => {
    expect(customerLimitsFrom({ BOXOFFICE_ON_SALE_LIMIT: '4' })).toMatchObject({
      onSalePerCustomer: 4,
      perCustomer: 20,
    });
    expect(() => customerLimitsFrom({ BOXOFFICE_CUSTOMER_LIMIT: 'ten' })).toThrow(/whole number/);
  });
});

// One gate for everything that takes stock during an on-sale (http/waiting.ts TAKES_STOCK): before
// the opening, a call that adds, holds, books or sells the item, by any id that leads to it and at
// any depth of its body, or from a cart or reservation that already holds it, waits in line and
// changes nothing. The list of such calls is checked against the contract, so that a new operation
// that takes stock cannot be left out of the gate.
import { operationTable } from '@boxoffice/sdk';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { saleScope } from '../../src/domain/waiting-room/scope.js';
import { schemaFor } from '../../src/http/validate.js';
import { TAKES_STOCK } from '../../src/http/waiting.js';
import { VIRTUAL_CARD } from '../../src/providers/installment.js';
import {
  cardFields,
  fillDayTicketCart,
  jordanSettingsBody,
  STORY_NOW,
  sessionOf,
} from '../features/order-support.js';
import { signedInShopper } from '../features/pass-support.js';
import { type TestApp, TestShopper, testApp } from '../support/client.js';

/** Fields of a request body that name something sold: a product, a variant, a performance, a part of one. */
const NAMES_STOCK = new Set([
  'productId',
  'extProductId',
  'productVariantId',
  'extProductVariantId',
  'performanceId',
  'showCategoryId',
  'seatId',
  'entitlementId',
  'extUserAccountTicketIds',
]);

// Why a call that writes takes nothing scarce, shared by calls alike.
const GIVES_BACK = 'gives back what the session holds, takes nothing';
const ACCOUNT_LINKS =
  'links or unlinks a pass or ticket the account already owns: nothing is held or sold (selectUpgrade puts an upgrade in the cart)';
const PASS_HOLDER = 'details or a photo of a pass already in the cart';
const HOW_PAID = 'changes how the cart is paid, not what it holds';
const RESERVATION_PARTY =
  "the reservation's guest, property or party of tickets the guest already owns; the entry time that holds places is setReservationPerformance (a property changed drops it, giving its hold back)";
const SITE = "the site's frame: which web site, which texts";

/**
 * Every call of the contract that writes (not a read: see `writes`) and takes nothing scarce, each
 * with why. Every other call that writes must be in TAKES_STOCK: a new one fails the test below
 * until it is put in one or the other.
 */
const TAKES_NOTHING: Readonly<Record<string, string>> = {
  addDonationToCart: 'a donation is an amount, not a place',
  clearCart: GIVES_BACK,
  removePass: GIVES_BACK,
  removeReservationTicket: GIVES_BACK,
  removeLinkedUpgradeTicket: GIVES_BACK,
  linkPass: ACCOUNT_LINKS,
  unlinkPass: ACCOUNT_LINKS,
  linkUpgradeTicket: ACCOUNT_LINKS,
  updateCartPass: PASS_HOLDER,
  uploadCartPassImage: PASS_HOLDER,
  finalizePassDemographics: PASS_HOLDER,
  clearInstallmentBilling: HOW_PAID,
  setInstallmentBilling: HOW_PAID,
  sendUpliftError: "records the installment provider's error (a fatal one ends its offer); sells nothing",
  beginReservation: RESERVATION_PARTY,
  updateReservationPersonalInformation: RESERVATION_PARTY,
  setReservationProperty: RESERVATION_PARTY,
  addReservationTicket: RESERVATION_PARTY,
  finalizeReservationTickets: RESERVATION_PARTY,
  selectWebSite: SITE,
  preloadResources: SITE,
};

/**
 * Reads that take stock anyway (a read that holds or sells something): none. A read in TAKES_STOCK
 * must be named here, with why.
 */
const READS_THAT_TAKE_STOCK: Readonly<Record<string, string>> = {};

/** Every property name anywhere in a JSON Schema. */
function propertyNames(schema: unknown, into = new Set<string>()): Set<string> {
  if (schema === null || typeof schema !== 'object') return into;
  const { properties } = schema as { properties?: Record<string, unknown> };
  if (properties) for (const name of Object.keys(properties)) into.add(name);
  for (const inner of Object.values(schema)) propertyNames(inner, into);
  return into;
}

const writes = (operationId: string, method: string) => method !== 'GET' && !/^get[A-Z]/.test(operationId);

const isRead = (op: { operationId: string; method: string }) => !writes(op.operationId, op.method);

describe('the calls that take stock', () => {
  it('are every call of the contract that writes, but those that take nothing, each said why', () => {
    const writing = operationTable
      .filter((op) => writes(op.operationId, op.method))
      .map((op) => op.operationId);
    expect(writing.length).toBeGreaterThan(30);
    const unclassified = writing.filter((id) => !TAKES_STOCK.has(id) && !(id in TAKES_NOTHING));
    expect(unclassified).toEqual([]);
    // Both, or neither: a call is one or the other.
    expect([...TAKES_STOCK].filter((id) => id in TAKES_NOTHING)).toEqual([]);
    // Every reason is said.
    expect(Object.entries(TAKES_NOTHING).filter(([, why]) => why.trim().length < 10)).toEqual([]);
  });

  it('include every call that changes the cart or names something sold, but those that take nothing', () => {
    const derived = operationTable
      .filter((op) => writes(op.operationId, op.method))
      .filter((op) => {
        const body = schemaFor(op.operationId, 'Body');
        const names = body ? propertyNames(z.toJSONSchema(body, { unrepresentable: 'any' })) : new Set();
        return op.cartChanging || [...NAMES_STOCK].some((name) => names.has(name));
      })
      .map((op) => op.operationId);
    expect(derived.length).toBeGreaterThan(15);
    const unclassified = derived.filter((id) => !TAKES_STOCK.has(id) && !(id in TAKES_NOTHING));
    expect(unclassified).toEqual([]);
  });

  it('name only operations of the contract, and no read but one that takes stock', () => {
    const byId = new Map(operationTable.map((op) => [op.operationId, op]));
    const named = [...TAKES_STOCK, ...Object.keys(TAKES_NOTHING), ...Object.keys(READS_THAT_TAKE_STOCK)];
    expect(named.filter((id) => !byId.has(id))).toEqual([]);
    const reads = (ids: Iterable<string>) =>
      [...ids].filter((id) => isRead(byId.get(id) ?? { operationId: id, method: 'GET' }));
    expect(reads(TAKES_STOCK).filter((id) => !(id in READS_THAT_TAKE_STOCK))).toEqual([]);
    expect(reads(Object.keys(READS_THAT_TAKE_STOCK)).filter((id) => !TAKES_STOCK.has(id))).toEqual([]);
    // TAKES_NOTHING is for calls that write: a read takes nothing unless said otherwise.
    expect(reads(Object.keys(TAKES_NOTHING))).toEqual([]);
  });
});

const OPENS_IN_MS = 60_000;
const DAY = 'perf_day_20261205_1000';
const DINNER = 'perf_dinner_20261205_1800';

function saleApp(item: string): TestApp {
  const app = testApp({
    clock: { now: () => STORY_NOW },
    onSale: { item, opensAt: STORY_NOW + OPENS_IN_MS },
    linePace: { automatic: true, holdMs: 0 },
  });
  app.services.waitingRoom.keeper.stop();
  return app;
}

/** A call as a script sends it: raw JSON with the session's XSRF token, no retry. */
async function send(shopper: TestShopper, method: string, path: string, body?: unknown) {
  const response = await shopper.raw(`/api${path}`, {
    method,
    headers: {
      'Content-Type': 'application/json',
      'X-XSRF-TOKEN': shopper.cookies.get('XSRF-TOKEN') ?? '',
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const json = (await response.json().catch(() => null)) as { waitingRoom?: unknown } | null;
  return { status: response.status, waitingRoom: json?.waitingRoom ?? null };
}

const dayLine = (extra: Record<string, unknown> = {}) => ({
  productVariantId: 'var_day_adult',
  quantity: 1,
  performances: [{ selectionIndex: 1, performanceId: DAY, showCategoryId: null, seatId: null }],
  ...extra,
});

/** A valid request of each call that takes stock (what it names does not matter: the cart holds the sale). */
const REQUESTS: Readonly<Record<string, readonly [method: string, path: string, body?: unknown]>> = {
  addToCart: ['POST', '/cart/add', { items: [dayLine()], saleFlowId: 1 }],
  addNewPass: ['POST', '/cart/add-new-pass'],
  addPassWithProduct: [
    'POST',
    '/cart/add-pass-with-product',
    {
      newPasses: [
        {
          extProductVariantId: 'var_gold_child',
          birthDate: '2018-06-14',
          firstName: 'Avery',
          lastName: 'Rivera',
        },
      ],
      saleFlowId: 1,
    },
  ],
  addRenewalPass: ['POST', '/cart/add-renewal-pass', { extUserAccountTicketIds: ['uat_2001'] }],
  modifyCart: ['POST', '/cart/modify', { items: [{ id: 'ci_1001', quantity: 3 }] }],
  updatePassProducts: [
    'POST',
    '/cart/pass-product',
    { passes: [{ extCartTicketId: 'ct_3001', extProductVariantId: 'var_gold_adult' }] },
  ],
  selectUpgrade: [
    'POST',
    '/upgrade/select',
    { selections: [{ id: 'lut_4001', firstName: 'Jordan', lastName: 'Rivera', birthDate: '1988-03-09' }] },
  ],
  setReservationPerformance: [
    'PUT',
    '/reservation/performance',
    { performanceId: 'rperf_20261205_1000', bringAFriendDayTicketCount: 0 },
  ],
  setReservationAddOns: [
    'PUT',
    '/reservation/add-on',
    { addOns: [{ productVariantId: 'var_parking', quantity: 1 }] },
  ],
  addReservationToCart: ['POST', '/reservation/cart'],
  saveCartSettings: ['POST', '/cart/settings', jordanSettingsBody()],
  setupFreedomPay: ['POST', '/payment/freedom-pay/setup'],
  processFreedomPayCard: [
    'POST',
    '/payment/freedom-pay/process-card',
    { sessionKey: 'fps_0', paymentKey: 'pk_0' },
  ],
  setupUplift: ['POST', '/payment/uplift/setup'],
  submitOrder: ['POST', '/order/submit', cardFields('pk_3c8f1a6e90b2')],
  submitOrderSavedPayment: [
    'POST',
    '/order/submit-saved-payment',
    { extAccountStoredPaymentId: 'sp_card_4242', cvv: '123' },
  ],
  submitUpliftOrder: [
    'POST',
    '/payment/uplift/submit-order',
    {
      displayName: 'Jordan Rivera',
      ...VIRTUAL_CARD,
      address: {
        streetAddress: '1 Main St',
        city: 'Austin',
        region: 'TX',
        postalCode: '78701',
        country: 'US',
      },
    },
  ],
};

describe('before an on-sale opens', () => {
  it('has a request for every call that takes stock', () => {
    expect(Object.keys(REQUESTS).sort()).toEqual([...TAKES_STOCK].sort());
  });

  it.each([...TAKES_STOCK])(
    '%s waits in line for a cart that holds the sale, and changes nothing',
    async (id) => {
      const app = saleApp('prod_day');
      const shopper = await signedInShopper(app);
      fillDayTicketCart(app, await sessionOf(app, shopper));
      const [method, path, body] = REQUESTS[id] ?? ['GET', '/'];
      const answer = await send(shopper, method, path, body);
      expect(answer).toMatchObject({ status: 503, waitingRoom: { place: 1 } });
      const count = (await shopper.api.GET('/cart/mini-cart')).data?.value.itemCount;
      expect(count).toBe(3);
    },
  );

  it('finds the item by any id that leads to it, at any depth of the body, from a fresh session', async () => {
    // The dinner show on sale: a line naming only the variant, or only the performance six levels
    // deep, is for the sale.
    const app = saleApp('prod_dinner');
    const seat = { selectionIndex: 1, performanceId: DINNER, showCategoryId: null, seatId: 'seat_a101' };
    const byVariant = { items: [{ productVariantId: 'var_dinner_adult', quantity: 1 }], saleFlowId: 1 };
    const byPerformance = {
      items: [{ productVariantId: 'var_parking', quantity: 1, performances: [seat] }],
      saleFlowId: 1,
    };
    for (const body of [byVariant, byPerformance]) {
      const script = await new TestShopper(app).open();
      expect(await send(script, 'POST', '/cart/add', body)).toMatchObject({ status: 503 });
      expect((await script.api.GET('/cart/mini-cart')).data?.value.itemCount).toBe(0);
    }
    // A bundle's line (sale flow 19) for the dinner's performance is for the sale too.
    const bundle = await new TestShopper(app).open();
    const viaBundle = {
      items: [{ productVariantId: 'var_day_adult', quantity: 1, performances: [seat] }],
      saleFlowId: 19,
    };
    expect(await send(bundle, 'POST', '/cart/add', viaBundle)).toMatchObject({ status: 503 });
    // What is not the sale goes on.
    const other = await new TestShopper(app).open();
    expect((await send(other, 'POST', '/cart/add', { items: [dayLine()], saleFlowId: 1 })).status).toBe(200);
  });

  it('gates a performance put on sale, a pass with its product and a reservation entry time', async () => {
    const perf = saleApp(DAY);
    const a = await new TestShopper(perf).open();
    expect(await send(a, 'POST', '/cart/add', { items: [dayLine()], saleFlowId: 1 })).toMatchObject({
      status: 503,
    });

    const pass = saleApp('prod_gold_pass');
    const b = await signedInShopper(pass);
    const [, path, body] = REQUESTS.addPassWithProduct ?? [];
    expect(await send(b, 'POST', path as string, body)).toMatchObject({ status: 503 });

    const entry = saleApp('rperf_20261205_1000');
    const c = await new TestShopper(entry).open();
    const [method, entryPath, entryBody] = REQUESTS.setReservationPerformance ?? [];
    expect(await send(c, method as string, entryPath as string, entryBody)).toMatchObject({ status: 503 });
  });
});

describe('after an on-sale opens', () => {
  it('lets in only a session whose place was reached: one behind it still waits and changes nothing', async () => {
    const clock = { value: STORY_NOW, now: () => clock.value };
    const opensAt = STORY_NOW + OPENS_IN_MS;
    const app = testApp({
      clock,
      onSale: { item: 'prod_day', opensAt },
      // One place a second from the opening (BOXOFFICE_ON_SALE_PACE), the keeper ticked by hand: a
      // place is reached when the clock says so.
      linePace: { automatic: true, holdMs: 0, onSalePerSecond: 1 },
    });
    const { keeper } = app.services.waitingRoom;
    keeper.stop();
    const add = { items: [dayLine()], saleFlowId: 1 };
    const items = async (s: TestShopper) => (await s.api.GET('/cart/mini-cart')).data?.value.itemCount;

    const a = await new TestShopper(app).open();
    const b = await new TestShopper(app).open();
    expect(await send(a, 'POST', '/cart/add', add)).toMatchObject({ status: 503, waitingRoom: { place: 1 } });
    expect(await send(b, 'POST', '/cart/add', add)).toMatchObject({ status: 503, waitingRoom: { place: 2 } });

    // Opened: the draw orders the two places, and the opening's second lets one place in.
    clock.value = opensAt;
    await keeper.tick();
    expect(keeper.line.admitted).toBe(1);
    const [reached, behind] = keeper.placeOf(1) === 1 ? [a, b] : [b, a];
    await keeper.tick(); // the same second: no room for another
    expect(await send(behind, 'POST', '/cart/add', add)).toMatchObject({
      status: 503,
      waitingRoom: { place: 2, ahead: 0, opensAt: null },
    });
    expect(await items(behind)).toBe(0);
    expect((await send(reached, 'POST', '/cart/add', add)).status).toBe(200);
    expect(await items(reached)).toBe(1);

    // A second later its place is reached too.
    clock.value += 1000;
    await keeper.tick();
    expect((await send(behind, 'POST', '/cart/add', add)).status).toBe(200);
    expect(await items(behind)).toBe(1);
  });
});

describe('an on-sale scope', () => {
  it('is the product, its variants and its performances; a performance alone; an unknown id itself', () => {
    const app = testApp({ clock: { now: () => STORY_NOW } });
    const dinner = saleScope(app.services.venue, 'prod_dinner');
    expect(dinner.has('prod_dinner')).toBe(true);
    expect(dinner.has('var_dinner_adult')).toBe(true);
    expect(dinner.has(DINNER)).toBe(true);
    expect(dinner.has(DAY)).toBe(false);
    expect([...saleScope(app.services.venue, DAY)]).toEqual([DAY]);
    expect([...saleScope(app.services.venue, 'rperf_20261205_1000')]).toEqual(['rperf_20261205_1000']);
  });
});

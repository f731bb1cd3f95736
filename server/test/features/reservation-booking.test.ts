// After the review (ours): the add-ons step, the move into the cart, and the order that books the
// reservation under its code, checking the entry time's places again when it is placed.
import { describe, expect, it } from 'vitest';
import { checkoutSettingsSlot, HOLD_ENDED_MESSAGE } from '../../src/domain/cart/index.js';
import { sweepHolds } from '../../src/domain/holds/expiry.js';
import {
  BOOKED_HOLDS,
  type EntryTimeHold,
  otherHolds,
  RESERVATION_HOLDS,
} from '../../src/domain/reservations/index.js';
import { type TestApp, type TestShopper, testApp } from '../support/client.js';
import { cardFields, jordanSettings, sessionOf } from './order-support.js';
import { app, failure, NOW, onPark } from './reservation-support.js';

const STORY_KEY = 'pk_3c8f1a6e90b2';
const DEC_5_10AM = 'rperf_20261205_1000';

/** Jordan's reservation on 2026-12-05 10:00 with one bring-a-friend day ticket (party of 4). */
async function withVisit(target: TestApp, bringAFriendDayTicketCount = 1) {
  const s = await onPark(target);
  await s.api.PUT('/reservation/performance', {
    body: { performanceId: DEC_5_10AM, bringAFriendDayTicketCount },
  });
  return s;
}

async function inCart(target: TestApp) {
  const s = await withVisit(target);
  await s.api.PUT('/reservation/add-on', {
    body: { addOns: [{ productVariantId: 'var_parking', quantity: 1 }] },
  });
  await s.api.POST('/reservation/cart');
  (await sessionOf(target, s)).set(checkoutSettingsSlot, jordanSettings());
  return s;
}

const submit = (s: TestShopper, key = 'booking-1') =>
  s.api.POST('/order/submit', { body: cardFields(STORY_KEY), headers: { 'Idempotency-Key': key } });

const bookedHolds = (target: TestApp): Promise<EntryTimeHold[]> =>
  target.services.store.collection<EntryTimeHold>(BOOKED_HOLDS).values();

describe('reservation add-ons', () => {
  it('are offered only once an entry time is chosen', async () => {
    const s = await onPark();
    expect(await failure(s.api.GET('/reservation/add-on'))).toEqual({
      status: 409,
      message: "The date of visit was not added successfully. Let's try again.",
    });
  });

  it('lists the offers at 0, saves a choice and refuses what is over the limit, unknown or twice', async () => {
    const s = await withVisit(app());
    const offered = (await s.api.GET('/reservation/add-on')).data?.value ?? [];
    expect(offered.map((a) => [a.productVariantId, a.unitPrice, a.maxQuantity, a.quantity])).toEqual([
      ['var_dining_adult', 34.99, 10, 0],
      ['var_parking', 25, 2, 0],
    ]);
    const put = (addOns: { productVariantId: string; quantity: number }[]) =>
      s.api.PUT('/reservation/add-on', { body: { addOns } });
    const saved = (await put([{ productVariantId: 'var_parking', quantity: 1 }])).data?.value ?? [];
    expect(saved.map((a) => a.quantity)).toEqual([0, 1]);
    expect(await failure(put([{ productVariantId: 'var_parking', quantity: 3 }]))).toEqual({
      status: 400,
      message: 'You can add at most 2 of Preferred Parking',
    });
    expect((await failure(put([{ productVariantId: 'var_day_adult', quantity: 1 }]))).status).toBe(404);
    const twice = [
      { productVariantId: 'var_parking', quantity: 1 },
      { productVariantId: 'var_parking', quantity: 2 },
    ];
    expect((await failure(put(twice))).status).toBe(400);
    const kept = (await s.api.GET('/reservation/add-on')).data?.value ?? [];
    expect(kept.map((a) => a.quantity)).toEqual([0, 1]);
  });
});

describe('removing the reservation from the cart', () => {
  it('takes its whole package out, from any of its items, and the review must add it again', async () => {
    const target = app();
    const s = await inCart(target);
    const group = (await s.api.GET('/cart')).data?.value.itemGroups[0];
    const parking = group?.packageItemGroups
      .flatMap((g) => g.items)
      .find((i) => i.displayName === 'Preferred Parking');
    // Only removal: a quantity is not the shopper's to change in a package.
    expect(
      (
        await failure(
          s.api.POST('/cart/modify', { body: { items: [{ id: parking?.id ?? '', quantity: 2 }] } }),
        )
      ).status,
    ).toBe(409);
    const { data } = await s.api.POST('/cart/modify', {
      body: { items: [{ id: parking?.id ?? '', quantity: 0 }] },
    });
    expect(data?.success).toBe(true);
    expect((await s.api.GET('/cart')).data?.value.cartEmpty).toBe(true);
    // The entry time is given back: the shopper chooses a date again to add the reservation back.
    const reservation = (await s.api.GET('/reservation')).data?.value;
    expect(JSON.stringify(reservation?.visit ?? null)).not.toContain('"inCart":true');
    expect(reservation?.visit?.performanceId ?? null).toBeNull();
  });

  it("gives the removed reservation's entry time back to other shoppers at once", async () => {
    const target = app();
    const s = await inCart(target);
    const items = (await s.api.GET('/cart')).data?.value.itemGroups[0]?.packageItemGroups.flatMap(
      (g) => g.items,
    );
    // What another shopper's calendar counts on the entry time.
    const held = async () =>
      (await otherHolds(target.services.store, 'another-shopper', target.services.clock.now())).filter(
        (h) => h.performanceId === DEC_5_10AM && !h.sessionId.startsWith('rsv_'),
      ).length;
    expect(await held()).toBe(1);
    await s.api.POST('/cart/modify', {
      body: { items: (items ?? []).map((i) => ({ id: i.id, quantity: 0 })) },
    });
    expect(await held()).toBe(0);
  });
});

describe("a reservation's entry time (issue 24)", () => {
  it('is held for the hold time from when it was chosen: then it goes back and the package leaves the cart', async () => {
    const clock = { value: NOW, now: () => clock.value };
    const target = testApp({ clock, cartHoldMs: 15 * 60_000 });
    const s = await inCart(target);
    const held = async () =>
      (await otherHolds(target.services.store, 'another-shopper', clock.value)).filter(
        (h) => h.performanceId === DEC_5_10AM && !h.sessionId.startsWith('rsv_'),
      ).length;
    expect(await held()).toBe(1);
    expect((await s.api.GET('/cart')).data?.value.holdSecondsLeft).toBe(900);
    clock.value += 15 * 60_000;
    // Over: no other shopper counts it, even before the sweep ends it.
    expect(await held()).toBe(0);
    expect(await sweepHolds(target.services)).toBe(1);
    const { data } = await s.api.GET('/cart', { params: { query: { revise: true } } });
    expect(data?.value).toMatchObject({
      cartRevised: true,
      reviseCartMessage: HOLD_ENDED_MESSAGE,
      cartEmpty: true,
    });
    expect(data?.value.removedItems.map((i) => i.displayName)).toContain(
      'Lakeside Adventure Park, Saturday, December 5, 2026, 10:00 AM entry, 4 guests',
    );
    // The wizard asks for an entry time again.
    expect(await failure(s.api.GET('/reservation/add-on'))).toMatchObject({ status: 409 });
  });
});

describe("a reservation's entry time is held once (issue 37)", () => {
  const HOLD_MS = 15 * 60_000;
  const timed = () => {
    const clock = { value: NOW, now: () => clock.value };
    return { clock, target: testApp({ clock, cartHoldMs: HOLD_MS }) };
  };
  const choose = (s: TestShopper, performanceId: string) =>
    s.api.PUT('/reservation/performance', { body: { performanceId, bringAFriendDayTicketCount: 1 } });
  const holdEnd = async (target: TestApp, s: TestShopper) =>
    (
      await target.services.store
        .collection<EntryTimeHold>(RESERVATION_HOLDS)
        .get((await sessionOf(target, s)).id)
    )?.expiresAt;
  const COOLING =
    'Your hold on this entry time has ended, and for the next 5 minutes only other guests may take it. You may choose another entry time now, or this one again then if it still has room.';

  it('chosen again, keeps the end of its first hold, also after another time was chosen between', async () => {
    const { clock, target } = timed();
    const s = await withVisit(target);
    expect(await holdEnd(target, s)).toBe(NOW + HOLD_MS);
    clock.value += 6 * 60_000;
    await choose(s, DEC_5_10AM);
    expect(await holdEnd(target, s)).toBe(NOW + HOLD_MS);
    clock.value += 4 * 60_000;
    await choose(s, 'rperf_20261205_1400');
    expect(await holdEnd(target, s)).toBe(clock.value + HOLD_MS);
    await choose(s, DEC_5_10AM);
    expect(await holdEnd(target, s)).toBe(NOW + HOLD_MS);
    // In the cart, the countdown says so.
    await s.api.POST('/reservation/cart');
    expect((await s.api.GET('/cart')).data?.value.holdSecondsLeft).toBe(300);
  });

  it('after its end, the session waits a cool-down for it while another shopper may take it at once', async () => {
    const { clock, target } = timed();
    const s = await withVisit(target);
    clock.value += HOLD_MS;
    expect(await sweepHolds(target.services)).toBe(1);
    expect(await failure(choose(s, DEC_5_10AM))).toEqual({ status: 409, message: COOLING });
    // Another shopper (the same pass: the first hold gave its admission back) takes it at once.
    const other = await onPark(target);
    expect((await choose(other, DEC_5_10AM)).data?.value.visit?.performanceId).toBe(DEC_5_10AM);
    expect(await holdEnd(target, other)).toBe(clock.value + HOLD_MS);
  });

  it('after the cool-down, may be held again for the whole hold time; another time at once', async () => {
    const { clock, target } = timed();
    const s = await withVisit(target);
    clock.value += HOLD_MS;
    await sweepHolds(target.services);
    expect((await failure(choose(s, DEC_5_10AM))).status).toBe(409);
    await choose(s, 'rperf_20261205_1400');
    expect(await holdEnd(target, s)).toBe(clock.value + HOLD_MS);
    clock.value += 5 * 60_000;
    await choose(s, DEC_5_10AM);
    expect(await holdEnd(target, s)).toBe(clock.value + HOLD_MS);
  });
});

describe('moving the reservation into the cart', () => {
  it('puts one package there: the reservation at 0.00, the bring-a-friend tickets and the add-ons', async () => {
    const target = app();
    const s = await inCart(target);
    await s.api.POST('/reservation/cart'); // again: the package is replaced, not doubled
    const cart = (await s.api.GET('/cart')).data?.value;
    expect(cart?.itemGroups).toHaveLength(1);
    const group = cart?.itemGroups[0];
    expect(group).toMatchObject({
      isPackage: true,
      packageDisplayName: 'Timed-Entry Reservation',
      allowModification: false,
    });
    const items = group?.packageItemGroups.flatMap((g) => g.items) ?? [];
    expect(items.map((i) => [i.displayName, i.quantity, i.unitPrice])).toEqual([
      ['Lakeside Adventure Park, Saturday, December 5, 2026, 10:00 AM entry, 4 guests', 1, 0],
      ['Bring-a-Friend Day Ticket', 1, 39.99],
      ['Preferred Parking', 1, 25],
    ]);
    expect(cart?.cartTotalNetTaxesAndFees).toBe(64.99);
    const reservation = (await s.api.GET('/reservation')).data?.value;
    expect(reservation?.visit).toMatchObject({
      businessDate: '2026-12-05',
      entryTime: '10:00 AM',
      inCart: true,
    });
  });

  it('takes it out again when the wizard changes it, and a cleared cart does too', async () => {
    const target = app();
    const s = await inCart(target);
    await s.api.PUT('/reservation/add-on', {
      body: { addOns: [{ productVariantId: 'var_parking', quantity: 1 }] },
    });
    expect((await s.api.GET('/cart/mini-cart')).data?.value.itemCount).toBe(3);
    await s.api.PUT('/reservation/add-on', { body: { addOns: [] } });
    expect((await s.api.GET('/cart/mini-cart')).data?.value.itemCount).toBe(0);
    expect((await s.api.GET('/reservation')).data?.value.visit?.inCart).toBe(false);

    await s.api.POST('/reservation/cart');
    await s.api.POST('/cart/clear', { body: { reSubmitContext: null } });
    expect((await s.api.GET('/reservation')).data?.value.visit?.inCart).toBe(false);
  });

  it('is refused before an entry time is chosen', async () => {
    const s = await onPark();
    expect((await failure(s.api.POST('/reservation/cart'))).status).toBe(409);
  });
});

describe('the order books the reservation', () => {
  it('under the order code, shows it on the order and the account, and keeps its places held', async () => {
    const target = app();
    const s = await inCart(target);
    (await sessionOf(target, s)).accountId = 'acct_jordan';
    const placed = (await submit(s)).data;
    expect(placed?.success).toBe(true);
    const order = (await s.api.GET('/order/details')).data?.value;
    expect(order?.reservation).toEqual({
      reservationCode: order?.ticketingReservationCode,
      propertyName: 'Lakeside Adventure Park',
      businessDate: '2026-12-05',
      entryTime: '10:00 AM',
    });
    expect(order?.hasTickets).toBe(true); // the bring-a-friend ticket and the parking print
    // With tickets, the order shows its digital tickets, not the 'Reservation Lookup' barcode (seed
    // 000): the reservation's barcode comes with them, first, with its visit (issue 40).
    const code = order?.ticketingReservationCode ?? '';
    const html = String((await s.api.GET('/order/digital-tickets', { parseAs: 'text' })).data);
    expect(html.indexOf(`<p class="barcode">${code}</p>`)).toBeGreaterThan(0);
    expect(html).toContain('<p>Lakeside Adventure Park, Saturday, December 5, 2026, 10:00 AM entry</p>');
    expect(html).toContain(`alt="Barcode for reservation ${code}"`);
    expect(html.indexOf(code)).toBeLessThan(html.indexOf('Bring-a-Friend'));
    expect((await failure(s.api.GET('/reservation'))).status).toBe(404);

    const [hold] = await bookedHolds(target);
    expect(hold).toMatchObject({ performanceId: DEC_5_10AM, guests: 4, barcodes: ['SP2026001234'] });
    const booked = (
      await s.api.GET('/reservation/my/{id}', { params: { path: { id: hold?.sessionId ?? '' } } })
    ).data?.value;
    expect(booked).toMatchObject({
      reservationInProgress: false,
      visit: { reservationCode: order?.ticketingReservationCode },
    });
    const barcode = await s.raw(`/api/ticket/barcode/${order?.ticketingReservationCode}`);
    expect(barcode.headers.get('content-type')).toBe('image/png');

    // The pass is booked on that entry time now: a new reservation with it finds the day closed.
    const again = await onPark(target);
    const days = (await again.api.GET('/reservation/performance')).data?.value ?? [];
    expect(days.find((d) => d.businessDate === '2026-12-05')?.performances[0]?.isAlreadyBooked).toBe(true);
  });

  it('refuses the order, before any payment, when the entry time filled up since', async () => {
    const target = app();
    const s = await inCart(target);
    // Another channel sells all but 3 places (the party is 4).
    await target.services.store.collection<EntryTimeHold>(BOOKED_HOLDS).put('rsv_other', {
      sessionId: 'rsv_other',
      performanceId: DEC_5_10AM,
      guests: 400 - 100 - 3,
      barcodes: [],
      redemptions: [],
    });
    expect(await failure(submit(s))).toEqual({
      status: 409,
      message:
        '10:00 AM on Saturday, December 5, 2026 no longer has room for everyone on your reservation. Please choose another entry time.',
    });
    expect((await s.api.GET('/cart/mini-cart')).data?.value.itemCount).toBe(3);
    expect(await bookedHolds(target)).toHaveLength(1);
  });

  it('books once when the same order is submitted ten times at once', async () => {
    const target = app();
    const s = await inCart(target);
    const outcomes = await Promise.all(
      Array.from({ length: 10 }, () => submit(s, 'same-key').then((r) => r.data?.success)),
    );
    expect(outcomes.every(Boolean)).toBe(true);
    expect(await bookedHolds(target)).toHaveLength(1);
  });

  it('with nothing to pay completes through the zero-total checkout, its barcode on a reservation-only order', async () => {
    const target = app();
    const s = await withVisit(target, 0);
    await s.api.POST('/reservation/cart');
    (await sessionOf(target, s)).set(checkoutSettingsSlot, jordanSettings());
    const placed = await s.api.POST('/order/submit', {
      body: { paymentKey: null, savePaymentToAccount: false, cardholderName: null, cardholderAddress: null },
    });
    expect(placed.data?.success).toBe(true);
    const order = (await s.api.GET('/order/details')).data?.value;
    expect(order).toMatchObject({ orderTypeId: 2, orderTotal: 0, hasTickets: false, payments: [] });
    expect(order?.reservation?.reservationCode).toBe(order?.ticketingReservationCode);
  });
});

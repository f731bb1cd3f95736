// A pass bought through the store's checkout is a pass like the ticketing system's in the reservation
// wizard (seed 002 §2.2 Link tickets): its buyer adds it by its Pass ID with the holder's phone, or
// from the account's own passes in Add Tickets, and the reservation gets its level's benefits (Gold)
// for the dates of its season. A wrong phone is refused in the seed's words (§8).
import { describe, expect, it } from 'vitest';
import { TestShopper } from '../support/client.js';
import { buyAveryAndADayTicket } from './bought-support.js';
import { cardFields, jordanSettingsBody, tokenize } from './order-support.js';
import { averyDetails, signedInShopper, storyApp } from './pass-support.js';
import { failure, guest } from './reservation-support.js';

/** Jordan, signed in, buys Avery's Gold Child pass (Gold Season Pass 2027) and begins a reservation. */
async function boughtAndBegun(key: string): Promise<{ jordan: TestShopper; passId: string }> {
  const app = storyApp();
  const jordan = await signedInShopper(app);
  const { passId } = await buyAveryAndADayTicket(app, jordan, key);
  await jordan.api.POST('/reservation/begin', { body: guest });
  return { jordan, passId };
}

const addPass = (shopper: TestShopper, barcode: string, validationData1: string) =>
  shopper.api.POST('/reservation/ticket', { body: { barcode, ticketTypeId: 1, validationData1 } });

describe('a pass bought through the store, in the reservation wizard', () => {
  it('is added by its Pass ID with the holder’s phone, with the Gold benefits and its season', async () => {
    const { jordan, passId } = await boughtAndBegun('rsv-bought-1');

    // The seed's refusals, as for a seeded pass: a wrong phone, and the Pass ID typed as a ticket.
    expect(await failure(addPass(jordan, passId, '5125550000'))).toEqual({
      status: 400,
      message: 'Pass unable to be added',
    });
    const asTicket = jordan.api.POST('/reservation/ticket', { body: { barcode: passId, ticketTypeId: 3 } });
    expect(await failure(asTicket)).toEqual({ status: 400, message: 'Ticket unable to be added' });

    // The holder's phone as a guest types it.
    const added = (await addPass(jordan, passId, '(512) 555-0142')).data?.value;
    expect(added).toMatchObject({
      id: 'rt_7001',
      barcode: passId,
      passholderAccountId: passId,
      realBarcode: `88000${passId}0`,
      productName: 'Gold Season Pass 2027',
      activeFrom: '2027-01-01',
      activeTo: '2027-12-31',
      maxAdditionalPeople: 2,
      reservationCode: null,
    });
    expect(
      added?.entitlements.map((e) => [e.entitlementId, e.selectionTypeId, e.activeFrom, e.activeTo]),
    ).toEqual([
      ['ent_gold_admission', 1, '2027-01-01', '2027-12-31'],
      ['ent_gold_parking', 2, '2027-01-01', '2027-12-31'],
    ]);
    // Linked once: a second add is refused.
    expect((await failure(addPass(jordan, passId, averyDetails.phoneNumber))).message).toBe(
      'Pass unable to be added',
    );

    const items = (await jordan.api.GET('/reservation/item')).data?.value ?? [];
    expect(items.map((t) => [t.barcode, t.productName, t.activeFrom, t.activeTo])).toEqual([
      [passId, 'Gold Season Pass 2027', '2027-01-01', '2027-12-31'],
    ]);

    // Gold's complimentary day ticket counter and additional guests, as the seeded Gold pass has them.
    const finalized = (
      await jordan.api.POST('/reservation/ticket-finalize', {
        body: {
          underAgeTicketCount: 0,
          entitlements: [
            { reservationTicketId: 'rt_7001', entitlementId: 'ent_gold_admission', sequence: 1 },
          ],
          reservationEntitlements: [{ entitlementId: 'rent_6001', quantity: 2 }],
          additionalGuests: 2,
        },
      })
    ).data?.value;
    expect(finalized).toMatchObject({
      ticketValidationCompleted: true,
      additionalGuestCount: 2,
      messageCssKeys: ['park'],
      reservationEntitlements: [{ id: 'rent_6001', quantity: 2, maxQuantity: 2, entitlementTypeId: 2 }],
    });
    expect((await jordan.api.GET('/reservation')).data?.value.reservationEntitlements).toMatchObject([
      { id: 'rent_6001', maxQuantity: 2 },
    ]);

    // Its season starts in 2027: the park's December 2026 days are Unavailable (6) to it, and a
    // bring-a-friend allowance still comes with Gold.
    await jordan.api.PUT('/reservation/property', { body: { webSitePropertyId: 'site_park' } });
    const days = (await jordan.api.GET('/reservation/performance')).data?.value ?? [];
    const dec5 = days.find((d) => d.businessDate === '2026-12-05');
    expect(dec5?.maxBringAFriendDayTicketCount).toBe(2);
    expect(dec5?.performances.map((p) => p.capacityLevel)).toEqual([6, 6]);
  });

  it('is offered among the account’s own passes in Add Tickets and added from there', async () => {
    const { jordan, passId } = await boughtAndBegun('rsv-bought-2');
    const own = (await jordan.api.GET('/account/ticket')).data?.value ?? [];
    const offered = own.find((t) => t.barcode === passId);
    expect(offered).toMatchObject({
      ticketTypeId: 1,
      passLevelName: 'Gold',
      productName: 'Gold Season Pass 2027',
      validityStartDate: '2027-01-01',
      validityEndDate: '2027-12-31',
    });
    // What the 'Add <Pass ID>' button sends: the barcode and the phone on file (validation method 1).
    const added = (await addPass(jordan, offered?.barcode ?? '', offered?.phoneNumber ?? '')).data?.value;
    expect(added).toMatchObject({
      barcode: passId,
      productName: 'Gold Season Pass 2027',
      maxAdditionalPeople: 2,
    });
    // The seeded Gold pass is still offered and added as before.
    expect(own.map((t) => t.barcode)).toContain('SP2026001234');
    expect((await addPass(jordan, 'SP2026001234', '5125550142')).data?.value).toMatchObject({
      productName: 'Gold Season Pass 2026',
      activeFrom: '2026-01-01',
    });
  });
});

describe('a reservation with a bought pass', () => {
  it('is booked by the order that pays it, and the account sees the pass on it', async () => {
    // A Fun Card is valid from the day it is bought, so December's days are open to it.
    const app = storyApp();
    const jordan = await signedInShopper(app);
    const { passId } = await buyAveryAndADayTicket(app, jordan, 'rsv-bought-3', 'var_fun_card');
    await jordan.api.POST('/reservation/begin', { body: guest });
    const added = (await addPass(jordan, passId, averyDetails.phoneNumber)).data?.value;
    expect(added).toMatchObject({
      productName: 'Fun Card 2027',
      activeFrom: '2026-11-22',
      activeTo: '2027-05-31',
    });
    // The Fun Card's choice of the park or the water kingdom, as the seeded Fun Card has it.
    expect(added?.entitlements.map((e) => e.entitlementId)).toEqual(['ent_fun_park', 'ent_fun_water']);
    await jordan.api.POST('/reservation/ticket-finalize', {
      body: {
        underAgeTicketCount: 0,
        entitlements: [{ reservationTicketId: 'rt_7001', entitlementId: 'ent_fun_park', sequence: 1 }],
        reservationEntitlements: [],
        additionalGuests: 0,
      },
    });
    await jordan.api.PUT('/reservation/property', { body: { webSitePropertyId: 'site_park' } });
    const days = (await jordan.api.GET('/reservation/performance')).data?.value ?? [];
    expect(
      days.find((d) => d.businessDate === '2026-12-05')?.performances.map((p) => p.capacityLevel),
    ).toEqual([4, 3]);
    const visit = { performanceId: 'rperf_20261205_1000', bringAFriendDayTicketCount: 0 };
    expect(
      (await jordan.api.PUT('/reservation/performance', { body: visit })).data?.value.visit,
    ).toMatchObject({
      businessDate: '2026-12-05',
    });
    // A paid add-on, so the order has a payment to take.
    await jordan.api.PUT('/reservation/add-on', {
      body: { addOns: [{ productVariantId: 'var_parking', quantity: 1 }] },
    });
    await jordan.api.POST('/reservation/cart');
    await jordan.api.POST('/cart/settings', { body: jordanSettingsBody() });
    const setup = (await jordan.api.POST('/payment/freedom-pay/setup')).data;
    const paymentKey = await tokenize(app, setup?.sessionKey as string);
    const placed = await jordan.api.POST('/order/submit', {
      body: cardFields(paymentKey),
      headers: { 'Idempotency-Key': 'rsv-bought-4' },
    });
    expect(placed.data?.success).toBe(true);

    const mine = { params: { path: { id: 'rsv_4002' } } };
    const items = (await jordan.api.GET('/reservation/my/{id}/item', mine)).data?.value ?? [];
    expect(items.map((t) => [t.barcode, t.productName, t.reservationCode !== null])).toEqual([
      [passId, 'Fun Card 2027', true],
    ]);
    expect((await jordan.api.GET('/reservation/my/{id}', mine)).data?.value).toMatchObject({
      propertyName: expect.any(String),
      messageCssKeys: expect.arrayContaining(['park', 'water']),
    });
  });
});

describe('a day ticket bought through the store, in the reservation wizard', () => {
  // Issue 40 (seed 002 §2.2 Link tickets): Add Tickets did not list a day ticket the shopper bought
  // in the store, and its barcode was answered 'Ticket unable to be added'; bought passes worked.
  it('is listed among the account’s own tickets and added from there or by its barcode', async () => {
    const app = storyApp();
    const jordan = await signedInShopper(app);
    const { dayBarcode } = await buyAveryAndADayTicket(app, jordan, 'rsv-bought-day-1', 'var_fun_card');
    await jordan.api.POST('/reservation/begin', { body: guest });

    const own = (await jordan.api.GET('/account/ticket')).data?.value ?? [];
    expect(own.find((t) => t.barcode === dayBarcode)).toEqual({
      accountId: null,
      barcode: dayBarcode,
      ticketTypeId: 3,
      firstName: 'Jordan',
      lastName: 'Rivera',
      variantName: 'Adult (Ages 10+)',
      productName: 'Day Ticket',
      passLevelName: null,
      phoneNumber: '5125550142',
      zipCode: null,
      validityStartDate: '2026-12-05',
      validityEndDate: '2026-12-05',
    });
    // The ticketing system's, then the bought one; the Fun Card the order also printed is a pass.
    expect(own.filter((t) => t.ticketTypeId === 3).map((t) => t.barcode)).toEqual([
      'LAP1004820001',
      dayBarcode,
    ]);

    // What the Add button (or the barcode form) sends for a ticket: the barcode and type 3.
    const add = () =>
      jordan.api.POST('/reservation/ticket', { body: { barcode: dayBarcode, ticketTypeId: 3 } });
    const added = (await add()).data?.value;
    expect(added).toMatchObject({
      barcode: dayBarcode,
      productName: 'Day Ticket',
      activeFrom: '2026-12-05',
      activeTo: '2026-12-05',
      maxAdditionalPeople: 0,
    });
    expect(added?.entitlements.map((e) => [e.entitlementId, e.selectionTypeId])).toEqual([
      ['ent_day_admission', 1],
    ]);
    // Once, and only as a ticket.
    expect(await failure(add())).toEqual({ status: 400, message: 'Ticket unable to be added' });
    const asPass = jordan.api.POST('/reservation/ticket', {
      body: { barcode: dayBarcode, ticketTypeId: 1, validationData1: '5125550142' },
    });
    expect(await failure(asPass)).toEqual({ status: 400, message: 'Pass unable to be added' });
    const items = (await jordan.api.GET('/reservation/item')).data?.value ?? [];
    expect(items.map((t) => [t.barcode, t.productName])).toEqual([[dayBarcode, 'Day Ticket']]);
  });

  it('is added by its barcode by another shopper too, as the ticketing system’s day tickets are', async () => {
    const app = storyApp();
    const jordan = await signedInShopper(app);
    const { dayBarcode } = await buyAveryAndADayTicket(app, jordan, 'rsv-bought-day-2', 'var_fun_card');
    const guestShopper = await new TestShopper(app).open();
    await guestShopper.api.POST('/reservation/begin', { body: guest });
    const added = await guestShopper.api.POST('/reservation/ticket', {
      body: { barcode: dayBarcode, ticketTypeId: 3 },
    });
    expect(added.data?.value).toMatchObject({ barcode: dayBarcode, productName: 'Day Ticket' });
  });
});

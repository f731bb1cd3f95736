import type { StorefrontApiError } from '@boxoffice/sdk';
import { describe, expect, it } from 'vitest';
import { Browser, JORDAN } from '../pages/support.js';
import { TestShopper, testApp } from '../support/client.js';
import {
  app,
  begun,
  failure,
  finalizeBody,
  goldPass,
  guest,
  NOW,
  onPark,
  withGoldPass,
} from './reservation-support.js';

describe('reservation wizard journey', () => {
  it('goes begin -> tickets -> finalize -> property -> entry time -> personal information -> items', async () => {
    const s = await new TestShopper(app()).open();
    expect((await failure(s.api.GET('/reservation'))).status).toBe(404);

    await s.api.POST('/reservation/begin', { body: guest });
    const begun = (await s.api.GET('/reservation')).data?.value;
    expect(begun).toMatchObject({
      firstName: 'Jordan',
      phoneNumber: '5125550142',
      reservationInProgress: true,
      ticketValidationCompleted: false,
      propertyName: null,
      reservationEntitlements: [],
    });

    const added = (await s.api.POST('/reservation/ticket', { body: goldPass })).data?.value;
    expect(added).toMatchObject({
      id: 'rt_7001',
      realBarcode: '8800020260012340',
      productName: 'Gold Season Pass 2026',
      maxAdditionalPeople: 2,
      reservationCode: null,
    });
    expect(added?.entitlements.map((e) => [e.entitlementId, e.selectedThisReservation])).toEqual([
      ['ent_gold_admission', false],
      ['ent_gold_parking', true],
    ]);

    const finalized = (await s.api.POST('/reservation/ticket-finalize', { body: finalizeBody('rt_7001') }))
      .data?.value;
    expect(finalized).toMatchObject({
      ticketValidationCompleted: true,
      additionalGuestCount: 1,
      messageCssKeys: ['park'],
      reservationEntitlements: [{ id: 'rent_6001', quantity: 1, maxQuantity: 2, entitlementTypeId: 2 }],
    });

    const properties = (await s.api.GET('/reservation/property')).data?.value;
    expect(properties?.map((p) => p.id)).toEqual(['site_park', 'site_water']);
    await s.api.PUT('/reservation/property', { body: { webSitePropertyId: 'site_park' } });

    const days = (await s.api.GET('/reservation/performance')).data?.value ?? [];
    const dec5 = days.find((d) => d.businessDate === '2026-12-05');
    expect(dec5).toMatchObject({
      capacityLevel: 4,
      openTime: '2026-12-05T10:00:00-06:00',
      propertyHours: '10:00 AM - 8:00 PM',
      maxBringAFriendDayTicketCount: 2,
      performances: [
        { id: 'rperf_20261205_1000', name: '10:00 AM', capacityLevel: 4, isAlreadyBooked: false },
        { id: 'rperf_20261205_1400', name: '2:00 PM', capacityLevel: 3, isAlreadyBooked: false },
      ],
    });
    expect(days.find((d) => d.businessDate === '2026-12-25')?.capacityLevel).toBe(1);
    expect(days.find((d) => d.businessDate === '2026-12-13')).toMatchObject({
      capacityLevel: 5,
      openTime: null,
    });

    const booked = (
      await s.api.PUT('/reservation/performance', {
        body: { performanceId: 'rperf_20261205_1000', bringAFriendDayTicketCount: 1 },
      })
    ).data?.value;
    expect(booked).toMatchObject({ propertyName: 'Lakeside Adventure Park', hasAddOns: true });

    await s.api.PUT('/reservation/personal-information', { body: { ...guest, firstName: 'Jordy' } });
    expect((await s.api.GET('/reservation')).data?.value.firstName).toBe('Jordy');

    const items = (await s.api.GET('/reservation/item')).data?.value ?? [];
    expect(items).toHaveLength(1);
    expect(items[0]?.entitlements.every((e) => e.selectedThisReservation)).toBe(true);
  });
});

describe('reservation steps refuse what the wizard would not allow', () => {
  it('answers the form message for an invalid zip and 409 to a second begin', async () => {
    const s = await new TestShopper(app()).open();
    expect(await failure(s.api.POST('/reservation/begin', { body: { ...guest, zip: '123' } }))).toEqual({
      status: 400,
      message: 'A 5 digit US or 6 character Canadian postal code is required',
    });
    await s.api.POST('/reservation/begin', { body: { ...guest, zip: 'K1A 0B1' } });
    expect((await failure(s.api.POST('/reservation/begin', { body: guest }))).status).toBe(409);
  });

  it('answers 409 to steps before a reservation is begun or its tickets finalized', async () => {
    const fresh = await new TestShopper(app()).open();
    expect((await failure(fresh.api.POST('/reservation/ticket', { body: goldPass }))).status).toBe(409);
    expect((await failure(fresh.api.GET('/reservation/property'))).status).toBe(409);
    const s = await begun();
    const refused = await failure(
      s.api.PUT('/reservation/property', { body: { webSitePropertyId: 'site_park' } }),
    );
    expect(refused).toEqual({
      status: 409,
      message: "Tickets were not added successfully. Let's try again.",
    });
  });

  it('refuses a pass with the wrong phone, an unknown barcode and a pass linked twice', async () => {
    const { s } = await withGoldPass();
    const wrongPhone = s.api.POST('/reservation/ticket', {
      body: { ...goldPass, validationData1: '5125550000' },
    });
    expect(await failure(wrongPhone)).toEqual({ status: 400, message: 'Pass unable to be added' });
    const unknown = s.api.POST('/reservation/ticket', { body: { barcode: 'NOPE123', ticketTypeId: 3 } });
    expect(await failure(unknown)).toEqual({ status: 400, message: 'Ticket unable to be added' });
    expect((await failure(s.api.POST('/reservation/ticket', { body: goldPass }))).message).toBe(
      'Pass unable to be added',
    );
  });

  it('checks the link-tickets limits in the page order', async () => {
    const empty = await begun();
    const none = {
      underAgeTicketCount: 0,
      entitlements: [],
      reservationEntitlements: [],
      additionalGuests: 0,
    };
    expect((await failure(empty.api.POST('/reservation/ticket-finalize', { body: none }))).message).toBe(
      'You must add at least one (1) ID or barcode as instructed above before you can continue.',
    );
    const { s, ticketId } = await withGoldPass();
    const finalize = (patch: object) =>
      failure(s.api.POST('/reservation/ticket-finalize', { body: { ...finalizeBody(ticketId), ...patch } }));
    expect((await finalize({ underAgeTicketCount: 8, additionalGuests: 2 })).message).toBe(
      'Reservations are limitied to a maximum of 10 guests',
    );
    expect((await finalize({ underAgeTicketCount: 5 })).message).toBe(
      'You can only have a max of 4 non-ticketed child(ren) per reservation',
    );
    expect((await finalize({ additionalGuests: 3 })).message).toBe(
      'You can only have a max of 2 additional adult(s) or child(ren) (4+) per reservation',
    );
    expect(
      (await finalize({ reservationEntitlements: [{ entitlementId: 'rent_6001', quantity: 3 }] })).status,
    ).toBe(400);
    const unknownTicket = await finalize({
      entitlements: [{ reservationTicketId: 'rt_9999', entitlementId: 'ent_gold_admission', sequence: 1 }],
    });
    expect(unknownTicket.status).toBe(404);
  });

  it('limits bring-a-friend tickets to the day and refuses a full entry time', async () => {
    const s = await onPark();
    const set = (performanceId: string, bringAFriendDayTicketCount: number) =>
      failure(s.api.PUT('/reservation/performance', { body: { performanceId, bringAFriendDayTicketCount } }));
    expect(await set('rperf_20261205_1000', 3)).toEqual({
      status: 400,
      message: 'The reservation only allows 2 bring a friends',
    });
    expect((await set('rperf_20261212_1000', 1)).message).toBe(
      'The reservation only allows 0 bring a friends',
    );
    expect((await set('rperf_20261225_1000', 0)).status).toBe(409);
    expect((await set('rperf_water_20261205_1100', 0)).status).toBe(404);
    expect((await set('rperf_nowhere', 0)).status).toBe(404);
  });

  it('marks an entry time another live reservation holds for the same pass and closes its day', async () => {
    const target = app();
    const first = await onPark(target);
    await first.api.PUT('/reservation/performance', {
      body: { performanceId: 'rperf_20261205_1000', bringAFriendDayTicketCount: 0 },
    });
    const second = await onPark(target);
    const days = (await second.api.GET('/reservation/performance')).data?.value ?? [];
    const dec5 = days.find((d) => d.businessDate === '2026-12-05');
    expect(dec5?.capacityLevel).toBe(5);
    expect(dec5?.performances[0]?.isAlreadyBooked).toBe(true);
    const refused = second.api.PUT('/reservation/performance', {
      body: { performanceId: 'rperf_20261205_1400', bringAFriendDayTicketCount: 0 },
    });
    expect((await failure(refused)).status).toBe(409);
  });

  it('keeps the entry time a reservation holds when its shopper signs in on the way', async () => {
    const target = app();
    const jordan = await new Browser(target).open();
    await jordan.api.POST('/reservation/begin', { body: guest });
    const { data } = await jordan.api.POST('/reservation/ticket', { body: goldPass });
    await jordan.api.POST('/reservation/ticket-finalize', { body: finalizeBody(data?.value.id ?? '') });
    await jordan.api.PUT('/reservation/property', { body: { webSitePropertyId: 'site_park' } });
    await jordan.api.PUT('/reservation/performance', {
      body: { performanceId: 'rperf_20261205_1000', bringAFriendDayTicketCount: 0 },
    });
    await jordan.signIn(JORDAN, '/reservation/review');
    expect(await jordan.userAuthenticated()).toBe(true);
    // Another session with the same pass still finds the day taken by Jordan's reservation.
    const other = await onPark(target);
    const days = (await other.api.GET('/reservation/performance')).data?.value ?? [];
    expect(days.find((d) => d.businessDate === '2026-12-05')?.performances[0]?.isAlreadyBooked).toBe(true);
  });

  it('gives an entry time to exactly one of ten sessions racing to book it with the same pass', async () => {
    const target = app();
    // Set up one after another (tries at a pass at once count before they are checked, and more
    // than its limit at once are refused): the race is the booking.
    const shoppers = [];
    for (let i = 0; i < 10; i++) shoppers.push(await onPark(target));
    const outcomes = await Promise.all(
      shoppers.map((s) =>
        s.api
          .PUT('/reservation/performance', {
            body: { performanceId: 'rperf_20261205_1000', bringAFriendDayTicketCount: 0 },
          })
          .then(
            () => 'booked',
            (e: StorefrontApiError) => e.status,
          ),
      ),
    );
    expect(outcomes.filter((o) => o === 'booked')).toHaveLength(1);
    expect(outcomes.filter((o) => o === 409)).toHaveLength(9);
  });

  it('removing a ticket clears ticket validation; an unknown id is 404', async () => {
    const s = await onPark();
    expect(
      (await failure(s.api.DELETE('/reservation/ticket/{id}', { params: { path: { id: 'rt_0' } } }))).status,
    ).toBe(404);
    await s.api.DELETE('/reservation/ticket/{id}', { params: { path: { id: 'rt_7001' } } });
    expect((await s.api.GET('/reservation')).data?.value.ticketValidationCompleted).toBe(false);
    expect((await s.api.GET('/reservation/item')).data?.value).toEqual([]);
  });
});

describe('reservation session and account', () => {
  it('answers 401 with the timeout message when the session has expired', async () => {
    let now = NOW;
    const target = testApp({ clock: { now: () => now }, sessionTimeout: 60 });
    const s = await begun(target);
    now += 61_000;
    expect(await failure(s.api.GET('/reservation'))).toEqual({
      status: 401,
      message: 'Your session has timed out due to inactivity',
    });
  });

  it('needs sign-in for account reservations', async () => {
    const s = await new TestShopper(app()).open();
    const call = s.api.GET('/reservation/my/{id}', { params: { path: { id: 'rsv_4001' } } });
    expect((await failure(call)).status).toBe(401);
  });

  it("shows the demo account's booked reservation and its tickets, and 404 to another account", async () => {
    const target = app();
    const s = await new TestShopper(target).open();
    const session = await target.services.store.findSession(s.cookies.get('BOXOFFICE_SESSION') ?? '', NOW);
    if (!session) throw new Error('no session');
    session.accountId = 'acct_jordan';
    const path = { params: { path: { id: 'rsv_4001' } } };
    const reservation = (await s.api.GET('/reservation/my/{id}', path)).data?.value;
    expect(reservation).toMatchObject({
      reservationInProgress: false,
      propertyName: 'Lakeside Adventure Park',
    });
    const items = (await s.api.GET('/reservation/my/{id}/item', path)).data?.value ?? [];
    expect(items.map((t) => [t.id, t.reservationCode])).toEqual([['rt_7001', 'RV3T8N5P']]);
    session.accountId = 'acct_casey';
    expect((await failure(s.api.GET('/reservation/my/{id}', path))).status).toBe(404);
  });
});

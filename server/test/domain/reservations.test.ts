import { describe, expect, it } from 'vitest';
import { findIssuedPass, type IssuedPass } from '../../src/catalog/passes.js';
import { daysOfProperty, findEntryTime } from '../../src/catalog/reservations-calendar.js';
import { findTicketingTicket, type TicketingTicket } from '../../src/catalog/reservations-tickets.js';
import { ordersPasses } from '../../src/domain/passes/issued.js';
import {
  bringAFriendIssue,
  calendar,
  dayLevel,
  entitlementOffers,
  entryTimeLevel,
  finalizeIssue,
  linkedTicketDefs,
  maxBringAFriend,
  newReservation,
  partySize,
  passValidates,
  ticketToLink,
} from '../../src/domain/reservations/index.js';
import { MemoryStore } from '../../src/store/memory-store.js';

const ticket = (barcode: string): TicketingTicket => {
  const found = findTicketingTicket(barcode);
  if (!found) throw new Error(`no ticket ${barcode}`);
  return found;
};
const gold = ticket('SP2026001234');
const dayTicket = ticket('LAP1004820003');
const limits = { reservationMaxOrderQuantity: 10, reservationMaxUnderAgeTickets: 4 };
const request = (patch = {}) => ({
  underAgeTicketCount: 0,
  entitlements: [],
  reservationEntitlements: [],
  additionalGuests: 0,
  ...patch,
});
const guest = {
  firstName: 'Jordan',
  lastName: 'Rivera',
  emailAddress: 'jordan.rivera@example.com',
  phoneNumber: '5125550142',
  zip: '78701',
};

describe('capacity levels', () => {
  it('grades an entry time by the share of places left', () => {
    expect(entryTimeLevel(400, 100)).toBe(4);
    expect(entryTimeLevel(400, 330)).toBe(3);
    expect(entryTimeLevel(400, 370)).toBe(2);
    expect(entryTimeLevel(400, 400)).toBe(1);
    expect(entryTimeLevel(400, 450)).toBe(1);
  });

  it('gives a day its best level, Closed without entry times', () => {
    expect(dayLevel([1, 3, 2])).toBe(3);
    expect(dayLevel([6, 1])).toBe(1);
    expect(dayLevel([6])).toBe(6);
    expect(dayLevel([])).toBe(5);
  });

  it('makes past entry times and days outside a ticket’s validity Unavailable', () => {
    const input = {
      days: daysOfProperty('site_park'),
      tickets: [dayTicket],
      holds: [],
      now: Date.parse('2026-12-05T17:00:00Z'), // 11:00 AM at the park
      allowSameTicketSamePerformanceMultipleBooking: false,
    };
    const days = calendar(input);
    const dec5 = days.find((d) => d.seed.date === '2026-12-05');
    expect(dec5?.entryTimes.map((t) => t.level)).toEqual([6, 3]);
    expect(days.find((d) => d.seed.date === '2026-12-12')?.level).toBe(6);
  });

  it('with partial reservations, opens a day any linked ticket is valid on (off: every one)', () => {
    const input = {
      days: daysOfProperty('site_park'),
      tickets: [gold, dayTicket], // the day ticket is valid on December 5 only
      holds: [],
      now: Date.parse('2026-11-22T15:00:00Z'),
      allowSameTicketSamePerformanceMultipleBooking: false,
    };
    const dec12 = (partial: boolean) =>
      calendar({ ...input, allowPartialTicketingReservations: partial }).find(
        (d) => d.seed.date === '2026-12-12',
      );
    expect(dec12(false)?.level).toBe(6);
    expect(dec12(true)?.level).toBe(4);
  });

  it('counts other sessions’ holds against capacity', () => {
    const seed = findEntryTime('rperf_20261212_1000');
    if (!seed) throw new Error('no entry time');
    const hold = {
      sessionId: 'x',
      performanceId: seed.entryTime.id,
      guests: 300,
      barcodes: [],
      redemptions: [],
    };
    const [day] = calendar({
      days: [seed.day],
      tickets: [],
      holds: [hold],
      now: 0,
      allowSameTicketSamePerformanceMultipleBooking: false,
    });
    expect(day?.entryTimes[0]).toMatchObject({ level: 3, left: 60, isAlreadyBooked: false });
  });
});

describe('link-tickets limits', () => {
  it('needs a ticket or a counter above 0', () => {
    expect(finalizeIssue(request(), [], limits, String)).toBe(
      'You must add at least one (1) ID or barcode as instructed above before you can continue.',
    );
  });

  it('limits guests, children and additional guests with the config and the tickets', () => {
    expect(
      finalizeIssue(
        request({ underAgeTicketCount: 4, additionalGuests: 2 }),
        [gold],
        { ...limits, reservationMaxOrderQuantity: 6 },
        String,
      ),
    ).toBe('Reservations are limitied to a maximum of 6 guests');
    expect(finalizeIssue(request({ underAgeTicketCount: 5 }), [gold], limits, String)).toBe(
      'You can only have a max of 4 non-ticketed child(ren) per reservation',
    );
    expect(finalizeIssue(request({ additionalGuests: 1 }), [dayTicket], limits, String)).toBe(
      'You can only have a max of 0 additional adult(s) or child(ren) (4+) per reservation',
    );
    expect(
      finalizeIssue(request({ additionalGuests: 2 }), [gold, dayTicket], limits, String),
    ).toBeUndefined();
  });

  it('sums the counters passes grant and keeps a quantity within them', () => {
    expect([...entitlementOffers([gold, gold])]).toEqual([['rent_6001', 4]]);
    const tooMany = request({ reservationEntitlements: [{ entitlementId: 'rent_6001', quantity: 3 }] });
    expect(finalizeIssue(tooMany, [gold], limits, () => 'Complimentary Day Ticket')).toBe(
      'You can only have a max of 2 Complimentary Day Ticket(s) per reservation',
    );
  });

  it('counts everyone the reservation brings', () => {
    const reservation = {
      ...newReservation(guest, null),
      tickets: [{ id: 'rt_7001', barcode: 'SP2026001234', selectedEntitlementId: null }],
      underAgeTicketCount: 1,
      additionalGuestCount: 2,
      entitlementQuantities: { rent_6001: 1 },
      bringAFriendDayTicketCount: 2,
    };
    expect(partySize(reservation)).toBe(7);
  });
});

describe('linking passes and tickets', () => {
  const options = { passValidationMethodId: 1, today: '2026-11-22' };
  // The catalog's passes and tickets need no store record; a store with none is enough.
  const store = new MemoryStore(() => 60_000);

  it('validates a pass by phone (method 1) or zip (method 2)', () => {
    expect(passValidates(gold, '(512) 555-0142', 1)).toBe(true);
    expect(passValidates(gold, '78701', 1)).toBe(false);
    expect(passValidates(gold, '78701', 2)).toBe(true);
  });

  it('refuses an expired pass, a type mismatch and a ticket already linked', async () => {
    const reservation = newReservation(guest, null);
    expect(
      await ticketToLink(
        store,
        reservation,
        { barcode: 'SP2026005678', ticketTypeId: 1, validationData1: '6195550187' },
        options,
      ),
    ).toEqual({
      message: 'Pass unable to be added',
    });
    expect(
      await ticketToLink(store, reservation, { barcode: 'SP2026001234', ticketTypeId: 3 }, options),
    ).toEqual({
      message: 'Ticket unable to be added',
    });
    const linked = {
      ...reservation,
      tickets: [{ id: 'rt_7001', barcode: 'LAP1004820003', selectedEntitlementId: null }],
    };
    expect(await ticketToLink(store, linked, { barcode: 'lap1004820003', ticketTypeId: 3 }, options)).toEqual(
      {
        message: 'Ticket unable to be added',
      },
    );
    expect(
      await ticketToLink(store, reservation, { barcode: 'lap1004820003', ticketTypeId: 3 }, options),
    ).toMatchObject({
      barcode: 'LAP1004820003',
      activeTo: '2026-12-05',
    });
  });
  it('links a pass an order issued (the store’s) as the catalog’s: its level’s benefits, its season, its holder', async () => {
    const seededGold = findIssuedPass('SP2026001234') as IssuedPass;
    const bought: IssuedPass = {
      ...seededGold,
      platformAccountId: '4000123412341234',
      productDisplayName: 'Gold Season Pass 2027',
      effectiveStartDate: '2027-01-01',
      effectiveEndDate: '2027-12-31',
      phoneNumber: '5125550199',
      zip: '78702',
    };
    const noPhone: IssuedPass = {
      ...bought,
      platformAccountId: '4000999999999999',
      phoneNumber: '',
      zip: '',
    };
    await ordersPasses(store).putMany([
      [bought.platformAccountId, bought],
      [noPhone.platformAccountId, noPhone],
    ]);
    const reservation = newReservation(guest, null);
    const request = {
      barcode: ' 4000123412341234 ',
      ticketTypeId: 1 as const,
      validationData1: '512-555-0199',
    };
    const found = await ticketToLink(store, reservation, request, options);
    // Everything the seeded Gold pass brings, but its own id, product and season.
    expect(found).toEqual({
      ...gold,
      barcode: '4000123412341234',
      passholderAccountId: '4000123412341234',
      realBarcode: '8800040001234123412340',
      qrCode: 'LAPQR-4000123412341234',
      productName: 'Gold Season Pass 2027',
      activeFrom: '2027-01-01',
      activeTo: '2027-12-31',
      holderPhone: '5125550199',
      holderZip: '78702',
    });
    const refused = { message: 'Pass unable to be added' };
    expect(
      await ticketToLink(store, reservation, { ...request, validationData1: '5125550142' }, options),
    ).toEqual(refused);
    const byZip = { ...options, passValidationMethodId: 2 };
    expect(
      await ticketToLink(store, reservation, { ...request, validationData1: '78702' }, byZip),
    ).toMatchObject({
      barcode: '4000123412341234',
    });
    // A holder detail the order left empty proves nothing.
    const empty = { barcode: noPhone.platformAccountId, ticketTypeId: 1 as const, validationData1: '' };
    expect(await ticketToLink(store, reservation, empty, options)).toEqual(refused);
    expect(await ticketToLink(store, reservation, empty, byZip)).toEqual(refused);

    // The reservation's tickets, seeded and bought, in link order; an unknown barcode is left out.
    const linked = {
      ...reservation,
      tickets: [
        { id: 'rt_7001', barcode: '4000123412341234', selectedEntitlementId: null },
        { id: 'rt_7002', barcode: 'NOPE', selectedEntitlementId: null },
        { id: 'rt_7003', barcode: 'SP2026001234', selectedEntitlementId: null },
      ],
    };
    expect((await linkedTicketDefs(store, linked)).map((t) => t.productName)).toEqual([
      'Gold Season Pass 2027',
      'Gold Season Pass 2026',
    ]);
  });
});

describe('bring-a-friend', () => {
  const dec5 = findEntryTime('rperf_20261205_1000')?.day;
  if (!dec5) throw new Error('no day');

  it('offers the day’s allowance only with a pass that carries the benefit', () => {
    expect(maxBringAFriend(dec5, [gold])).toBe(2);
    expect(maxBringAFriend(dec5, [dayTicket])).toBe(0);
  });

  it('says how many the reservation allows when the count is above it', () => {
    expect(bringAFriendIssue(2, 2)).toBeUndefined();
    expect(bringAFriendIssue(3, 2)).toBe('The reservation only allows 2 bring a friends');
  });
});

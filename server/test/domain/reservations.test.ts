import { describe, expect, it } from 'vitest';
import { daysOfProperty, findEntryTime } from '../../src/catalog/reservations-calendar.js';
import { findTicketingTicket, type TicketingTicket } from '../../src/catalog/reservations-tickets.js';
import {
  bringAFriendIssue,
  calendar,
  dayLevel,
  entitlementOffers,
  entryTimeLevel,
  finalizeIssue,
  maxBringAFriend,
  newReservation,
  partySize,
  passValidates,
  ticketToLink,
} from '../../src/domain/reservations/index.js';

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

  it('validates a pass by phone (method 1) or zip (method 2)', () => {
    expect(passValidates(gold, '(512) 555-0142', 1)).toBe(true);
    expect(passValidates(gold, '78701', 1)).toBe(false);
    expect(passValidates(gold, '78701', 2)).toBe(true);
  });

  it('refuses an expired pass, a type mismatch and a ticket already linked', () => {
    const reservation = newReservation(guest, null);
    expect(
      ticketToLink(
        reservation,
        { barcode: 'SP2026005678', ticketTypeId: 1, validationData1: '6195550187' },
        options,
      ),
    ).toEqual({
      message: 'Pass unable to be added',
    });
    expect(ticketToLink(reservation, { barcode: 'SP2026001234', ticketTypeId: 3 }, options)).toEqual({
      message: 'Ticket unable to be added',
    });
    const linked = {
      ...reservation,
      tickets: [{ id: 'rt_7001', barcode: 'LAP1004820003', selectedEntitlementId: null }],
    };
    expect(ticketToLink(linked, { barcode: 'lap1004820003', ticketTypeId: 3 }, options)).toEqual({
      message: 'Ticket unable to be added',
    });
    expect(ticketToLink(reservation, { barcode: 'lap1004820003', ticketTypeId: 3 }, options)).toMatchObject({
      barcode: 'LAP1004820003',
      activeTo: '2026-12-05',
    });
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

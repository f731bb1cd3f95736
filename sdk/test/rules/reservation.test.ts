import { describe, expect, it } from 'vitest';
import {
  EMAIL_REQUIRED,
  ENTRY_TIME_REQUIRED,
  RESERVATION_FIRST_NAME_REQUIRED,
  RESERVATION_LAST_NAME_REQUIRED,
  RESERVATION_PHONE_REQUIRED,
  RESERVATION_TICKET_REQUIRED,
  US_CANADA_POSTAL_CODE,
} from '../../src/rules/messages.js';
import {
  autoSelectedEntryTime,
  beginReservationSchema,
  clampCount,
  clampEntitlementQuantity,
  entryTimeOptions,
  entryTimeSchema,
  linkTicketsIssues,
  linkTicketsMessages,
  linkTicketsSchema,
  maxAdditionalGuests,
} from '../../src/rules/reservation.js';
import { errorsOf, parsedOf } from './helpers.js';

describe('begin reservation', () => {
  const guest = {
    firstName: 'Ada',
    lastName: 'Lovelace',
    emailAddress: 'ada@example.com',
    phoneNumber: '(555) 123-4567',
    zip: 'K1A 0B1',
  };
  it('accepts a complete guest, values kept as typed', () => {
    expect(parsedOf(beginReservationSchema, guest)).toEqual(guest);
  });
  it('gives each field its message', () => {
    expect(errorsOf(beginReservationSchema, { ...guest, firstName: '' })).toEqual({
      firstName: RESERVATION_FIRST_NAME_REQUIRED,
    });
    expect(errorsOf(beginReservationSchema, { ...guest, firstName: 'x'.repeat(36) })).toEqual({
      firstName: RESERVATION_FIRST_NAME_REQUIRED,
    });
    expect(errorsOf(beginReservationSchema, { ...guest, lastName: null })).toEqual({
      lastName: RESERVATION_LAST_NAME_REQUIRED,
    });
    expect(errorsOf(beginReservationSchema, { ...guest, emailAddress: 'ada' })).toEqual({
      emailAddress: EMAIL_REQUIRED,
    });
    expect(errorsOf(beginReservationSchema, { ...guest, phoneNumber: '555-1234' })).toEqual({
      phoneNumber: RESERVATION_PHONE_REQUIRED,
    });
    expect(errorsOf(beginReservationSchema, { ...guest, phoneNumber: '+1 (555) 123-4567' })).toEqual({
      phoneNumber: RESERVATION_PHONE_REQUIRED,
    });
    expect(errorsOf(beginReservationSchema, { ...guest, zip: '1234' })).toEqual({
      zip: US_CANADA_POSTAL_CODE,
    });
  });
  it('reports every field of an empty form', () => {
    expect(errorsOf(beginReservationSchema, {})).toEqual({
      firstName: RESERVATION_FIRST_NAME_REQUIRED,
      lastName: RESERVATION_LAST_NAME_REQUIRED,
      emailAddress: EMAIL_REQUIRED,
      phoneNumber: RESERVATION_PHONE_REQUIRED,
      zip: US_CANADA_POSTAL_CODE,
    });
  });
});

describe('link tickets Continue', () => {
  const limits = { reservationMaxOrderQuantity: 6, reservationMaxUnderAgeTickets: 2 };
  const tickets = [{ maxAdditionalPeople: 1 }, { maxAdditionalPeople: 3 }];
  it('passes within the limits', () => {
    expect(linkTicketsIssues({ tickets, underAgeTicketCount: 2, additionalGuestCount: 2 }, limits)).toEqual(
      [],
    );
    expect(parsedOf(linkTicketsSchema(limits), { tickets, underAgeTicketCount: null })).toMatchObject({
      underAgeTicketCount: 0,
      additionalGuestCount: 0,
    });
  });
  it('needs at least one ticket or reservation entitlement', () => {
    expect(errorsOf(linkTicketsSchema(limits), { tickets: [] })).toEqual({
      tickets: RESERVATION_TICKET_REQUIRED,
    });
    expect(
      errorsOf(linkTicketsSchema(limits), { tickets: [], reservationEntitlements: [{ quantity: 0 }] }),
    ).toEqual({
      tickets: RESERVATION_TICKET_REQUIRED,
    });
    expect(
      errorsOf(linkTicketsSchema(limits), { tickets: [], reservationEntitlements: [{ quantity: 1 }] }),
    ).toEqual({});
  });
  it("limits tickets + children + additional guests: 'Reservations are limitied to a maximum of N guests'", () => {
    expect(
      errorsOf(linkTicketsSchema(limits), { tickets, underAgeTicketCount: 2, additionalGuestCount: 3 }),
    ).toEqual({
      tickets: 'Reservations are limitied to a maximum of 6 guests',
    });
  });
  it('limits non-ticketed children', () => {
    expect(errorsOf(linkTicketsSchema(limits), { tickets, underAgeTicketCount: 3 })).toEqual({
      underAgeTicketCount: 'You can only have a max of 2 non-ticketed child(ren) per reservation',
    });
  });
  it('limits additional guests to the largest maxAdditionalPeople', () => {
    expect(maxAdditionalGuests(tickets)).toBe(3);
    expect(maxAdditionalGuests([])).toBe(0);
    expect(
      errorsOf(linkTicketsSchema({}), { tickets: [{ maxAdditionalPeople: 1 }], additionalGuestCount: 2 }),
    ).toEqual({
      additionalGuestCount:
        'You can only have a max of 1 additional adult(s) or child(ren) (4+) per reservation',
    });
  });
  it('applies no config limit that is absent', () => {
    expect(linkTicketsIssues({ tickets, underAgeTicketCount: 50 })).toEqual([]);
  });
  it('lists all messages in order for one alert', () => {
    expect(
      linkTicketsMessages(
        { tickets: [], underAgeTicketCount: 3, additionalGuestCount: 1 },
        { reservationMaxOrderQuantity: 2, reservationMaxUnderAgeTickets: 1 },
      ),
    ).toEqual([
      RESERVATION_TICKET_REQUIRED,
      'Reservations are limitied to a maximum of 2 guests',
      'You can only have a max of 1 non-ticketed child(ren) per reservation',
      'You can only have a max of 0 additional adult(s) or child(ren) (4+) per reservation',
    ]);
  });
  it('clamps counters at 0 and their maximum', () => {
    expect([
      clampCount(-2, 5),
      clampCount(3, 5),
      clampCount(9, 5),
      clampCount(9),
      clampCount(Number.NaN, 5),
      clampCount(2.7, 5),
    ]).toEqual([0, 3, 5, 9, 0, 2]);
    expect(clampEntitlementQuantity(4, { maxQuantity: 2 })).toBe(2);
    expect(clampEntitlementQuantity(-1, { maxQuantity: 2 })).toBe(0);
  });
});

describe('entry-time modal', () => {
  const schema = entryTimeSchema(2);
  it('accepts an entry time and up to the day’s bring-a-friend maximum', () => {
    expect(parsedOf(schema, { performanceId: 'p1', bringAFriendDayTicketCount: 2 })).toEqual({
      performanceId: 'p1',
      bringAFriendDayTicketCount: 2,
    });
    expect(parsedOf(schema, { performanceId: 'p1' })).toEqual({
      performanceId: 'p1',
      bringAFriendDayTicketCount: 0,
    });
  });
  it("'You must select an entry time'", () => {
    expect(errorsOf(schema, { performanceId: '' })).toEqual({ performanceId: ENTRY_TIME_REQUIRED });
    expect(errorsOf(schema, {})).toEqual({ performanceId: ENTRY_TIME_REQUIRED });
  });
  it("'The reservation only allows N bring a friends'", () => {
    expect(errorsOf(schema, { performanceId: 'p1', bringAFriendDayTicketCount: 3 })).toEqual({
      bringAFriendDayTicketCount: 'The reservation only allows 2 bring a friends',
    });
    expect(errorsOf(schema, { performanceId: 'p1', bringAFriendDayTicketCount: -1 })).toEqual({
      bringAFriendDayTicketCount: 'The reservation only allows 2 bring a friends',
    });
  });
  it('offers no Reached (1) or Unavailable (6) times and auto-selects a single one', () => {
    const perfs = [
      { id: 'a', capacityLevel: 1 },
      { id: 'b', capacityLevel: 4 },
      { id: 'c', capacityLevel: 6 },
    ];
    expect(entryTimeOptions(perfs).map((p) => p.id)).toEqual(['b']);
    expect(autoSelectedEntryTime(perfs)).toBe('b');
    expect(autoSelectedEntryTime([...perfs, { id: 'd', capacityLevel: 2 }])).toBeNull();
  });
});

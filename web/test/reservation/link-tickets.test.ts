// Add Tickets' rules (seed 002 §2.2, §5, §7.1, §8): offered account tickets, the add request, the
// entitlement choice, the counters' clamps, Continue's messages word for word and the payload.
import { type Schema, StorefrontApiError } from '@boxoffice/sdk';
import { describe, expect, it } from 'vitest';
import {
  accountValidationData,
  addTicketRequest,
  clampAdditionalGuests,
  clampChildren,
  clampCounter,
  continueMessages,
  counterEntitlements,
  finalizeRequest,
  initialChoices,
  notAddedText,
  offeredAccountTickets,
  removeFailedText,
  validationLabel,
  validityText,
} from '../../src/features/reservation/link-tickets';

type ReservationTicket = Schema<'ReservationTicket'>;
type AccountTicket = Schema<'AccountTicket'>;
type Reservation = Schema<'Reservation'>;

const config = { reservationMaxOrderQuantity: 10, reservationMaxUnderAgeTickets: 4 };

const entitlement = (entitlementId: string, sequence: number, selectionTypeId: 1 | 2, over = {}) => ({
  entitlementId,
  name: entitlementId,
  sequence,
  selectionTypeId,
  selectedThisReservation: false,
  redeemedOtherReservation: false,
  activeFrom: null,
  activeTo: null,
  cssKey: null,
  ...over,
});

const gold: ReservationTicket = {
  id: 'rt_7001',
  barcode: 'SP2026001234',
  realBarcode: null,
  qrCode: null,
  passholderAccountId: 'SP2026001234',
  productName: 'Gold Season Pass 2026',
  activeFrom: '2026-01-01',
  activeTo: '2026-12-31',
  reservationCode: null,
  maxAdditionalPeople: 2,
  entitlements: [entitlement('ent_gold_admission', 1, 1), entitlement('ent_gold_parking', 2, 2)],
};
const funCard: ReservationTicket = {
  ...gold,
  id: 'rt_7002',
  barcode: 'SP2026005678',
  maxAdditionalPeople: 0,
  entitlements: [
    entitlement('ent_fun_park', 1, 1, { redeemedOtherReservation: true }),
    entitlement('ent_fun_water', 2, 1),
  ],
};

const reservation = {
  reservationEntitlements: [
    {
      id: 'rent_6001',
      quantity: 1,
      maxQuantity: 2,
      entitlementTypeId: 2,
      cardTitle: 'Comp',
      cardDescription: null,
    },
    {
      id: 'rent_x',
      quantity: 0,
      maxQuantity: 1,
      entitlementTypeId: 1,
      cardTitle: 'Other',
      cardDescription: null,
    },
  ],
} as unknown as Reservation;

const state = (over = {}) => ({
  tickets: [gold],
  choices: initialChoices([gold]),
  counters: { rent_6001: 0 },
  children: 0,
  additionalGuests: 0,
  ...over,
});

describe('adding passes and tickets', () => {
  it('offers only the account tickets not linked yet', () => {
    const own = [{ barcode: 'sp2026001234' }, { barcode: 'LAP1004820001' }] as AccountTicket[];
    expect(offeredAccountTickets(own, [gold]).map((t) => t.barcode)).toEqual(['LAP1004820001']);
  });
  it('sends a pass as type 1 with its validation data and a ticket as type 3', () => {
    expect(addTicketRequest('pass', ' SP2026001234 ', '5125550142')).toEqual({
      barcode: 'SP2026001234',
      ticketTypeId: 1,
      validationData1: '5125550142',
    });
    expect(addTicketRequest('ticket', 'LAP1004820003')).toEqual({
      barcode: 'LAP1004820003',
      ticketTypeId: 3,
      validationData1: null,
    });
  });
  it('validates by zip when the method is 2, else by phone', () => {
    const t = { phoneNumber: '5125550142', zipCode: '78701' } as AccountTicket;
    expect(validationLabel(2)).toBe('Zip Code');
    expect(validationLabel(1)).toBe('Phone Number');
    expect(accountValidationData(t, 2)).toBe('78701');
    expect(accountValidationData(t, 1)).toBe('5125550142');
  });
  it('uses the seed failure texts', () => {
    expect(notAddedText('pass')).toBe('Pass unable to be added');
    expect(notAddedText('ticket')).toBe('Ticket unable to be added');
  });

  const failure = (status: number, serverMessage: string | null, retryAfter: number | null = null) =>
    new StorefrontApiError({
      kind: 'http',
      status,
      method: 'POST',
      url: '/api/reservation/ticket',
      operation: '/reservation/ticket',
      serverMessage,
      retryAfter,
    });
  const tooMany = 'Too many incorrect attempts to link this pass. Please try again in 15 minutes';

  it("shows a 429's message with when to try again (the 6th wrong pass proof), the seed's text otherwise", () => {
    expect(notAddedText('pass', failure(429, tooMany, 900))).toBe(tooMany);
    expect(notAddedText('ticket', failure(429, tooMany, 900))).toBe(tooMany);
    expect(notAddedText('pass', failure(400, 'The pass could not be validated'))).toBe(
      'Pass unable to be added',
    );
    expect(notAddedText('ticket', failure(404, null))).toBe('Ticket unable to be added');
    expect(notAddedText('pass', new Error('boom'))).toBe('Pass unable to be added');
  });

  it("gives a 429 without the server's words the time from Retry-After", () => {
    expect(notAddedText('pass', failure(429, null, 900))).toBe(
      'Too many attempts. Please try again in 15 minutes.',
    );
    expect(notAddedText('pass', failure(429, 'Too many attempts', 30))).toBe(
      'Too many attempts. Please try again in 30 seconds.',
    );
    expect(notAddedText('pass', failure(429, null))).toBe('Too many attempts. Please try again in a moment.');
  });

  it("Remove shows a 429's message with its retry time, the seed's text otherwise", () => {
    expect(removeFailedText(failure(429, null, 60))).toBe('Too many attempts. Please try again in 1 minute.');
    expect(removeFailedText(failure(429, tooMany, 900))).toBe(tooMany);
    expect(removeFailedText(failure(500, null))).toBe('An unexpected error has occurred');
  });
});

describe('choices and counters', () => {
  it('chooses a selectable entitlement not redeemed elsewhere', () => {
    expect(initialChoices([gold, funCard])).toEqual({
      rt_7001: 'ent_gold_admission',
      rt_7002: 'ent_fun_water',
    });
    expect(initialChoices([funCard], { rt_7002: 'ent_fun_park' })).toEqual({ rt_7002: 'ent_fun_park' });
  });
  it('lists only counter entitlements (type 2)', () => {
    expect(counterEntitlements(reservation).map((e) => e.id)).toEqual(['rent_6001']);
  });
  it('clamps each counter at 0 and its own maximum, whatever is typed (§5)', () => {
    // Non-ticketed children: reservationMaxUnderAgeTickets (4), not the order maximum (10).
    expect(clampChildren(9, config)).toBe(4);
    expect(clampChildren(-1, config)).toBe(0);
    expect(clampChildren(Number.NaN, config)).toBe(0);
    expect(clampChildren(9, null)).toBe(9);
    // Additional guests: the largest maxAdditionalPeople of the added tickets, 0 without tickets.
    expect(clampAdditionalGuests(3, [gold, funCard])).toBe(2);
    expect(clampAdditionalGuests(1, [funCard])).toBe(0);
    expect(clampAdditionalGuests(1, [])).toBe(0);
    expect(clampAdditionalGuests(-3, [gold])).toBe(0);
    // Reservation entitlements: their maxQuantity.
    expect(clampCounter(3, { maxQuantity: 2 })).toBe(2);
    expect(clampCounter(-2, { maxQuantity: 2 })).toBe(0);
  });
});

describe('Continue (§5)', () => {
  it('needs at least one ticket or reservation entitlement', () => {
    expect(continueMessages(state({ tickets: [], choices: {} }), reservation, config)).toEqual([
      'You must add at least one (1) ID or barcode as instructed above before you can continue.',
    ]);
    expect(
      continueMessages(state({ tickets: [], choices: {}, counters: { rent_6001: 1 } }), reservation, config),
    ).toEqual([]);
  });
  it('names each limit word for word', () => {
    expect(continueMessages(state({ children: 5 }), reservation, config)).toEqual([
      'You can only have a max of 4 non-ticketed child(ren) per reservation',
    ]);
    expect(continueMessages(state({ additionalGuests: 3 }), reservation, config)).toEqual([
      'You can only have a max of 2 additional adult(s) or child(ren) (4+) per reservation',
    ]);
    expect(
      continueMessages(state({ children: 4, additionalGuests: 2 }), reservation, {
        ...config,
        reservationMaxOrderQuantity: 6,
      }),
    ).toEqual(['Reservations are limitied to a maximum of 6 guests']);
  });
  it('sends the payload of §7.1', () => {
    expect(
      finalizeRequest(state({ children: 1, additionalGuests: 1, counters: { rent_6001: 1 } }), reservation),
    ).toEqual({
      underAgeTicketCount: 1,
      entitlements: [{ reservationTicketId: 'rt_7001', entitlementId: 'ent_gold_admission', sequence: 1 }],
      reservationEntitlements: [{ entitlementId: 'rent_6001', quantity: 1 }],
      additionalGuests: 1,
    });
  });
});

describe("the added tickets' Valid column", () => {
  it('reads as dates: a range, one day, or the start alone', () => {
    expect(validityText({ activeFrom: '2026-01-01', activeTo: '2026-12-31' })).toBe(
      '01/01/2026 – 12/31/2026',
    );
    expect(validityText({ activeFrom: '2026-12-05', activeTo: '2026-12-05' })).toBe('12/05/2026');
    expect(validityText({ activeFrom: '2026-12-05', activeTo: null })).toBe('12/05/2026');
    expect(validityText({ activeFrom: null, activeTo: null })).toBe('');
  });
});

// The wizard's frame (seed 002 §2.1, §2.2, §4.1, §8): redirect codes word for word, the guards,
// where failures go, the breadcrumb and the unprefixed paths.
import type { Schema } from '@boxoffice/sdk';
import { StorefrontApiError } from '@boxoffice/sdk';
import { describe, expect, it } from 'vitest';
import {
  breadcrumb,
  crumbIsLink,
  dateFailureRedirect,
  dateGuard,
  entryTimeFailure,
  failureRedirect,
  linkGuard,
  redirectMessage,
  stepAfterDate,
  unprefixedTarget,
  visitGuard,
  withoutErrorCode,
} from '../../src/features/reservation/wizard';

type Reservation = Schema<'Reservation'>;

const reservation = (over: Partial<Reservation> = {}): Reservation => ({
  firstName: 'Jordan',
  lastName: 'Rivera',
  emailAddress: 'jordan.rivera@example.com',
  phoneNumber: '5125550142',
  zip: '78701',
  reservationInProgress: true,
  ticketValidationCompleted: false,
  hasAddOns: true,
  propertyName: null,
  underAgeTicketCount: 0,
  additionalGuestCount: 0,
  reservationEntitlements: [],
  messageCssKeys: [],
  settings: {
    selectedDateModalCapacityLabel: 'Capacity',
    bafDayLabel: 'Bring-a-Friend Day Tickets',
    bafDayText: 'text',
    selectedDateModalAlreadyBookedText: 'booked',
    noPerformancesMessage: 'none',
  },
  ...over,
});

const httpError = (status: number) =>
  new StorefrontApiError({ kind: 'http', status, method: 'GET', url: '/api/reservation', operation: null });

describe('redirect codes (§8)', () => {
  it.each([
    [1, 'Your session has timed out due to inactivity'],
    [2, "Reservation has an incorrect status. Let's begin again."],
    [3, 'Unexpected error occurred in reservation'],
    [4, "Tickets were not added successfully. Let's try again."],
    [5, 'Unexpected error occurred adding tickets'],
    [6, "The date of visit was not added successfully. Let's try again."],
    [7, 'Access to the reservation no longer allowed'],
    [8, 'Unable to locate reservation'],
    [9, 'Unable to create reservation'],
    [10, 'Unable to create reservation'],
  ])('code %i reads word for word', (code, message) => {
    expect(redirectMessage(`?error=${code}`)).toBe(message);
  });
  it('any other code is the unexpected error; none is nothing', () => {
    expect(redirectMessage('?error=11')).toBe('An unexpected error has occurred');
    expect(redirectMessage('?error=x')).toBe('An unexpected error has occurred');
    expect(redirectMessage('')).toBeNull();
  });
});

describe('guards (§4.1)', () => {
  it('link tickets needs a reservation in progress, else begin with error 2', () => {
    expect(linkGuard(null)).toBe('/reservation/begin?error=2');
    expect(linkGuard(reservation({ reservationInProgress: false }))).toBe('/reservation/begin?error=2');
    expect(linkGuard(reservation())).toBeNull();
  });
  it('choose date needs the tickets finalized, else link with error 4', () => {
    expect(dateGuard(reservation())).toBe('/reservation/link?error=4');
    expect(dateGuard(reservation({ ticketValidationCompleted: true }))).toBeNull();
    expect(dateGuard(null)).toBe('/reservation/begin?error=2');
  });
  it('add-ons and review need an entry time, else choose date with error 6 (ours)', () => {
    const finalized = reservation({ ticketValidationCompleted: true });
    expect(visitGuard(finalized)).toBe('/reservation/date?error=6');
    const visit = {
      performanceId: 'rperf_20261205_1000',
      businessDate: '2026-12-05',
      entryTime: '10:00 AM',
      propertyHours: '10:00 AM - 8:00 PM',
      bringAFriendDayTicketCount: 1,
      inCart: false,
      reservationCode: null,
    };
    expect(visitGuard({ ...finalized, visit })).toBeNull();
    expect(visitGuard(reservation({ visit }))).toBe('/reservation/link?error=4');
    expect(visitGuard(null)).toBe('/reservation/begin?error=2');
  });
  it('after a date: add-ons with add-ons, else review', () => {
    expect(stepAfterDate({ hasAddOns: true })).toBe('/reservation/add-ons');
    expect(stepAfterDate({ hasAddOns: false })).toBe('/reservation/review');
  });
});

describe('failures', () => {
  it('a 401 is a timeout: begin with error 1; others stay', () => {
    expect(failureRedirect(httpError(401))).toBe('/reservation/begin?error=1');
    expect(failureRedirect(httpError(400))).toBeNull();
  });
  it('choose date: 401 to site selection, else link with 5 or begin with 3', () => {
    const r = reservation({ ticketValidationCompleted: true });
    expect(dateFailureRedirect(httpError(401), r)).toBe('/select-site?error=1');
    expect(dateFailureRedirect(httpError(409), r)).toBe('/reservation/link?error=5');
    expect(dateFailureRedirect(httpError(500), null)).toBe('/reservation/begin?error=3');
  });
  it('saving the entry time: leaves as choose date does, but for a refusal the modal shows', () => {
    const r = reservation({ ticketValidationCompleted: true });
    expect(entryTimeFailure(httpError(409), r)).toBe('/reservation/link?error=5');
    expect(entryTimeFailure(httpError(409), null)).toBe('/reservation/begin?error=3');
    expect(entryTimeFailure(httpError(401), null)).toBe('/select-site?error=1');
    expect(entryTimeFailure(httpError(400), r)).toBeNull();
  });
  it('a page that has said something of its own drops the code it landed with', () => {
    expect(withoutErrorCode('?error=4')).toBe('');
    expect(withoutErrorCode('error=5&view=list')).toBe('?view=list');
    expect(withoutErrorCode('')).toBe('');
  });
});

describe('breadcrumb (§2.2)', () => {
  it('has Add Ons only with add-ons, and earlier steps are links', () => {
    expect(breadcrumb(true).map((c) => `${c.number} ${c.label}`)).toEqual([
      '1 Guest Info',
      '2 Add Tickets',
      '3 Choose Date',
      '4 Add Ons',
      '5 Review',
    ]);
    expect(breadcrumb(false).map((c) => c.number)).toEqual([1, 2, 3, 5]);
    const [guest, tickets, date] = breadcrumb(false);
    expect(guest && crumbIsLink(guest, 2)).toBe(true);
    expect(tickets && crumbIsLink(tickets, 2)).toBe(false);
    expect(date && crumbIsLink(date, 2)).toBe(false);
  });
});

describe('step numbers', () => {
  it('never shift: each step keeps its number with, without and before knowing of add-ons', () => {
    const numbers = (hasAddOns: boolean | undefined) =>
      Object.fromEntries(breadcrumb(hasAddOns).map((c) => [c.label, c.number]));
    const all = { 'Guest Info': 1, 'Add Tickets': 2, 'Choose Date': 3, 'Add Ons': 4, Review: 5 };
    expect(numbers(true)).toEqual(all);
    expect(numbers(undefined)).toEqual(all);
    const { 'Add Ons': _, ...withoutAddOns } = all;
    expect(numbers(false)).toEqual(withoutAddOns);
  });
});

describe('unprefixed paths (§2.1)', () => {
  it('redirect to the prefixed pages, keeping the query', () => {
    expect(unprefixedTarget('/begin-reservation', '?error=1')).toBe('/reservation/begin?error=1');
    expect(unprefixedTarget('/link-tickets', '')).toBe('/reservation/link');
    expect(unprefixedTarget('/select-date', 'error=4')).toBe('/reservation/date?error=4');
    expect(unprefixedTarget('/add-ons', '')).toBe('/reservation/add-ons');
    expect(unprefixedTarget('/review', '')).toBe('/reservation/review');
    expect(unprefixedTarget('/elsewhere', '')).toBeNull();
  });
});

// Guest Info (seed 002 §5 'Begin reservation'): the SDK's rules and messages, one per field.
import { describe, expect, it } from 'vitest';
import { guestCall, guestErrors, initialGuest } from '../../src/features/reservation/guest';

const good = {
  firstName: 'Jordan',
  lastName: 'Rivera',
  emailAddress: 'jordan.rivera@example.com',
  phoneNumber: '(512) 555-0142',
  zip: '78701',
};

describe('guest info', () => {
  it('accepts a good guest, a Canadian code and a dashed zip', () => {
    expect(guestErrors(good)).toEqual({});
    expect(guestErrors({ ...good, zip: 'K1A 0B1' })).toEqual({});
  });
  it('names each failure word for word', () => {
    expect(
      guestErrors({ firstName: '', lastName: '', emailAddress: 'x', phoneNumber: '555-0142', zip: '123' }),
    ).toEqual({
      firstName: 'First Name is required',
      lastName: 'Last Name is required',
      emailAddress: 'A valid email address is required',
      phoneNumber: 'A ten digit phone number is required',
      zip: 'A 5 digit US or 6 character Canadian postal code is required',
    });
    expect(guestErrors({ ...good, firstName: 'x'.repeat(36) }).firstName).toBe('First Name is required');
  });
  it('begins without a reservation in progress, else updates', () => {
    expect(guestCall(false)).toBe('begin');
    expect(guestCall(true)).toBe('update');
    expect(initialGuest(null).firstName).toBe('');
  });
});

describe("Guest Info's prefill", () => {
  const account = {
    firstName: 'Jordan',
    lastName: 'Rivera',
    emailAddress: 'jordan.rivera@example.com',
    phoneNumber: '5125550142',
    zipCode: '78701',
  };
  it("starts a signed-in shopper from the account's name, email, phone and zip", () => {
    expect(initialGuest(null, account)).toEqual({ ...good, phoneNumber: '5125550142' });
    expect(guestErrors(initialGuest(null, account))).toEqual({});
  });
  it("keeps the reservation's details over the account's", () => {
    const reservation = { ...good, firstName: 'Sam' };
    expect(initialGuest(reservation, account)).toEqual(reservation);
  });
  it('leaves what the account lacks empty, and an anonymous shopper starts empty', () => {
    expect(initialGuest(null, { ...account, phoneNumber: null, zipCode: null })).toMatchObject({
      phoneNumber: '',
      zip: '',
    });
    expect(initialGuest(null, null)).toEqual({
      firstName: '',
      lastName: '',
      emailAddress: '',
      phoneNumber: '',
      zip: '',
    });
  });
});

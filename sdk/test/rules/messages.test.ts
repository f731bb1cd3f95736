import { describe, expect, it } from 'vitest';
import * as m from '../../src/rules/messages.js';

// The seeds' texts are the shoppers' contract: these assertions pin them word for word.
describe('messages (contract texts)', () => {
  it('keeps seed 000 §5 texts', () => {
    expect(m.DELIVERY_METHOD_REQUIRED).toBe('Delivery method is required');
    expect(m.PAYMENT_METHOD_REQUIRED).toBe('Payment method is required');
    expect(m.FIRST_NAME_LENGTH).toBe('First name must be between 1 and 35 characters in length');
    expect(m.LAST_NAME_LENGTH).toBe('Last name must be between 1 and 35 characters in length');
    expect(m.PHONE_NANP_INVALID).toBe('Phone number must be a 10 digit numeric value');
    expect(m.PHONE_INTERNATIONAL_TOO_LONG).toBe('Phone number cannot be longer than 15 numeric digits');
    expect(m.EMAIL_REQUIRED).toBe('A valid email address is required');
    expect(m.COUNTRY_REQUIRED).toBe('Country selection is required');
    expect(m.STREET_ADDRESS_REQUIRED).toBe('Street Address is required');
    expect(m.CITY_REQUIRED).toBe('City is required');
    expect(m.STATE_PROVINCE_REQUIRED).toBe('State / province is required');
    expect(m.US_CANADA_POSTAL_CODE).toBe('A 5 digit US or 6 character Canadian postal code is required');
    expect(m.POSTAL_CODE_OTHER).toBe('Postal Code is required and must be 10 characters or less');
    expect(m.quantityRangeMessage(1, 100)).toBe('Minimum quantity is 1, Maximum quantity is 100');
  });

  it('keeps the address field labels', () => {
    expect(m.ADDRESS_FIELD_LABELS).toMatchObject({
      firstName: 'First Name',
      lastName: 'Last Name',
      phoneNumber: 'Phone',
      countryId: 'Country',
      address1: 'Address 1',
      city: 'City',
      stateProvinceId: 'State',
      otherStateProvince: 'State',
      zipCode: 'Zip',
    });
  });

  it('keeps seed 001 texts', () => {
    expect(m.FIRST_NAME_REQUIRED).toBe('First name is required');
    expect(m.LAST_NAME_REQUIRED).toBe('Last name is required');
    expect(m.PASS_EMAIL_INVALID).toBe('Email address is invalid (email address is not required)');
    expect(m.PASS_BIRTH_DATE_INVALID).toBe('A valid birth date is required (mm/dd/yyyy)');
    expect(m.PASS_ADDRESS1_REQUIRED).toBe('Address1 is required');
    expect(m.PASS_STATE_REQUIRED).toBe('State is required');
    expect(m.PASS_PHONE_REQUIRED).toBe('A 10 digit phone number is required');
    expect(m.CORRECT_ERRORS_ABOVE).toBe('Please correct errors above');
    expect(m.BIRTH_DATE_REQUIRED).toBe('Birth date is required');
    expect(m.INVALID_DATE_FORMAT).toBe('Invalid date format');
    expect(m.BIRTH_DATE_OUT_OF_RANGE).toBe('Invalid birth date for this selection');
    expect(m.SELECTION_REQUIRED).toBe('Selection is required');
    expect(m.ORDER_PHONE_INVALID).toBe('A valid, numeric phone number is required');
    expect(m.INVALID_ORDER).toBe('Invalid Order');
    expect(m.SEASON_PASS_ID_REQUIRED).toBe('Season Pass ID is required');
    expect(m.ZIP_CODE_REQUIRED).toBe('Zip Code is required');
    expect(m.PHONE_NUMBER_REQUIRED).toBe('Phone Number is required');
    expect(m.NO_VALID_BARCODES).toBe('No valid barcodes found');
    expect(m.NO_TICKETS_SELECTED_FOR_UPGRADE).toBe('No tickets selected for upgrade');
    expect(m.NO_VALID_PASSES_SELECTED).toBe('No valid passes selected');
  });

  it('keeps seed 002 texts, typo included', () => {
    expect(m.RESERVATION_FIRST_NAME_REQUIRED).toBe('First Name is required');
    expect(m.RESERVATION_LAST_NAME_REQUIRED).toBe('Last Name is required');
    expect(m.RESERVATION_PHONE_REQUIRED).toBe('A ten digit phone number is required');
    expect(m.RESERVATION_TICKET_REQUIRED).toBe(
      'You must add at least one (1) ID or barcode as instructed above before you can continue.',
    );
    expect(m.reservationMaxGuestsMessage(8)).toBe('Reservations are limitied to a maximum of 8 guests');
    expect(m.reservationMaxChildrenMessage(3)).toBe(
      'You can only have a max of 3 non-ticketed child(ren) per reservation',
    );
    expect(m.reservationMaxAdditionalGuestsMessage(2)).toBe(
      'You can only have a max of 2 additional adult(s) or child(ren) (4+) per reservation',
    );
    expect(m.ENTRY_TIME_REQUIRED).toBe('You must select an entry time');
    expect(m.bringAFriendMaxMessage(4)).toBe('The reservation only allows 4 bring a friends');
    expect(m.BUNDLE_DATE_NOT_AVAILABLE).toBe(
      'Bundle not available on the selected date. Please choose a different date.',
    );
  });
});

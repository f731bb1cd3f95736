import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addressFieldIssues,
  addressIssues,
  addressSchema,
  countryRequiresState,
  invalidAddressFieldLabels,
  isUsOrCanadianZip,
  postalCodeSchema,
  prefixedKey,
  readAddress,
  usesNanpPhone,
  usOrCanadianZipSchema,
} from '../../src/rules/address.js';
import {
  ADDRESS2_TOO_LONG,
  CITY_REQUIRED,
  COUNTRY_REQUIRED,
  FIRST_NAME_LENGTH,
  LAST_NAME_LENGTH,
  PHONE_INTERNATIONAL_TOO_LONG,
  PHONE_NANP_INVALID,
  POSTAL_CODE_OTHER,
  STATE_PROVINCE_REQUIRED,
  STREET_ADDRESS_REQUIRED,
  US_CANADA_POSTAL_CODE,
} from '../../src/rules/messages.js';
import { errorsOf, parsedOf } from './helpers.js';

const us = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  phoneNumber: '(555) 123-4567',
  phoneUseNanpFormat: true,
  countryId: 80,
  address1: '1 Main St',
  address2: '',
  city: 'Springfield',
  stateProvinceId: 12,
  otherStateProvince: '',
  zipCode: '12345',
};
const ca = { ...us, countryId: 17, stateProvinceId: 3, zipCode: 'k1a 0b1' };
const uk = {
  ...us,
  countryId: 222,
  phoneUseNanpFormat: false,
  phoneNumber: '+44 20 7946 0958',
  stateProvinceId: null,
  zipCode: 'SW1A 1AA',
};
const schema = addressSchema();

describe('addressSchema: valid addresses, cleaned output', () => {
  it('accepts a US address and cleans phone and zip', () => {
    expect(parsedOf(schema, us)).toMatchObject({
      phoneNumber: '5551234567',
      zipCode: '12345',
      countryId: 80,
    });
  });
  it('accepts a Canadian address with spaces or dashes in the postal code', () => {
    expect(parsedOf(schema, ca).zipCode).toBe('K1A0B1');
    expect(parsedOf(schema, { ...ca, zipCode: 'K1A-0B1' }).zipCode).toBe('K1A0B1');
  });
  it('accepts another country: no state, up to 15 phone digits, 1-10 letters or digits', () => {
    expect(parsedOf(schema, uk)).toMatchObject({ zipCode: 'SW1A1AA', phoneNumber: '442079460958' });
    expect(parsedOf(schema, { ...uk, zipCode: '1234567890' }).zipCode).toBe('1234567890');
  });
  it('reads select values given as strings', () => {
    expect(parsedOf(schema, { ...us, countryId: '80', stateProvinceId: '12' })).toMatchObject({
      countryId: 80,
      stateProvinceId: 12,
    });
  });
});

describe('addressSchema: each rule, message and path', () => {
  it('names: 1 to 35 characters', () => {
    expect(errorsOf(schema, { ...us, firstName: '' })).toEqual({ firstName: FIRST_NAME_LENGTH });
    expect(errorsOf(schema, { ...us, lastName: 'x'.repeat(36) })).toEqual({ lastName: LAST_NAME_LENGTH });
  });
  it('phone: NANP needs 10 digits; others at most 15', () => {
    expect(errorsOf(schema, { ...us, phoneNumber: '555-1234' })).toEqual({ phoneNumber: PHONE_NANP_INVALID });
    expect(errorsOf(schema, { ...uk, phoneNumber: '1234567890123456' })).toEqual({
      phoneNumber: PHONE_INTERNATIONAL_TOO_LONG,
    });
  });
  it('phone format falls back to NANP for USA and Canada when the flag is absent', () => {
    expect(errorsOf(schema, { ...us, phoneUseNanpFormat: undefined, phoneNumber: '12345' })).toEqual({
      phoneNumber: PHONE_NANP_INVALID,
    });
    expect(errorsOf(schema, { ...uk, phoneUseNanpFormat: null, phoneNumber: '12345' })).toEqual({});
  });
  it('country is required', () => {
    expect(errorsOf(schema, { ...uk, countryId: null })).toEqual({ countryId: COUNTRY_REQUIRED });
    expect(errorsOf(schema, { ...uk, countryId: '' })).toEqual({ countryId: COUNTRY_REQUIRED });
  });
  it('street address is required (and at most 50)', () => {
    expect(errorsOf(schema, { ...us, address1: '' })).toEqual({ address1: STREET_ADDRESS_REQUIRED });
    expect(errorsOf(schema, { ...us, address1: 'x'.repeat(51) })).toEqual({
      address1: STREET_ADDRESS_REQUIRED,
    });
    expect(errorsOf(schema, { ...us, address2: 'x'.repeat(51) })).toEqual({ address2: ADDRESS2_TOO_LONG });
  });
  it('city: 1 to 50 characters', () => {
    expect(errorsOf(schema, { ...us, city: '' })).toEqual({ city: CITY_REQUIRED });
    expect(errorsOf(schema, { ...us, city: 'x'.repeat(51) })).toEqual({ city: CITY_REQUIRED });
    expect(errorsOf(schema, { ...us, city: 'x'.repeat(50) })).toEqual({});
  });
  it('state: required for USA and Canada only', () => {
    expect(errorsOf(schema, { ...us, stateProvinceId: null })).toEqual({
      stateProvinceId: STATE_PROVINCE_REQUIRED,
    });
    expect(errorsOf(schema, { ...ca, stateProvinceId: '' })).toEqual({
      stateProvinceId: STATE_PROVINCE_REQUIRED,
    });
    expect(errorsOf(schema, { ...uk, stateProvinceId: null, otherStateProvince: '' })).toEqual({});
  });
  it('state: free text when the country has no state list', () => {
    const noList = addressSchema({ statesFor: () => false });
    expect(errorsOf(noList, { ...us, stateProvinceId: null, otherStateProvince: '' })).toEqual({
      otherStateProvince: STATE_PROVINCE_REQUIRED,
    });
    expect(errorsOf(noList, { ...us, stateProvinceId: null, otherStateProvince: 'Ohio' })).toEqual({});
  });
  it('zip: US exactly 5 digits', () => {
    for (const bad of ['1234', '123456', 'ABCDE', '', '12345-6789']) {
      expect(errorsOf(schema, { ...us, zipCode: bad }), bad).toEqual({ zipCode: US_CANADA_POSTAL_CODE });
    }
    expect(parsedOf(schema, { ...us, zipCode: ' 123-45 ' }).zipCode).toBe('12345');
  });
  it('zip: Canada letter-digit-letter-digit-letter-digit', () => {
    for (const bad of ['K1A0B', '11A0B1', 'K1A0B1X', '']) {
      expect(errorsOf(schema, { ...ca, zipCode: bad }), bad).toEqual({ zipCode: US_CANADA_POSTAL_CODE });
    }
  });
  it('zip: other countries 1 to 10 letters or digits', () => {
    for (const bad of ['', '12345678901', 'AB#12']) {
      expect(errorsOf(schema, { ...uk, zipCode: bad }), bad).toEqual({ zipCode: POSTAL_CODE_OTHER });
    }
  });
  it('reports every failing field at once, missing fields included', () => {
    expect(errorsOf(schema, {})).toEqual({
      firstName: FIRST_NAME_LENGTH,
      lastName: LAST_NAME_LENGTH,
      countryId: COUNTRY_REQUIRED,
      address1: STREET_ADDRESS_REQUIRED,
      city: CITY_REQUIRED,
      zipCode: POSTAL_CODE_OTHER,
    });
  });
});

describe('allow empty', () => {
  const lenient = addressSchema({ allowEmpty: true });
  it('accepts every field empty', () => {
    expect(errorsOf(lenient, {})).toEqual({});
    expect(errorsOf(lenient, { countryId: 80 })).toEqual({});
  });
  it('still checks what is filled in', () => {
    expect(
      errorsOf(lenient, { countryId: 80, zipCode: '1234', phoneNumber: '12', firstName: 'x'.repeat(36) }),
    ).toEqual({
      firstName: FIRST_NAME_LENGTH,
      phoneNumber: PHONE_NANP_INVALID,
      zipCode: US_CANADA_POSTAL_CODE,
    });
  });
});

describe('allow empty, field by field', () => {
  const phoneOptional = addressSchema({ allowEmpty: { phoneNumber: true, address1: true } });
  const jordan = {
    firstName: 'Jordan',
    lastName: 'Rivera',
    countryId: 80,
    address1: '',
    city: 'Austin',
    stateProvinceId: 4401,
    zipCode: '78701',
  };
  it('lets only the flagged fields be empty', () => {
    expect(errorsOf(phoneOptional, { ...jordan, phoneNumber: '' })).toEqual({});
    expect(errorsOf(phoneOptional, { ...jordan, phoneNumber: '', city: '' })).toEqual({
      city: CITY_REQUIRED,
    });
  });
  it('still checks a flagged field that is filled in', () => {
    expect(errorsOf(phoneOptional, { ...jordan, phoneNumber: '12' })).toEqual({
      phoneNumber: PHONE_NANP_INVALID,
    });
  });
  it('asks for every field when no flag is set', () => {
    expect(Object.keys(errorsOf(addressSchema({ allowEmpty: {} }), {})).sort()).toEqual(
      Object.keys(errorsOf(addressSchema(), {})).sort(),
    );
  });
});

describe('shipping prefix', () => {
  it('names the fields shipping*', () => {
    expect(prefixedKey('shipping', 'zipCode')).toBe('shippingZipCode');
    expect(prefixedKey('', 'zipCode')).toBe('zipCode');
  });
  it('validates the shipping-prefixed fields with the same messages', () => {
    const shipping = addressSchema({ prefix: 'shipping' });
    const values = Object.fromEntries(Object.entries(us).map(([k, v]) => [prefixedKey('shipping', k), v]));
    expect(parsedOf(shipping, values)).toMatchObject({
      shippingZipCode: '12345',
      shippingPhoneNumber: '5551234567',
    });
    expect(errorsOf(shipping, { ...values, shippingCity: '', shippingStateProvinceId: null })).toEqual({
      shippingCity: CITY_REQUIRED,
      shippingStateProvinceId: STATE_PROVINCE_REQUIRED,
    });
    expect(addressFieldIssues({ ...values, shippingZipCode: 'x' }, 'shipping')).toEqual([
      { path: ['shippingZipCode'], message: US_CANADA_POSTAL_CODE },
    ]);
  });
});

describe('invalid field labels', () => {
  it('lists the labels of the invalid fields in form order', () => {
    expect(invalidAddressFieldLabels(us)).toEqual([]);
    expect(invalidAddressFieldLabels({})).toEqual([
      'First Name',
      'Last Name',
      'Country',
      'Address 1',
      'City',
      'Zip',
    ]);
    expect(invalidAddressFieldLabels({ ...us, phoneNumber: '1', stateProvinceId: null })).toEqual([
      'Phone',
      'State',
    ]);
  });
  it('reads prefixed fields and prefixes the labels', () => {
    expect(
      invalidAddressFieldLabels({ shippingCountryId: 80 }, { prefix: 'shipping', labelPrefix: 'Shipping' }),
    ).toEqual([
      'Shipping First Name',
      'Shipping Last Name',
      'Shipping Phone',
      'Shipping Address 1',
      'Shipping City',
      'Shipping State',
      'Shipping Zip',
    ]);
  });
  it('honours allow empty', () => {
    expect(invalidAddressFieldLabels({}, { allowEmpty: true })).toEqual([]);
  });
});

describe('helpers', () => {
  it('knows which countries need a state and use NANP', () => {
    expect([
      countryRequiresState(80),
      countryRequiresState(17),
      countryRequiresState(222),
      countryRequiresState(null),
    ]).toEqual([true, true, false, false]);
    expect(usesNanpPhone({ phoneUseNanpFormat: true, countryId: 222 })).toBe(true);
    expect(usesNanpPhone({ phoneUseNanpFormat: false, countryId: 80 })).toBe(false);
  });
  it('reads and cleans an address from loose values', () => {
    expect(
      readAddress({ phoneNumber: '(555) 123-4567', zipCode: 'k1a 0b1', countryId: '17', city: 5 }),
    ).toEqual({
      firstName: '',
      lastName: '',
      phoneNumber: '5551234567',
      phoneUseNanpFormat: null,
      countryId: 17,
      address1: '',
      address2: '',
      city: '',
      stateProvinceId: null,
      otherStateProvince: '',
      zipCode: 'K1A0B1',
    });
    expect(addressIssues(readAddress(us))).toEqual([]);
  });
  it('postalCodeSchema: US zips with any spaces and dashes (property)', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 9 }), { minLength: 5, maxLength: 5 }),
        fc.array(fc.constantFrom(' ', '-', '')),
        (digits, seps) => {
          const typed = digits.map((d, i) => `${d}${seps[i] ?? ''}`).join('');
          expect(parsedOf(postalCodeSchema(80), typed)).toBe(digits.join(''));
        },
      ),
    );
  });
  it('postalCodeSchema: Canadian codes in either case (property)', () => {
    const letter = fc.constantFrom(...'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ'.split(''));
    const digit = fc.integer({ min: 0, max: 9 });
    fc.assert(
      fc.property(
        letter,
        digit,
        letter,
        digit,
        letter,
        digit,
        fc.constantFrom('', ' ', '-'),
        (a, b, c, d, e, f, sep) => {
          const typed = `${a}${b}${c}${sep}${d}${e}${f}`;
          expect(parsedOf(postalCodeSchema(17), typed)).toBe(`${a}${b}${c}${d}${e}${f}`.toUpperCase());
        },
      ),
    );
  });
});

describe('US or Canadian zip of pass and reservation forms (one hyphen and one space removed, input max 7)', () => {
  it('accepts 5 digits or A1A1A1, with one hyphen and one space', () => {
    for (const ok of ['12345', '12345-', 'K1A 0B1', 'k1a0b1', 'K1A-0B1', '12-34 5']) {
      expect(isUsOrCanadianZip(ok), ok).toBe(true);
    }
    expect(parsedOf(usOrCanadianZipSchema, 'K1A 0B1')).toBe('K1A 0B1');
  });
  it('refuses the rest', () => {
    for (const bad of ['', '1234', '123456', '1 2 345', 'K1A  0B1', '12345-6789', 'K1A0B1X']) {
      expect(errorsOf(usOrCanadianZipSchema, bad), bad).toEqual({ '': US_CANADA_POSTAL_CODE });
    }
  });
});

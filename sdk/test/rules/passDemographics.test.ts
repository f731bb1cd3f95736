import { describe, expect, it } from 'vitest';
import {
  ADDRESS2_TOO_LONG,
  CITY_REQUIRED,
  CORRECT_ERRORS_ABOVE,
  FIRST_NAME_REQUIRED,
  LAST_NAME_REQUIRED,
  PASS_ADDRESS1_REQUIRED,
  PASS_BIRTH_DATE_INVALID,
  PASS_EMAIL_INVALID,
  PASS_PHONE_REQUIRED,
  PASS_STATE_REQUIRED,
  US_CANADA_POSTAL_CODE,
} from '../../src/rules/messages.js';
import {
  editablePassFields,
  emailDisabled,
  isAcceptedPhotoFile,
  isValidPassBirthDate,
  passDemographicsIssues,
  passDemographicsSchema,
  validatePassDemographics,
} from '../../src/rules/passDemographics.js';
import { errorsOf, parsedOf } from './helpers.js';

const today = '2024-06-15';
const schema = passDemographicsSchema({ today });
const pass = {
  extCartTicketId: 't1',
  firstName: 'Ada',
  lastName: 'Lovelace',
  emailAddress: 'ada@example.com',
  birthDate: '12/10/1990',
  address1: '1 Main St',
  address2: null,
  city: 'Springfield',
  state: 'OH',
  zip: '12345',
  phoneNumber: '(555) 123-4567',
  allowNameChange: true,
  allowBirthDateChange: true,
};

describe('passDemographicsSchema: valid', () => {
  it('accepts a complete pass; birth date out as ISO', () => {
    expect(parsedOf(schema, pass)).toMatchObject({
      birthDate: '1990-12-10',
      emailAddress: 'ada@example.com',
      zip: '12345',
    });
  });
  it('accepts no email (not required), an ISO birth date, a Canadian code', () => {
    expect(errorsOf(schema, { ...pass, emailAddress: '', birthDate: '1990-12-10', zip: 'K1A 0B1' })).toEqual(
      {},
    );
  });
});

describe('passDemographicsSchema: each field of the 001 §5 table', () => {
  const cases: [string, unknown, string][] = [
    ['firstName', '', FIRST_NAME_REQUIRED],
    ['firstName', 'x'.repeat(36), FIRST_NAME_REQUIRED],
    ['lastName', '', LAST_NAME_REQUIRED],
    ['lastName', null, LAST_NAME_REQUIRED],
    ['emailAddress', 'ada@', PASS_EMAIL_INVALID],
    ['emailAddress', `${'a'.repeat(195)}@ex.com`, PASS_EMAIL_INVALID],
    ['birthDate', '', PASS_BIRTH_DATE_INVALID],
    ['birthDate', '2/30/2000', PASS_BIRTH_DATE_INVALID],
    ['birthDate', '2/29/2023', PASS_BIRTH_DATE_INVALID],
    ['birthDate', '6/16/2024', PASS_BIRTH_DATE_INVALID],
    ['address1', '', PASS_ADDRESS1_REQUIRED],
    ['address1', 'x'.repeat(51), PASS_ADDRESS1_REQUIRED],
    ['address2', 'x'.repeat(51), ADDRESS2_TOO_LONG],
    ['city', '', CITY_REQUIRED],
    ['city', 'x'.repeat(51), CITY_REQUIRED],
    ['state', '', PASS_STATE_REQUIRED],
    ['zip', '1234', US_CANADA_POSTAL_CODE],
    ['zip', '12345-67', US_CANADA_POSTAL_CODE],
    ['zip', '1 2 345', US_CANADA_POSTAL_CODE],
    ['phoneNumber', '555-1234', PASS_PHONE_REQUIRED],
    ['phoneNumber', '', PASS_PHONE_REQUIRED],
    ['phoneNumber', '1 (555) 123-4567', PASS_PHONE_REQUIRED],
  ];
  it.each(cases)('%s = %j gives its message', (field, value, message) => {
    expect(errorsOf(schema, { ...pass, [field]: value })).toEqual({ [field]: message });
  });
  it('accepts a birth date of today and 29 February of a leap year', () => {
    expect(errorsOf(schema, { ...pass, birthDate: '6/15/2024' })).toEqual({});
    expect(errorsOf(schema, { ...pass, birthDate: '2-29-2000' })).toEqual({});
  });
  it('limits the state to the offered abbreviations when given', () => {
    const limited = passDemographicsSchema({ today, stateAbbreviations: ['OH', 'PA'] });
    expect(errorsOf(limited, pass)).toEqual({});
    expect(errorsOf(limited, { ...pass, state: 'ON' })).toEqual({ state: PASS_STATE_REQUIRED });
  });
});

describe('per-pass flags and age', () => {
  it('does not validate names unless allowNameChange, nor birth date unless allowBirthDateChange', () => {
    const locked = {
      ...pass,
      firstName: '',
      lastName: '',
      birthDate: '',
      allowNameChange: false,
      allowBirthDateChange: false,
    };
    expect(errorsOf(schema, locked)).toEqual({});
    expect(errorsOf(schema, { ...locked, allowNameChange: undefined })).toEqual({});
  });
  it('clears and skips the email at 13 or under', () => {
    const child = { ...pass, birthDate: '06/15/2011', emailAddress: 'not an email' }; // 13 today
    expect(errorsOf(schema, child)).toEqual({});
    expect(parsedOf(schema, child).emailAddress).toBe('');
    const teen = { ...child, birthDate: '06/14/2010' }; // 14
    expect(errorsOf(schema, teen)).toEqual({ emailAddress: PASS_EMAIL_INVALID });
  });
  it('emailDisabled: age at most 13', () => {
    expect(emailDisabled('06/15/2011', today)).toBe(true);
    expect(emailDisabled('2011-06-16', today)).toBe(true);
    expect(emailDisabled('06/15/2010', today)).toBe(false);
    expect(emailDisabled('', today)).toBe(false);
    expect(emailDisabled(null, today)).toBe(false);
  });
  it('editablePassFields says which inputs are enabled', () => {
    expect(
      editablePassFields(
        { allowNameChange: true, allowBirthDateChange: false, birthDate: '1990-01-01' },
        today,
      ),
    ).toEqual({
      firstName: true,
      lastName: true,
      birthDate: false,
      emailAddress: true,
    });
    expect(editablePassFields({ birthDate: '2020-01-01' }, today)).toEqual({
      firstName: false,
      lastName: false,
      birthDate: false,
      emailAddress: false,
    });
  });
  it('isValidPassBirthDate: real date, not after today', () => {
    expect(isValidPassBirthDate('1/1/2000', today)).toBe(true);
    expect(isValidPassBirthDate('1/1/2030', today)).toBe(false);
    expect(isValidPassBirthDate('13/1/2000', today)).toBe(false);
  });
});

describe('card summary', () => {
  it("shows 'Please correct errors above' with the field messages when anything fails", () => {
    expect(validatePassDemographics(pass, { today })).toEqual({
      valid: true,
      errors: {},
      errorMessage: undefined,
    });
    expect(validatePassDemographics({ ...pass, city: '', zip: '' }, { today })).toEqual({
      valid: false,
      errors: { city: CITY_REQUIRED, zip: US_CANADA_POSTAL_CODE },
      errorMessage: CORRECT_ERRORS_ABOVE,
    });
  });
  it('passDemographicsIssues gives paths', () => {
    expect(passDemographicsIssues({ ...pass, state: '' }, { today })).toEqual([
      { path: ['state'], message: PASS_STATE_REQUIRED },
    ]);
  });
});

describe('photo upload', () => {
  it('accepts png, jpg and jpeg only', () => {
    for (const ok of ['me.png', 'ME.JPG', 'a.b.jpeg']) expect(isAcceptedPhotoFile(ok), ok).toBe(true);
    for (const bad of ['me.gif', 'png', 'me.png.exe', 'me'])
      expect(isAcceptedPhotoFile(bad), bad).toBe(false);
  });
});

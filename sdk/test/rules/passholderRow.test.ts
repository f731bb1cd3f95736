import { describe, expect, it } from 'vitest';
import {
  BIRTH_DATE_OUT_OF_RANGE,
  BIRTH_DATE_REQUIRED,
  FIRST_NAME_REQUIRED,
  INVALID_DATE_FORMAT,
  LAST_NAME_REQUIRED,
} from '../../src/rules/messages.js';
import {
  birthDateMessage,
  canAddPassholders,
  passholderRowIssues,
  passholderRowSchema,
} from '../../src/rules/passholderRow.js';
import { errorsOf, parsedOf } from './helpers.js';

const range = { minBirthDate: '2006-06-15T00:00:00', maxBirthDate: '2012-06-14T00:00:00' };
const schema = passholderRowSchema(range);
const row = { firstName: 'Ada', lastName: 'Lovelace', birthDate: '3/4/2010' };

describe('passholderRowSchema', () => {
  it('accepts a row in range; birth date out as ISO', () => {
    expect(parsedOf(schema, row)).toEqual({ ...row, birthDate: '2010-03-04' });
    expect(parsedOf(schema, { ...row, birthDate: '03-04-2010' }).birthDate).toBe('2010-03-04');
    expect(parsedOf(schema, { ...row, birthDate: '3.4.2010' }).birthDate).toBe('2010-03-04');
  });
  it('bounds are inclusive', () => {
    expect(errorsOf(schema, { ...row, birthDate: '6/15/2006' })).toEqual({});
    expect(errorsOf(schema, { ...row, birthDate: '6/14/2012' })).toEqual({});
  });
  it('first and last name are required', () => {
    expect(errorsOf(schema, { ...row, firstName: '' })).toEqual({ firstName: FIRST_NAME_REQUIRED });
    expect(errorsOf(schema, { ...row, lastName: undefined })).toEqual({ lastName: LAST_NAME_REQUIRED });
    expect(errorsOf(schema, { ...row, lastName: 'x'.repeat(36) })).toEqual({ lastName: LAST_NAME_REQUIRED });
  });
  it("birth date: 'Birth date is required', 'Invalid date format', 'Invalid birth date for this selection'", () => {
    expect(errorsOf(schema, { ...row, birthDate: '' })).toEqual({ birthDate: BIRTH_DATE_REQUIRED });
    expect(errorsOf(schema, { ...row, birthDate: '  ' })).toEqual({ birthDate: BIRTH_DATE_REQUIRED });
    for (const bad of ['13/1/2010', '2/29/2011', '4/31/2010', '3/4/10', 'March 4 2010', '3/4-2010']) {
      expect(errorsOf(schema, { ...row, birthDate: bad }), bad).toEqual({ birthDate: INVALID_DATE_FORMAT });
    }
    expect(errorsOf(schema, { ...row, birthDate: '6/14/2006' })).toEqual({
      birthDate: BIRTH_DATE_OUT_OF_RANGE,
    });
    expect(errorsOf(schema, { ...row, birthDate: '6/15/2012' })).toEqual({
      birthDate: BIRTH_DATE_OUT_OF_RANGE,
    });
  });
  it('accepts 29 February in a leap year', () => {
    expect(errorsOf(schema, { ...row, birthDate: '2/29/2008' })).toEqual({});
  });
  it('reports all three at once', () => {
    expect(errorsOf(schema, {})).toEqual({
      firstName: FIRST_NAME_REQUIRED,
      lastName: LAST_NAME_REQUIRED,
      birthDate: BIRTH_DATE_REQUIRED,
    });
  });
  it('without a range any valid date is accepted', () => {
    expect(errorsOf(passholderRowSchema(), { ...row, birthDate: '1/1/1900' })).toEqual({});
    expect(birthDateMessage('1/1/1900', { minBirthDate: null, maxBirthDate: null })).toBeUndefined();
  });
});

describe('canAddPassholders', () => {
  it('needs at least one passholder and every row valid', () => {
    expect(canAddPassholders([])).toBe(false);
    expect(canAddPassholders([{ values: row, range }])).toBe(true);
    expect(
      canAddPassholders([
        { values: row, range },
        { values: { ...row, birthDate: '1/1/2000' }, range },
      ]),
    ).toBe(false);
    expect(passholderRowIssues({ ...row, birthDate: '1/1/2000' }, range)).toEqual([
      { path: ['birthDate'], message: BIRTH_DATE_OUT_OF_RANGE },
    ]);
  });
});

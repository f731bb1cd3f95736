import { describe, expect, it } from 'vitest';
import { cardholderNameSchema, savedCardSchema, securityCodeSchema } from '../../src/rules/card.js';
import { CARDHOLDER_NAME_TOO_LONG, SECURITY_CODE_INVALID } from '../../src/rules/messages.js';
import { errorsOf, parsedOf } from './helpers.js';

describe('saved card security code', () => {
  it('accepts 3 or 4 digits', () => {
    expect(parsedOf(securityCodeSchema, '123')).toBe('123');
    expect(parsedOf(savedCardSchema(), { cvv: '1234' })).toEqual({ cvv: '1234' });
  });
  it('refuses anything else, on the cvv field', () => {
    for (const bad of ['', '12', '12345', '12a', ' 123']) {
      expect(errorsOf(savedCardSchema(), { cvv: bad }), bad).toEqual({ cvv: SECURITY_CODE_INVALID });
    }
    expect(errorsOf(savedCardSchema({ cvvSuppressed: false }), {})).toEqual({ cvv: SECURITY_CODE_INVALID });
  });
  it('is not checked when the config suppresses it', () => {
    expect(parsedOf(savedCardSchema({ cvvSuppressed: true }), {})).toEqual({ cvv: '' });
    expect(errorsOf(savedCardSchema({ cvvSuppressed: true }), { cvv: 'x' })).toEqual({});
  });
});

describe('cardholder name', () => {
  it('is at most 26 characters', () => {
    expect(parsedOf(cardholderNameSchema, 'x'.repeat(26))).toBe('x'.repeat(26));
    expect(parsedOf(cardholderNameSchema, '')).toBe('');
    expect(errorsOf(cardholderNameSchema, 'x'.repeat(27))).toEqual({ '': CARDHOLDER_NAME_TOO_LONG });
  });
});

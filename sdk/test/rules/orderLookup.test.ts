import { describe, expect, it } from 'vitest';
import { INVALID_ORDER, ORDER_PHONE_INVALID } from '../../src/rules/messages.js';
import {
  anonymousOrderLookupSchema,
  isOrderPhone,
  orderIdSchema,
  orderPhoneChallengeSchema,
} from '../../src/rules/orderLookup.js';
import { errorsOf, parsedOf } from './helpers.js';

describe('order phone challenge', () => {
  it('accepts numeric phone numbers with the usual separators; output is the digits', () => {
    expect(parsedOf(orderPhoneChallengeSchema, { phoneNumber: '(555) 123-4567' })).toEqual({
      phoneNumber: '5551234567',
    });
    expect(parsedOf(orderPhoneChallengeSchema, { phoneNumber: '+44 20 7946 0958' })).toEqual({
      phoneNumber: '442079460958',
    });
    expect(isOrderPhone('555.123.4567')).toBe(true);
  });
  it("'A valid, numeric phone number is required'", () => {
    for (const bad of ['', 'abc', '555-CALL-NOW', '1'.repeat(16), '()']) {
      expect(errorsOf(orderPhoneChallengeSchema, { phoneNumber: bad }), bad).toEqual({
        phoneNumber: ORDER_PHONE_INVALID,
      });
    }
    expect(errorsOf(orderPhoneChallengeSchema, {})).toEqual({ phoneNumber: ORDER_PHONE_INVALID });
  });
});

describe('order id', () => {
  it("'Invalid Order' without an id", () => {
    expect(parsedOf(orderIdSchema, 'ord-1')).toBe('ord-1');
    expect(parsedOf(orderIdSchema, 42)).toBe(42);
    for (const none of [undefined, null, '', ' '])
      expect(errorsOf(orderIdSchema, none), String(none)).toEqual({ '': INVALID_ORDER });
  });
  it('anonymous lookup needs id and token', () => {
    expect(parsedOf(anonymousOrderLookupSchema, { extOrderTokenId: 'o1', token: 't' })).toEqual({
      extOrderTokenId: 'o1',
      token: 't',
    });
    expect(errorsOf(anonymousOrderLookupSchema, { extOrderTokenId: 'o1' })).toEqual({ token: INVALID_ORDER });
    expect(errorsOf(anonymousOrderLookupSchema, {})).toEqual({
      extOrderTokenId: INVALID_ORDER,
      token: INVALID_ORDER,
    });
  });
});

import { describe, expect, it } from 'vitest';
import {
  checkLookup,
  MAX_PHONE_ATTEMPTS,
  PHONE_CHALLENGE_MESSAGE,
  PHONE_LOCK_MS,
  phoneMatches,
} from '../../src/domain/orders/lookup.js';

const order = { token: 'tok_right', phoneNumber: '5125550142', failedPhoneAttempts: [] as number[] };

describe('anonymous lookup challenge', () => {
  it('opens with the right token, phone or not', () => {
    expect(checkLookup(order, { token: 'tok_right', phoneNumber: null }, 0).outcome.kind).toBe('open');
    expect(checkLookup(order, { token: 'tok_right', phoneNumber: '999' }, 0).outcome.kind).toBe('open');
  });

  it('asks for the phone number when the token alone does not open it', () => {
    const { outcome, failedPhoneAttempts } = checkLookup(order, { token: 'tok_wrong', phoneNumber: null }, 0);
    expect(outcome).toEqual({ kind: 'phoneRequired', message: PHONE_CHALLENGE_MESSAGE });
    expect(failedPhoneAttempts).toEqual([]);
  });

  it('opens with the order phone number after a failed first try', () => {
    expect(checkLookup(order, { token: 'tok_wrong', phoneNumber: '5125550142' }, 0).outcome.kind).toBe(
      'open',
    );
  });

  it('asks again on a wrong phone number and counts it', () => {
    const { outcome, failedPhoneAttempts } = checkLookup(order, { token: 'x', phoneNumber: '5125550000' }, 7);
    expect(outcome.kind).toBe('phoneRequired');
    expect(failedPhoneAttempts).toEqual([7]);
  });

  it('stops accepting phone numbers after too many wrong ones, until the window passes', () => {
    const failures = Array.from({ length: MAX_PHONE_ATTEMPTS }, (_, i) => 1000 + i);
    const locked = { ...order, failedPhoneAttempts: failures };
    expect(checkLookup(locked, { token: 'x', phoneNumber: '5125550142' }, 2000).outcome.kind).toBe('locked');
    // The token still opens it.
    expect(checkLookup(locked, { token: 'tok_right', phoneNumber: null }, 2000).outcome.kind).toBe('open');
    const later = 1000 + PHONE_LOCK_MS + MAX_PHONE_ATTEMPTS;
    expect(checkLookup(locked, { token: 'x', phoneNumber: '5125550142' }, later).outcome.kind).toBe('open');
  });

  it('matches phone numbers by digits, with or without the NANP country code', () => {
    expect(phoneMatches('5125550142', '15125550142')).toBe(true);
    expect(phoneMatches('5125550142', '5125550142')).toBe(true);
    expect(phoneMatches('5125550142', '5125550143')).toBe(false);
    expect(phoneMatches('', '')).toBe(false);
  });
});

// The order lookups' rules and the phone challenge's states (seed 001 §4 'Order lookup', §5, §8).
import type { Schema } from '@boxoffice/sdk';
import { describe, expect, it } from 'vitest';
import {
  afterAnswer,
  afterFailure,
  anonymousLookupStart,
  firstRequest,
  INVALID_ORDER,
  myLookupStart,
  phoneEntry,
  retryRequest,
  routeId,
  ticketsQuery,
} from '../../src/features/order-lookup/order-lookup';

type Order = Schema<'Order'>;
const order = { invoiceNumber: 'LAP-100482', hasTickets: true } as Order;
const first = { extOrderTokenId: 'ord_7f3a9c21', token: 'tok_old', phoneNumber: null };

describe("'Invalid Order' without an id", () => {
  it('is the message of the seed', () => {
    expect(INVALID_ORDER).toBe('Invalid Order');
  });
  it('takes a route id as given, decoded and trimmed, and none when blank', () => {
    expect(routeId('ord_7f3a9c21')).toBe('ord_7f3a9c21');
    expect(routeId('ord%2F1')).toBe('ord/1');
    expect(routeId('%E0%A4%A')).toBe('%E0%A4%A');
    expect(routeId(undefined)).toBeNull();
    expect(routeId('  ')).toBeNull();
  });
  it('shows Invalid Order at once on the signed-in lookup without an id', () => {
    expect(myLookupStart(null)).toEqual({ kind: 'invalid' });
    expect(myLookupStart('ord_7f3a9c21')).toEqual({ kind: 'loading' });
  });
  it('needs an id and a token for the anonymous lookup', () => {
    expect(firstRequest(undefined, undefined)).toBeNull();
    expect(firstRequest('ord_7f3a9c21', undefined)).toBeNull();
    expect(anonymousLookupStart(null)).toEqual({ kind: 'invalid' });
    expect(firstRequest('ord_7f3a9c21', 'tok_old')).toEqual(first);
    expect(anonymousLookupStart(first)).toEqual({ kind: 'loading' });
  });
});

describe('the anonymous lookup and its phone challenge', () => {
  it('shows the order the first try opens', () => {
    const answer = { success: true, message: null, phoneNumberRequired: false, value: order };
    expect(afterAnswer(first, answer)).toEqual({ kind: 'found', order, request: first });
  });
  it('asks for the phone number when the first try fails', () => {
    const answer = {
      success: false,
      message: 'Please enter the phone number on the order',
      phoneNumberRequired: true,
    };
    expect(afterAnswer(first, answer)).toEqual({
      kind: 'challenge',
      message: 'Please enter the phone number on the order',
      retried: false,
    });
  });
  it('retries with the phone number, and asks again when it does not match or is locked out', () => {
    const retry = retryRequest(first, '5125550000');
    expect(retry).toEqual({ ...first, phoneNumber: '5125550000' });
    const mismatch = {
      success: false,
      message: 'The phone number does not match',
      phoneNumberRequired: true,
    };
    expect(afterAnswer(retry, mismatch)).toEqual({
      kind: 'challenge',
      message: 'The phone number does not match',
      retried: true,
    });
    const locked = { success: false, message: 'Too many', phoneNumberRequired: false };
    expect(afterAnswer(retry, locked)).toEqual({ kind: 'challenge', message: 'Too many', retried: true });
  });
  it('opens the order with the right phone number', () => {
    const retry = retryRequest(first, '5125550142');
    const answer = { success: true, message: null, phoneNumberRequired: false, value: order };
    expect(afterAnswer(retry, answer)).toEqual({ kind: 'found', order, request: retry });
  });
  it('asks for the phone number after any failed first try (seed 001 §4), with what the server said', () => {
    expect(afterAnswer(first, { success: false, message: null, phoneNumberRequired: false })).toEqual({
      kind: 'challenge',
      message: null,
      retried: false,
    });
    expect(afterFailure(first, 'Order not found')).toEqual({
      kind: 'challenge',
      message: 'Order not found',
      retried: false,
    });
  });
  it('keeps the challenge when a retry fails in transport or is refused', () => {
    expect(afterFailure(retryRequest(first, '5125550142'), 'Network error')).toEqual({
      kind: 'challenge',
      message: 'Network error',
      retried: true,
    });
  });
});

describe('the phone entry', () => {
  it("refuses what is not a numeric phone number with the seed's message", () => {
    for (const value of ['', '   ', 'abc', '512-555-O142', '1234567890123456'])
      expect(phoneEntry(value)).toEqual({ ok: false, message: 'A valid, numeric phone number is required' });
  });
  it('takes the digits of a phone number written with the usual separators', () => {
    expect(phoneEntry('(512) 555-0142')).toEqual({ ok: true, phoneNumber: '5125550142' });
    expect(phoneEntry('+1 512.555.0142')).toEqual({ ok: true, phoneNumber: '15125550142' });
  });
});

describe("the anonymous tickets' query", () => {
  it('sends the values that opened the order, the phone number only when it was needed', () => {
    expect(ticketsQuery(first)).toEqual({ extOrderTokenId: 'ord_7f3a9c21', token: 'tok_old' });
    expect(ticketsQuery(retryRequest(first, '5125550142'))).toEqual({
      extOrderTokenId: 'ord_7f3a9c21',
      token: 'tok_old',
      phoneNumber: '5125550142',
    });
  });
});

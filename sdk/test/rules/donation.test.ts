import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  donationAmountSchema,
  formatDonationAmount,
  parseDonationAmount,
  roundUpAmount,
} from '../../src/rules/donation.js';
import { DONATION_AMOUNT_INVALID } from '../../src/rules/messages.js';
import { errorsOf, parsedOf } from './helpers.js';

describe('custom donation amount', () => {
  it('accepts numbers from 0 to 10000 with up to two decimals, as text or number', () => {
    expect(parsedOf(donationAmountSchema, '25')).toBe(25);
    expect(parsedOf(donationAmountSchema, ' 25.5 ')).toBe(25.5);
    expect(parsedOf(donationAmountSchema, '0.01')).toBe(0.01);
    expect(parsedOf(donationAmountSchema, '.5')).toBe(0.5);
    expect(parsedOf(donationAmountSchema, '10000.00')).toBe(10000);
    expect(parsedOf(donationAmountSchema, 0)).toBe(0);
    expect(parsedOf(donationAmountSchema, 19.99)).toBe(19.99);
  });
  it('refuses empty, non-numeric, negative, over 10000 and more than two decimals', () => {
    for (const bad of [
      '',
      ' ',
      'abc',
      '-1',
      '10000.01',
      '1.234',
      '1e3',
      '1,000',
      null,
      undefined,
      Number.NaN,
      -0.01,
      10000.01,
      1.001,
      Infinity,
    ]) {
      expect(errorsOf(donationAmountSchema, bad), String(bad)).toEqual({ '': DONATION_AMOUNT_INVALID });
    }
  });
  it('every cent amount in range parses to itself, from text and number (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1_000_000 }), (cents) => {
        const amount = cents / 100;
        expect(parseDonationAmount((cents / 100).toFixed(2))).toBe(amount);
        expect(parseDonationAmount(amount)).toBe(amount);
      }),
    );
  });
  it('formats to two decimals on change', () => {
    expect(formatDonationAmount('5')).toBe('5.00');
    expect(formatDonationAmount('5.5')).toBe('5.50');
    expect(formatDonationAmount('abc')).toBe('abc');
    expect(formatDonationAmount('')).toBe('');
  });
});

describe('roundUpAmount', () => {
  it('is the distance to the next whole dollar when the total has cents', () => {
    expect(roundUpAmount(10.1, 0)).toBe(0.9);
    expect(roundUpAmount(10.99, 0)).toBe(0.01);
    expect(roundUpAmount(0.1 + 0.2, 0)).toBe(0.7);
  });
  it('is null for whole totals, zero or negative totals, or below the minimum', () => {
    expect(roundUpAmount(10, 0)).toBeNull();
    expect(roundUpAmount(0, 0)).toBeNull();
    expect(roundUpAmount(-1.5, 0)).toBeNull();
    expect(roundUpAmount(10.99, 0.05)).toBeNull();
    expect(roundUpAmount(10.95, 0.05)).toBe(0.05);
    expect(roundUpAmount(10.5, null)).toBe(0.5);
  });
  it('matches the integer-cents definition and lands on a whole dollar (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 10_000_000 }),
        fc.integer({ min: 0, max: 100 }),
        (totalCents, minCents) => {
          const r = roundUpAmount(totalCents / 100, minCents / 100);
          const rem = totalCents % 100;
          const expected = rem === 0 || 100 - rem < minCents ? null : (100 - rem) / 100;
          expect(r).toBe(expected);
          if (r !== null) {
            expect(Math.round(r * 100)).toBe(100 - rem);
            expect((totalCents + Math.round(r * 100)) % 100).toBe(0);
            expect(r.toFixed(2)).toBe(`0.${String(100 - rem).padStart(2, '0')}`);
          }
        },
      ),
      { numRuns: 2000 },
    );
  });
});

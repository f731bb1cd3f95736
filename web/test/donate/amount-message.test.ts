// The donate step's custom amount message (seed 002 §5 'Donation custom amount': invalid input
// outlined red): the page outlines the field (aria-invalid) and shows the message whenever
// customAmountMessage gives one, for an amount the shared rule refuses and for one the browser
// refuses (a number input holding letters: validity.badInput, its value read as '').
import { DONATION_AMOUNT_INVALID } from '@boxoffice/sdk/rules';
import { describe, expect, it } from 'vitest';
import { customAmount, customAmountMessage } from '../../src/features/donate/donate';

describe('the custom amount message', () => {
  it('is the donation amount message', () => {
    expect(DONATION_AMOUNT_INVALID).toBe(
      'Donation amount must be a number from 0 to 10000 with no more than 2 decimals',
    );
  });
  it('says nothing of an empty field or a valid amount', () => {
    expect(customAmountMessage('')).toBeNull();
    expect(customAmountMessage('  ')).toBeNull();
    expect(customAmountMessage('25')).toBeNull();
    expect(customAmountMessage('0')).toBeNull();
    expect(customAmountMessage('10000.00')).toBeNull();
  });
  it('flags an amount the rule refuses', () => {
    expect(customAmountMessage('10001')).toBe(DONATION_AMOUNT_INVALID);
    expect(customAmountMessage('1.234')).toBe(DONATION_AMOUNT_INVALID);
    expect(customAmountMessage('-1')).toBe(DONATION_AMOUNT_INVALID);
  });
  it("flags what the browser refuses, though the field's value reads as ''", () => {
    // '1e' or letters in a type=number input: validity.badInput, value ''.
    expect(customAmountMessage('', false)).toBe(DONATION_AMOUNT_INVALID);
    expect(customAmount('', false)).toBeNull();
  });
  it('flags the field as the add button sees it: a message exactly when no amount can be sent', () => {
    for (const [text, valid] of [
      ['', false],
      ['5', false],
      ['5', true],
      ['abc', true],
      ['10001', true],
      ['12.50', true],
    ] as const) {
      const empty = text.trim() === '' && valid;
      expect(customAmountMessage(text, valid) === null).toBe(empty || customAmount(text, valid) !== null);
    }
  });
});

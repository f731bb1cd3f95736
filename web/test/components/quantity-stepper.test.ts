import { describe, expect, it } from 'vitest';
import {
  canDecrement,
  canIncrement,
  decrement,
  increment,
  parseTyped,
  stepperLimits,
  stepperMessage,
  stepperState,
} from '../../src/components/quantity-stepper';

const limits = { min: 2, max: 5 };
const at = (q: number) => stepperState(q, limits);

describe('quantity stepper (seed 000 §4, §5)', () => {
  it('uses default limits 1 and 100 when the variant has none', () => {
    expect(stepperLimits({})).toEqual({ min: 1, max: 100 });
    expect(stepperLimits({ minQuantity: 3, maxQuantity: 8 })).toEqual({ min: 3, max: 8 });
  });

  it('increments from 0 to the minimum, then by 1 up to the maximum', () => {
    expect(increment(at(0), limits).quantity).toBe(2);
    expect(increment(at(2), limits).quantity).toBe(3);
    expect(increment(at(4), limits).quantity).toBe(5);
    expect(increment(at(5), limits).quantity).toBe(5);
  });

  it('decrements above the maximum to the maximum, above the minimum by 1, otherwise to 0', () => {
    expect(decrement(at(9), limits).quantity).toBe(5);
    expect(decrement(at(5), limits).quantity).toBe(4);
    expect(decrement(at(3), limits).quantity).toBe(2);
    expect(decrement(at(2), limits).quantity).toBe(0);
    expect(decrement(at(1), limits).quantity).toBe(0);
    expect(decrement(at(0), limits).quantity).toBe(0);
  });

  it('0 and min..max are valid; other numbers are flagged with the message', () => {
    expect(at(0).valid).toBe(true);
    expect(at(2).valid).toBe(true);
    expect(at(5).valid).toBe(true);
    expect(at(1).valid).toBe(false);
    expect(at(6).valid).toBe(false);
    expect(stepperMessage(at(6), limits)).toBe('Minimum quantity is 2, Maximum quantity is 5');
    expect(stepperMessage(at(3), limits)).toBeNull();
  });

  it('flags typed text that is not a whole number and keeps it as typed', () => {
    for (const text of ['', 'x', '1.5', '-2', '2a']) {
      const state = parseTyped(text, limits);
      expect(state.valid).toBe(false);
      expect(state.text).toBe(text);
      expect(Number.isNaN(state.quantity)).toBe(true);
    }
    expect(parseTyped(' 3 ', limits)).toMatchObject({ quantity: 3, valid: true });
    expect(parseTyped('7', limits)).toMatchObject({ quantity: 7, valid: false });
  });

  it('steps from an unparsable value as if from 0', () => {
    expect(increment(parseTyped('abc', limits), limits).quantity).toBe(2);
    expect(decrement(parseTyped('abc', limits), limits).quantity).toBe(0);
  });

  it('disables + at the maximum and - at 0', () => {
    expect(canIncrement(at(5), limits)).toBe(false);
    expect(canIncrement(at(4), limits)).toBe(true);
    expect(canDecrement(at(0))).toBe(false);
    expect(canDecrement(at(9))).toBe(true);
  });
});

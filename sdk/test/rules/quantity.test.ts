import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PERFORMANCE_SELECTIONS_TOO_MANY, QUANTITY_NONE_SELECTED } from '../../src/rules/messages.js';
import {
  canAddToCart,
  decrementQuantity,
  hasValidPerformanceSelections,
  incrementQuantity,
  isValidQuantity,
  linesToSend,
  quantityLimits,
} from '../../src/rules/quantity.js';
import {
  addToCartLinesSchema,
  entitlementQuantitySchema,
  quantitySchema,
} from '../../src/rules/quantity-schemas.js';
import { errorsOf, issuesOf, parsedOf } from './helpers.js';

describe('quantity limits', () => {
  it('defaults to 1 and 100; the variant’s own limits apply', () => {
    expect(quantityLimits()).toEqual({ min: 1, max: 100 });
    expect(quantityLimits({ minQuantity: null, maxQuantity: undefined })).toEqual({ min: 1, max: 100 });
    expect(quantityLimits({ minQuantity: 2, maxQuantity: 6 })).toEqual({ min: 2, max: 6 });
  });
});

describe('quantitySchema', () => {
  const s = quantitySchema({ min: 2, max: 6 });
  it('accepts 0 (absolute minimum) and min..max', () => {
    for (const q of [0, 2, 4, 6]) expect(parsedOf(s, q)).toBe(q);
    expect(parsedOf(quantitySchema(), 100)).toBe(100);
  });
  it("refuses the rest with 'Minimum quantity is {min}, Maximum quantity is {max}', once", () => {
    for (const q of [1, 7, -1, 2.5, Number.NaN, '3', null]) {
      expect(issuesOf(s, q), String(q)).toEqual([
        { path: '', message: 'Minimum quantity is 2, Maximum quantity is 6' },
      ]);
    }
    expect(errorsOf(quantitySchema(), 101)).toEqual({ '': 'Minimum quantity is 1, Maximum quantity is 100' });
  });
  it('agrees with isValidQuantity (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10 }),
        fc.integer({ min: 0, max: 20 }),
        fc.integer({ min: -5, max: 40 }),
        (min, span, q) => {
          const limits = { min, max: min + span };
          const expected = q === 0 || (q >= limits.min && q <= limits.max);
          expect(isValidQuantity(q, limits)).toBe(expected);
          expect(quantitySchema(limits).safeParse(q).success).toBe(expected);
        },
      ),
    );
  });
  it('entitlement quantity: 0 to the remaining quantity', () => {
    const e = entitlementQuantitySchema(3);
    expect([0, 1, 3].map((q) => e.safeParse(q).success)).toEqual([true, true, true]);
    expect(errorsOf(e, 4)).toEqual({ '': 'Minimum quantity is 0, Maximum quantity is 3' });
    expect(errorsOf(entitlementQuantitySchema(0), 1)).toEqual({
      '': 'Minimum quantity is 0, Maximum quantity is 0',
    });
  });
});

describe('stepper', () => {
  const limits = { min: 2, max: 5 };
  it('increments: 0 to the minimum, below the maximum by 1, else unchanged', () => {
    expect(incrementQuantity(0, limits)).toBe(2);
    expect(incrementQuantity(2, limits)).toBe(3);
    expect(incrementQuantity(5, limits)).toBe(5);
    expect(incrementQuantity(9, limits)).toBe(9);
  });
  it('increments from 0 to 1 when the minimum is 0 (an entitlement, 002 §5), never past the maximum', () => {
    expect(incrementQuantity(0, { min: 0, max: 2 })).toBe(1);
    expect(incrementQuantity(1, { min: 0, max: 2 })).toBe(2);
    expect(incrementQuantity(2, { min: 0, max: 2 })).toBe(2);
    expect(incrementQuantity(0, { min: 0, max: 0 })).toBe(0);
  });
  it('decrements: above the maximum to the maximum, above the minimum by 1, else to 0', () => {
    expect(decrementQuantity(9, limits)).toBe(5);
    expect(decrementQuantity(5, limits)).toBe(4);
    expect(decrementQuantity(3, limits)).toBe(2);
    expect(decrementQuantity(2, limits)).toBe(0);
    expect(decrementQuantity(1, limits)).toBe(0);
    expect(decrementQuantity(0, limits)).toBe(0);
  });
  it('stepping from a valid quantity stays valid (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 10 }),
        fc.integer({ min: 0, max: 20 }),
        fc.integer({ min: 0, max: 40 }),
        (min, span, start) => {
          const l = { min, max: min + span };
          if (!isValidQuantity(start, l)) return;
          expect(isValidQuantity(incrementQuantity(start, l), l)).toBe(true);
          expect(isValidQuantity(decrementQuantity(start, l), l)).toBe(true);
        },
      ),
    );
  });
});

describe('add to cart', () => {
  const a = { productVariantId: 'a', quantity: 0, minQuantity: 2, maxQuantity: 6 };
  const b = { productVariantId: 'b', quantity: 3 };
  const lines = [a, b];
  it('needs one quantity above 0 and every line valid', () => {
    expect(canAddToCart(lines)).toBe(true);
    expect(canAddToCart(lines, false)).toBe(false);
    expect(canAddToCart(lines.map((l) => ({ ...l, quantity: 0 })))).toBe(false);
    expect(canAddToCart([{ ...a, quantity: 1 }, b])).toBe(false);
    expect(canAddToCart([])).toBe(false);
  });
  it('sends only quantities above 0', () => {
    expect(linesToSend(lines)).toEqual([lines[1]]);
  });
  it('allows at most 4 performance selections, indexes 1 to 4', () => {
    const p = (n: number) =>
      Array.from({ length: n }, (_, i) => ({ selectionIndex: i + 1, performanceId: `p${i}` }));
    expect(hasValidPerformanceSelections({ performances: p(4) })).toBe(true);
    expect(hasValidPerformanceSelections({ performances: p(5) })).toBe(false);
    expect(hasValidPerformanceSelections({ performances: [{ selectionIndex: 0 }] })).toBe(false);
    expect(hasValidPerformanceSelections({})).toBe(true);
    expect(canAddToCart([{ quantity: 1, performances: p(5) }])).toBe(false);
  });
  it('addToCartLinesSchema: messages on their paths, extra fields kept', () => {
    expect(parsedOf(addToCartLinesSchema, lines)).toEqual(lines);
    expect(errorsOf(addToCartLinesSchema, [{ ...a, quantity: 7 }, b])).toEqual({
      '0.quantity': 'Minimum quantity is 2, Maximum quantity is 6',
    });
    expect(errorsOf(addToCartLinesSchema, [{ quantity: 0 }])).toEqual({ '': QUANTITY_NONE_SELECTED });
    expect(errorsOf(addToCartLinesSchema, [{ quantity: Number.NaN }])).toEqual({
      '0.quantity': 'Minimum quantity is 1, Maximum quantity is 100',
      '': QUANTITY_NONE_SELECTED,
    });
    const five = Array.from({ length: 5 }, (_, i) => ({ selectionIndex: (i % 4) + 1 }));
    expect(errorsOf(addToCartLinesSchema, [{ quantity: 1, performances: five }])).toEqual({
      '0.performances': PERFORMANCE_SELECTIONS_TOO_MANY,
    });
  });
});

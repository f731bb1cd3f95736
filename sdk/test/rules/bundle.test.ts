import { describe, expect, it } from 'vitest';
import {
  type BundleStep,
  bundleDateSchema,
  bundleStepIssues,
  bundleStepKind,
  bundleStepSchema,
  canAddBundle,
  effectiveVariantMax,
  isBundleStepValid,
} from '../../src/rules/bundle.js';
import {
  BUNDLE_DATE_NOT_AVAILABLE,
  INVALID_DATE_FORMAT,
  TIME_SELECTION_REQUIRED,
} from '../../src/rules/messages.js';
import { errorsOf, parsedOf } from './helpers.js';

describe('bundle date', () => {
  const schema = bundleDateSchema(['2025-06-15T00:00:00', '2025-06-16']);
  it('accepts m/d/yy and m/d/yyyy among the bundle dates', () => {
    expect(parsedOf(schema, '6/15/25')).toBe('2025-06-15');
    expect(parsedOf(schema, '06/16/2025')).toBe('2025-06-16');
  });
  it('refuses other formats and dates not listed', () => {
    for (const bad of ['', '2025-06-15', '6-15-2025', '15/6/2025', '6/31/25']) {
      expect(errorsOf(schema, bad), bad).toEqual({ '': INVALID_DATE_FORMAT });
    }
    expect(errorsOf(schema, '6/17/2025')).toEqual({ '': BUNDLE_DATE_NOT_AVAILABLE });
  });
});

const timed = (quantities: number[], extra: Partial<BundleStep> = {}): BundleStep => ({
  minQuantity: 2,
  maxQuantity: 4,
  products: [
    {
      variants: quantities.map((q, i) => ({
        requiresPerformance: true,
        selectedQuantity: q,
        performanceId: `p${i}`,
        maxQuantity: 3,
        minQuantity: 1,
      })),
    },
  ],
  ...extra,
});

describe('bundle steps', () => {
  it('classifies steps: min 1 max 1 hidden, performance timed, others add-on', () => {
    expect(bundleStepKind({ minQuantity: 1, maxQuantity: 1, products: [] })).toBe('hidden');
    expect(bundleStepKind(timed([1]))).toBe('timed');
    expect(bundleStepKind({ minQuantity: 0, maxQuantity: 3, products: [{ variants: [{}] }] })).toBe('addOn');
  });
  it('effective variant maximum is the lower of step and variant maximum', () => {
    expect(effectiveVariantMax({ maxQuantity: 4 }, { maxQuantity: 3 })).toBe(3);
    expect(effectiveVariantMax({ maxQuantity: 2 }, { maxQuantity: 3 })).toBe(2);
    expect(effectiveVariantMax({}, {})).toBe(100);
  });
  it('valid when the total is between the step minimum and maximum and every variant is valid', () => {
    expect(isBundleStepValid(timed([1, 1]))).toBe(true);
    expect(isBundleStepValid(timed([2, 2]))).toBe(true);
    expect(bundleStepIssues(timed([1]))).toEqual([
      { path: [], message: 'Minimum quantity is 2, Maximum quantity is 4' },
    ]);
    expect(bundleStepIssues(timed([3, 2]))).toEqual([
      { path: [], message: 'Minimum quantity is 2, Maximum quantity is 4' },
    ]);
  });
  it('a variant over its effective maximum is invalid, on its path', () => {
    expect(errorsOf(bundleStepSchema, timed([4]))).toEqual({
      'products.0.variants.0.selectedQuantity': 'Minimum quantity is 1, Maximum quantity is 3',
    });
    expect(errorsOf(bundleStepSchema, timed([3], { maxQuantity: 2, minQuantity: 0 }))).toEqual({
      'products.0.variants.0.selectedQuantity': 'Minimum quantity is 1, Maximum quantity is 2',
      '': 'Minimum quantity is 0, Maximum quantity is 2',
    });
  });
  it('a timed variant with a quantity needs a time', () => {
    const step = timed([2]);
    const untimed = {
      ...step,
      products: [{ variants: [{ ...step.products[0]?.variants[0], performanceId: null }] }],
    };
    expect(errorsOf(bundleStepSchema, untimed)).toEqual({
      'products.0.variants.0.performanceId': TIME_SELECTION_REQUIRED,
    });
  });
  it('a hidden step is checked like the others (its auto-selection must satisfy it)', () => {
    const hidden = (q: number): BundleStep => ({
      minQuantity: 1,
      maxQuantity: 1,
      products: [{ variants: [{ selectedQuantity: q }] }],
    });
    expect(isBundleStepValid(hidden(1))).toBe(true);
    expect(isBundleStepValid(hidden(0))).toBe(false);
  });
  it('an add-on step is always valid', () => {
    expect(
      isBundleStepValid({
        minQuantity: 2,
        maxQuantity: 3,
        products: [{ variants: [{ selectedQuantity: 0 }] }],
      }),
    ).toBe(true);
  });
  it('Add to Cart needs every step valid', () => {
    expect(canAddBundle([timed([1, 1]), timed([2])])).toBe(true);
    expect(canAddBundle([timed([1, 1]), timed([1])])).toBe(false);
    expect(canAddBundle([])).toBe(true);
  });
});

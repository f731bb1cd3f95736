/**
 * Bundle builder (seed 002 §2.3, §4.2, §5 "Bundle builder", §8). Entity fields
 * as in 002 §3 Step and Bundle variant.
 */
import { z } from 'zod';
import type { FieldIssue } from './fields.js';
import { addIssues } from './fields.js';
import { QUANTITY_DEFAULT_MAX } from './limits.js';
import {
  BUNDLE_DATE_NOT_AVAILABLE,
  INVALID_DATE_FORMAT,
  quantityRangeMessage,
  TIME_SELECTION_REQUIRED,
} from './messages.js';
import { parseDisplayOrIsoDate, parsePickerDate } from './normalize.js';
import { isValidQuantity, quantityLimits } from './quantity.js';

/**
 * The bundle date input: m/d/yy or m/d/yyyy, and only the bundle's listed dates
 * (bundleDates, ISO dates or date-times). Output 'yyyy-mm-dd' (the body of POST
 * bundle/steps/{id}). A typed date not in the list gets the catalogue's
 * 'Bundle not available on the selected date…'; the seeds show no format message,
 * so the pass-holder row's 'Invalid date format' is reused.
 */
export function bundleDateSchema(bundleDates: readonly string[]) {
  const allowed = new Set(
    bundleDates.map((d) => parseDisplayOrIsoDate(d)).filter((d): d is string => d !== null),
  );
  return z.string({ error: INVALID_DATE_FORMAT }).transform((text, ctx) => {
    const date = parsePickerDate(text);
    if (date === null) {
      ctx.addIssue({ code: 'custom', message: INVALID_DATE_FORMAT, input: text });
      return z.NEVER;
    }
    if (!allowed.has(date)) {
      ctx.addIssue({ code: 'custom', message: BUNDLE_DATE_NOT_AVAILABLE, input: text });
      return z.NEVER;
    }
    return date;
  });
}

export interface BundleVariant {
  minQuantity?: number | null;
  maxQuantity?: number | null;
  requiresPerformance?: boolean | null;
  selectedQuantity?: number | null;
  performanceId?: number | string | null;
}

export interface BundleStep {
  minQuantity?: number | null;
  maxQuantity?: number | null;
  products: readonly { variants: readonly BundleVariant[] }[];
}

/** The lower of the step's and the variant's maximum (002 §5). */
export function effectiveVariantMax(
  step: Pick<BundleStep, 'maxQuantity'>,
  variant: Pick<BundleVariant, 'maxQuantity'>,
): number {
  return Math.min(step.maxQuantity ?? QUANTITY_DEFAULT_MAX, variant.maxQuantity ?? QUANTITY_DEFAULT_MAX);
}

/**
 * 002 §4.2: min 1 and max 1 → 'hidden' (auto-selected); a step with a variant
 * that requires a performance → 'timed' (shows a time selector); any other step
 * → 'addOn' (optional checkboxes, always valid).
 */
export type BundleStepKind = 'hidden' | 'timed' | 'addOn';
export function bundleStepKind(step: BundleStep): BundleStepKind {
  if (step.minQuantity === 1 && step.maxQuantity === 1) return 'hidden';
  if (step.products.some((p) => p.variants.some((v) => v.requiresPerformance === true))) return 'timed';
  return 'addOn';
}

/**
 * A step's messages: each variant's quantity (0, or its minimum to the effective
 * maximum) and time when it requires a performance, then the step's total
 * between its minimum and maximum. Add-on steps are always valid.
 */
export function bundleStepIssues(step: BundleStep): FieldIssue[] {
  if (bundleStepKind(step) === 'addOn') return [];
  const issues: FieldIssue[] = [];
  let total = 0;
  step.products.forEach((product, p) => {
    product.variants.forEach((variant, v) => {
      const quantity = variant.selectedQuantity ?? 0;
      total += quantity;
      const limits = { min: quantityLimits(variant).min, max: effectiveVariantMax(step, variant) };
      const path = ['products', p, 'variants', v];
      if (!isValidQuantity(quantity, limits)) {
        issues.push({
          path: [...path, 'selectedQuantity'],
          message: quantityRangeMessage(limits.min, limits.max),
        });
      } else if (
        quantity > 0 &&
        variant.requiresPerformance === true &&
        (variant.performanceId ?? '') === ''
      ) {
        issues.push({ path: [...path, 'performanceId'], message: TIME_SELECTION_REQUIRED });
      }
    });
  });
  const min = step.minQuantity ?? 0;
  const max = step.maxQuantity ?? QUANTITY_DEFAULT_MAX;
  if (total < min || total > max) issues.push({ path: [], message: quantityRangeMessage(min, max) });
  return issues;
}

export function isBundleStepValid(step: BundleStep): boolean {
  return bundleStepIssues(step).length === 0;
}

/** Add to Cart is enabled when every step is valid (002 §4.2). */
export function canAddBundle(steps: readonly BundleStep[]): boolean {
  return steps.every(isBundleStepValid);
}

const variantInput = z.looseObject({
  minQuantity: z.number().nullish(),
  maxQuantity: z.number().nullish(),
  requiresPerformance: z.boolean().nullish(),
  selectedQuantity: z.union([z.number(), z.nan()]).nullish(),
  performanceId: z.union([z.number(), z.string()]).nullish(),
});

/** One step with its selections, as a schema (messages on the variant paths; the total on the step). */
export const bundleStepSchema = z
  .looseObject({
    minQuantity: z.number().nullish(),
    maxQuantity: z.number().nullish(),
    products: z.array(z.looseObject({ variants: z.array(variantInput) })),
  })
  .superRefine((step, ctx) => addIssues(ctx, bundleStepIssues(step)));

/** The quantity rules as zod schemas, with the seeds' messages (the functions are in quantity.ts). */
import { z } from 'zod';
import { PERFORMANCE_SELECTIONS_TOO_MANY, QUANTITY_NONE_SELECTED, quantityRangeMessage } from './messages.js';
import {
  hasValidPerformanceSelections,
  isValidQuantity,
  type QuantityLimits,
  quantityLimits,
} from './quantity.js';

/** One variant's quantity: 'Minimum quantity is {min}, Maximum quantity is {max}' for anything else. */
export function quantitySchema(limits: Partial<QuantityLimits> = {}) {
  const { min, max } = quantityLimits({ minQuantity: limits.min, maxQuantity: limits.max });
  const message = quantityRangeMessage(min, max);
  return z.number({ error: message }).refine((q) => isValidQuantity(q, { min, max }), { error: message });
}

/** Entitlement quantity per passholder: 0 to the remaining quantity (or remaining redemptions) (002 §5). */
export function entitlementQuantitySchema(remaining: number) {
  return quantitySchema({ min: 0, max: Math.max(0, remaining) });
}

const lineInput = z.looseObject({
  quantity: z.union([z.number(), z.nan()]),
  minQuantity: z.number().nullish(),
  maxQuantity: z.number().nullish(),
  performances: z.array(z.looseObject({ selectionIndex: z.number().nullish() })).nullish(),
});

/**
 * The add-to-cart lines: each quantity valid for its variant (message on
 * [i, 'quantity']), at most 4 performance selections (on [i, 'performances']),
 * and at least one quantity above 0 (on the list).
 */
export const addToCartLinesSchema = z.array(lineInput).superRefine((lines, ctx) => {
  lines.forEach((line, i) => {
    const limits = quantityLimits(line);
    if (!isValidQuantity(line.quantity, limits)) {
      ctx.addIssue({
        code: 'custom',
        message: quantityRangeMessage(limits.min, limits.max),
        path: [i, 'quantity'],
      });
    }
    if (!hasValidPerformanceSelections(line)) {
      ctx.addIssue({ code: 'custom', message: PERFORMANCE_SELECTIONS_TOO_MANY, path: [i, 'performances'] });
    }
  });
  if (!lines.some((line) => line.quantity > 0))
    ctx.addIssue({ code: 'custom', message: QUANTITY_NONE_SELECTED, path: [] });
});

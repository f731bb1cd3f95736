/**
 * Quantities (seed 000 §4 "Quantity stepper", §5 "Quantity" and "Add to cart",
 * §9; also 002 §4.5 and §5 for redemption and the dynamic calendar).
 *
 * Plain functions without zod, also published alone as `@boxoffice/sdk/rules/quantity`, so a page
 * with a quantity stepper does not download zod; the schemas are in quantity-schemas.ts.
 */
import {
  PERFORMANCE_SELECTIONS_MAX,
  QUANTITY_ABSOLUTE_MIN,
  QUANTITY_DEFAULT_MAX,
  QUANTITY_DEFAULT_MIN,
} from './limits.js';

export { quantityRangeMessage } from './quantity-message.js';

export interface QuantityLimits {
  min: number;
  max: number;
}

/** A variant's limits: its minQuantity and maxQuantity, defaults 1 and 100 when absent. */
export function quantityLimits(
  variant: { minQuantity?: number | null; maxQuantity?: number | null } = {},
): QuantityLimits {
  return {
    min: variant.minQuantity ?? QUANTITY_DEFAULT_MIN,
    max: variant.maxQuantity ?? QUANTITY_DEFAULT_MAX,
  };
}

/** 0 is always allowed (the absolute minimum, "none of this variant"); otherwise a whole number from min to max. */
export function isValidQuantity(quantity: number, limits: Partial<QuantityLimits> = {}): boolean {
  const { min, max } = quantityLimits({ minQuantity: limits.min, maxQuantity: limits.max });
  return (
    Number.isInteger(quantity) && (quantity === QUANTITY_ABSOLUTE_MIN || (quantity >= min && quantity <= max))
  );
}

/**
 * Stepper increment (000 §4): from 0 to the minimum (to 1 when the minimum is 0, as an entitlement's
 * is, 002 §5, and not past the maximum); below the maximum up by 1; otherwise unchanged.
 */
export function incrementQuantity(quantity: number, limits: Partial<QuantityLimits> = {}): number {
  const { min, max } = quantityLimits({ minQuantity: limits.min, maxQuantity: limits.max });
  if (quantity <= QUANTITY_ABSOLUTE_MIN) return Math.min(max, Math.max(min, 1));
  if (quantity < max) return quantity + 1;
  return quantity;
}

/** Stepper decrement (000 §4): above the maximum to the maximum; above the minimum down by 1; otherwise to 0. */
export function decrementQuantity(quantity: number, limits: Partial<QuantityLimits> = {}): number {
  const { min, max } = quantityLimits({ minQuantity: limits.min, maxQuantity: limits.max });
  if (quantity > max) return max;
  if (quantity > min) return quantity - 1;
  return QUANTITY_ABSOLUTE_MIN;
}

/** What the add-to-cart rule needs of a line: its quantity, the variant's limits, its performance selections. */
export interface QuantityLine {
  quantity: number;
  minQuantity?: number | null;
  maxQuantity?: number | null;
  performances?: readonly { selectionIndex?: number | null }[] | null;
}

/** At most 4 performance selections per line, indexes 1 to 4 (000 §5, §9). */
export function hasValidPerformanceSelections(line: Pick<QuantityLine, 'performances'>): boolean {
  const selections = line.performances ?? [];
  return (
    selections.length <= PERFORMANCE_SELECTIONS_MAX &&
    selections.every(
      (p) =>
        p.selectionIndex == null ||
        (Number.isInteger(p.selectionIndex) &&
          p.selectionIndex >= 1 &&
          p.selectionIndex <= PERFORMANCE_SELECTIONS_MAX),
    )
  );
}

/** Add to cart is enabled only when at least one quantity is above 0 and every selection is valid (000 §5, 002 §4.5). */
export function canAddToCart(lines: readonly QuantityLine[], selectionsValid = true): boolean {
  return (
    selectionsValid &&
    lines.some((line) => line.quantity > 0) &&
    lines.every(
      (line) => isValidQuantity(line.quantity, quantityLimits(line)) && hasValidPerformanceSelections(line),
    )
  );
}

/** Only quantities above 0 are sent (000 §5, 002 §4.5). */
export function linesToSend<T extends { quantity: number }>(lines: readonly T[]): T[] {
  return lines.filter((line) => line.quantity > 0);
}

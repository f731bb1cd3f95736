// Checking what a shopper adds to the cart from the bundle builder (sale flow 19) against the bundle's
// steps on that date, with the builder's own step rules (seed 002 §5 "Bundle builder"). For the cart's
// addToCart with saleFlowId 19.
import type { Schema } from '@boxoffice/sdk';
import { bundleStepIssues, effectiveVariantMax, quantityRangeMessage } from '@boxoffice/sdk/rules';

export interface BundleLine {
  readonly productVariantId: string;
  readonly quantity: number;
  /** The entry time of selection 1, when the variant needs one. */
  readonly performanceId: string | null;
}

export const NOT_IN_BUNDLE = 'This item is not part of the bundle on the selected date';

/** The steps with the lines' quantities and times filled in, as the builder page would hold them. */
export function selectSteps(steps: readonly Schema<'BundleStep'>[], lines: readonly BundleLine[]) {
  return steps.map((step) => ({
    ...step,
    products: step.products.map((product) => ({
      ...product,
      variants: product.variants.map((variant) => {
        const mine = lines.filter((l) => l.productVariantId === variant.extProductVariantId);
        const quantity = mine.reduce((n, l) => n + l.quantity, 0);
        return {
          ...variant,
          selectedQuantity: quantity,
          selected: quantity > 0,
          performanceId: mine.find((l) => l.performanceId)?.performanceId ?? null,
        };
      }),
    })),
  }));
}

/** The first reason the lines do not make a valid bundle, or undefined when they do. */
export function bundleSelectionIssue(
  steps: readonly Schema<'BundleStep'>[],
  lines: readonly BundleLine[],
): string | undefined {
  const variants = steps.flatMap((s) => s.products.flatMap((p) => p.variants));
  for (const line of lines) {
    const variant = variants.find((v) => v.extProductVariantId === line.productVariantId);
    if (!variant) return NOT_IN_BUNDLE;
    if (
      variant.requiresPerformance &&
      !variant.performanceOptions.some((o) => o.performanceId === line.performanceId)
    )
      return NOT_IN_BUNDLE;
  }
  for (const step of selectSteps(steps, lines)) {
    const first = bundleStepIssues(step)[0];
    if (first) return first.message;
    // The page shows optional steps as checkboxes that are always valid; the server still keeps them
    // within their limits.
    let total = 0;
    for (const variant of step.products.flatMap((p) => p.variants)) {
      total += variant.selectedQuantity;
      const max = effectiveVariantMax(step, variant);
      if (variant.selectedQuantity > max) return quantityRangeMessage(0, max);
    }
    if (total > step.maxQuantity) return quantityRangeMessage(step.minQuantity, step.maxQuantity);
  }
  return undefined;
}

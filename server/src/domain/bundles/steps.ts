// A bundle's steps on a date (seed 002 §4.2, §7.2 POST bundle/steps/{id}): each step's catalog
// variants with their limits and, for dated products, the entry times still on sale that day.
import type { Schema } from '@boxoffice/sdk';
import type { BundleDef, BundleStepDef, BundleVariantDef } from '../../catalog/bundles.js';
import type { PerformanceRecord, Venue } from '../../catalog/venue.js';
import type { Store } from '../../store/store.js';
import { type Sold, soldKey, soldOf } from '../capacity.js';

export const BUNDLE_NOT_AVAILABLE_ON_DATE =
  'Bundle not available on the selected date. Please choose a different date.';

export interface StepsContext {
  readonly venue: Venue;
  readonly store: Store;
  readonly now: number;
}

/** The bundle's dates still to come (the date picker's only choices). */
export const bundleDates = (bundle: BundleDef, today: string): string[] =>
  bundle.dates.filter((d) => d >= today).sort();

/** What the steps read of a date: the context and what has been sold of the date's performances. */
interface DateContext extends StepsContext {
  readonly sold: Sold;
}

/** Entry times of a variant on a date that have not started and still have places. */
function openPerformances(ctx: DateContext, variantId: string, productId: string, date: string) {
  return ctx.venue
    .performancesOn(productId, date)
    .filter(
      (p: PerformanceRecord) =>
        p.selectionIndex === 1 &&
        p.variantIds.includes(variantId) &&
        p.startsAt > ctx.now &&
        p.capacity - p.preSold - ctx.sold(soldKey(p.id)) > 0,
    );
}

type Variant = Schema<'BundleVariant'>;

function variantView(
  ctx: DateContext,
  productId: string,
  def: BundleVariantDef,
  date: string,
): Variant | null {
  const variant = ctx.venue.variant(def.variantId);
  const product = variant?.product;
  if (!variant || !product?.onSale || ctx.venue.isClosed(productId, date)) return null;
  const options = product.hasPerformances ? openPerformances(ctx, variant.id, productId, date) : [];
  if (product.hasPerformances && options.length === 0) return null;
  return {
    extProductVariantId: variant.id,
    displayName: variant.displayName,
    ageRestrictionText: variant.ageRestrictionText,
    minQuantity: def.minQuantity,
    maxQuantity: def.maxQuantity,
    requiresPerformance: product.hasPerformances,
    selectedQuantity: 0,
    selected: false,
    performanceId: null,
    performanceOptions: options.map((p) => ({
      performanceId: p.id,
      performanceTime: p.time,
      productId,
      alwaysPromptPerformance: p.alwaysPromptPerformance,
    })),
  };
}

function stepView(ctx: DateContext, step: BundleStepDef, date: string): Schema<'BundleStep'> {
  const products = step.products.flatMap(({ productId, variants }) => {
    const product = ctx.venue.product(productId);
    const offered = variants.flatMap((v) => variantView(ctx, productId, v, date) ?? []);
    return product && offered.length
      ? [{ extProductId: product.id, displayName: product.displayName, variants: offered }]
      : [];
  });
  return {
    promotionRuleId: step.promotionRuleId,
    uiLabel: step.uiLabel,
    uiDescription: step.uiDescription,
    minQuantity: step.minQuantity,
    maxQuantity: step.maxQuantity,
    products,
  };
}

/**
 * The steps on a date, or null when the bundle is not available then: not one of its dates, past, or
 * a required step (minimum above 0) with nothing left to choose. Optional steps with nothing left are
 * left out.
 */
export async function bundleSteps(
  ctx: StepsContext,
  bundle: BundleDef,
  date: string,
): Promise<Schema<'BundleStep'>[] | null> {
  if (!bundleDates(bundle, ctx.venue.dateOf(ctx.now)).includes(date)) return null;
  const productIds = bundle.steps.flatMap((step) => step.products.map((p) => p.productId));
  const sold = await soldOf(
    ctx.store,
    productIds.flatMap((id) => ctx.venue.performancesOn(id, date)),
  );
  const steps = bundle.steps.map((step) => stepView({ ...ctx, sold }, step, date));
  if (steps.some((s) => s.minQuantity > 0 && s.products.length === 0)) return null;
  return steps.filter((s) => s.products.length > 0);
}

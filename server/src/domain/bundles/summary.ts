// The home's bundle cards (listBundles, ours: the seeds reach a bundle by its id only): the bundles
// on sale with a date still to come, each with its from-price.
import type { Schema } from '@boxoffice/sdk';
import { type BundleDef, bundles } from '../../catalog/bundles.js';
import type { Venue } from '../../catalog/venue.js';
import { bundleDates } from './steps.js';

/**
 * The least a shopper can pay: each required step's minimum quantity at its cheapest variant's
 * catalog price (optional steps add nothing); null when a required step has no priced variant.
 */
export function bundleFromPrice(venue: Venue, bundle: BundleDef): number | null {
  let total = 0;
  for (const step of bundle.steps.filter((s) => s.minQuantity > 0)) {
    const prices = step.products.flatMap((p) =>
      p.variants.flatMap((v) => {
        const variant = venue.variant(v.variantId);
        return variant ? [variant.unitPrice] : [];
      }),
    );
    if (prices.length === 0) return null;
    total += step.minQuantity * Math.min(...prices);
  }
  return Math.round(total * 100) / 100;
}

/** The bundles on sale that still have a date on or after `today`, as the home lists them. */
export function bundleSummaries(venue: Venue, today: string): Schema<'BundleSummary'>[] {
  return bundles
    .filter((b) => b.onSale && bundleDates(b, today).length > 0)
    .map((b) => ({
      id: b.id,
      displayName: b.pageTitle,
      shortDescription: b.shortDescription,
      imageUrl: b.imageUrl,
      fromPrice: bundleFromPrice(venue, b),
    }));
}

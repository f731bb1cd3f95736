// Bundles of the bundle builder (seed 002 §2.3, §3 Bundle/Step; STORY.md "Bundle bundle_family"):
// numbered steps of catalog products (ids from data/products.ts, never copies of them), each with its
// quantity limits, sold on the listed dates through sale flow 19.

import { seeded } from './seeded.js';

export const BUNDLE_SALE_FLOW_ID = 19;

export interface BundleVariantDef {
  readonly variantId: string;
  readonly minQuantity: number;
  readonly maxQuantity: number;
}

export interface BundleStepDef {
  /** The bundle promotion rule behind the step. */
  readonly promotionRuleId: string;
  readonly uiLabel: string;
  readonly uiDescription: string | null;
  readonly minQuantity: number;
  readonly maxQuantity: number;
  readonly products: readonly {
    readonly productId: string;
    readonly variants: readonly BundleVariantDef[];
  }[];
}

export interface BundleDef {
  readonly id: string;
  readonly pageTitle: string;
  readonly pageDescription: string | null;
  /** The home's card (listBundles, ours): one plain line and a picture (content/product-art.ts). */
  readonly shortDescription: string | null;
  readonly imageUrl: string | null;
  /** False while the bundle is off sale: the page shows 'Bundle unavailable'. */
  readonly onSale: boolean;
  /** The only dates the builder offers (yyyy-mm-dd). */
  readonly dates: readonly string[];
  readonly steps: readonly BundleStepDef[];
}

const upTo = (variantId: string, maxQuantity: number): BundleVariantDef => ({
  variantId,
  minQuantity: 0,
  maxQuantity,
});

export const bundles: readonly BundleDef[] = seeded([
  {
    id: 'bundle_family',
    pageTitle: 'Family Fun Bundle',
    pageDescription: '<p>Day Tickets for the whole family, with All-Day Dining if you like.</p>',
    shortDescription: 'Day Tickets for the whole family, with All-Day Dining if you like.',
    imageUrl: '/demo/products/family-bundle.svg',
    onSale: true,
    dates: ['2026-12-05', '2026-12-12'],
    steps: [
      {
        promotionRuleId: 'pr_family_tickets',
        uiLabel: 'Tickets',
        uiDescription: 'Choose 1 to 8 Day Tickets and your entry time.',
        minQuantity: 1,
        maxQuantity: 8,
        products: [
          { productId: 'prod_day', variants: [upTo('var_day_adult', 10), upTo('var_day_child', 10)] },
        ],
      },
      {
        promotionRuleId: 'pr_family_addons',
        uiLabel: 'Add-ons',
        uiDescription: 'Optional. Add All-Day Dining for your group.',
        minQuantity: 0,
        maxQuantity: 8,
        products: [{ productId: 'prod_dining', variants: [upTo('var_dining_adult', 8)] }],
      },
    ],
  },
]);

/** The bundle with this id when it is on sale. */
export const findBundle = (id: string): BundleDef | undefined => bundles.find((b) => b.id === id && b.onSale);

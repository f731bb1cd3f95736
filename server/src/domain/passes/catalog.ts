// What the pass flows need of the catalog: pass variants with their products and plans, the
// product payload of a list of options, and the states a holder may live in. Read from the
// catalog's data files (catalog/data/) with the same defaults the catalog uses; see the report:
// once the Venue offers lookups, passCatalog(venue) should read them instead.
import type { Schema } from '@boxoffice/sdk';
import { type ProductSeed, productSeeds, type VariantSeed } from '../../catalog/data/products.js';
import { installmentPlans, states } from '../../catalog/data/site.js';
import type { InstallmentPlanRecord } from '../../catalog/types.js';

export interface PassVariant {
  readonly id: string;
  readonly productId: string;
  readonly productDisplayName: string;
  readonly productShortDescription: string | null;
  readonly displayName: string;
  readonly shortDescription: string | null;
  readonly price: number;
  readonly passLevelName: string | null;
  readonly passKindId: 1 | 2;
  readonly minBirthDate: string | null;
  readonly maxBirthDate: string | null;
  /** Offered on the public pass pages (sale flow 1): what a new pass may become. */
  readonly publicSale: boolean;
  /** The sale flows the product is sold through (others answer 'not available'). */
  readonly saleFlowIds: readonly number[];
  readonly installmentPlan: InstallmentPlanRecord | null;
  readonly blocksInstallmentBilling: boolean;
}

export interface PassCatalog {
  variant(id: string): PassVariant | undefined;
  /** Pass variants on public sale, in catalog order. */
  readonly publicPassVariants: readonly PassVariant[];
  /**
   * The contract's Product payloads for these options, grouped by product in catalog order;
   * `priceOf` overrides a variant's price (an upgrade costs the difference).
   */
  products(variants: readonly PassVariant[], priceOf?: (variant: PassVariant) => number): Schema<'Product'>[];
  /** State abbreviations a holder may give (the states of country 80). */
  readonly stateAbbreviations: readonly string[];
}

const passSeeds = productSeeds.filter((product) => product.kind === 'pass');

function toPassVariant(product: ProductSeed, variant: VariantSeed): PassVariant {
  const planId = variant.installmentPlanId ?? null;
  return {
    id: variant.id,
    productId: product.id,
    productDisplayName: product.displayName,
    productShortDescription: product.shortDescription,
    displayName: variant.displayName,
    shortDescription: variant.shortDescription ?? null,
    price: variant.unitPrice,
    passLevelName: variant.passLevelName ?? null,
    passKindId: product.passKindId === 2 ? 2 : 1,
    minBirthDate: variant.minBirthDate ?? null,
    maxBirthDate: variant.maxBirthDate ?? null,
    publicSale: product.onSale && product.saleFlowIds.includes(1),
    saleFlowIds: product.onSale ? product.saleFlowIds : [],
    installmentPlan: installmentPlans.find((plan) => plan.id === planId) ?? null,
    blocksInstallmentBilling: variant.blocksInstallmentBilling ?? false,
  };
}

const variants: readonly PassVariant[] = passSeeds.flatMap((product) =>
  product.variants.map((variant) => toPassVariant(product, variant)),
);

function variantPayload(variant: PassVariant, price: number): Schema<'ProductVariant'> {
  const plan = variant.installmentPlan;
  return {
    id: variant.id,
    extProductVariantId: variant.id,
    displayName: variant.displayName,
    productVariantDisplayName: variant.displayName,
    productVariantShortDescription: variant.shortDescription,
    price,
    displayPrice: price,
    // One pass per holder: the options pick a product, not a quantity.
    minQuantity: 1,
    maxQuantity: 1,
    quantityRestrictionText: null,
    ageRestrictionText: null,
    passLevelName: variant.passLevelName,
    effectivePassLevelName: variant.passLevelName,
    minBirthDate: variant.minBirthDate,
    maxBirthDate: variant.maxBirthDate,
    selectionIndex: 1,
    isPass: true,
    installmentBillingPlanDescription: plan?.description ?? null,
    installmentBillingPlanDisclaimer: plan?.disclaimer ?? null,
    installmentBillingPlanId: plan?.id ?? null,
    installmentBillingDescription: plan?.summary ?? null,
    isCrossSell: false,
  };
}

function products(
  options: readonly PassVariant[],
  priceOf: (variant: PassVariant) => number = (variant) => variant.price,
): Schema<'Product'>[] {
  const chosen = new Set(options.map((variant) => variant.id));
  return passSeeds.flatMap((product) => {
    const listed = variants.filter((variant) => variant.productId === product.id && chosen.has(variant.id));
    if (listed.length === 0) return [];
    return [
      {
        id: product.id,
        productDisplayName: product.displayName,
        productLongDescription: product.longDescription,
        productShortDescription: product.shortDescription,
        productDisclaimer: product.disclaimer,
        productImageUrl: product.imageUrl,
        hideVariantsInMultiProductView: product.hideVariantsInMultiProductView,
        hasPerformances: false,
        passKindId: product.passKindId === 2 ? 2 : 1,
        variants: listed.map((variant) => variantPayload(variant, priceOf(variant))),
      },
    ];
  });
}

const catalog: PassCatalog = {
  variant: (id) => variants.find((variant) => variant.id === id),
  publicPassVariants: variants.filter((variant) => variant.publicSale),
  products,
  stateAbbreviations: states.filter((state) => state.countryId === 80).map((state) => state.abbreviation),
};

/** The pass flows' view of the venue's catalog. */
export const passCatalog = (): PassCatalog => catalog;

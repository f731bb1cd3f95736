// What the pass flows need of the venue: pass variants with their products and plans, their
// price in a sale context (promotions, through the Venue's pricing), the product payload of a list
// of options, and the states a holder may live in. Built once per Venue; priced on a venue date.
import type { Schema } from '@boxoffice/sdk';
import type { IssuedPass } from '../../catalog/passes.js';
import type { InstallmentPlanRecord, ProductRecord, SaleContext, Venue } from '../../catalog/venue.js';

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
  /** The product's season (inclusive yyyy-mm-dd; `from` null: from the day it is bought). */
  readonly validity: { readonly from: string | null; readonly to: string } | null;
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
  /** What the variant costs in a sale context on the catalog's date (a promotion's price, if any). */
  quote(variant: PassVariant, context: SaleContext): PassQuote;
  /** The variants an issued pass renews into, in catalog order (renewalsOf in this file). */
  renewalsOf(pass: IssuedPass): readonly string[];
}

export interface PassQuote {
  readonly price: number;
  /** The promotion that set the price; null at the variant's own price. */
  readonly promotionName: string | null;
}

type PassProducts = Omit<PassCatalog, 'quote'>;

/**
 * The variants a pass renews into: the ticketing system's own list for the passes it issued; for a
 * pass the store's orders issued, the next season's variants of its kind and level: on sale, and
 * valid only after the pass ends. Until the catalog sells that season, none (a real pass system's
 * renewals open when the next season goes on sale).
 */
export function renewalsOf(variants: readonly PassVariant[], pass: IssuedPass): readonly string[] {
  if (pass.renewalVariantIds !== null) return pass.renewalVariantIds;
  const after = (day: string | null) => day !== null && day > pass.effectiveEndDate;
  return variants
    .filter(
      (variant) =>
        variant.saleFlowIds.length > 0 &&
        variant.passKindId === pass.passKindId &&
        variant.passLevelName === pass.passLevelName &&
        variant.validity !== null &&
        after(variant.validity.to) &&
        (variant.validity.from === null || after(variant.validity.from)),
    )
    .map((variant) => variant.id);
}

function toPassVariant(venue: Venue, product: ProductRecord, variantId: string): PassVariant | undefined {
  const variant = venue.variant(variantId);
  if (!variant) return undefined;
  const planId = variant.installmentPlanId;
  return {
    id: variant.id,
    productId: product.id,
    productDisplayName: product.displayName,
    productShortDescription: product.shortDescription,
    displayName: variant.displayName,
    shortDescription: variant.shortDescription,
    price: variant.unitPrice,
    passLevelName: variant.passLevelName,
    passKindId: product.passKindId === 2 ? 2 : 1,
    minBirthDate: variant.minBirthDate,
    maxBirthDate: variant.maxBirthDate,
    publicSale: product.onSale && product.saleFlowIds.includes(1),
    saleFlowIds: product.onSale ? product.saleFlowIds : [],
    installmentPlan: (planId ? venue.installmentPlan(planId) : undefined) ?? null,
    blocksInstallmentBilling: variant.blocksInstallmentBilling,
    validity: product.passValidity ?? null,
  };
}

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

function build(venue: Venue): PassProducts {
  const passProducts = venue.products().filter((product) => product.kind === 'pass');
  const variants: readonly PassVariant[] = passProducts.flatMap((product) =>
    product.variantIds.flatMap((id) => toPassVariant(venue, product, id) ?? []),
  );
  const products = (
    options: readonly PassVariant[],
    priceOf: (variant: PassVariant) => number = (variant) => variant.price,
  ): Schema<'Product'>[] => {
    const chosen = new Set(options.map((variant) => variant.id));
    return passProducts.flatMap((product) => {
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
  };
  return {
    variant: (id) => variants.find((variant) => variant.id === id),
    publicPassVariants: variants.filter((variant) => variant.publicSale),
    products,
    stateAbbreviations: venue.statesOf(80).map((state) => state.abbreviation),
    renewalsOf: (pass) => renewalsOf(variants, pass),
  };
}

const built = new WeakMap<Venue, PassProducts>();

/** The pass flows' view of the venue, pricing on `today` (yyyy-mm-dd, `venue.dateOf(clock.now())`). */
export function passCatalog(venue: Venue, today: string): PassCatalog {
  let products = built.get(venue);
  if (!products) {
    products = build(venue);
    built.set(venue, products);
  }
  return {
    ...products,
    quote: (variant, context) => {
      const quote = venue.price(variant.id, context, today);
      return quote
        ? { price: quote.displayPrice, promotionName: quote.promotion?.displayName ?? null }
        : { price: variant.price, promotionName: null };
    },
  };
}

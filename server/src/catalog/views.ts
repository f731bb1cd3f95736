// Catalog records as the contract sends them (ProductVariant, ProductDetail, Product).
import type { Schema } from '@boxoffice/sdk';
import type { PriceQuote } from './pricing.js';
import type { InstallmentPlanRecord, ProductRecord } from './types.js';

export function variantView(
  quote: PriceQuote,
  plan: (id: string) => InstallmentPlanRecord | undefined,
): Schema<'ProductVariant'> {
  const v = quote.variant;
  const installment = v.installmentPlanId ? plan(v.installmentPlanId) : undefined;
  return {
    id: v.id,
    extProductVariantId: v.id,
    displayName: v.displayName,
    productVariantDisplayName: v.displayName,
    productVariantShortDescription: v.shortDescription,
    price: quote.price,
    displayPrice: quote.displayPrice,
    minQuantity: v.minQuantity,
    maxQuantity: v.maxQuantity,
    quantityRestrictionText: v.quantityRestrictionText,
    ageRestrictionText: v.ageRestrictionText,
    passLevelName: v.passLevelName,
    effectivePassLevelName: v.passLevelName,
    minBirthDate: v.minBirthDate,
    maxBirthDate: v.maxBirthDate,
    selectionIndex: v.selectionIndex,
    isPass: v.isPass,
    installmentBillingPlanDescription: installment?.description ?? null,
    installmentBillingPlanDisclaimer: installment?.disclaimer ?? null,
    installmentBillingPlanId: installment?.id ?? null,
    installmentBillingDescription: installment?.summary ?? null,
    isCrossSell: v.isCrossSell,
  };
}

/** `passKindId` is sent for pass products only. */
const passKind = (product: ProductRecord) => (product.passKindId ? { passKindId: product.passKindId } : {});

export function productDetailView(
  product: ProductRecord,
  variants: Schema<'ProductVariant'>[],
  requiresLoginChallenge: boolean,
): Schema<'ProductDetail'> {
  return {
    id: product.id,
    productDisplayName: product.displayName,
    productLongDescription: product.longDescription,
    productDisclaimer: product.disclaimer,
    hasPerformances: product.hasPerformances,
    variants,
    requiresLoginChallenge,
    ...passKind(product),
  };
}

export function productView(product: ProductRecord, variants: Schema<'ProductVariant'>[]): Schema<'Product'> {
  return {
    id: product.id,
    productDisplayName: product.displayName,
    productLongDescription: product.longDescription,
    productShortDescription: product.shortDescription,
    productDisclaimer: product.disclaimer,
    productImageUrl: product.imageUrl,
    hideVariantsInMultiProductView: product.hideVariantsInMultiProductView,
    hasPerformances: product.hasPerformances,
    ...passKind(product),
    // Sent for the dynamic-date calendar's products only (ours: the home links them to it).
    ...(product.dynamicPricing ? { dynamicPricing: true } : {}),
    variants,
  };
}

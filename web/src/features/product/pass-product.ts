// The single pass page's rules as plain functions (seed 001 §2, §4 'Product lists', §7 'Add passes
// with product'): which variants get passholder rows, the add's sale context, and what was added.
import type { Schema } from '@boxoffice/sdk';
import type { PassAddContext } from '../../lib/pass-add';
import type { AddedToCart } from '../../lib/product-modal';
import { contextTags, type ProductContext } from '../../lib/sale-request';

type Variant = Schema<'ProductVariant'>;

/** The variants sold on the pass page: cross-sells are offered elsewhere (seed 001 §4). */
export const passVariants = (variants: readonly Variant[]): Variant[] =>
  variants.filter((v) => !v.isCrossSell);

/** The add's sale context: the one the page (or the list that opened the modal) shows the product in. */
export function passAddContext(context: ProductContext): PassAddContext {
  return {
    saleFlowId: context.saleFlowId,
    tags: contextTags(context.tagsCsv),
    promotionCode: context.promotionCode ?? null,
    specificPromotionTypeId: context.promotionTypeId ?? null,
    promotionSaleFlowId: context.promotionSaleFlowId ?? null,
  };
}

/** What was added, for the opener's message: each variant with its number of passholders. */
export function passesAdded(
  productName: string,
  variants: readonly Variant[],
  newPasses: readonly Schema<'NewPassholder'>[],
): AddedToCart {
  return {
    productName,
    lines: variants
      .map((v) => ({
        name: v.displayName,
        quantity: newPasses.filter((p) => p.extProductVariantId === v.extProductVariantId).length,
      }))
      .filter((line) => line.quantity > 0),
  };
}

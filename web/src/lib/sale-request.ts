// The sale context a product page or the product modal is opened with (seed 000 §7, seed 002 §7.3):
// the product, its sale flow, and the promotion code, tags, promotion sale flow and promotion type of
// the page that opened it (the cart's change modal uses it too, with the Public sale flow). Every
// call carries it, under the field names each request uses, so the prices and dates shown are the
// ones the shopper will pay and can buy.
import type { Schema } from '@boxoffice/sdk';
import type { ProductModalRequest } from './product-modal';

export type ProductContext = ProductModalRequest;

/** The tags of a comma-separated list, trimmed, without empties ('holiday, ,x' -> ['holiday', 'x']). */
export function contextTags(tagsCsv: string | null | undefined): string[] {
  return (tagsCsv ?? '')
    .split(',')
    .map((tag) => tag.trim())
    .filter(Boolean);
}

/** The promotion fields that are enums in the contract: sent only when set (they are not nullable). */
function promotionEnums(context: ProductContext) {
  return {
    ...(context.promotionSaleFlowId != null && { promotionSaleFlowId: context.promotionSaleFlowId }),
    ...(context.promotionTypeId != null && { specificPromotionTypeId: context.promotionTypeId }),
  };
}

/** POST /product/single: the product with the whole context (tags as the CSV the page got). */
export function productDetailBody(context: ProductContext): Schema<'ProductDetailRequest'> {
  return {
    extProductId: context.productId,
    promotionCode: context.promotionCode ?? null,
    saleFlowId: context.saleFlowId,
    tagsCsv: context.tagsCsv ?? null,
    extProductVariantId: null,
    ...(context.promotionSaleFlowId != null && { promotionSaleFlowId: context.promotionSaleFlowId }),
    ...(context.promotionTypeId != null && { promotionTypeId: context.promotionTypeId }),
  };
}

/** POST /cart/add, all but the items and the resubmit context. */
export function cartAddContext(
  context: ProductContext,
): Omit<Schema<'CartAddRequest'>, 'items' | 'reSubmitContext'> {
  return {
    promotionCode: context.promotionCode ?? null,
    tags: contextTags(context.tagsCsv),
    saleFlowId: context.saleFlowId,
    ...promotionEnums(context),
  };
}

/** POST /performance/product-date: the date list takes the sale flow and promotion enums only. */
export function productDateContext(
  context: ProductContext,
): Pick<Schema<'ProductDateRequest'>, 'saleFlowId' | 'specificPromotionTypeId' | 'promotionSaleFlowId'> {
  return { saleFlowId: context.saleFlowId, ...promotionEnums(context) };
}

/** The performance calls (date performances, performance, section and seat detail) share these. */
export interface PerformanceContext {
  readonly saleFlowId: Schema<'SaleFlowId'>;
  readonly promotionCode: string | null;
  readonly extPromotionId: null;
  readonly tags: string[];
  readonly specificPromotionTypeId?: Schema<'PromotionTypeId'>;
  readonly promotionSaleFlowId?: Schema<'SaleFlowId'>;
}

export function performanceContext(context: ProductContext): PerformanceContext {
  return {
    saleFlowId: context.saleFlowId,
    promotionCode: context.promotionCode ?? null,
    // The request context carries no promotion id (the seeds' extPromotionId has no source here).
    extPromotionId: null,
    tags: contextTags(context.tagsCsv),
    ...promotionEnums(context),
  };
}

// The sale context of each multi-product page (openapi getMultiProducts and addToCart): which sale
// flow, tags, promotion code and promotion type the page lists with, adds to the cart with, and hands
// to the product modal. One place, so a page's list, cart/add and modal always agree.
import type { Schema } from '@boxoffice/sdk';
import type { ProductModalRequest } from '../../lib/product-modal';

type SaleFlowId = Schema<'SaleFlowId'>;
type PromotionTypeId = Schema<'PromotionTypeId'>;

export interface SaleContext {
  readonly saleFlowId: SaleFlowId;
  readonly tags: readonly string[];
  readonly promotionCode: string | null;
  readonly specificPromotionTypeId: PromotionTypeId | null;
}

const TAG_SALE_PROMOTION = 3;
const ADD_ON_TAG_SALE_PROMOTION = 4;
const PROMOTION_CODE = 5;
const CROSS_SELL_PROMOTION = 6;
const VERIFIED_OFFER_PROMOTION = 7;
/** Seed 001 §9: the promotion code page uses promotion type 11, the cross-sell list type 18. */
export const PROMOTION_CODE_PROMOTION = 11;
export const PRODUCT_CROSS_SELL_PROMOTION = 18;

/** /product/multi/tag/:id (3 TagSalePromotion) and /product/multi/verified/tag/:id (7 VerifiedOffer). */
export const tagContext = (tag: string, verified: boolean): SaleContext => ({
  saleFlowId: verified ? VERIFIED_OFFER_PROMOTION : TAG_SALE_PROMOTION,
  tags: [tag],
  promotionCode: null,
  specificPromotionTypeId: null,
});

/**
 * The pass tag pages (seed 001 §2): /product/multi/pass/tag/:tag1[/:tag2] in sale flow 3 with both
 * tags, /product/multi/verified/pass/tag/:tag1 in 7 (VerifiedOfferPromotion).
 */
export const passTagContext = (tags: readonly string[], verified: boolean): SaleContext => ({
  ...tagContext('', verified),
  tags: tags.filter(Boolean),
});

/** /product/multi/promo/:code: sale flow 5 PromotionCode with the code and promotion type 11. */
export const promoContext = (code: string): SaleContext => ({
  saleFlowId: PROMOTION_CODE,
  tags: [],
  promotionCode: code,
  specificPromotionTypeId: PROMOTION_CODE_PROMOTION,
});

/**
 * The add-on step's two lists. The add-on routes carry no tag, so the add-on list asks by sale flow
 * alone (4 AddOnTagSalePromotion, as the reference backend's own tests do); the cross-sell list by
 * promotion type 18 with sale flow 6 CrossSellPromotion (the addToCart description pairs them).
 */
export const ADD_ON_CONTEXT: SaleContext = {
  saleFlowId: ADD_ON_TAG_SALE_PROMOTION,
  tags: [],
  promotionCode: null,
  specificPromotionTypeId: null,
};
export const CROSS_SELL_CONTEXT: SaleContext = {
  saleFlowId: CROSS_SELL_PROMOTION,
  tags: [],
  promotionCode: null,
  specificPromotionTypeId: PRODUCT_CROSS_SELL_PROMOTION,
};

const tagsCsv = (context: SaleContext): string | null =>
  context.tags.length > 0 ? context.tags.join(',') : null;

/** The POST product/multi body of a page. */
export function listRequest(context: SaleContext): Schema<'ProductListRequest'> {
  return {
    saleFlowId: context.saleFlowId,
    tagsCsv: tagsCsv(context),
    promotionCode: context.promotionCode,
    ...(context.specificPromotionTypeId === null
      ? {}
      : { specificPromotionTypeId: context.specificPromotionTypeId }),
  };
}

/** The POST cart/add body: the page's lines with its sale context (and a resubmit context). */
export function addRequest(
  context: SaleContext,
  items: Schema<'CartLine'>[],
  reSubmitContext: string | null,
): Schema<'CartAddRequest'> {
  return {
    promotionCode: context.promotionCode,
    items,
    reSubmitContext,
    tags: [...context.tags],
    saleFlowId: context.saleFlowId,
    ...(context.specificPromotionTypeId === null
      ? {}
      : { specificPromotionTypeId: context.specificPromotionTypeId }),
  };
}

/** What the product modal needs to show a product in the page's sale context (a pass: the pass view). */
export function modalRequest(context: SaleContext, productId: string, pass = false): ProductModalRequest {
  return {
    productId,
    ...(pass && { pass }),
    saleFlowId: context.saleFlowId,
    promotionCode: context.promotionCode,
    tagsCsv: tagsCsv(context),
    promotionTypeId: context.specificPromotionTypeId,
  };
}

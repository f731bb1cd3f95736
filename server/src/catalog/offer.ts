// Whether a product can be sold in a request's context, and which of its variants at which prices.
// The product page, the performance selector, the multi-product pages and the cart all ask this.
import {
  isValidOn,
  LOGIN_SALE_FLOWS,
  normalizeCode,
  type PriceQuote,
  quote,
  type SaleContext,
  saleFlowOf,
} from './pricing.js';
import type { ProductRecord, PromotionRecord, VariantRecord } from './types.js';

export interface OfferContext extends SaleContext {
  /** True when the session is signed in (sale flows 2, 14 and 15 need it). */
  readonly signedIn: boolean;
  /** Limit to this variant (the entitlement redemption modal); null or absent for all. */
  readonly variantId?: string | null;
}

export interface ProductOffer {
  readonly product: ProductRecord;
  /** False when the product cannot be sold in this context; `message` says why. */
  readonly available: boolean;
  readonly message: string | null;
  /** The flow needs a signed-in account and the session is anonymous; `variants` is then empty. */
  readonly requiresLoginChallenge: boolean;
  /** The variants on sale with their prices; empty unless available. */
  readonly variants: readonly PriceQuote[];
}

export interface OfferCatalog {
  readonly notAvailableMessage: string;
  readonly promotions: readonly PromotionRecord[];
  variantsOf(product: ProductRecord): readonly VariantRecord[];
}

/** True when the request is the promotion code page's (a code, flow 5 or promotion type 11). */
export const isCodeRequest = (context: SaleContext): boolean =>
  normalizeCode(context.promotionCode) !== '' ||
  saleFlowOf(context) === 5 ||
  context.specificPromotionTypeId === 11 ||
  context.promotionTypeId === 11;

/** The promotions with the request's code valid on a venue-local date (yyyy-mm-dd). */
export function codePromotions(
  catalog: Pick<OfferCatalog, 'promotions'>,
  code: string | null | undefined,
  date: string,
): PromotionRecord[] {
  const wanted = normalizeCode(code);
  return catalog.promotions.filter((p) => wanted !== '' && p.code === wanted && isValidOn(p, date));
}

/** Which variants a sale flow sells: donations only as donations, entitlements only when redeemed. */
function variantInFlow(variant: VariantRecord, context: OfferContext): boolean {
  const flow = saleFlowOf(context);
  if (variant.isDonation) return flow === 8;
  if (variant.isEntitlement) return flow === 2 || flow === 15;
  if (flow === 4) return variant.isAddOn;
  if (flow === 7 || flow === 15) return true;
  return true;
}

/** The product's offer in a request's context on a venue-local date (promotions start and end). */
export function offerProduct(
  catalog: OfferCatalog,
  product: ProductRecord,
  context: OfferContext,
  date: string,
): ProductOffer {
  const unavailable = (message = catalog.notAvailableMessage): ProductOffer => ({
    product,
    available: false,
    message,
    requiresLoginChallenge: false,
    variants: [],
  });
  const flow = saleFlowOf(context);
  if (!product.onSale) return unavailable();
  if (LOGIN_SALE_FLOWS.has(flow) && !context.signedIn)
    return { product, available: true, message: null, requiresLoginChallenge: true, variants: [] };

  let variants = catalog.variantsOf(product).filter((v) => variantInFlow(v, context));
  if (isCodeRequest(context)) {
    // Only what a current promotion with this code covers; an expired or unknown code sells nothing.
    const covered = new Set(
      codePromotions(catalog, context.promotionCode, date).flatMap((p) => p.variantIds),
    );
    variants = variants.filter((v) => covered.has(v.id));
  } else if (!product.saleFlowIds.includes(flow)) {
    return unavailable();
  }
  if (flow === 7) {
    // A verified offer sells only the variants its verified tag's promotion covers.
    const covered = new Set(
      catalog.promotions
        .filter((p) => p.saleFlowId === 7 && p.tag && context.tags?.includes(p.tag))
        .flatMap((p) => p.variantIds),
    );
    variants = variants.filter((v) => covered.has(v.id));
  }
  if (context.variantId) variants = variants.filter((v) => v.id === context.variantId);
  if (variants.length === 0) return unavailable();
  return {
    product,
    available: true,
    message: null,
    requiresLoginChallenge: false,
    variants: variants.map((v) => quote(v, catalog.promotions, context, date)),
  };
}

// Which products a multi-product page lists: by tags (all of them, so `passes/gold` narrows
// `passes`), by promotion code, or by sale flow alone (add-ons, cross-sells, account entitlements).
import type { Schema } from '@boxoffice/sdk';
import { entitlementsOf } from '../../catalog/account-holdings.js';
import { isCodeRequest } from '../../catalog/offer.js';
import { LOGIN_SALE_FLOWS, parseTags, saleFlowOf } from '../../catalog/pricing.js';
import type { OfferContext, ProductOffer, ProductRecord, Venue } from '../../catalog/venue.js';
import { remainingQuantity } from '../../domain/passes/entitlements.js';
import type { Session, Store } from '../../store/store.js';

type ListRequest = Schema<'ProductListRequest'>;

export interface ProductListing {
  readonly offers: readonly ProductOffer[];
  readonly pageTitle: string | null;
  readonly pageDescription: string | null;
  readonly requiresLoginChallenge: boolean;
  /** Why the list cannot be offered; null when it can (it may still be empty). */
  readonly message: string | null;
}

// The seeds give no wording for these; ours, in the style of 'This product is not available at this time.'
export const ENTER_CODE_MESSAGE = 'Enter a promotion code';
export const INVALID_CODE_MESSAGE = 'This promotion code is not valid at this time.';

/** Products a page without tags lists: those sold through its flow (never donations or entitlements). */
function productsOfFlow(venue: Venue, context: OfferContext): readonly ProductRecord[] {
  const flow = saleFlowOf(context);
  const crossSell = flow === 6 || context.specificPromotionTypeId === 18;
  const wanted = crossSell ? 6 : flow;
  return venue
    .products()
    .filter(
      (p) =>
        p.saleFlowIds.includes(wanted) &&
        (flow === 15 || (p.kind !== 'donation' && p.kind !== 'entitlement')),
    );
}

/** The last of the page's tags that has a page title names the page (`passes/gold` -> Gold). */
function pageOf(venue: Venue, tags: readonly string[]) {
  const tag = [...tags].reverse().find((t) => venue.tag(t)?.pageTitle);
  const record = tag ? venue.tag(tag) : undefined;
  return { pageTitle: record?.pageTitle ?? null, pageDescription: record?.pageDescription ?? null };
}

/** The products of a list page, offered on the venue-local date `today`. */
export function listProducts(
  venue: Venue,
  body: ListRequest,
  signedIn: boolean,
  today: string,
): ProductListing {
  const tags = parseTags(body.tagsCsv);
  const context: OfferContext = {
    saleFlowId: body.saleFlowId,
    promotionSaleFlowId: body.promotionSaleFlowId,
    specificPromotionTypeId: body.specificPromotionTypeId,
    promotionCode: body.promotionCode,
    tags,
    signedIn,
  };
  const flow = saleFlowOf(context);
  const empty = { offers: [], pageTitle: null, pageDescription: null, requiresLoginChallenge: false };
  if (LOGIN_SALE_FLOWS.has(flow) && !signedIn)
    return { ...empty, requiresLoginChallenge: true, message: null };

  let candidates: readonly ProductRecord[];
  let page = pageOf(venue, flow === 4 && tags.length === 0 ? ['add-ons'] : tags);
  if (isCodeRequest(context)) {
    const code = (body.promotionCode ?? '').trim();
    if (code === '') return { ...empty, message: ENTER_CODE_MESSAGE };
    const promotions = venue.promotionsByCode(code, today);
    if (promotions.length === 0) return { ...empty, message: INVALID_CODE_MESSAGE };
    const covered = new Set(promotions.flatMap((p) => p.variantIds));
    candidates = venue.products().filter((p) => p.variantIds.some((v) => covered.has(v)));
    page = { pageTitle: promotions[0]?.displayName ?? null, pageDescription: null };
  } else if (tags.length > 0) {
    candidates = venue.productsWithTags(tags);
  } else {
    candidates = productsOfFlow(venue, context);
  }
  const offers = candidates
    .map((p) => venue.offer(p, context, today))
    .filter((o): o is ProductOffer => o?.available === true && !o.requiresLoginChallenge);
  return { ...page, offers, requiresLoginChallenge: false, message: null };
}

/**
 * Account-entitlement pages (sale flow 15) list only the variants the signed-in account holds an
 * entitlement to with redemptions left, each carrying its `entitlement`.
 */
export async function withAccountEntitlements(
  products: Schema<'Product'>[],
  store: Store,
  session: Session,
): Promise<Schema<'Product'>[]> {
  const granted = session.accountId ? entitlementsOf(session.accountId, 15) : [];
  const remainingOf = new Map<string, number>();
  for (const held of granted) remainingOf.set(held.id, await remainingQuantity(store, session, held));
  return products
    .map((product) => ({
      ...product,
      variants: product.variants.flatMap((variant) => {
        const held = granted.find((g) => g.productVariantId === variant.id);
        if (!held) return [];
        const remainingRedemptions = remainingOf.get(held.id) ?? 0;
        if (remainingRedemptions <= 0) return [];
        const entitlement = { id: held.id, maxRedemptions: held.totalQuantity, remainingRedemptions };
        return [
          { ...variant, maxQuantity: Math.min(variant.maxQuantity, remainingRedemptions), entitlement },
        ];
      }),
    }))
    .filter((p) => p.variants.length > 0);
}

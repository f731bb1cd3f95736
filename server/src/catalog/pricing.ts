// Which promotion prices a variant in a request's context (sale flow, code, tags, promotion type),
// and whether a product may be sold in that context at all. Pure functions over the catalog data.
import type { PromotionRecord, PromotionTypeId, SaleFlowId, VariantRecord } from './types.js';

/** The request fields every product, performance and cart call carries to price its variants. */
export interface SaleContext {
  readonly saleFlowId?: SaleFlowId | null;
  readonly promotionSaleFlowId?: SaleFlowId | null;
  readonly promotionTypeId?: PromotionTypeId | null;
  readonly specificPromotionTypeId?: PromotionTypeId | null;
  readonly promotionCode?: string | null;
  readonly extPromotionId?: string | null;
  readonly tags?: readonly string[] | null;
}

export interface PriceQuote {
  readonly variant: VariantRecord;
  /** The variant's own price. */
  readonly price: number;
  /** What the shopper pays per unit in this context. */
  readonly displayPrice: number;
  /** The promotion that set displayPrice; null at list price. */
  readonly promotion: PromotionRecord | null;
}

/** Sale flows that need a signed-in account (advance sale, entitlement redemptions). */
export const LOGIN_SALE_FLOWS: ReadonlySet<SaleFlowId> = new Set<SaleFlowId>([2, 14, 15]);

export const saleFlowOf = (context: SaleContext): SaleFlowId => context.saleFlowId ?? 1;

/** Tags from a comma-separated list (`tagsCsv`), trimmed, without empties. */
export const parseTags = (csv: string | null | undefined): string[] =>
  (csv ?? '')
    .split(',')
    .map((t) => t.trim())
    .filter(Boolean);

export const normalizeCode = (code: string | null | undefined): string => (code ?? '').trim().toUpperCase();

export const isValidOn = (promotion: PromotionRecord, date: string): boolean =>
  (promotion.validFrom === null || promotion.validFrom <= date) &&
  (promotion.validTo === null || date <= promotion.validTo);

const roundCents = (n: number) => Math.round(n * 100) / 100;

export function applyRule(promotion: PromotionRecord, price: number): number {
  const rule = promotion.rule;
  const value = 'percentOff' in rule ? price * (1 - rule.percentOff / 100) : rule.fixedPrice;
  return Math.max(0, roundCents(Math.min(price, value)));
}

/** True when the promotion applies in this context (not yet looking at the variant or date). */
export function promotionApplies(promotion: PromotionRecord, context: SaleContext): boolean {
  if (context.extPromotionId && context.extPromotionId === promotion.id) return true;
  if (promotion.code !== null) return normalizeCode(context.promotionCode) === promotion.code;
  const flow = saleFlowOf(context);
  const flows = [flow, context.promotionSaleFlowId];
  const types = [context.promotionTypeId, context.specificPromotionTypeId];
  if (promotion.tag !== null) {
    if (!context.tags?.includes(promotion.tag)) return false;
    // A tag sale (type 5) also prices the public product page reached from its tag page.
    return flows.includes(promotion.saleFlowId) || (promotion.promotionTypeId === 5 && flow === 1);
  }
  return flows.includes(promotion.saleFlowId) || types.includes(promotion.promotionTypeId);
}

/** The variant's price in this context: the lowest of the promotions that apply, else its own. */
export function quote(
  variant: VariantRecord,
  promotions: readonly PromotionRecord[],
  context: SaleContext,
  today: string,
): PriceQuote {
  let best: PriceQuote = {
    variant,
    price: variant.unitPrice,
    displayPrice: variant.unitPrice,
    promotion: null,
  };
  for (const promotion of promotions) {
    if (!promotion.variantIds.includes(variant.id) || !isValidOn(promotion, today)) continue;
    if (!promotionApplies(promotion, context)) continue;
    const displayPrice = applyRule(promotion, variant.unitPrice);
    if (displayPrice < best.displayPrice) best = { ...best, displayPrice, promotion };
  }
  return best;
}

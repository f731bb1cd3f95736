// What the performance calls share: the sale context from their request, the product lookups that
// answer 404, and performances as the contract sends them.
import type { Schema } from '@boxoffice/sdk';
import type {
  OfferContext,
  PerformanceRecord,
  ProductOffer,
  ProductRecord,
  Venue,
} from '../../catalog/venue.js';
import { variantView } from '../../catalog/views.js';
import { describe, performanceLevel, type Sold } from '../../domain/capacity.js';
import { badRequest, notFound } from '../../http/errors.js';
import type { Session } from '../../store/store.js';

/** The most days one dates or calendar call may span (a year and a bit): more is invalid input. */
export const MAX_RANGE_DAYS = 400;

interface PromotionFields {
  readonly saleFlowId?: Schema<'SaleFlowId'>;
  readonly promotionSaleFlowId?: Schema<'SaleFlowId'>;
  readonly specificPromotionTypeId?: Schema<'PromotionTypeId'>;
  readonly promotionCode?: string | null;
  readonly extPromotionId?: string | null;
  readonly tags?: string[];
}

export const saleContext = (body: PromotionFields, session: Session): OfferContext => ({
  saleFlowId: body.saleFlowId,
  promotionSaleFlowId: body.promotionSaleFlowId,
  specificPromotionTypeId: body.specificPromotionTypeId,
  promotionCode: body.promotionCode,
  extPromotionId: body.extPromotionId,
  tags: body.tags ?? [],
  signedIn: session.accountId !== null,
});

export function productOr404(venue: Venue, id: string): ProductRecord {
  const product = venue.product(id);
  if (!product) throw notFound(`There is no product '${id}'`);
  return product;
}

/** The performance, which must be one of the product's. */
export function performanceOr404(venue: Venue, product: ProductRecord, id: string): PerformanceRecord {
  const performance = venue.performance(id);
  if (!performance?.productIds.includes(product.id))
    throw notFound(`There is no performance '${id}' of product '${product.id}'`);
  return performance;
}

export function checkRange(startDate: string, endDate: string): void {
  if (endDate < startDate) throw badRequest('The end date must not be before the start date');
  const days = (Date.parse(endDate) - Date.parse(startDate)) / 86_400_000;
  if (days > MAX_RANGE_DAYS) throw badRequest(`The date range may not be longer than ${MAX_RANGE_DAYS} days`);
}

/** The offered variants sold for this performance (or section, seat), in the product's order. */
export function variantsFor(
  venue: Venue,
  offer: ProductOffer,
  variantIds: readonly string[],
): Schema<'ProductVariant'>[] {
  return offer.variants
    .filter((q) => variantIds.includes(q.variant.id))
    .map((q) => variantView(q, venue.installmentPlan));
}

export function performanceView(
  sold: Sold,
  performance: PerformanceRecord,
  now: number,
): Schema<'Performance'> {
  return {
    performanceId: performance.id,
    showId: performance.showId,
    showName: performance.showName,
    performanceTime: performance.time,
    performanceDateTime: performance.dateTime,
    ...describe(performanceLevel(sold, performance, now)),
    selectionIndex: performance.selectionIndex,
    alwaysPromptShow: performance.alwaysPromptShow,
    alwaysPromptPerformance: performance.alwaysPromptPerformance,
    uiPrompt: performance.uiPrompt,
    delayTypeId: performance.delayTypeId,
    delaySelectionDateTime: performance.delaySelectionDateTime,
    seatingChartImage: performance.seatingChartImage,
  };
}

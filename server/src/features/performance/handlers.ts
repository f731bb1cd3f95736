// Operations of this area: getDynamicPricing, getPerformanceDetail, getProductDates,
// getProductDatePerformances, getSeatDetail, getShowCategoryDetail.
import type { Schema } from '@boxoffice/sdk';
import { datesBetween } from '../../catalog/time.js';
import type { ProductOffer } from '../../catalog/venue.js';
import { productDetailView } from '../../catalog/views.js';
import {
  bestLevel,
  describe,
  performanceLevel,
  seatAvailable,
  sectionLevel,
  sectionRemaining,
  shownSoldOf,
} from '../../domain/capacity.js';
import { badRequest, notFound } from '../../http/errors.js';
import { type Handlers, ok } from '../../http/handler.js';
import { chainProblem } from './chain.js';
import { calendar } from './dynamic.js';
import {
  checkRange,
  performanceOr404,
  performanceView,
  productOr404,
  saleContext,
  variantsFor,
} from './shared.js';

/** Nothing can be bought for a performance at Full or Unavailable (started). */
const sellable = (level: Schema<'CapacityLevelId'>) => level !== 4 && level !== 99;

const failed = <T>(offer: ProductOffer, value: T) => ({ success: false, message: offer.message, value });

export const performanceHandlers = {
  getProductDates: async ({ body, services: { venue, store, clock }, session }) => {
    checkRange(body.startDate, body.endDate);
    const products = body.productIds.map((id) => productOr404(venue, id));
    const context = saleContext(body, session);
    const required = body.requiredProductVariantIds ?? [];
    const now = clock.now();
    const today = venue.dateOf(now);
    const listed = products.flatMap((product) => {
      const offer = venue.offer(product, context, today);
      if (!offer?.available || offer.requiresLoginChallenge) return [];
      const onSale = new Set(offer.variants.map((q) => q.variant.id));
      if (!required.every((v) => onSale.has(v))) return [];
      return venue
        .performancesBetween(product.id, body.startDate, body.endDate)
        .filter((p) => p.selectionIndex === 1 && !(body.extShowId && p.showId !== body.extShowId));
    });
    const sold = await shownSoldOf(store, listed);
    const levels = new Map<string, Schema<'CapacityLevelId'>[]>();
    for (const p of listed)
      levels.set(p.date, [...(levels.get(p.date) ?? []), performanceLevel(sold, p, now)]);
    const value = datesBetween(body.startDate, body.endDate).flatMap((date) => {
      const found = levels.get(date);
      return found ? [{ date, ...describe(bestLevel(found)) }] : [];
    });
    return ok({ success: true, message: null, value });
  },

  getProductDatePerformances: async ({ body, services: { venue, store, clock }, session }) => {
    const ids = body.productId ? [body.productId] : (body.productIds ?? []);
    if (ids.length === 0) throw badRequest('Send productId or productIds');
    const products = ids.map((id) => productOr404(venue, id));
    const context = saleContext(body, session);
    const today = venue.dateOf(clock.now());
    const offers = products.map((p) => venue.offer(p, context, today) as ProductOffer);
    const single = offers.length === 1 ? offers[0] : undefined;
    if (single && !single.available) return ok(failed(single, []));
    const seen = new Set<string>();
    const performances = offers
      .filter((o) => o.available && !o.requiresLoginChallenge)
      .flatMap((o) => venue.performancesOn(o.product.id, body.date))
      .filter((p) => !seen.has(p.id) && seen.add(p.id))
      .sort((a, b) => a.selectionIndex - b.selectionIndex || a.startsAt - b.startsAt);
    const sold = await shownSoldOf(store, performances);
    const value = performances.map((p) => performanceView(sold, p, clock.now()));
    return ok({ success: true, message: null, value });
  },

  getPerformanceDetail: async ({ body, services: { venue, store, clock }, session }) => {
    const product = productOr404(venue, body.productId);
    const chosen = body.performanceIds.map((id) => performanceOr404(venue, product, id));
    const problem = chainProblem(chosen);
    if (problem) throw badRequest(problem);
    const first = chosen[0];
    if (!first) throw badRequest('Choose a performance');
    const offer = venue.offer(product, saleContext(body, session), venue.dateOf(clock.now())) as ProductOffer;
    const value: Schema<'PerformanceDetail'> = {
      showTypeId: first.showTypeId,
      productVariants: [],
      showCategories: [],
      seats: [],
    };
    if (!offer.available) return ok(failed(offer, value));
    const sold = await shownSoldOf(store, chosen);
    // Every chosen performance must still be on sale; otherwise nothing is offered for the choice.
    if (!chosen.every((p) => sellable(performanceLevel(sold, p, clock.now()))))
      return ok({ success: true, message: null, value });
    if (first.showTypeId === 2) {
      value.showCategories = first.showCategories
        .filter(
          (s) => sectionRemaining(sold, first, s) > 0 && variantsFor(venue, offer, s.variantIds).length > 0,
        )
        .map((s) => ({
          showCategoryId: s.id,
          name: s.name,
          ...describe(sectionLevel(sold, first, s)),
          seatingChartCoordinates: [...s.coordinates],
        }));
    } else if (first.showTypeId === 3) {
      value.seats = first.seats
        .filter((s) => seatAvailable(sold, first, s) && variantsFor(venue, offer, s.variantIds).length > 0)
        .map((s) => ({ seatId: s.id, name: s.name }));
    } else {
      value.productVariants = variantsFor(venue, offer, first.variantIds).filter(
        (v) => v.selectionIndex === 1,
      );
    }
    return ok({ success: true, message: null, value });
  },

  getShowCategoryDetail: async ({ body, services: { venue, store, clock }, session }) => {
    const product = productOr404(venue, body.productId);
    const performance = performanceOr404(venue, product, body.performanceId);
    const section = performance.showCategories.find((s) => s.id === body.showCategoryId);
    if (!section) throw notFound(`There is no section '${body.showCategoryId}' in '${performance.id}'`);
    const offer = venue.offer(product, saleContext(body, session), venue.dateOf(clock.now())) as ProductOffer;
    if (!offer.available) return ok(failed(offer, []));
    const sold = await shownSoldOf(store, [performance]);
    const open =
      sellable(performanceLevel(sold, performance, clock.now())) &&
      sectionRemaining(sold, performance, section) > 0;
    return ok({
      success: true,
      message: null,
      value: open ? variantsFor(venue, offer, section.variantIds) : [],
    });
  },

  getSeatDetail: async ({ body, services: { venue, store, clock }, session }) => {
    const product = productOr404(venue, body.productId);
    const performance = performanceOr404(venue, product, body.performanceId);
    const seat = performance.seats.find((s) => s.id === body.seatId);
    if (!seat) throw notFound(`There is no seat '${body.seatId}' in '${performance.id}'`);
    const offer = venue.offer(product, saleContext(body, session), venue.dateOf(clock.now())) as ProductOffer;
    if (!offer.available) return ok(failed(offer, []));
    const sold = await shownSoldOf(store, [performance]);
    const open =
      sellable(performanceLevel(sold, performance, clock.now())) && seatAvailable(sold, performance, seat);
    return ok({
      success: true,
      message: null,
      value: open ? variantsFor(venue, offer, seat.variantIds) : [],
    });
  },

  getDynamicPricing: async ({ body, services: { venue, store, clock }, session }) => {
    checkRange(body.startDate, body.endDate);
    const product = productOr404(venue, body.productId);
    const offer = venue.offer(product, saleContext(body, session), venue.dateOf(clock.now())) as ProductOffer;
    if (!offer.available) return ok({ success: false, message: offer.message, dates: [] });
    const variants = variantsFor(
      venue,
      offer,
      offer.variants.map((q) => q.variant.id),
    );
    return ok({
      success: true,
      message: null,
      product: productDetailView(product, variants, offer.requiresLoginChallenge),
      dates: offer.requiresLoginChallenge
        ? []
        : await calendar(venue, store, product, offer, body, clock.now()),
    });
  },
} satisfies Handlers;

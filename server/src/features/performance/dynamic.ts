// The dynamic-date calendar: each date of the range with its price range, capacity and the
// performances of every staged pick. Closed days are listed as closed; days without performances
// are left out (the calendar disables them).
import type { Schema } from '@boxoffice/sdk';
import { datesBetween } from '../../catalog/time.js';
import type { PerformanceRecord, ProductOffer, ProductRecord, Venue } from '../../catalog/venue.js';
import { bestLevel, describe, performanceLevel, type Sold, shownSoldOf } from '../../domain/capacity.js';
import type { Store } from '../../store/store.js';
import { variantsFor } from './shared.js';

function dynamicPerformance(
  venue: Venue,
  sold: Sold,
  offer: ProductOffer,
  performance: PerformanceRecord,
  now: number,
): Schema<'DynamicPerformance'> {
  return {
    id: performance.id,
    performanceTime: performance.time,
    performanceDateTime: performance.dateTime,
    ...describe(performanceLevel(sold, performance, now)),
    selectionIndex: performance.selectionIndex,
    delayTypeId: performance.delayTypeId,
    delayDateTime: performance.delaySelectionDateTime,
    alwaysPromptPerformance: performance.alwaysPromptPerformance,
    selectionUIPrompt: performance.uiPrompt,
    variants: variantsFor(venue, offer, performance.variantIds),
  };
}

const closedDay = (date: string): Schema<'DynamicDate'> => ({
  date,
  minDefaultPrice: null,
  maxDefaultPrice: null,
  capacityDescription: null,
  isClosed: true,
  performances: [],
});

export async function calendar(
  venue: Venue,
  store: Store,
  product: ProductRecord,
  offer: ProductOffer,
  range: { startDate: string; endDate: string },
  now: number,
): Promise<Schema<'DynamicDate'>[]> {
  const today = venue.dateOf(now);
  const sold = await shownSoldOf(
    store,
    venue.performancesBetween(product.id, range.startDate, range.endDate),
  );
  return datesBetween(range.startDate, range.endDate).flatMap((date): Schema<'DynamicDate'>[] => {
    if (venue.isClosed(product.id, date)) return [closedDay(date)];
    const performances = venue.performancesOn(product.id, date);
    if (performances.length === 0) return [];
    if (date < today)
      return [
        {
          ...closedDay(date),
          isClosed: false,
          ...describe(99),
          minDefaultPrice: null,
          maxDefaultPrice: null,
        },
      ];
    const views = performances.map((p) => dynamicPerformance(venue, sold, offer, p, now));
    const firstPicks = views.filter((p) => p.selectionIndex === 1);
    const prices = firstPicks.flatMap((p) => p.variants.map((v) => v.displayPrice));
    return [
      {
        date,
        minDefaultPrice: prices.length ? Math.min(...prices) : null,
        maxDefaultPrice: prices.length ? Math.max(...prices) : null,
        ...describe(bestLevel(firstPicks.map((p) => p.capacityLevelId))),
        isClosed: false,
        performances: views,
      },
    ];
  });
}

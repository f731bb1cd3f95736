// The product page's own states as plain functions (seed 000 §2 'Single product page', §4 'Product
// page', §8): when the performance selector shows, and when an add-to-cart failure still applies.
import type { Schema } from '@boxoffice/sdk';
import type { SelectorState } from '../../components/performance-selector/selector-state';

type Product = Schema<'ProductDetail'>;

/** Seed 000 §8 'No performances'; also the warning an unavailable product shows (§2). */
export const NO_PRODUCTS = 'There are no products available for this date / time';

/**
 * The performance selector shows only for a product with performances that the server offers: an
 * unavailable product (success false, no variants to sell) would show a calendar without a day to
 * choose, so the page shows the seed's no-performances warning instead.
 */
export function showsSelector(product: Product, available: boolean): boolean {
  return product.hasPerformances && available;
}

/** The warning in place of the selector: a product with performances that is not offered now. */
export function unavailableWarning(product: Product, available: boolean): boolean {
  return product.hasPerformances && !available;
}

/** What the shopper has selected (date, shows and times, section, seat), as one comparable key. */
export function selectionKey(state: SelectorState): string {
  const picks = state.picks.map((p) => `${p.showId ?? ''}/${p.performanceId ?? ''}`).join(',');
  return [state.date ?? '', picks, state.sectionId ?? '', state.seatIds.join(',')].join('|');
}

/** An add-to-cart failure and the selection it was for. */
export interface AddError {
  readonly message: string;
  readonly selection: string;
}

/** A failure applies only to the selection it was made for: another date, time, section or seat clears it. */
export function visibleAddError(error: AddError | null, state: SelectorState): string | null {
  return error && error.selection === selectionKey(state) ? error.message : null;
}

/**
 * The page's static disclaimer (seed 000 §2 lists 'a static disclaimer' beside the product's own but
 * gives no words): ours tells the shopper what the prices shown are, as the story prices them (USD;
 * tax and the service fee added in the cart on tickets and add-ons, passes priced with them included).
 */
export const STATIC_DISCLAIMER =
  'Prices are in US dollars. Applicable taxes and fees are shown in your cart before you check out.';

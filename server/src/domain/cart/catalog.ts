// What the cart needs of the catalog, in one small interface; cartCatalog(venue) adapts the
// catalog engineer's Venue (venue-catalog.ts), so pricing and the view can be tested on plain data.
import type { Schema } from '@boxoffice/sdk';
import type { SaleContext, Venue } from '../../catalog/venue.js';
import { venueCatalog } from './venue-catalog.js';

export interface CartVariant {
  readonly id: string;
  readonly productId: string;
  readonly displayName: string;
  readonly price: number;
  readonly minQuantity: number | null;
  readonly maxQuantity: number | null;
  /** Tax rate as a fraction; 0 for passes (their price includes taxes and fees). */
  readonly taxRate: number;
  readonly feePerUnit: number;
  readonly isPass: boolean;
  readonly passLevelName: string | null;
  /** The installment plan the variant may be paid with; null when not eligible. */
  readonly installmentPlanId: string | null;
  /** True when this variant in a cart blocks installment billing. */
  readonly blocksInstallments: boolean;
}

export interface CartProduct {
  readonly id: string;
  readonly name: string;
  readonly displayName: string;
  readonly isDonation: boolean;
  readonly isAddOn: boolean;
  /** Cart line flags (Day Tickets true/true, passes false/false). */
  readonly allowModification: boolean;
  readonly allowPerformanceChange: boolean;
}

export interface CartPerformance {
  readonly id: string;
  readonly productId: string;
  /** Every product sold for this performance. */
  readonly productIds: readonly string[];
  readonly showId: string;
  readonly showName: string;
  /** yyyy-mm-dd */
  readonly date: string;
  /** '10:00 AM' */
  readonly time: string;
  /** ISO date-time with the venue's offset. */
  readonly dateTime: string;
  readonly uiPrompt: string | null;
  readonly showCategories: readonly { readonly id: string; readonly name: string }[];
  readonly seats: readonly {
    readonly id: string;
    readonly name: string;
    readonly row: string;
    readonly seat: string;
    readonly categoryName: string;
  }[];
  /** Total capacity; what is sold is in domain/capacity.ts. */
  readonly capacity: number;
  /** False when the performance can no longer be sold (a revise removes its lines). */
  readonly onSale: boolean;
  /** Capacity level id (1 Available, 2 Limited, 3 Full ...), for the 'Limited Capacity' prompt. */
  readonly capacityLevelId: number;
}

export interface CartInstallmentPlan {
  readonly id: string;
  readonly planTypeId: 1 | 2;
  /** Number of payments after the down payment. */
  readonly paymentDivisor: number;
  readonly apr: number;
  /** Smallest cart total the plan is offered for. */
  readonly minimumTotal: number;
  readonly description: string | null;
  readonly disclaimer: string | null;
  readonly selectionWarning: string | null;
  readonly terms: Schema<'InstallmentTerms'>;
}

export interface CartPackage {
  readonly id: string;
  readonly displayName: string;
  readonly discountPercentage: number;
  readonly discountDescription: string | null;
}

export interface CartPrice {
  /** The variant's own price. */
  readonly price: number;
  /** What the shopper pays each in this sale context. */
  readonly displayPrice: number;
  /** The promotion that set displayPrice (shown as the item's offer); null at list price. */
  readonly promotionName: string | null;
}

export interface CartCatalog {
  variant(id: string): CartVariant | undefined;
  product(id: string): CartProduct | undefined;
  performance(id: string): CartPerformance | undefined;
  installmentPlan(id: string): CartInstallmentPlan | undefined;
  /** The venue's general installment terms (GET payment/installment-billing/terms without a plan). */
  readonly generalInstallmentTerms: Schema<'InstallmentTerms'>;
  package(id: string): CartPackage | undefined;
  /** The variant's price in a sale context (promotion code, tags, sale flow) on a venue date (`today(now)`). */
  price(variantId: string, context: SaleContext, date: string): CartPrice | undefined;
  readonly deliveryMethods: readonly Schema<'DeliveryMethod'>[];
  readonly paymentMethods: readonly Schema<'PaymentMethod'>[];
  /** The payment method used when installment billing is selected (processorUi uplift). */
  readonly installmentPaymentMethodId: string;
  country(
    id: number,
  ): { readonly id: number; readonly phoneUseNanpFormat: boolean; readonly hasStates: boolean } | undefined;
  state(
    id: number,
  ):
    | { readonly id: number; readonly countryId: number; readonly requireLocationAcknowledgement: boolean }
    | undefined;
  /** The donation product's variant (sale flow 8). */
  readonly donationVariantId: string;
  /** The venue-local date (yyyy-mm-dd) of an instant. */
  today(now: number): string;
}

const adapted = new WeakMap<Venue, CartCatalog>();

/** The cart's view of the venue (built once per venue). */
export function cartCatalog(venue: Venue): CartCatalog {
  let catalog = adapted.get(venue);
  if (!catalog) {
    catalog = venueCatalog(venue);
    adapted.set(venue, catalog);
  }
  return catalog;
}

// The venue's catalog records. Shapes sent to shoppers as they are come from the contract; the rest
// is what pricing, capacity and the cart need beside them. Every record is read-only after start-up.
import type { Schema } from '@boxoffice/sdk';

export type SaleFlowId = Schema<'SaleFlowId'>;
export type PromotionTypeId = Schema<'PromotionTypeId'>;
export type ShowTypeId = Schema<'ShowTypeId'>;
export type DelayTypeId = Schema<'DelayTypeId'>;
export type PassKindId = Schema<'PassKindId'>;
export type CapacityLevelId = Schema<'CapacityLevelId'>;
export type InstallmentPlanTypeId = Schema<'InstallmentPlanTypeId'>;

/** What a product is, for the flows after adding it (pass demographics, add-ons, donation step...). */
export type ProductKind = 'ticket' | 'pass' | 'addOn' | 'donation' | 'entitlement';

export interface ProductRecord {
  /** extProductId, e.g. `prod_day`. */
  readonly id: string;
  /** Internal name (the cart's productName). */
  readonly name: string;
  readonly displayName: string;
  readonly shortDescription: string | null;
  /** HTML. */
  readonly longDescription: string | null;
  /** HTML. */
  readonly disclaimer: string | null;
  readonly imageUrl: string | null;
  readonly kind: ProductKind;
  /** Show type of its performances; null for products without performances. */
  readonly showTypeId: ShowTypeId | null;
  readonly hasPerformances: boolean;
  /** True for the dynamic-date calendar products (`product/single/dynamic/{id}`). */
  readonly dynamicPricing: boolean;
  readonly passKindId: PassKindId | null;
  readonly tags: readonly string[];
  /** Sale flows the product is sold through; any other flow answers 'not available'. */
  readonly saleFlowIds: readonly SaleFlowId[];
  /** False while the product is off sale: every flow answers `notAvailableMessage`. */
  readonly onSale: boolean;
  readonly hideVariantsInMultiProductView: boolean;
  /** Variant ids in display order. */
  readonly variantIds: readonly string[];
  /** Cart line flags (STORY: Day Tickets true/true, passes false/false). */
  readonly allowModification: boolean;
  readonly allowPerformanceChange: boolean;
  /**
   * Passes: the days a pass bought now is valid (yyyy-mm-dd); `from` null starts on the day it is
   * bought. Absent for other products.
   */
  readonly passValidity?: { readonly from: string | null; readonly to: string };
}

export interface VariantRecord {
  /** extProductVariantId, e.g. `var_day_adult`. */
  readonly id: string;
  readonly productId: string;
  readonly product: ProductRecord;
  readonly displayName: string;
  readonly shortDescription: string | null;
  readonly ageRestrictionText: string | null;
  /** Price in USD before promotions. For passes it already includes taxes and fees. */
  readonly unitPrice: number;
  readonly minQuantity: number;
  readonly maxQuantity: number;
  readonly quantityRestrictionText: string | null;
  /** Tax rate applied to this variant's merchandise total (0.0825), 0 when the price includes it. */
  readonly taxRate: number;
  /** Service fee per unit in USD (2.50 on tickets and add-ons), 0 when the price includes it. */
  readonly feePerUnit: number;
  /** True for passes: STORY prices them with taxes and fees included ('* Price includes taxes and fees.'). */
  readonly priceIncludesTaxAndFees: boolean;
  readonly isPass: boolean;
  readonly passKindId: PassKindId | null;
  readonly passLevelName: string | null;
  /** yyyy-mm-dd bounds of a passholder's birth date; null for no bound. */
  readonly minBirthDate: string | null;
  readonly maxBirthDate: string | null;
  /** The installment plan offered for this variant; null when it cannot be paid by installments. */
  readonly installmentPlanId: string | null;
  /** True when this variant in a cart blocks the installment plan of the others (`installmentBillingBlocked`). */
  readonly blocksInstallmentBilling: boolean;
  readonly isAddOn: boolean;
  readonly isCrossSell: boolean;
  readonly isDonation: boolean;
  /** True for a variant only given through an entitlement (sale flow 2 or 15). */
  readonly isEntitlement: boolean;
  /** Packages this variant belongs to. */
  readonly packageIds: readonly string[];
  /** The chained performance selection (1 to 4) the variant is sold for. */
  readonly selectionIndex: number;
  /** Cart delivery line for this variant ('Print at Home'); null when nothing is delivered. */
  readonly deliveryItem: string | null;
}

export interface ShowRecord {
  readonly id: string;
  readonly name: string;
  readonly productId: string;
}

export interface SectionRecord {
  /** showCategoryId, e.g. `sec_pavilion`. */
  readonly id: string;
  readonly name: string;
  readonly capacity: number;
  /** Seats sold before the server started (seeded), on top of the shared sold counts. */
  readonly preSold: number;
  readonly coordinates: readonly Schema<'SeatingChartPoint'>[];
  readonly variantIds: readonly string[];
}

export interface SeatRecord {
  readonly id: string;
  readonly name: string;
  readonly row: string;
  readonly seat: string;
  readonly categoryName: string;
  /** True when the seat was sold before the server started. */
  readonly preSold: boolean;
  readonly variantIds: readonly string[];
}

export interface PerformanceRecord {
  /** e.g. `perf_day_20261205_1000`. */
  readonly id: string;
  /** The product whose page offers it first; `productIds` lists every product sold for it. */
  readonly productId: string;
  readonly productIds: readonly string[];
  readonly showId: string;
  readonly showName: string;
  readonly showTypeId: ShowTypeId;
  /** Venue-local date, yyyy-mm-dd. */
  readonly date: string;
  /** Display time, e.g. '10:00 AM'. */
  readonly time: string;
  /** Venue-local 24-hour time, 'HH:MM'. */
  readonly localTime: string;
  /** ISO date-time with the venue's offset, e.g. '2026-12-05T10:00:00-06:00'. */
  readonly dateTime: string;
  /** Milliseconds since 1970 of the start. */
  readonly startsAt: number;
  /** Total capacity (for show type 2 the sum of its sections, for 3 the number of seats). */
  readonly capacity: number;
  /** Sold before the server started (seeded); live sales are in the `sold` collection. */
  readonly preSold: number;
  readonly selectionIndex: number;
  readonly alwaysPromptShow: boolean;
  readonly alwaysPromptPerformance: boolean;
  readonly uiPrompt: string | null;
  readonly delayTypeId: DelayTypeId;
  readonly delaySelectionDateTime: string | null;
  readonly seatingChartImage: string | null;
  readonly showCategories: readonly SectionRecord[];
  readonly seats: readonly SeatRecord[];
  /** Variants sold for this performance (show types 1 and 4; empty for a later chained pick). */
  readonly variantIds: readonly string[];
}

/** A date a dated product is closed on (listed as closed on the dynamic calendar). */
export interface ClosureRecord {
  readonly productId: string;
  readonly date: string;
}

export interface PackageItemRecord {
  readonly variantId: string;
  readonly quantity: number;
}

export interface PackageRecord {
  readonly id: string;
  readonly displayName: string;
  readonly discountDescription: string;
  /** Percent off the items' total, e.g. 10. */
  readonly discountPercentage: number;
  readonly displayPackageItemPricingDetails: boolean;
  readonly items: readonly PackageItemRecord[];
}

/** How a promotion changes a price: a percentage off or a fixed price. */
export type PriceRule = { readonly percentOff: number } | { readonly fixedPrice: number };

export interface PromotionRecord {
  /** extPromotionId. */
  readonly id: string;
  readonly displayName: string;
  readonly promotionTypeId: PromotionTypeId;
  /** The sale flow it applies in. */
  readonly saleFlowId: SaleFlowId;
  /** Upper-case code for promotion-code promotions; null otherwise. */
  readonly code: string | null;
  /** Tag that must be on the page (tag sales, verified offers); null otherwise. */
  readonly tag: string | null;
  readonly variantIds: readonly string[];
  readonly rule: PriceRule;
  /** Inclusive yyyy-mm-dd validity; null for open-ended. */
  readonly validFrom: string | null;
  readonly validTo: string | null;
}

export interface TagRecord {
  readonly id: string;
  readonly pageTitle: string | null;
  readonly pageDescription: string | null;
  /** Verified-offer tags (sale flow 7) answer only on the verified pages. */
  readonly verified: boolean;
}

export interface DonationRecord {
  readonly productId: string;
  readonly variantId: string;
  readonly roundUpEnabled: boolean;
  readonly roundUpMinimum: number;
}

export interface InstallmentPlanRecord {
  /** extPlanId, e.g. `plan_monthly6`. */
  readonly id: string;
  readonly planTypeId: InstallmentPlanTypeId;
  /** Number of payments after the down payment. */
  readonly paymentDivisor: number;
  /** Percent, 0 for no interest. */
  readonly apr: number;
  /** The down payment is the total divided by (paymentDivisor + 1), rounded up to the cent. */
  readonly downPaymentRule: 'equalShare';
  /** Smallest cart total in USD the plan is offered for. */
  readonly minimumTotal: number;
  readonly description: string;
  readonly disclaimer: string;
  /** '6-month payment plan available'. */
  readonly summary: string;
  readonly selectionWarning: string | null;
  readonly termsLabel: string;
  /** HTML. */
  readonly termsHtml: string;
  /** The payment method the plan is paid through (`pm_plan`). */
  readonly paymentMethodId: string;
}

export interface VenueFacts {
  readonly name: string;
  readonly webSiteName: string;
  readonly siteLogoUrl: string;
  readonly timeZone: string;
  readonly currency: 'USD';
  readonly apiRoot: string;
  readonly cssKey: string;
  readonly analyticsTrackingId: string;
  readonly analyticsSiteCode: string;
  /** The analytics script's address, `{id}` for the web site's tracking id (ours, Settings.analyticsScriptUrl). */
  readonly analyticsScriptUrl: string | null;
  /** Where the analytics script sends its hits (the CSP's connect-src and img-src). */
  readonly analyticsCollectOrigins: readonly string[];
  readonly privacyPolicyUrl: string;
  readonly termsOfSaleUrl: string;
  readonly termsOfUseUrl: string;
  readonly siteHomeUrl: string;
  /** The merchandise tax rate on tickets and add-ons (8.25%). */
  readonly taxRate: number;
  /** Service fee per ticket and add-on (2.50). */
  readonly feePerTicket: number;
  readonly defaultDeliveryMethodId: string;
  readonly defaultWebSiteId: string;
  readonly notAvailableMessage: string;
}

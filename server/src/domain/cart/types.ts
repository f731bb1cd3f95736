// The cart's records. Every feature that sells something (tickets, passes, upgrades, bundles,
// donations, reservations) puts CartLines into the session's cart through this module; the cart
// prices them, groups them for GET /cart and counts them for the mini-cart.
import type { Schema } from '@boxoffice/sdk';

/** What a line is; decides pricing defaults, grouping and which calls may change it. */
export type CartLineKind =
  | 'ticket' // a variant of a product with performances (show types 1-4) or a plain product
  | 'addon' // add-on / cross-sell products (parking, dining)
  | 'pass' // a season or non-season pass; one line per passholder (quantity 1)
  | 'upgrade' // a ticket upgrade to a pass; one line per upgraded ticket
  | 'bundle' // a line added by the bundle builder (sale flow 19)
  | 'donation' // an amount given to the donation product (unitPrice is the amount)
  | 'reservation' // a timed-entry reservation itself (0.00; its linked passes admit its guests)
  | 'reservation-ticket' // a ticket sold with a reservation (bring-a-friend day tickets)
  | 'entitlement'; // a redeemed entitlement (sale flows 2 and 15)

/** One performance selection of a line (selection 1 may carry a section or a seat). */
export interface CartLinePerformance {
  readonly selectionIndex: number;
  readonly performanceId: string;
  readonly showCategoryId: string | null;
  readonly seatId: string | null;
}

/** The passholder shown on a pass item (CartItem firstName, lastName, effectivePassLevelName). */
export interface Passholder {
  readonly firstName: string | null;
  readonly lastName: string | null;
  readonly passLevelName: string | null;
  /** True once demographics were entered: clearing the cart then asks for confirmation. */
  readonly detailsEntered: boolean;
}

/** An offer (promotion) applied to a line: the price each is lowered by `unitPriceAdjustment` (negative). */
export interface CartLineOffer {
  readonly displayName: string;
  readonly unitPriceAdjustment: number;
}

/** Display values for lines whose product the catalog does not know (reservations, upgrades...). */
export interface CartLineDisplay {
  readonly productName?: string;
  readonly productDisplayName?: string;
  readonly displayName?: string;
}

/** Tax and fee of a line when they differ from the variant's catalog record. */
export interface CartLineCharges {
  /** Tax rate as a fraction (0.0825); 0 when the price includes tax. */
  readonly taxRate: number;
  /** Service fee per unit in USD. */
  readonly feePerUnit: number;
}

export interface CartLine {
  /** Cart item id (`ci_1001`...), what POST /cart/modify takes; unique in the session. */
  readonly id: string;
  /** The holder record a pass or upgrade line belongs to (`ct_3001`); null for other lines. */
  readonly extCartTicketId: string | null;
  readonly kind: CartLineKind;
  readonly productId: string;
  readonly productVariantId: string;
  readonly quantity: number;
  /** Price each in USD, after offers (for a donation, the amount). */
  readonly unitPrice: number;
  readonly performances: readonly CartLinePerformance[];
  /** The entitlement this line redeems; null otherwise. */
  readonly entitlementId: string | null;
  /** The one-time credit this line spends (domain/credits.ts: a ticket's upgrade, a pass's renewal). */
  readonly credit?: string;
  /** Lines of one package share its id (the package's item group); null otherwise. */
  readonly packageId: string | null;
  /** The sale flow the line was added through (1 Public when absent). */
  readonly saleFlowId: number;
  readonly promotionCode: string | null;
  /** With the sale flow and code, the rest of the sale context the line was added in (CartItemSaleContext). */
  readonly tags: readonly string[];
  readonly promotionSaleFlowId: Schema<'SaleFlowId'> | null;
  readonly specificPromotionTypeId: Schema<'PromotionTypeId'> | null;
  readonly offers: readonly CartLineOffer[];
  /** Pass and upgrade lines: the holder; null otherwise. */
  readonly passholder: Passholder | null;
  /** False keeps the cart page from editing the line (passes are never editable). */
  readonly allowModification: boolean;
  /** True when this line blocks installment billing (GET /cart/pass installmentBillingBlocked). */
  readonly blocksInstallments: boolean;
  /** Overrides of the variant's tax and fee; undefined uses the catalog's. */
  readonly charges?: CartLineCharges;
  readonly display?: CartLineDisplay;
  /** Free-form data of the feature that owns the line (the cart never reads it). */
  readonly meta: Readonly<Record<string, unknown>>;
}

/** The kinds of line that belong to a pass holder record (domain/passes), one per holder. */
export type HolderLineKind = 'pass' | 'upgrade';

type NewLineFields = Pick<CartLine, 'productId' | 'productVariantId' | 'quantity'> &
  Partial<Omit<CartLine, 'id' | 'productId' | 'productVariantId' | 'quantity' | 'kind' | 'extCartTicketId'>>;

/**
 * What a feature gives addLines: the line without the fields the cart assigns or defaults. A pass
 * or upgrade line comes with its holder record's id (domain/passes newPassId): the cart does not
 * invent one, since ids it made up per session collided with the server-wide pass ids.
 */
export type NewCartLine =
  | (NewLineFields & {
      readonly kind?: Exclude<CartLineKind, HolderLineKind>;
      readonly extCartTicketId?: null;
    })
  | (NewLineFields & { readonly kind: HolderLineKind; readonly extCartTicketId: string });

/** The session's cart. */
export interface CartState {
  readonly lines: readonly CartLine[];
  /** Next number for a cart item id (ci_1001 is the first, as in STORY.md). */
  readonly nextItemNumber: number;
}

/** What POST /cart/settings saved (the cleaned request values). */
export interface CheckoutSettings {
  readonly firstName: string | null;
  readonly lastName: string | null;
  readonly phoneNumber: string | null;
  readonly countryId: number | null;
  readonly address1: string | null;
  readonly address2: string | null;
  readonly city: string | null;
  readonly stateProvinceId: number | null;
  readonly otherStateProvince: string | null;
  readonly zipCode: string | null;
  readonly shippingFirstName: string | null;
  readonly shippingLastName: string | null;
  readonly shippingPhoneNumber: string | null;
  readonly shippingCountryId: number | null;
  readonly shippingAddress1: string | null;
  readonly shippingAddress2: string | null;
  readonly shippingCity: string | null;
  readonly shippingStateProvinceId: number | null;
  readonly shippingOtherStateProvince: string | null;
  readonly shippingZipCode: string | null;
  readonly emailAddress: string | null;
  readonly deliveryMethodId: string | null;
  readonly paymentMethodId: string | null;
  readonly acceptTerms: boolean;
  readonly acceptInstallmentTerms: boolean;
  readonly locationAcknowledged: boolean;
  readonly shippingAddressRequired: boolean;
  /** The messages of the last save (empty when everything was valid): the order cannot be submitted before they are fixed. */
  readonly invalid: readonly string[];
}

/** The shopper's installment choice: null until chosen on the Payment Options page. */
export interface InstallmentChoice {
  readonly selected: boolean | null;
  /**
   * What the installment provider last said of this cart's plan (seed 000 §3's offer states), as
   * the server saw it: 'OfferAvailable' once setupUplift gave it the order, 'TokenRetrieved' once a
   * virtual card came back, 'ServiceUnavailable' after a fatal error reported by the widget. Absent
   * (NotContacted) until then, and again after a new Payment Options choice or an emptied cart.
   */
  readonly offerState?: Schema<'InstallmentOfferState'>;
}

/** Cart totals in USD, rounded to cents. */
export interface CartTotals {
  /** Merchandise before tax, fees and delivery (cartTotalNetTaxesAndFees). */
  readonly subtotal: number;
  readonly tax: number;
  readonly fees: number;
  readonly delivery: number;
  /** subtotal + tax + fees + delivery (cartTotal). */
  readonly total: number;
}

// The storefront home's rules (ours: the seeds have no home page). What is on sale comes from one
// existing call, the public sale flow's product list (getMultiProducts, sale flow 1, no tags), so
// the page costs one request and no new operation; it is grouped here into the home's sections.
import type { Schema } from '@boxoffice/sdk';

type Product = Schema<'Product'>;
type BundleSummary = Schema<'BundleSummary'>;

export interface HomeCard {
  readonly id: string;
  readonly name: string;
  readonly shortDescription: string | null;
  readonly imageUrl: string | null;
  /** The lowest price the shopper can pay for it, in USD; null when it has no price. */
  readonly fromPrice: number | null;
  readonly href: string;
}

export interface HomeSection {
  readonly title: string;
  readonly cards: readonly HomeCard[];
  /** A page with more of the section (the passes side by side), linked under its cards. */
  readonly more?: { readonly href: string; readonly text: string };
}

const isPass = (product: Product) => product.passKindId != null || product.variants.some((v) => v.isPass);

// Ours: the words of the home's sections and its empty state.
export const TICKETS_TITLE = 'Tickets and events';
export const PASSES_TITLE = 'Passes';
export const BUNDLES_TITLE = 'Bundles';
/**
 * The pass tag page (seed 001 §2), otherwise reached only by its address: every pass of the 'passes'
 * tag with its variants and prices, to compare them.
 */
export const PASSES_MORE = { href: '/product/multi/pass/tag/passes', text: 'Compare all passes' } as const;
/** Seed 002 §2.7's default title of the redemption pages. */
export const REDEEM_TITLE = 'Redeem your entitlements';
export const EMPTY_TEXT = 'Nothing is on sale right now. Please check back soon.';

/**
 * Where a card leads: a pass opens the single pass page, product/single/pass/{id} (seed 001 §2),
 * with its passholder rows; a product priced by date (`dynamicPricing`) the dynamic-date calendar,
 * product/single/dynamic/{id} (seed 002 §2.4); any other product its single product page.
 */
export const productHref = (product: Product): string =>
  `/product/single/${isPass(product) ? 'pass/' : product.dynamicPricing ? 'dynamic/' : ''}${encodeURIComponent(product.id)}`;

/** The lowest shown price of the product's variants on sale (cross-sells are sold elsewhere). */
export function fromPrice(product: Product): number | null {
  const prices = product.variants.filter((v) => !v.isCrossSell).map((v) => v.displayPrice);
  return prices.length > 0 ? Math.min(...prices) : null;
}

const card = (product: Product): HomeCard => ({
  id: product.id,
  name: product.productDisplayName,
  shortDescription: product.productShortDescription,
  imageUrl: product.productImageUrl,
  fromPrice: fromPrice(product),
  href: productHref(product),
});

/** A bundle's card: its bundle builder page, builder/{id} (seed 002 §2.3). */
export const bundleCard = (bundle: BundleSummary): HomeCard => ({
  id: bundle.id,
  name: bundle.displayName,
  shortDescription: bundle.shortDescription,
  imageUrl: bundle.imageUrl,
  fromPrice: bundle.fromPrice,
  href: `/builder/${encodeURIComponent(bundle.id)}`,
});

/**
 * The home's sections, in the list's order within each: dated tickets and events first (what most
 * shoppers come for), then bundles (ours: a bundle is tickets with extras), then passes. Add-ons
 * (no performances, not a pass) are left out: the flow offers them after a ticket, on the add-on
 * step. Products with nothing to buy and empty sections are dropped, so an empty list gives no
 * sections (the page's empty state).
 */
export function homeSections(
  products: readonly Product[],
  bundles: readonly BundleSummary[] = [],
): HomeSection[] {
  const onSale = products.filter((p) => fromPrice(p) !== null);
  const sections: HomeSection[] = [
    { title: TICKETS_TITLE, cards: onSale.filter((p) => !isPass(p) && p.hasPerformances).map(card) },
    { title: BUNDLES_TITLE, cards: bundles.map(bundleCard) },
    { title: PASSES_TITLE, cards: onSale.filter(isPass).map(card), more: PASSES_MORE },
  ];
  return sections.filter((section) => section.cards.length > 0);
}

/** A section's anchor, from its title ('Tickets and events' is #tickets-and-events), for links into the home. */
export const sectionAnchor = (title: string): string =>
  title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

export const RESERVE_TITLE = 'Timed-entry reservations';

/** Ours: the way into the reservation wizard (seed 002 §2.2), which starts at site selection. */
export const RESERVATION_CARD: HomeCard = {
  id: 'reserve-visit',
  name: 'Reserve your visit',
  shortDescription: 'Hold a pass or a ticket? Choose your park, your day and your entry time.',
  imageUrl: '/demo/properties/park-logo.svg',
  fromPrice: null,
  href: '/select-site',
};

/** The home's sections with the reservation card after the passes: passholders are who reserve. */
export const withReservations = (sections: readonly HomeSection[]): HomeSection[] =>
  sections.some((s) => s.title === PASSES_TITLE)
    ? [...sections, { title: RESERVE_TITLE, cards: [RESERVATION_CARD] }]
    : [...sections];

type EntitlementVariant = Schema<'EntitlementVariant'>;

/** The account-entitlement list (product/multi, sale flow 15), as the redemption page asks it. */
export const ACCOUNT_ENTITLEMENT_REQUEST = { saleFlowId: 15, tagsCsv: null, promotionCode: null } as const;

/**
 * A signed-in shopper's redemption cards (ours): one for the entitlements with something left
 * (entitlement/redeem) and one for the account entitlements with redemptions left
 * (account-entitlement/redeem), each saying how many remain; none when nothing is left. Redeeming
 * costs nothing: from-price 0 (the card says 'Free').
 */
export function redemptionCards(
  entitlements: readonly EntitlementVariant[],
  accountProducts: readonly Product[],
): HomeCard[] {
  const left = entitlements.reduce((sum, e) => sum + Math.max(0, e.remainingQuantity), 0);
  const accountLeft = accountProducts
    .flatMap((p) => p.variants)
    .reduce((sum, v) => sum + Math.max(0, v.entitlement?.remainingRedemptions ?? 0), 0);
  const cards: HomeCard[] = [];
  if (left > 0)
    cards.push({
      id: 'redeem-entitlements',
      name: 'Your entitlements',
      shortDescription: `${left} ticket${left === 1 ? '' : 's'} to redeem for a date of your choice`,
      imageUrl: null,
      fromPrice: 0,
      href: '/entitlement/redeem',
    });
  if (accountLeft > 0)
    cards.push({
      id: 'redeem-account-entitlements',
      name: 'Your account benefits',
      shortDescription: `${accountLeft} redemption${accountLeft === 1 ? '' : 's'} left`,
      imageUrl: null,
      fromPrice: 0,
      href: '/account-entitlement/redeem',
    });
  return cards;
}

import type { Schema } from '@boxoffice/sdk';
import { describe, expect, it } from 'vitest';
import {
  BUNDLES_TITLE,
  fromPrice,
  homeSections,
  PASSES_TITLE,
  productHref,
  RESERVATION_CARD,
  RESERVE_TITLE,
  redemptionCards,
  sectionAnchor,
  TICKETS_TITLE,
  withReservations,
} from '../../src/features/home/home';
import { HOME_LIST_REQUEST } from '../../src/features/home/load-home';

type Product = Schema<'Product'>;
type Variant = Schema<'ProductVariant'>;

const variant = (id: string, displayPrice: number, extra: Partial<Variant> = {}): Variant =>
  ({
    id,
    extProductVariantId: id,
    displayName: id,
    displayPrice,
    price: displayPrice,
    isCrossSell: false,
    isPass: false,
    ...extra,
  }) as Variant;

const product = (id: string, variants: Variant[], extra: Partial<Product> = {}): Product => ({
  id,
  productDisplayName: id,
  productLongDescription: null,
  productShortDescription: `About ${id}`,
  productDisclaimer: null,
  productImageUrl: `/demo/products/${id}.svg`,
  hideVariantsInMultiProductView: false,
  hasPerformances: true,
  variants,
  ...extra,
});

const day = product('prod_day', [variant('var_day_adult', 69.99), variant('var_day_child', 49.99)]);
const tour = product('prod_tour', [variant('var_tour_guest', 35)]);
const gold = product('prod_gold_pass', [variant('var_gold_adult', 189), variant('var_gold_child', 159)], {
  hasPerformances: false,
  passKindId: 1,
});
const dining = product('prod_dining', [variant('var_dining_adult', 34.99)], { hasPerformances: false });
const parking = product('prod_parking', [variant('var_parking', 25, { isCrossSell: true })], {
  hasPerformances: false,
});

describe('the home list request', () => {
  it('asks for the public sale flow without tags: every product sold to the public', () => {
    expect(HOME_LIST_REQUEST).toEqual({ saleFlowId: 1, tagsCsv: null, promotionCode: null });
  });
});

describe('the from-price', () => {
  it('is the lowest shown price of the variants', () => {
    expect(fromPrice(day)).toBe(49.99);
  });
  it('leaves out cross-sell variants, and is null when nothing is left', () => {
    expect(fromPrice(product('p', [variant('a', 10, { isCrossSell: true }), variant('b', 20)]))).toBe(20);
    expect(fromPrice(parking)).toBeNull();
  });
});

describe('the home sections', () => {
  it('puts dated tickets and events first, then passes, each card linking to its product page', () => {
    const sections = homeSections([gold, day, dining, tour]);
    expect(sections.map((s) => s.title)).toEqual([TICKETS_TITLE, PASSES_TITLE]);
    expect(sections[0]?.cards).toEqual([
      {
        id: 'prod_day',
        name: 'prod_day',
        shortDescription: 'About prod_day',
        imageUrl: '/demo/products/prod_day.svg',
        fromPrice: 49.99,
        href: '/product/single/prod_day',
      },
      expect.objectContaining({ id: 'prod_tour', fromPrice: 35, href: '/product/single/prod_tour' }),
    ]);
    expect(sections[1]?.cards).toEqual([
      expect.objectContaining({
        id: 'prod_gold_pass',
        fromPrice: 159,
        href: '/product/single/pass/prod_gold_pass',
      }),
    ]);
  });

  it('leaves out add-ons and products with nothing to buy', () => {
    const ids = homeSections([day, dining, parking]).flatMap((s) => s.cards.map((c) => c.id));
    expect(ids).toEqual(['prod_day']);
  });

  it('counts a product with pass variants as a pass', () => {
    const pass = product('prod_fun_card', [variant('var_fun_card', 99, { isPass: true })], {
      hasPerformances: false,
    });
    expect(homeSections([pass]).map((s) => s.title)).toEqual([PASSES_TITLE]);
    expect(productHref(pass)).toBe('/product/single/pass/prod_fun_card');
  });

  it('links the pass tag page under the passes, and under no other section', () => {
    const sections = homeSections([day, gold]);
    expect(sections.find((s) => s.title === PASSES_TITLE)?.more).toEqual({
      href: '/product/multi/pass/tag/passes',
      text: 'Compare all passes',
    });
    expect(sections.find((s) => s.title === TICKETS_TITLE)?.more).toBeUndefined();
  });

  it('opens a product priced by date on the dynamic-date calendar', () => {
    const tour = product('prod_tour', [variant('var_tour_guest', 35)], { dynamicPricing: true });
    expect(productHref(tour)).toBe('/product/single/dynamic/prod_tour');
    expect(productHref(day)).toBe('/product/single/prod_day');
  });

  it('drops empty sections, so nothing on sale gives none (the empty state)', () => {
    expect(homeSections([gold]).map((s) => s.title)).toEqual([PASSES_TITLE]);
    expect(homeSections([])).toEqual([]);
    expect(homeSections([dining])).toEqual([]);
  });

  it('encodes the product id in the link', () => {
    expect(homeSections([product('a b', [variant('v', 1)])])[0]?.cards[0]?.href).toBe(
      '/product/single/a%20b',
    );
  });

  it('lists the bundles after the tickets, each to its bundle builder page', () => {
    const family: Schema<'BundleSummary'> = {
      id: 'bundle_family',
      displayName: 'Family Fun Bundle',
      shortDescription: 'Day Tickets for the whole family, with All-Day Dining if you like.',
      imageUrl: '/demo/products/family-bundle.svg',
      fromPrice: 49.99,
    };
    const sections = homeSections([day, gold], [family]);
    expect(sections.map((s) => s.title)).toEqual([TICKETS_TITLE, BUNDLES_TITLE, PASSES_TITLE]);
    expect(sections[1]?.cards).toEqual([
      {
        id: 'bundle_family',
        name: 'Family Fun Bundle',
        shortDescription: 'Day Tickets for the whole family, with All-Day Dining if you like.',
        imageUrl: '/demo/products/family-bundle.svg',
        fromPrice: 49.99,
        href: '/builder/bundle_family',
      },
    ]);
    expect(homeSections([], [family]).map((s) => s.title)).toEqual([BUNDLES_TITLE]);
  });
});

describe("a signed-in shopper's redemption cards", () => {
  const granted = (remainingQuantity: number) =>
    ({ remainingQuantity }) as unknown as Schema<'EntitlementVariant'>;
  const parkingBenefit = (remainingRedemptions: number) =>
    product('prod_parking', [
      variant('var_parking', 0, {
        entitlement: { id: 'aent_5001', maxRedemptions: 4, remainingRedemptions },
      }),
    ]);

  it('offer the entitlements and the account benefits with what is left, free, each to its page', () => {
    const cards = redemptionCards([granted(2), granted(1)], [parkingBenefit(3)]);
    expect(cards.map((c) => [c.name, c.shortDescription, c.fromPrice, c.href])).toEqual([
      ['Your entitlements', '3 tickets to redeem for a date of your choice', 0, '/entitlement/redeem'],
      ['Your account benefits', '3 redemptions left', 0, '/account-entitlement/redeem'],
    ]);
  });

  it('leave out what has nothing left, so an account with nothing to redeem gets no card', () => {
    expect(redemptionCards([granted(0)], [parkingBenefit(1)]).map((c) => c.href)).toEqual([
      '/account-entitlement/redeem',
    ]);
    expect(redemptionCards([granted(1)], []).map((c) => c.shortDescription)).toEqual([
      '1 ticket to redeem for a date of your choice',
    ]);
    expect(redemptionCards([granted(0)], [parkingBenefit(0)])).toEqual([]);
  });
});

describe('the reservation card (ours)', () => {
  it('follows the passes, linking site selection; a home without passes has none', () => {
    const sections = withReservations(homeSections([day, gold]));
    expect(sections.map((s) => s.title)).toEqual([TICKETS_TITLE, PASSES_TITLE, RESERVE_TITLE]);
    expect(sections[2]?.cards).toEqual([RESERVATION_CARD]);
    expect(RESERVATION_CARD.href).toBe('/select-site');
    expect(withReservations(homeSections([day])).map((s) => s.title)).toEqual([TICKETS_TITLE]);
  });
});

describe("a home section's anchor", () => {
  it('is its title in lower case, words joined by hyphens', () => {
    expect(sectionAnchor('Tickets and events')).toBe('tickets-and-events');
    expect(sectionAnchor('Passes')).toBe('passes');
    expect(sectionAnchor('Redeem your entitlements!')).toBe('redeem-your-entitlements');
  });
});

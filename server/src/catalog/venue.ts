// The seeded demo venue (Lakeside Adventure Park, STORY.md): what the store sells and when. Built once
// at start-up from the data in ./data and read-only after that; what shoppers buy is counted in the
// store (domain/capacity.ts), never here. Other features code against this interface: add members,
// never rename them.
import type { Schema } from '@boxoffice/sdk';
import { donation, packages, promotions, tags } from './data/offers.js';
import { productSeeds } from './data/products.js';
import { closures, SCHEDULE_DAYS, scheduleRules, soldShares, storyDates } from './data/schedule.js';
import {
  countries,
  deliveryMethods,
  facts,
  installmentPlans,
  paymentMethods,
  states,
  webSites,
} from './data/site.js';
import { codePromotions, type OfferContext, offerProduct, type ProductOffer } from './offer.js';
import { type PriceQuote, quote, type SaleContext } from './pricing.js';
import { generatePerformances } from './schedule.js';
import { addDays, datesBetween, zonedDate, zonedDateTime } from './time.js';
import type {
  ClosureRecord,
  DonationRecord,
  InstallmentPlanRecord,
  PackageRecord,
  PerformanceRecord,
  ProductRecord,
  PromotionRecord,
  ShowRecord,
  TagRecord,
  VariantRecord,
  VenueFacts,
} from './types.js';

export type { OfferContext, ProductOffer } from './offer.js';
export type { PriceQuote, SaleContext } from './pricing.js';
export type * from './types.js';

export interface Venue {
  /** 'Lakeside Adventure Park'. */
  readonly name: string;
  /** Site name, logo, time zone, tax rate, fee per ticket, policy links, defaults (STORY.md "The venue"). */
  readonly facts: VenueFacts;
  /**
   * The venue-local date the venue was built on (yyyy-mm-dd); the schedule starts here. Not
   * today's date on a server that runs for days: date rules take `dateOf(clock.now())`.
   */
  readonly today: string;

  // Products and variants
  product(id: string): ProductRecord | undefined;
  variant(id: string): VariantRecord | undefined;
  products(): readonly ProductRecord[];
  /** The product's variants in display order. */
  variantsOf(product: ProductRecord | string): readonly VariantRecord[];
  /** Products carrying every one of the tags. */
  productsWithTags(tags: readonly string[]): readonly ProductRecord[];

  // Pricing and sale rules
  /**
   * The variant's price in a request's context (promotion code, tag sale, cross-sell ...) on a
   * venue-local `date` (yyyy-mm-dd): today's is `dateOf(clock.now())`, as promotions end.
   */
  price(variant: VariantRecord | string, context: SaleContext, date: string): PriceQuote | undefined;
  /**
   * Whether a product can be sold in a context (off sale, sale flow, code, login) and its variants
   * priced, on a venue-local `date` (today's: `dateOf(clock.now())`).
   */
  offer(product: ProductRecord | string, context: OfferContext, date: string): ProductOffer | undefined;

  // Performances
  performance(id: string): PerformanceRecord | undefined;
  /** A product's performances on a venue-local date, by selection index then time. */
  performancesOn(productId: string, date: string): readonly PerformanceRecord[];
  /** A product's performances from `from` to `to` (yyyy-mm-dd, inclusive). */
  performancesBetween(productId: string, from: string, to: string): readonly PerformanceRecord[];
  /** Every performance sold for a product, whatever its date. */
  performancesOf(productId: string): readonly PerformanceRecord[];
  show(id: string): ShowRecord | undefined;
  /** Days a product is closed although its schedule would run (dynamic calendar's isClosed). */
  closures: readonly ClosureRecord[];
  isClosed(productId: string, date: string): boolean;

  // Offers
  readonly packages: readonly PackageRecord[];
  package(id: string): PackageRecord | undefined;
  readonly promotions: readonly PromotionRecord[];
  promotion(id: string): PromotionRecord | undefined;
  /** Promotions with this code valid on a venue-local `date`, case-insensitive. */
  promotionsByCode(code: string, date: string): readonly PromotionRecord[];
  readonly tags: readonly TagRecord[];
  tag(id: string): TagRecord | undefined;
  /** Add-on variants (the add-on step) and cross-sell variants (the cross-sell modal). */
  addOns(): readonly VariantRecord[];
  crossSells(): readonly VariantRecord[];
  readonly donation: DonationRecord;

  // Checkout
  readonly deliveryMethods: readonly Schema<'DeliveryMethod'>[];
  deliveryMethod(id: string): Schema<'DeliveryMethod'> | undefined;
  readonly paymentMethods: readonly Schema<'PaymentMethod'>[];
  paymentMethod(id: string): Schema<'PaymentMethod'> | undefined;
  readonly installmentPlans: readonly InstallmentPlanRecord[];
  installmentPlan(id: string): InstallmentPlanRecord | undefined;

  // Addresses and web sites
  readonly countries: readonly Schema<'Country'>[];
  country(id: number): Schema<'Country'> | undefined;
  readonly states: readonly Schema<'StateProvince'>[];
  state(id: number): Schema<'StateProvince'> | undefined;
  statesOf(countryId: number): readonly Schema<'StateProvince'>[];
  readonly webSites: readonly Schema<'WebSite'>[];
  webSite(id: string): Schema<'WebSite'> | undefined;
  readonly defaultWebSiteId: string;

  // Venue time (America/Chicago)
  /** The venue-local date of an instant (ms since 1970). */
  dateOf(at: number): string;
  /** A venue-local date and 'HH:MM' as ISO with the offset of that day ('2026-12-05T10:00:00-06:00'). */
  localDateTime(date: string, time: string): string;
}

function linkProducts() {
  const products = new Map<string, ProductRecord>();
  const variants = new Map<string, VariantRecord>();
  for (const { variants: seeds, ...rest } of productSeeds) {
    const product: ProductRecord = { ...rest, variantIds: seeds.map((v) => v.id) };
    products.set(product.id, product);
    const isPass = product.kind === 'pass';
    for (const seed of seeds) {
      variants.set(seed.id, {
        shortDescription: null,
        ageRestrictionText: null,
        minQuantity: 1,
        maxQuantity: 100,
        quantityRestrictionText: null,
        // Passes are priced with taxes and fees included (STORY.md); everything else pays both.
        taxRate: isPass ? 0 : facts.taxRate,
        feePerUnit: isPass ? 0 : facts.feePerTicket,
        priceIncludesTaxAndFees: isPass,
        isPass,
        passKindId: product.passKindId,
        passLevelName: null,
        minBirthDate: null,
        maxBirthDate: null,
        installmentPlanId: null,
        blocksInstallmentBilling: false,
        isAddOn: false,
        isCrossSell: false,
        isDonation: false,
        isEntitlement: false,
        packageIds: [],
        selectionIndex: 1,
        deliveryItem: product.kind === 'pass' ? null : 'Print at Home',
        ...seed,
        productId: product.id,
        product,
      });
    }
  }
  return { products, variants };
}

const byId = <T extends { readonly id: string | number }>(items: readonly T[]) =>
  new Map<T['id'], T>(items.map((i) => [i.id, i]));

export function createVenue(today: Date): Venue {
  const todayDate = zonedDate(facts.timeZone, today.getTime());
  const { products, variants } = linkProducts();
  const closed = new Set(closures.map((c) => `${c.productId}/${c.date}`));
  const performanceList = generatePerformances({
    rules: scheduleRules,
    dates: [...datesBetween(todayDate, addDays(todayDate, SCHEDULE_DAYS)), ...storyDates],
    timeZone: facts.timeZone,
    soldShares,
    closed,
  });
  const performances = byId(performanceList);
  const byProductDate = new Map<string, PerformanceRecord[]>();
  const byProduct = new Map<string, PerformanceRecord[]>();
  const shows = new Map<string, ShowRecord>();
  for (const p of performanceList) {
    for (const productId of p.productIds) {
      const key = `${productId}/${p.date}`;
      byProductDate.set(key, [...(byProductDate.get(key) ?? []), p]);
      const ofProduct = byProduct.get(productId);
      if (ofProduct) ofProduct.push(p);
      else byProduct.set(productId, [p]);
    }
    shows.set(p.showId, { id: p.showId, name: p.showName, productId: p.productId });
  }
  const productList = [...products.values()];
  const variantList = [...variants.values()];
  const variantsOf = (product: ProductRecord | string) => {
    const p = typeof product === 'string' ? products.get(product) : product;
    return (p?.variantIds ?? []).flatMap((id) => variants.get(id) ?? []);
  };
  const countryMap = byId(countries);
  const stateMap = byId(states);
  const packageMap = byId(packages);
  const promotionMap = byId(promotions);
  const tagMap = byId(tags);
  const deliveryMap = byId(deliveryMethods);
  const paymentMap = byId(paymentMethods);
  const planMap = byId(installmentPlans);
  const webSiteMap = byId(webSites);
  const offers = new Map<string, ProductOffer>();
  const offerCatalog = {
    notAvailableMessage: facts.notAvailableMessage,
    promotions,
    variantsOf,
  };

  return {
    name: facts.name,
    facts,
    today: todayDate,
    product: (id) => products.get(id),
    variant: (id) => variants.get(id),
    products: () => productList,
    variantsOf,
    productsWithTags: (wanted) => productList.filter((p) => wanted.every((t) => p.tags.includes(t))),
    price: (variant, context, date) => {
      const v = typeof variant === 'string' ? variants.get(variant) : variant;
      return v ? quote(v, promotions, context, date) : undefined;
    },
    offer: (product, context, date) => {
      const p = typeof product === 'string' ? products.get(product) : product;
      if (!p) return undefined;
      // The venue's data never changes, so an offer depends only on these: it is worked out once
      // (every cart add checks its lines against the offer).
      const key = [
        p.id,
        date,
        context.signedIn,
        context.variantId ?? '',
        context.saleFlowId ?? '',
        context.promotionSaleFlowId ?? '',
        context.promotionTypeId ?? '',
        context.specificPromotionTypeId ?? '',
        context.promotionCode ?? '',
        context.extPromotionId ?? '',
        (context.tags ?? []).join(','),
      ].join('|');
      let offer = offers.get(key);
      if (!offer) {
        if (offers.size > 10_000) offers.clear();
        offer = offerProduct(offerCatalog, p, context, date);
        offers.set(key, offer);
      }
      return offer;
    },
    performance: (id) => performances.get(id),
    performancesOn: (productId, date) => byProductDate.get(`${productId}/${date}`) ?? [],
    performancesBetween: (productId, from, to) =>
      from > to ? [] : datesBetween(from, to).flatMap((d) => byProductDate.get(`${productId}/${d}`) ?? []),
    performancesOf: (productId) => byProduct.get(productId) ?? [],
    show: (id) => shows.get(id),
    closures,
    isClosed: (productId, date) => closed.has(`${productId}/${date}`),
    packages,
    package: (id) => packageMap.get(id),
    promotions,
    promotion: (id) => promotionMap.get(id),
    promotionsByCode: (code, date) => codePromotions(offerCatalog, code, date),
    tags,
    tag: (id) => tagMap.get(id),
    addOns: () => variantList.filter((v) => v.isAddOn),
    crossSells: () => variantList.filter((v) => v.isCrossSell),
    donation,
    deliveryMethods,
    deliveryMethod: (id) => deliveryMap.get(id),
    paymentMethods,
    paymentMethod: (id) => paymentMap.get(id),
    installmentPlans,
    installmentPlan: (id) => planMap.get(id),
    countries,
    country: (id) => countryMap.get(id),
    states,
    state: (id) => stateMap.get(id),
    statesOf: (countryId) => states.filter((s) => s.countryId === countryId),
    webSites,
    webSite: (id) => webSiteMap.get(id),
    defaultWebSiteId: facts.defaultWebSiteId,
    dateOf: (at) => zonedDate(facts.timeZone, at),
    localDateTime: (date, time) => zonedDateTime(facts.timeZone, date, time).iso,
  };
}

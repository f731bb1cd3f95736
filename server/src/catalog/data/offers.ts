// Tags, promotions, packages and the donation settings (STORY.md: promotion code SPRING27 for 15% off
// Day Tickets, tag sale tag `holiday`, the `passes` tag page).
import { seeded } from '../seeded.js';
import type { DonationRecord, PackageRecord, PromotionRecord, TagRecord } from '../types.js';

export const tags: readonly TagRecord[] = seeded([
  {
    id: 'passes',
    pageTitle: '2027 Season Passes',
    pageDescription: '<p>Visit all year and save.</p>',
    verified: false,
  },
  { id: 'gold', pageTitle: 'Gold Season Pass', pageDescription: null, verified: false },
  {
    id: 'premium-passes',
    pageTitle: 'Premium Passes',
    pageDescription: '<p>Both parks, all year, with parking and dining perks.</p>',
    verified: false,
  },
  { id: 'platinum', pageTitle: 'Platinum Season Pass', pageDescription: null, verified: false },
  {
    id: 'holiday',
    pageTitle: 'Holiday Specials',
    pageDescription: '<p>Save 10% on Day Tickets and the Holiday Lights Dinner Show this season.</p>',
    verified: false,
  },
  { id: 'tickets', pageTitle: 'Tickets', pageDescription: null, verified: false },
  { id: 'tours', pageTitle: 'Tours', pageDescription: null, verified: false },
  {
    id: 'add-ons',
    pageTitle: 'Make it a Better Day',
    pageDescription: '<p>Add dining and parking to your visit.</p>',
    verified: false,
  },
  {
    id: 'teachers',
    pageTitle: 'Educator Fun Card',
    pageDescription: '<p>A thank-you offer for verified educators.</p>',
    verified: true,
  },
]);

const ALL_DAY = ['var_day_adult', 'var_day_child', 'var_day_senior'];

export const promotions: readonly PromotionRecord[] = seeded([
  {
    id: 'promo_spring27',
    displayName: 'SPRING27 15% off Day Tickets',
    promotionTypeId: 11,
    saleFlowId: 5,
    code: 'SPRING27',
    tag: null,
    variantIds: ALL_DAY,
    rule: { percentOff: 15 },
    validFrom: '2026-11-01',
    validTo: '2027-05-31',
  },
  {
    // Expired: its code page answers with the 'no current promotion' message.
    id: 'promo_summer26',
    displayName: 'SUMMER26 Concert Savings',
    promotionTypeId: 11,
    saleFlowId: 5,
    code: 'SUMMER26',
    tag: null,
    variantIds: ['var_concert_pavilion', 'var_concert_lawn'],
    rule: { percentOff: 20 },
    validFrom: '2026-05-01',
    validTo: '2026-09-07',
  },
  {
    id: 'promo_holiday_tag',
    displayName: 'Holiday 10% off',
    promotionTypeId: 5,
    saleFlowId: 3,
    code: null,
    tag: 'holiday',
    variantIds: [...ALL_DAY, 'var_dinner_adult', 'var_dinner_child'],
    rule: { percentOff: 10 },
    validFrom: null,
    validTo: null,
  },
  {
    id: 'promo_teachers',
    displayName: 'Educator Fun Card',
    promotionTypeId: 10,
    saleFlowId: 7,
    code: null,
    tag: 'teachers',
    variantIds: ['var_fun_card'],
    rule: { fixedPrice: 79.0 },
    validFrom: null,
    validTo: null,
  },
  {
    id: 'promo_addons',
    displayName: 'Add-on savings',
    promotionTypeId: 9,
    saleFlowId: 4,
    code: null,
    tag: 'add-ons',
    variantIds: ['var_dining_adult'],
    rule: { fixedPrice: 29.99 },
    validFrom: null,
    validTo: null,
  },
  {
    id: 'promo_crosssell_parking',
    displayName: 'Parking with your tickets',
    promotionTypeId: 18,
    saleFlowId: 6,
    code: null,
    tag: null,
    variantIds: ['var_parking', 'var_dining_adult'],
    rule: { percentOff: 20 },
    validFrom: null,
    validTo: null,
  },
]);

export const packages: readonly PackageRecord[] = seeded([
  {
    id: 'pkg_family4',
    displayName: 'Family Four-Pack',
    discountDescription: '10% off 2 Adult and 2 Child Day Tickets',
    discountPercentage: 10,
    displayPackageItemPricingDetails: true,
    items: [
      { variantId: 'var_day_adult', quantity: 2 },
      { variantId: 'var_day_child', quantity: 2 },
    ],
  },
]);

export const donation: DonationRecord = seeded({
  productId: 'prod_donation',
  variantId: 'var_donation',
  roundUpEnabled: true,
  roundUpMinimum: 0.1,
});

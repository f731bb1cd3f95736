// The venue's products and variants (STORY.md's products table, plus a few the seeds' flows need:
// an off-sale product, a pass with a provider-run payment plan). Defaults fill what a row leaves out.
import { seeded } from '../seeded.js';
import type { ProductRecord, VariantRecord } from '../types.js';

export type ProductSeed = Omit<ProductRecord, 'variantIds'> & { readonly variants: readonly VariantSeed[] };
export type VariantSeed = Partial<Omit<VariantRecord, 'product' | 'productId'>> &
  Pick<VariantRecord, 'id' | 'displayName' | 'unitPrice'>;

const TICKET = {
  shortDescription: null,
  imageUrl: null,
  passKindId: null,
  hideVariantsInMultiProductView: false,
  onSale: true,
  dynamicPricing: false,
  allowModification: true,
  allowPerformanceChange: true,
} as const;

const PASS = {
  ...TICKET,
  kind: 'pass',
  showTypeId: null,
  hasPerformances: false,
  allowModification: false,
  allowPerformanceChange: false,
} as const;

const ADD_ON = {
  ...TICKET,
  kind: 'addOn',
  showTypeId: null,
  hasPerformances: false,
  allowPerformanceChange: false,
} as const;

// The demo pictures this backend serves (content/product-art.ts), relative to the site.
const ASSETS = '/demo/products';

const GOLD_PLAN = { installmentPlanId: 'plan_monthly6' } as const;

/**
 * The 2027 passes' ages, as holders' birth dates (what the pass flows check, seed 001 §5 'Invalid
 * birth date for this selection'; server/README.md 'Who a pass is for'). STORY.md gives the child
 * passes 2017-01-01..2023-12-31, ages 3-9 on the eve of the season; the adult passes, 'for guests
 * aged 10 and over', take every holder born before: 10 or over that day. The Fun Card has no age.
 * Under 3s need no pass: no pass fits them.
 */
const ADULT_PASS_AGES = { maxBirthDate: '2016-12-31' } as const;

export const productSeeds: readonly ProductSeed[] = seeded([
  {
    ...TICKET,
    id: 'prod_day',
    shortDescription: 'A full day of rides, shows and attractions',
    imageUrl: `${ASSETS}/day-ticket.svg`,
    name: 'Day Ticket',
    displayName: 'Day Ticket',
    longDescription: '<p>A full day of rides, shows and attractions at Lakeside Adventure Park.</p>',
    disclaimer: '<p>Valid only on the date selected. Tickets are non-refundable.</p>',
    kind: 'ticket',
    showTypeId: 1,
    hasPerformances: true,
    tags: ['holiday', 'tickets'],
    saleFlowIds: [1, 3, 5, 9, 14, 19],
    variants: [
      {
        id: 'var_day_adult',
        displayName: 'Adult (Ages 10+)',
        ageRestrictionText: 'Ages 10+',
        unitPrice: 69.99,
        minQuantity: 1,
        maxQuantity: 10,
        quantityRestrictionText: 'Minimum quantity is 1, Maximum quantity is 10',
        packageIds: ['pkg_family4'],
      },
      {
        id: 'var_day_child',
        displayName: 'Child (Ages 3-9)',
        ageRestrictionText: 'Ages 3-9',
        unitPrice: 49.99,
        packageIds: ['pkg_family4'],
      },
      {
        id: 'var_day_senior',
        displayName: 'Senior (Ages 65+)',
        ageRestrictionText: 'Ages 65+',
        unitPrice: 54.99,
      },
    ],
  },
  {
    ...TICKET,
    id: 'prod_concert',
    shortDescription: 'Evening concerts by the lake, Pavilion or Lawn',
    imageUrl: `${ASSETS}/concert.svg`,
    name: 'Lakeside Summer Concert Series',
    displayName: 'Lakeside Summer Concert Series',
    longDescription: '<p>Live music by the lake: reserved Pavilion seats or bring a blanket to the Lawn.</p>',
    disclaimer: '<p>Concerts go ahead rain or shine. Lawn seating is first come, first served.</p>',
    kind: 'ticket',
    showTypeId: 2,
    hasPerformances: true,
    tags: ['tickets'],
    saleFlowIds: [1, 3, 5],
    variants: [
      // Concert seats may be paid on the Gold passes' monthly plan too (STORY.md), so a ticket cart
      // shows Payment Options; day tickets, without a plan, skip it.
      { id: 'var_concert_pavilion', displayName: 'Pavilion Reserved', unitPrice: 89.0, ...GOLD_PLAN },
      { id: 'var_concert_lawn', displayName: 'Lawn General', unitPrice: 39.0, ...GOLD_PLAN },
    ],
  },
  {
    ...TICKET,
    id: 'prod_dinner',
    shortDescription: 'A festive dinner show among a million lights',
    imageUrl: `${ASSETS}/dinner.svg`,
    name: 'Holiday Lights Dinner Show',
    displayName: 'Holiday Lights Dinner Show',
    longDescription: '<p>A three-course dinner under a million holiday lights, with live carolers.</p>',
    disclaimer: '<p>Please tell us about allergies when you arrive. Seats are assigned.</p>',
    kind: 'ticket',
    showTypeId: 3,
    hasPerformances: true,
    tags: ['holiday', 'tickets'],
    saleFlowIds: [1, 3, 5],
    variants: [
      { id: 'var_dinner_adult', displayName: 'Adult Dinner', unitPrice: 79.5 },
      { id: 'var_dinner_child', displayName: 'Child Dinner', unitPrice: 45.0 },
    ],
  },
  {
    ...TICKET,
    id: 'prod_tour',
    shortDescription: 'Meet the keepers on a guided 30-minute tour',
    imageUrl: `${ASSETS}/tour.svg`,
    name: 'Behind-the-Scenes Animal Tour',
    displayName: 'Behind-the-Scenes Animal Tour',
    longDescription: '<p>Meet our keepers and the animals they care for on a guided 30-minute tour.</p>',
    disclaimer: '<p>Tours run rain or shine.</p>',
    kind: 'ticket',
    showTypeId: 4,
    hasPerformances: true,
    dynamicPricing: true,
    tags: ['tours'],
    // 3 (TagSalePromotion): the Tours tag page lists it and opens the dynamic calendar as a modal.
    saleFlowIds: [1, 3, 5],
    variants: [
      {
        id: 'var_tour_guest',
        displayName: 'Tour Guest',
        unitPrice: 35.0,
        minQuantity: 1,
        maxQuantity: 8,
        quantityRestrictionText: 'Minimum quantity is 1, Maximum quantity is 8',
      },
    ],
  },
  {
    ...PASS,
    id: 'prod_gold_pass',
    name: 'Gold Season Pass 2027',
    displayName: 'Gold Season Pass 2027',
    shortDescription: 'Unlimited visits all of 2027',
    passValidity: { from: '2027-01-01', to: '2027-12-31' },
    longDescription: '<p>Unlimited visits to Lakeside Adventure Park on every operating day of 2027.</p>',
    disclaimer: '<p>Passes are non-transferable and require a holder photo.</p>',
    imageUrl: `${ASSETS}/gold-pass.svg`,
    passKindId: 1,
    tags: ['passes', 'gold'],
    saleFlowIds: [1, 3, 14],
    variants: [
      {
        ...GOLD_PLAN,
        id: 'var_gold_adult',
        displayName: 'Gold Adult',
        shortDescription: 'For guests aged 10 and over',
        unitPrice: 189.0,
        passLevelName: 'Gold',
        ...ADULT_PASS_AGES,
      },
      {
        ...GOLD_PLAN,
        id: 'var_gold_child',
        displayName: 'Gold Child',
        shortDescription: 'For children aged 3-9',
        unitPrice: 159.0,
        passLevelName: 'Gold',
        minBirthDate: '2017-01-01',
        maxBirthDate: '2023-12-31',
      },
    ],
  },
  {
    ...PASS,
    id: 'prod_fun_card',
    name: 'Fun Card 2027',
    displayName: 'Fun Card 2027',
    shortDescription: 'Visit any day through May 2027',
    passValidity: { from: null, to: '2027-05-31' },
    longDescription: '<p>Visit as often as you like through May 31, 2027.</p>',
    disclaimer: null,
    imageUrl: `${ASSETS}/fun-card.svg`,
    passKindId: 2,
    tags: ['passes', 'teachers'],
    saleFlowIds: [1, 3, 7],
    variants: [{ id: 'var_fun_card', displayName: 'Fun Card', unitPrice: 99.0, passLevelName: 'Fun Card' }],
  },
  {
    ...PASS,
    id: 'prod_platinum_pass',
    name: 'Platinum Season Pass 2027',
    displayName: 'Platinum Season Pass 2027',
    shortDescription: 'Both parks, parking and dining all of 2027',
    passValidity: { from: '2027-01-01', to: '2027-12-31' },
    longDescription:
      '<p>Unlimited visits to Lakeside Adventure Park and Lakeside Water Kingdom in 2027, with Preferred Parking and 15% off dining.</p>',
    disclaimer: '<p>Passes are non-transferable and require a holder photo.</p>',
    imageUrl: `${ASSETS}/platinum-pass.svg`,
    passKindId: 1,
    tags: ['premium-passes', 'platinum'],
    saleFlowIds: [1, 3, 14],
    variants: [
      {
        id: 'var_platinum_adult',
        displayName: 'Platinum Adult',
        shortDescription: 'For guests aged 10 and over',
        unitPrice: 299.0,
        passLevelName: 'Platinum',
        ...ADULT_PASS_AGES,
        installmentPlanId: 'plan_provider12',
      },
    ],
  },
  {
    ...ADD_ON,
    id: 'prod_dining',
    name: 'All-Day Dining',
    displayName: 'All-Day Dining',
    shortDescription: 'Lunch, dinner and snacks all day',
    longDescription:
      '<p>One entree, one side and one drink at every visit to a participating restaurant.</p>',
    disclaimer: '<p>Valid on the day of your visit only.</p>',
    imageUrl: `${ASSETS}/dining.svg`,
    tags: ['add-ons'],
    saleFlowIds: [1, 3, 4, 6, 9, 19],
    variants: [{ id: 'var_dining_adult', displayName: 'All-Day Dining', unitPrice: 34.99, isAddOn: true }],
  },
  {
    ...ADD_ON,
    id: 'prod_parking',
    name: 'Preferred Parking',
    displayName: 'Preferred Parking',
    shortDescription: 'Park steps from the front gate',
    longDescription: '<p>A reserved space in the front lot, closest to the main gate.</p>',
    disclaimer: null,
    imageUrl: `${ASSETS}/parking.svg`,
    tags: ['add-ons'],
    saleFlowIds: [1, 4, 6, 15],
    variants: [
      {
        id: 'var_parking',
        displayName: 'Preferred Parking',
        unitPrice: 25.0,
        isAddOn: true,
        isCrossSell: true,
      },
    ],
  },
  {
    ...TICKET,
    id: 'prod_donation',
    name: 'Lakeside Conservation Fund',
    displayName: 'Lakeside Conservation Fund',
    longDescription: "<p>Your gift helps care for the park's animals and protect the lake's wetlands.</p>",
    disclaimer: '<p>Donations are non-refundable.</p>',
    kind: 'donation',
    showTypeId: null,
    hasPerformances: false,
    allowPerformanceChange: false,
    tags: [],
    saleFlowIds: [8],
    variants: [
      {
        id: 'var_donation',
        displayName: 'Lakeside Conservation Fund',
        unitPrice: 0,
        isDonation: true,
        taxRate: 0,
        feePerUnit: 0,
        deliveryItem: null,
      },
    ],
  },
  {
    ...TICKET,
    id: 'prod_comp_day',
    name: 'Complimentary Day Ticket',
    displayName: 'Complimentary Day Ticket',
    longDescription: '<p>A day at Lakeside Adventure Park, on us.</p>',
    disclaimer: '<p>Valid only on the date selected. Not for resale.</p>',
    kind: 'entitlement',
    showTypeId: 1,
    hasPerformances: true,
    tags: [],
    saleFlowIds: [2],
    variants: [
      {
        id: 'var_comp_day',
        displayName: 'Complimentary Admission',
        unitPrice: 0,
        isEntitlement: true,
        feePerUnit: 0,
      },
    ],
  },
  {
    ...TICKET,
    id: 'prod_fireworks',
    name: "New Year's Eve Fireworks",
    displayName: "New Year's Eve Fireworks",
    longDescription: '<p>Ring in 2027 with fireworks over the lake.</p>',
    disclaimer: '<p>Tickets go on sale December 1.</p>',
    kind: 'ticket',
    showTypeId: 1,
    hasPerformances: true,
    tags: ['holiday'],
    saleFlowIds: [1],
    // Off sale: the product page answers 'This product is not available at this time.'
    onSale: false,
    variants: [{ id: 'var_fireworks_general', displayName: 'General Admission', unitPrice: 29.0 }],
  },
]);

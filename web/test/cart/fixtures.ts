// The story's cart (openapi/STORY.md): Day Ticket 2026-12-05 10:00 AM, 2 Adult + 1 Child.
import type { Schema } from '@boxoffice/sdk';

type Cart = Schema<'CartDetails'>;
type ItemGroup = Schema<'ItemGroup'>;
type CartItem = Schema<'CartItem'>;

export function item(over: Partial<CartItem> = {}): CartItem {
  return {
    id: 'ci_1001',
    productVariantId: 'var_day_adult',
    productId: 'prod_day',
    displayName: 'Adult (Ages 10+)',
    firstName: null,
    lastName: null,
    effectivePassLevelName: null,
    unitPrice: 69.99,
    itemTotal: 139.98,
    quantity: 2,
    productVariantIsPass: false,
    performances: [],
    seats: [],
    entitlements: [],
    offers: [],
    ...over,
  };
}

export function group(over: Partial<ItemGroup> = {}): ItemGroup {
  return {
    productId: 'prod_day',
    productName: 'Day Ticket',
    productDisplayName: 'Day Ticket',
    productVariantDisplayName: null,
    showId: 'show_day',
    showName: 'Park Admission',
    performanceDate: '2026-12-05',
    actualPerformanceDate: '2026-12-05T10:00:00-06:00',
    performanceTime: '10:00 AM',
    performanceId: 'perf_day_20261205_1000',
    showCategoryName: null,
    allowPerformanceChange: true,
    allowModification: true,
    isPackage: false,
    packageDisplayName: null,
    packageDiscountDescription: null,
    packageDiscountPercentage: null,
    displayPackageItemPricingDetails: false,
    packageItemGroups: [],
    items: [
      item(),
      item({
        id: 'ci_1002',
        productVariantId: 'var_day_child',
        displayName: 'Child (Ages 3-9)',
        unitPrice: 49.99,
        itemTotal: 49.99,
        quantity: 1,
      }),
    ],
    ...over,
  };
}

export function billing(over: Partial<Schema<'InstallmentBilling'>> = {}): Schema<'InstallmentBilling'> {
  return {
    eligible: false,
    blocked: false,
    selected: null,
    extPlanId: null,
    downPayment: null,
    amountFinanced: null,
    paymentDivisor: null,
    apr: null,
    payments: [],
    selectionWarning: null,
    planDisclaimer: null,
    planDescription: null,
    offerState: 'NotContacted',
    ...over,
  } as Schema<'InstallmentBilling'>;
}

export function cart(over: Partial<Cart> = {}): Cart {
  return {
    itemGroups: [group()],
    cartEmpty: false,
    cartRevised: false,
    reviseCartMessage: null,
    removedItems: [],
    cartTotal: 213.14,
    cartTotalNetTaxesAndFees: 189.97,
    taxTotal: 15.67,
    feeTotal: 7.5,
    deliveryTotal: 0,
    installmentBilling: billing(),
    ...over,
  } as Cart;
}

/** The Gold passes plan: 348.00, down payment 58.00, then five of 58.00. */
export const goldPlan = billing({
  eligible: true,
  extPlanId: 'plan_monthly6',
  planTypeId: 1,
  downPayment: 58,
  amountFinanced: 290,
  paymentDivisor: 5,
  apr: 0,
  payments: [1, 2, 3, 4, 5, 6].map((n) => ({
    paymentNumber: n,
    paymentDate: `2027-0${n}-22`,
    paymentAmount: 58,
  })),
});

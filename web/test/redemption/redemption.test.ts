import type { Schema } from '@boxoffice/sdk';
import { describe, expect, it } from 'vitest';
import {
  initialSelectorState,
  type SelectorAction,
  type SelectorState,
  selectorReducer,
} from '../../src/components/performance-selector/selector-state';
import {
  ACCOUNT_ENTITLEMENT_SALE_FLOW,
  type AccountEntitlementRow,
  accountEntitlementCartLines,
  accountEntitlementRows,
  canRedeemAccountEntitlement,
  canRedeemEntitlements,
  DEFAULT_TITLE,
  EMPTY_STATE,
  ENTITLEMENT_SALE_FLOW,
  type Entitlement,
  entitlementCartLines,
  groupEntitlements,
  holderName,
  NO_PRODUCTS,
  pageTexts,
  selectionValid,
  shopperValues,
  validityText,
  withoutUnfilled,
} from '../../src/features/redemption/redemption';
import { storyPerformance } from '../support/performance';

/** The story's ent_4001 (Jordan, 2 granted, 2 remaining), with changes. */
const entitlement = (over: Partial<Entitlement> = {}): Entitlement => ({
  id: 'ent_4001',
  productId: 'prod_comp_day',
  productVariantId: 'var_comp_day',
  productName: 'Complimentary Day Ticket',
  productVariantName: 'Complimentary Admission',
  validityStartDate: '2026-11-01',
  validityEndDate: '2027-10-31',
  totalQuantity: 2,
  remainingQuantity: 2,
  accountFirstName: 'Jordan',
  accountLastName: 'Rivera',
  ...over,
});

const avery = entitlement({
  id: 'ent_4002',
  accountFirstName: 'Avery',
  validityStartDate: '2026-10-01',
  validityEndDate: '2027-06-30',
  totalQuantity: 1,
  remainingQuantity: 1,
});

const run = (actions: SelectorAction[], from: SelectorState = initialSelectorState) =>
  actions.reduce(selectorReducer, from);

/** A date, its single performance auto-selected, and its detail (show type 1) loaded. */
const selected = run([
  { type: 'date', date: '2026-12-05' },
  { type: 'performancesLoaded', date: '2026-12-05', performances: [storyPerformance()] },
  {
    type: 'detailLoaded',
    key: 'perf_day_20261205_1000',
    detail: {
      showTypeId: 1,
      productVariants: [{ id: 'var_comp_day', selectionIndex: 1 } as Schema<'ProductVariant'>],
      showCategories: [],
      seats: [],
    },
  },
]);
const performances = [
  { selectionIndex: 1, performanceId: 'perf_day_20261205_1000', showCategoryId: null, seatId: null },
];

describe('the entitlement list (seed 002 §2.6)', () => {
  it('groups by product variant: granted and remaining summed, the validity spanning all', () => {
    const other = entitlement({ id: 'ent_9', productVariantId: 'var_other', productVariantName: 'Other' });
    const groups = groupEntitlements([entitlement(), other, avery]);
    expect(groups.map((g) => g.productVariantId)).toEqual(['var_comp_day', 'var_other']);
    expect(groups[0]).toMatchObject({
      productName: 'Complimentary Day Ticket',
      productVariantName: 'Complimentary Admission',
      validityStartDate: '2026-10-01',
      validityEndDate: '2027-10-31',
      totalQuantity: 3,
      remainingQuantity: 3,
    });
    expect(groups[0]?.entitlements.map((e) => e.id)).toEqual(['ent_4001', 'ent_4002']);
    const open = groupEntitlements([entitlement(), entitlement({ id: 'x', validityEndDate: null })]);
    expect(open[0]?.validityEndDate).toBeNull();
    expect(groupEntitlements([])).toEqual([]);
  });

  it('shows the validity as a range, an open end, or nothing', () => {
    expect(validityText('2026-11-01', '2027-10-31')).toBe('11/01/2026 – 10/31/2027');
    expect(validityText('2026-11-01', null)).toBe('From 11/01/2026');
    expect(validityText(null, '2027-10-31')).toBe('Until 10/31/2027');
    expect(validityText(null, null)).toBeNull();
  });

  it("names each passholder's quantity with the holder's name", () => {
    expect(holderName(entitlement())).toBe('Jordan Rivera');
    expect(holderName({ accountFirstName: 'Avery', accountLastName: null })).toBe('Avery');
    expect(holderName({ accountFirstName: null, accountLastName: null })).toBe('Account holder');
  });

  it('has the seed texts', () => {
    expect(EMPTY_STATE).toBe('You do not have any entitlements that can be redeemed at this time.');
    expect(DEFAULT_TITLE).toBe('Redeem your entitlements');
    expect(NO_PRODUCTS).toBe('no products available for this date / time');
    expect([ENTITLEMENT_SALE_FLOW, ACCOUNT_ENTITLEMENT_SALE_FLOW]).toEqual([2, 15]);
  });
});

describe('page texts from the resources (seed 002 §2.7)', () => {
  const description = 'Welcome back, {{firstName}}. Choose the entitlements to add to your cart.';

  it('fills the placeholders from the values given', () => {
    expect(pageTexts('Redeem your entitlements', description, { firstName: 'Jordan' })).toEqual({
      title: 'Redeem your entitlements',
      description: 'Welcome back, Jordan. Choose the entitlements to add to your cart.',
    });
  });

  it("greets the signed-in shopper by the session's first name, never an entitlement holder's", () => {
    // Avery's entitlement (a family member's pass) listed first must not put Avery in the greeting.
    expect(pageTexts(null, description, shopperValues({ firstName: 'Jordan' }))).toEqual({
      title: DEFAULT_TITLE,
      description: 'Welcome back, Jordan. Choose the entitlements to add to your cart.',
    });
  });

  it('greets without a name when the session has none', () => {
    for (const session of [null, { firstName: null }, { firstName: '  ' }]) {
      expect(pageTexts(null, description, shopperValues(session)).description).toBe(
        'Welcome back. Choose the entitlements to add to your cart.',
      );
    }
  });

  it('takes an unfilled placeholder out with its separator, wherever it stands', () => {
    expect(withoutUnfilled('Hello {{firstName}}!')).toBe('Hello!');
    expect(withoutUnfilled('{{firstName}}, welcome back.')).toBe('Welcome back.');
    expect(withoutUnfilled('Dear {{ firstName }} {{lastName}}, welcome.')).toBe('Dear, welcome.');
    expect(withoutUnfilled('iPass holders welcome')).toBe('iPass holders welcome');
  });

  it('defaults the title (also when a placeholder is left in it), and leaves out an empty description', () => {
    expect(pageTexts('  ', null, {})).toEqual({ title: DEFAULT_TITLE, description: null });
    expect(pageTexts('Hello {{firstName}}', 'Plain', {})).toEqual({
      title: DEFAULT_TITLE,
      description: 'Plain',
    });
    expect(pageTexts(null, '{{firstName}}', {})).toEqual({ title: DEFAULT_TITLE, description: null });
  });
});

describe('Add to Cart for entitlements (seed 002 §4.5, §5)', () => {
  const group = groupEntitlements([entitlement(), avery])[0] as ReturnType<typeof groupEntitlements>[number];

  it('needs a quantity above 0, every quantity from 0 to what remains, and valid selections', () => {
    expect(canRedeemEntitlements(group, {}, true)).toBe(false);
    expect(canRedeemEntitlements(group, { ent_4001: 1 }, true)).toBe(true);
    expect(canRedeemEntitlements(group, { ent_4001: 2, ent_4002: 1 }, true)).toBe(true);
    expect(canRedeemEntitlements(group, { ent_4001: 1 }, false)).toBe(false);
    expect(canRedeemEntitlements(group, { ent_4001: 3 }, true)).toBe(false);
    expect(canRedeemEntitlements(group, { ent_4001: 1, ent_4002: 2 }, true)).toBe(false);
    expect(canRedeemEntitlements(group, { ent_4001: Number.NaN, ent_4002: 1 }, true)).toBe(false);
  });

  it('sends one line per passholder above 0, with its entitlementId and the performances', () => {
    expect(entitlementCartLines(group, { ent_4001: 2, ent_4002: 0 }, performances)).toEqual([
      {
        productId: 'prod_comp_day',
        productVariantId: 'var_comp_day',
        performances,
        entitlementId: 'ent_4001',
        quantity: 2,
      },
    ]);
    expect(entitlementCartLines(group, { ent_4001: -1 }, performances)).toEqual([]);
  });
});

describe('the account entitlements (seed 002 §2.7)', () => {
  const parking = {
    id: 'prod_parking',
    productDisplayName: 'Preferred Parking',
    hasPerformances: false,
    variants: [
      {
        id: 'var_parking',
        displayName: 'Preferred Parking',
        entitlement: { id: 'aent_5001', maxRedemptions: 2, remainingRedemptions: 1 },
      },
      { id: 'var_other', displayName: 'Not held' },
    ],
  } as unknown as Schema<'Product'>;

  it('lists each variant with its entitlement (max and remaining redemptions)', () => {
    const rows = accountEntitlementRows([parking]);
    expect(rows.map((r) => [r.product.id, r.variant.id, r.entitlement])).toEqual([
      ['prod_parking', 'var_parking', { id: 'aent_5001', maxRedemptions: 2, remainingRedemptions: 1 }],
    ]);
  });

  it('Add to Cart: a single quantity above 0 and at most the remaining redemptions, selection valid', () => {
    const row = accountEntitlementRows([parking])[0] as AccountEntitlementRow;
    expect(canRedeemAccountEntitlement(row, 0, true)).toBe(false);
    expect(canRedeemAccountEntitlement(row, 1, true)).toBe(true);
    expect(canRedeemAccountEntitlement(row, 2, true)).toBe(false);
    expect(canRedeemAccountEntitlement(row, 1, false)).toBe(false);
    expect(accountEntitlementCartLines(row, 1, [])).toEqual([
      {
        productId: 'prod_parking',
        productVariantId: 'var_parking',
        performances: [],
        entitlementId: 'aent_5001',
        quantity: 1,
      },
    ]);
    expect(accountEntitlementCartLines(row, 0, [])).toEqual([]);
  });
});

describe('selection validity (seed 002 §4.5)', () => {
  it('a product without performances needs no selection', () => {
    expect(selectionValid(false, initialSelectorState)).toBe(true);
  });

  it('a product with performances needs the selections made and something on sale', () => {
    expect(selectionValid(true, initialSelectorState)).toBe(false);
    expect(selectionValid(true, selected)).toBe(true);
    const none = run([
      { type: 'date', date: '2026-12-06' },
      { type: 'performancesLoaded', date: '2026-12-06', performances: [] },
    ]);
    expect(selectionValid(true, none)).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { summaryLines } from '../../src/components/cart-summary';
import {
  allItems,
  canEditGroup,
  canRemoveItems,
  holdsPasses,
  isCartEmpty,
  nextFromCart,
  packageDiscountText,
  previousItemValues,
} from '../../src/features/cart/cart-display';
import { groupDetails, itemNotes, summaryParts } from '../../src/lib/cart-notes';
import { cart, goldPlan, group, item } from './fixtures';

describe('order summary lines', () => {
  it('shows Subtotal, Tax, Fees and Order Total, without Delivery when it is 0', () => {
    const lines = summaryLines(cart());
    expect(lines.map((l) => [l.label, l.amount])).toEqual([
      ['Subtotal', 189.97],
      ['Tax', 15.67],
      ['Fees', 7.5],
      ['Order Total', 213.14],
    ]);
    expect(lines.every((l) => l.previous === null)).toBe(true);
  });

  it('shows Delivery after Subtotal when it is nonzero', () => {
    const lines = summaryLines(cart({ deliveryTotal: 7.95, cartTotal: 221.09 }));
    expect(lines.map((l) => l.label)).toEqual(['Subtotal', 'Delivery', 'Tax', 'Fees', 'Order Total']);
  });

  it('gives the previous amount only for lines a revise changed', () => {
    const before = cart({ cartTotalNetTaxesAndFees: 214.97, taxTotal: 17.73, cartTotal: 240.2 });
    const lines = summaryLines(cart(), before);
    expect(Object.fromEntries(lines.map((l) => [l.key, l.previous]))).toEqual({
      subtotal: 214.97,
      tax: 17.73,
      fees: null,
      total: 240.2,
    });
  });

  it('keeps the Delivery line when a revise took the delivery charge away', () => {
    const lines = summaryLines(cart(), cart({ deliveryTotal: 7.95 }));
    expect(lines.find((l) => l.key === 'delivery')).toMatchObject({ amount: 0, previous: 7.95 });
  });
});

describe('revised cart: previous item values', () => {
  const revised = (previousGroups = [group({ items: [item({ quantity: 3, itemTotal: 209.97 })] })]) =>
    cart({ cartRevised: true, previousCart: cart({ itemGroups: previousGroups }) });

  it('gives the changed quantity and total, not the unchanged price', () => {
    expect(previousItemValues(item(), revised())).toEqual({
      quantity: 3,
      unitPrice: null,
      itemTotal: 209.97,
    });
  });

  it('is null when the cart is not revised, the item is new, or nothing changed', () => {
    expect(previousItemValues(item(), cart())).toBeNull();
    expect(previousItemValues(item({ id: 'ci_new' }), revised())).toBeNull();
    expect(previousItemValues(item(), revised([group()]))).toBeNull();
  });

  it('finds items inside packages', () => {
    const pkg = group({
      isPackage: true,
      items: [],
      packageItemGroups: [group({ items: [item({ unitPrice: 59.99 })] })],
    });
    expect(previousItemValues(item(), revised([pkg]))?.unitPrice).toBe(59.99);
    expect(allItems([pkg])).toHaveLength(1);
  });
});

describe('editable and read-only modes', () => {
  it('lets a modifiable group be updated and removed in editable mode only', () => {
    expect(canEditGroup(group(), false)).toBe(true);
    expect(canRemoveItems(group(), false)).toBe(true);
    expect(canEditGroup(group(), true)).toBe(false);
    expect(canRemoveItems(group(), true)).toBe(false);
  });

  it('never edits pass items or groups that may not be modified, but removes them', () => {
    const passes = group({ allowModification: false, items: [item({ productVariantIsPass: true })] });
    expect(canEditGroup(passes, false)).toBe(false);
    expect(canEditGroup(group({ allowModification: false }), false)).toBe(false);
    expect(canRemoveItems(passes, false)).toBe(true);
    expect(canRemoveItems(group({ allowModification: false, isPackage: true }), false)).toBe(true);
    expect(canRemoveItems(passes, true)).toBe(false);
    expect(holdsPasses(passes)).toBe(true);
    expect(holdsPasses(group())).toBe(false);
  });
});

describe('cart texts and flow', () => {
  it('is empty when flagged or without groups', () => {
    expect(isCartEmpty(cart())).toBe(false);
    expect(isCartEmpty(cart({ cartEmpty: true }))).toBe(true);
    expect(isCartEmpty(cart({ itemGroups: [] }))).toBe(true);
  });

  it('goes to Payment Options when installment billing applies, else to donate', () => {
    expect(nextFromCart(cart())).toBe('/donate');
    expect(nextFromCart(cart({ cartTotal: 348, installmentBilling: goldPlan }))).toBe(
      '/installment-billing/select',
    );
    expect(nextFromCart(cart({ cartTotal: 348, installmentBilling: { ...goldPlan, selected: true } }))).toBe(
      '/donate',
    );
  });

  it('shows the package discount as a negative percentage with two digits', () => {
    expect(packageDiscountText(10)).toBe('-10.00%');
    expect(packageDiscountText(-12.5)).toBe('-12.50%');
    expect(packageDiscountText(null)).toBeNull();
  });

  it("lists a group's show, date, time and section", () => {
    expect(groupDetails(group())).toEqual(['Park Admission', '12/05/2026', '10:00 AM']);
    expect(groupDetails(group({ showName: null, performanceDate: null, performanceTime: null }))).toEqual([]);
  });

  it("names a line's holder, seats and offers, and nothing when it has none", () => {
    expect(itemNotes(item())).toEqual([]);
    const seated = item({
      firstName: 'Avery',
      lastName: 'Rivera',
      seats: [{ seatCategoryName: 'Main Floor', row: 'A', seat: '101' }],
      offers: [{ quantity: 1, displayName: 'Member Discount', unitPriceAdjustment: -5, adjustmentTotal: -5 }],
    });
    expect(itemNotes(seated)).toEqual([
      'Avery Rivera',
      'Main Floor Row A Seat 101',
      'Member Discount: -$5.00',
    ]);
    const mailed = item({ deliveryItem: { displayName: 'Mail Delivery' } });
    expect(itemNotes(mailed)).toEqual(['Delivery: Mail Delivery']);
    expect(itemNotes(mailed, { delivery: false })).toEqual([]);
  });

  it("lists a package's parts, each with its own day and lines, and a plain group as itself", () => {
    const entry = group({ productDisplayName: 'Timed Entry', showName: 'Park Entry' });
    const addOn = group({
      productDisplayName: 'Parking',
      performanceDate: null,
      performanceTime: null,
      showName: null,
    });
    const reservation = group({ isPackage: true, items: [], packageItemGroups: [entry, addOn] });
    expect(summaryParts(reservation).map((g) => [g.productDisplayName, groupDetails(g)])).toEqual([
      ['Timed Entry', ['Park Entry', '12/05/2026', '10:00 AM']],
      ['Parking', []],
    ]);
    expect(summaryParts(entry)).toEqual([entry]);
  });
});

// The cart page's display rules as plain functions (seed 000 §2 'Cart page', §4 'Cart', §6): what
// may be edited, the revised cart's previous values, where Next goes. The Payment Plan panel's rules
// are in lib/installment-billing.ts (the Payment Options page uses them too).
import type { Schema } from '@boxoffice/sdk';
import { installmentChoiceApplies } from '../../lib/installment-billing';

type Cart = Schema<'CartDetails'>;
type ItemGroup = Schema<'ItemGroup'>;
type CartItem = Schema<'CartItem'>;

/** Remove is offered only in editable mode and where the group may be modified. */
/**
 * Remove is offered in editable mode for every item (seed 000 §2: 'Editable mode lets buyers remove
 * items'): a pass takes its holder's details with it, a package's item the whole package.
 */
export function canRemoveItems(_group: ItemGroup, readOnly: boolean): boolean {
  return !readOnly;
}

/** Whether the group holds passes: the cart links it back to pass demographics (holder, product). */
export const holdsPasses = (group: ItemGroup): boolean =>
  group.items.some((item) => item.productVariantIsPass);

/** Update (the change modal) also needs no pass item in the group: pass items are never edited. */
export function canEditGroup(group: ItemGroup, readOnly: boolean): boolean {
  return !readOnly && group.allowModification && !holdsPasses(group);
}

/** Every item of the groups, packages' contents included. */
export function allItems(groups: readonly ItemGroup[]): CartItem[] {
  return groups.flatMap((g) => [...g.items, ...allItems(g.packageItemGroups)]);
}

export interface PreviousItemValues {
  readonly quantity: number | null;
  readonly unitPrice: number | null;
  readonly itemTotal: number | null;
}

const differs = (now: number, before: number | undefined, scale: number) =>
  before !== undefined && Math.round(before * scale) !== Math.round(now * scale) ? before : null;

/**
 * A revised cart's previous values of one item (quantity, price, total), each only when it
 * changed; null when the cart is not revised, the item is new, or nothing changed.
 */
export function previousItemValues(item: CartItem, cart: Cart): PreviousItemValues | null {
  if (!cart.cartRevised || !cart.previousCart) return null;
  const before = allItems(cart.previousCart.itemGroups).find((p) => p.id === item.id);
  if (!before) return null;
  const values = {
    quantity: differs(item.quantity, before.quantity, 1),
    unitPrice: differs(item.unitPrice, before.unitPrice, 100),
    itemTotal: differs(item.itemTotal, before.itemTotal, 100),
  };
  return values.quantity === null && values.unitPrice === null && values.itemTotal === null ? null : values;
}

/** The cart is empty when the server says so or it has no groups. */
export function isCartEmpty(cart: Cart): boolean {
  return cart.cartEmpty || cart.itemGroups.length === 0;
}

/** From the cart: the Payment Options page when installment billing applies, else donate. */
export function nextFromCart(cart: Pick<Cart, 'cartTotal' | 'installmentBilling'>): string {
  return installmentChoiceApplies(cart) ? '/installment-billing/select' : '/donate';
}

/**
 * The package discount shown as the negative of the percentage with two digits ('-10.00%'). The
 * contract sends 10 for 10% off; the reference backend sends -10, so the sign is taken off first.
 */
export function packageDiscountText(percentage: number | null): string | null {
  if (percentage === null || percentage === 0) return null;
  return `-${Math.abs(percentage).toFixed(2)}%`;
}

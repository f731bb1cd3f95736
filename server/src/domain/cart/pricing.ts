// Cart pricing, pure. Tax is computed per line on its merchandise and rounded to cents per line
// (STORY.md: 139.98 -> 11.55, 49.99 -> 4.12, 25.00 -> 2.06, hence 15.67 and 17.73); fees are per
// unit; delivery is the chosen method's price. Passes carry tax 0 and fee 0 (price includes them).
import type { Venue } from '../../catalog/venue.js';
import type { Session } from '../../store/store.js';
import { type CartCatalog, cartCatalog } from './catalog.js';
import { cartLines } from './lines.js';
import { checkoutSettingsSlot } from './state.js';
import type { CartLine, CartLineCharges, CartTotals } from './types.js';

/** Money to cents and back, so 0.1 + 0.2 sums stay exact. */
export const round2 = (amount: number): number => Math.round((amount + Number.EPSILON) * 100) / 100;
const cents = (amount: number) => Math.round(amount * 100);

/** The tax rate and fee of a line: its own override, else its variant's, else none. */
export function chargesOf(line: CartLine, catalog: CartCatalog): CartLineCharges {
  if (line.charges) return line.charges;
  const variant = catalog.variant(line.productVariantId);
  return { taxRate: variant?.taxRate ?? 0, feePerUnit: variant?.feePerUnit ?? 0 };
}

export interface LineCharges {
  readonly subtotal: number;
  readonly tax: number;
  readonly fees: number;
}

export function lineCharges(line: CartLine, catalog: CartCatalog): LineCharges {
  const { taxRate, feePerUnit } = chargesOf(line, catalog);
  const subtotal = round2(line.unitPrice * line.quantity);
  return { subtotal, tax: round2(subtotal * taxRate), fees: round2(feePerUnit * line.quantity) };
}

/** Totals of some lines with a delivery charge. */
export function totalsOf(lines: readonly CartLine[], catalog: CartCatalog, delivery = 0): CartTotals {
  let subtotal = 0;
  let tax = 0;
  let fees = 0;
  for (const line of lines) {
    const c = lineCharges(line, catalog);
    subtotal += cents(c.subtotal);
    tax += cents(c.tax);
    fees += cents(c.fees);
  }
  const deliveryCents = lines.length ? cents(delivery) : 0;
  return {
    subtotal: subtotal / 100,
    tax: tax / 100,
    fees: fees / 100,
    delivery: deliveryCents / 100,
    total: (subtotal + tax + fees + deliveryCents) / 100,
  };
}

/** The delivery method the cart uses: the one saved at checkout, else the venue's first (Print at Home). */
export function deliveryMethodOf(session: Session, catalog: CartCatalog) {
  const chosen = session.get(checkoutSettingsSlot)?.deliveryMethodId;
  return catalog.deliveryMethods.find((m) => m.id === chosen) ?? catalog.deliveryMethods[0];
}

/** The session cart's totals. */
export function cartTotals(session: Session, venue: Venue): CartTotals {
  const catalog = cartCatalog(venue);
  return totalsOf(cartLines(session), catalog, deliveryMethodOf(session, catalog)?.price ?? 0);
}

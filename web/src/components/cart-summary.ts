// The cart's order summary as data (seed 000 §2 'Cart page'): Subtotal, Delivery only when nonzero,
// Tax, Fees, Order Total. A revised cart also gives each line's previous amount, struck through
// beside the new one, when it changed. Shared by the cart, the Payment Options page and donate.
import type { Schema } from '@boxoffice/sdk';

type Cart = Schema<'CartDetails'>;
type Totals = Pick<
  Cart,
  'cartTotalNetTaxesAndFees' | 'deliveryTotal' | 'taxTotal' | 'feeTotal' | 'cartTotal'
>;

export interface SummaryLine {
  readonly key: 'subtotal' | 'delivery' | 'tax' | 'fees' | 'total';
  readonly label: string;
  readonly amount: number;
  /** The amount before a revise changed it; null when unchanged or not revised. */
  readonly previous: number | null;
}

const cents = (amount: number) => Math.round(amount * 100);

/** The amount before, when it differs from the amount now. */
export function changedFrom(now: number, before: number | null | undefined): number | null {
  return before === null || before === undefined || cents(before) === cents(now) ? null : before;
}

export function summaryLines(cart: Totals, previous?: Totals | null): SummaryLine[] {
  const line = (key: SummaryLine['key'], label: string, pick: (t: Totals) => number): SummaryLine => ({
    key,
    label,
    amount: pick(cart),
    previous: previous ? changedFrom(pick(cart), pick(previous)) : null,
  });
  const lines = [line('subtotal', 'Subtotal', (t) => t.cartTotalNetTaxesAndFees)];
  // Delivery only when there is a charge now, or there was one before a revise.
  if (cents(cart.deliveryTotal) !== 0 || (previous && cents(previous.deliveryTotal) !== 0)) {
    lines.push(line('delivery', 'Delivery', (t) => t.deliveryTotal));
  }
  lines.push(
    line('tax', 'Tax', (t) => t.taxTotal),
    line('fees', 'Fees', (t) => t.feeTotal),
    line('total', 'Order Total', (t) => t.cartTotal),
  );
  return lines;
}

// Installment billing (payment plan) rules as plain functions (seed 000 §4 'Installment display',
// seed 001 §4 'Installment-billing page'), shared by the cart's Payment Plan panel and the
// Payment Options page.
import type { Schema } from '@boxoffice/sdk';

type Cart = Schema<'CartDetails'>;
type InstallmentBilling = Schema<'InstallmentBilling'>;

/**
 * The Payment Plan panel: eligible, not blocked, cart total above 0, and selected true or null
 * (seed 000 §4 'Installment display').
 */
export function paymentPlanVisible(cart: Pick<Cart, 'cartTotal' | 'installmentBilling'>): boolean {
  const ib = cart.installmentBilling;
  return ib.eligible && !ib.blocked && cart.cartTotal > 0 && ib.selected !== false;
}

/** '(paymentDivisor+1)-month payment plan available' when eligible and not blocked; else null. */
export function paymentPlanAdvert(ib: InstallmentBilling): string | null {
  if (!ib.eligible || ib.blocked || !ib.paymentDivisor) return null;
  return `${ib.paymentDivisor + 1}-month payment plan available`;
}

export interface PlanRow {
  readonly label: string;
  /** 'Today' for the down payment (seed 000 §4), otherwise the payment's date. */
  readonly when: string;
  readonly amount: number;
}

/** mm/dd/yyyy from the contract's yyyy-mm-dd, without time-zone shifts. */
export function formatDate(isoDate: string): string {
  const [y, m, d] = isoDate.slice(0, 10).split('-');
  return y && m && d ? `${m}/${d}/${y}` : isoDate;
}

/**
 * The panel's rows: Down Payment first, then 'Remaining Payment 1', 2, ... Empty when the plan
 * is type 2 (its payments are hidden).
 */
export function paymentPlanRows(ib: InstallmentBilling): PlanRow[] {
  if (ib.planTypeId === 2) return [];
  const payments = [...ib.payments].sort((a, b) => a.paymentNumber - b.paymentNumber);
  return payments.map((p, index) =>
    index === 0
      ? { label: 'Down Payment', when: 'Today', amount: p.paymentAmount }
      : { label: `Remaining Payment ${index}`, when: formatDate(p.paymentDate), amount: p.paymentAmount },
  );
}

/**
 * Whether the Payment Options page has a choice to offer (seed 001 §4 'Installment-billing page'):
 * not when the plan is already selected, the cart total is 0, or billing is blocked or not eligible.
 */
export function installmentChoiceApplies(cart: Pick<Cart, 'cartTotal' | 'installmentBilling'>): boolean {
  const ib = cart.installmentBilling;
  return ib.eligible && !ib.blocked && cart.cartTotal > 0 && ib.selected !== true;
}

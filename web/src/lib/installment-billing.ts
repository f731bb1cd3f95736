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
  return ib.planTypeId === 2 ? [] : scheduleRows(ib.payments);
}

/** A schedule's rows in payment order (the cart's panel, Payment Options and the provider's quote). */
export function scheduleRows(
  payments: readonly { paymentNumber: number; paymentDate: string; paymentAmount: number }[],
): PlanRow[] {
  const sorted = [...payments].sort((a, b) => a.paymentNumber - b.paymentNumber);
  return sorted.map((p, index) =>
    index === 0
      ? { label: 'Down Payment', when: 'Today', amount: p.paymentAmount }
      : { label: `Remaining Payment ${index}`, when: formatDate(p.paymentDate), amount: p.paymentAmount },
  );
}

/**
 * The shopper's 'Pay in full' on Payment Options (or Yes to checkout's Change Payment), remembered
 * for the visit (session storage), so the page does not ask again each time the cart's Checkout is
 * pressed. Seed 001 skips the page once the plan is selected; the full-payment choice is the same
 * kind of answer, so it is remembered the same way. It counts only while the cart still records
 * full payment (selected false): the server resets that when the cart is emptied or the plan is
 * chosen, which asks the question again.
 */
const PAY_IN_FULL_KEY = 'boxoffice.payInFull';

function storage(): Storage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null;
  }
}

export function rememberPayInFull(chosen: boolean): void {
  const store = storage();
  if (chosen) store?.setItem(PAY_IN_FULL_KEY, '1');
  else store?.removeItem(PAY_IN_FULL_KEY);
}

export function payInFullRemembered(): boolean {
  return storage()?.getItem(PAY_IN_FULL_KEY) === '1';
}

/**
 * Whether the Payment Options page has a choice to offer (seed 001 §4 'Installment-billing page'):
 * not when the plan is already selected, the cart total is 0, or billing is blocked or not eligible;
 * nor when the shopper chose to pay in full and the cart still says so (above). The cart's Checkout
 * (nextFromCart) and the page itself both read this.
 */
export function installmentChoiceApplies(cart: Pick<Cart, 'cartTotal' | 'installmentBilling'>): boolean {
  const ib = cart.installmentBilling;
  if (ib.selected === false && payInFullRemembered()) return false;
  return ib.eligible && !ib.blocked && cart.cartTotal > 0 && ib.selected !== true;
}

/**
 * The warning at the top of pass demographics and 'Your Upgrade Options' when the cart's passes
 * block installment billing (seed 001 §2). Ours: the seed asks for the warning but gives no words.
 */
export const INSTALLMENT_BLOCKED_WARNING =
  'A payment plan is not available for the passes in your cart: they must be paid in full.';

// The Payment Options page's rules (seed 001 §2 'Payment Options', §4 'Installment-billing page').
import type { Schema } from '@boxoffice/sdk';

export type PaymentChoice = 'full' | 'plan';

/** After this page: donate (as installment or not, which the cart now records). */
export const NEXT_AFTER_PAYMENT_OPTIONS = '/donate';

/** The call that records the choice: full payment clears installment billing, the plan sets it. */
export function choicePath(choice: PaymentChoice) {
  return choice === 'plan'
    ? ('/cart/set-installment-billing' as const)
    : ('/cart/clear-installment-billing' as const);
}

/** What the plan option shows: only the disclaimer for plan type 2, else the schedule and texts. */
export function planDisplay(ib: Schema<'InstallmentBilling'>): 'disclaimer-only' | 'full' {
  return ib.planTypeId === 2 ? 'disclaimer-only' : 'full';
}

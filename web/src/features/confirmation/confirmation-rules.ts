// The confirmation page's display rules (seed 000 §2 'Confirmation page') as plain functions.
import type { Schema } from '@boxoffice/sdk';

type Order = Schema<'Order'>;

export const PAYMENT_PLAN_TEXT = 'Payment Plan, powered by a payment-plan provider';

/** Totals are shown only for order type 1. */
export const showsTotals = (order: Pick<Order, 'orderTypeId'>): boolean => order.orderTypeId === 1;

/** Installment plan type 2, selected: the provider's plan, whose schedule and payment details are hidden. */
const isProviderPlan = (order: Pick<Order, 'installmentBilling'>): boolean =>
  order.installmentBilling?.selected === true && order.installmentBilling.planTypeId === 2;

/** Payment details: when the payment amount is above 0 and the plan is not type 2 with installment billing selected. */
export function showsPaymentDetails(order: Pick<Order, 'payments' | 'installmentBilling'>): boolean {
  const amount = (order.payments ?? []).reduce((sum, p) => sum + (p.amount ?? 0), 0);
  return amount > 0 && !isProviderPlan(order);
}

/** The payment method's text: the provider plan's words, or the method's confirmation display name, or its name. */
export function paymentMethodText(order: Pick<Order, 'payments' | 'installmentBilling'>): string {
  if (isProviderPlan(order) && !showsPaymentDetails(order)) return PAYMENT_PLAN_TEXT;
  const payment = order.payments?.[0];
  return payment?.confirmationDisplayName || payment?.paymentMethodName || '';
}

/** Transaction strings joined by ' | '. */
export const transactionText = (order: Pick<Order, 'trans'>): string =>
  (order.trans ?? []).map((t) => t.transactionString).join(' | ');

/** Installment details are shown when the order has a selected plan with payments. */
export const showsInstallmentDetails = (order: Pick<Order, 'installmentBilling'>): boolean =>
  order.installmentBilling?.selected === true;

/** The schedule is hidden for plan type 2 (000 §4 'Installment display'). */
export const showsSchedule = (order: Pick<Order, 'installmentBilling'>): boolean =>
  showsInstallmentDetails(order) && order.installmentBilling?.planTypeId !== 2;

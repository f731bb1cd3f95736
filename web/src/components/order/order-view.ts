// The order view's display rules (seed 000 §2 'Confirmation page'), shared by the confirmation page
// and the order lookups (seed 001 §2 'Order lookup and ticket view': the same order view), as plain
// functions.
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
/**
 * The code the 'Reservation Lookup' barcode shows: only when the order has no digital tickets (000
 * §2 'digital ticket HTML, or a barcode titled 'Reservation Lookup' when there are no tickets'), the
 * booked reservation's or else the order's. An order with tickets shows them instead; the server's
 * ticket HTML then carries a booked reservation's barcode first (issue 40: it was shown twice).
 */
export function reservationLookupCode(
  order: Pick<Order, 'hasTickets' | 'ticketingReservationCode' | 'reservation'>,
): string | null {
  if (order.hasTickets) return null;
  return order.reservation?.reservationCode || order.ticketingReservationCode || null;
}

export const showsInstallmentDetails = (order: Pick<Order, 'installmentBilling'>): boolean =>
  order.installmentBilling?.selected === true;

/** The schedule is hidden for plan type 2 (000 §4 'Installment display'). */
export const showsSchedule = (order: Pick<Order, 'installmentBilling'>): boolean =>
  showsInstallmentDetails(order) && order.installmentBilling?.planTypeId !== 2;

type OrderLine = Order['items'][number];
type PackageLine = OrderLine['packageItems'][number];

/**
 * Whether a line's price is marked '*' ('* Price includes taxes and fees.'): pass prices include
 * taxes and fees (STORY.md: season and non-season passes carry no tax or fee lines), every other
 * line's tax and fees are listed in the totals. A line says it is a pass with productVariantIsPass,
 * as the cart's items do; a line without it is not marked (a missing footnote beats a false one).
 */
export const priceIncludesTaxesAndFees = (line: OrderLine | PackageLine): boolean =>
  line.productVariantIsPass === true;

/** The '* Price includes taxes and fees.' footnote: only when a price on the order is marked with '*'. */
export const showsPriceIncludesNote = (order: Pick<Order, 'items'>): boolean =>
  order.items.some(
    (line) => priceIncludesTaxesAndFees(line) || (line.packageItems ?? []).some(priceIncludesTaxesAndFees),
  );

type Plan = NonNullable<Order['installmentBilling']>;

export interface InstallmentTotals {
  readonly downPayment: number;
  readonly amountFinanced: number;
  /** Always 0 (000 §4 'finance charge is shown as 0'), whatever the server sends. */
  readonly financeCharge: 0;
  /** Down payment plus amount financed. */
  readonly totalOfPayments: number;
  /** Down payment plus amount financed (plus the finance charge, which is 0). */
  readonly totalSalesPrice: number;
}

const cents = (n: number): number => Math.round(n * 100) / 100;

/**
 * The installment details' figures (000 §4 'Installment display': total equals down payment plus
 * amount financed; finance charge is shown as 0). The down payment is the schedule's first payment;
 * ours: when the schedule is hidden (plan type 2 sends none), it is what the server's total of
 * payments leaves after the amount financed.
 */
export function installmentTotals(
  plan: Pick<Plan, 'payments' | 'amountFinanced' | 'totalOfPayments'>,
): InstallmentTotals {
  const amountFinanced = cents(plan.amountFinanced ?? 0);
  const first = plan.payments?.[0]?.paymentAmount;
  const downPayment = cents(first ?? Math.max((plan.totalOfPayments ?? 0) - amountFinanced, 0));
  const total = cents(downPayment + amountFinanced);
  return { downPayment, amountFinanced, financeCharge: 0, totalOfPayments: total, totalSalesPrice: total };
}

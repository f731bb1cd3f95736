// The installment-plan modal's rules (seed 000 §4, §9): at most 10 virtual-card submissions, and
// how a failure is reported to the provider and the server ('booking' for a payment message,
// 'fatal' otherwise), and how the widget's quote reads.
import { INSTALLMENT_TOKEN_SUBMISSIONS_MAX } from '@boxoffice/sdk/rules';
import { type PlanRow, scheduleRows } from '../../../lib/installment-billing';

export const TOO_MANY_CALLS = 'too many calls';

/** A counter of token submissions: `take()` is false once the limit is spent. */
export function tokenSubmissions(max = INSTALLMENT_TOKEN_SUBMISSIONS_MAX) {
  let count = 0;
  return {
    take(): boolean {
      if (count >= max) return false;
      count += 1;
      return true;
    },
    get count() {
      return count;
    },
  };
}

export type UpliftErrorType = 'booking' | 'fatal';

/** 'booking' when the order answered a payment message (a decline), 'fatal' for anything else. */
export function upliftErrorType(paymentMessage: string | null | undefined): UpliftErrorType {
  return paymentMessage ? 'booking' : 'fatal';
}

/** What the provider's widget quotes: the order's own total and schedule (setupUplift's order). */
export interface PlanQuote {
  readonly orderTotal: number;
  readonly downPayment: number;
  readonly payments: readonly { paymentNumber: number; paymentDate: string; paymentAmount: number }[];
}

export type QuoteRow = PlanRow;

/**
 * The quote's rows, worded as the cart's Payment Plan panel words them (seed 000 §4 'Installment
 * display': Down Payment 'Today', then 'Remaining Payment n' with its date), so the shopper can
 * check one against the other.
 */
export const quoteRows = (quote: PlanQuote): QuoteRow[] => scheduleRows(quote.payments);

/**
 * The quote in one sentence (ours; the seeds do not word the widget): '$197.69 payment plan:
 * $32.99 down payment today, then 5 monthly payments of $32.94.' When the remaining payments differ
 * the sentence leaves their amount to the rows.
 */
export function quoteSummary(quote: PlanQuote, money: (amount: number) => string): string {
  const [, ...rest] = quoteRows(quote);
  const head = `${money(quote.orderTotal)} payment plan: ${money(quote.downPayment)} down payment today`;
  if (rest.length === 0) return `${head}.`;
  const amounts = new Set(rest.map((r) => Math.round(r.amount * 100)));
  const each = amounts.size === 1 ? ` of ${money(rest[0]?.amount ?? 0)}` : '';
  return `${head}, then ${rest.length} monthly payment${rest.length === 1 ? '' : 's'}${each}.`;
}

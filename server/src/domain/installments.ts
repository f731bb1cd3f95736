// Installment billing (seed 001 "Installment-billing page", 000 §4 "Installment display"): which
// carts may be paid with a plan, and a plan's down payment and schedule. Pure functions.
//
// Eligibility: every line that is not a donation has a variant with an installment plan (the Gold
// passes do, day tickets do not), and the cart total is above 0. A plan finances only lines that
// allow it, so when the lines' plans differ the cart gets the most restrictive of them, the one with
// the fewest payments (a Platinum pass's 12 payments and concert tickets' 6: 6); a line without a
// plan leaves the cart without one.
// Blocking: a line may block installment billing (the passes feature marks them; GET /cart/pass
// reports installmentBillingBlocked); a blocked cart cannot select a plan.
// Schedule: paymentDivisor + 1 payments, the first (the down payment) today, then one a month on
// the same day (clamped to the month's end). The total is split evenly in cents; the remainder
// goes to the down payment (the seeds: the first payment carries what does not divide).

export interface InstallmentLineFacts {
  readonly isDonation: boolean;
  readonly planId: string | null;
  /** The plan's payments after the down payment; null without a plan. */
  readonly paymentDivisor: number | null;
  readonly blocksInstallments: boolean;
}

export interface InstallmentEligibility {
  readonly eligible: boolean;
  readonly blocked: boolean;
  readonly planId: string | null;
}

export function installmentEligibility(
  lines: readonly InstallmentLineFacts[],
  cartTotal: number,
): InstallmentEligibility {
  const financed = lines.filter((line) => !line.isDonation);
  const strictest = financed.reduce<InstallmentLineFacts | undefined>(
    (best, line) =>
      best === undefined || (line.paymentDivisor ?? 0) < (best.paymentDivisor ?? 0) ? line : best,
    undefined,
  );
  const planId = strictest?.planId ?? null;
  const eligible = cartTotal > 0 && planId !== null && financed.every((line) => line.planId !== null);
  return {
    eligible,
    blocked: lines.some((line) => line.blocksInstallments),
    planId: eligible ? planId : null,
  };
}

export interface ScheduledPayment {
  readonly paymentNumber: number;
  /** yyyy-mm-dd */
  readonly paymentDate: string;
  readonly paymentAmount: number;
}

export interface InstallmentQuote {
  readonly downPayment: number;
  readonly amountFinanced: number;
  readonly payments: readonly ScheduledPayment[];
}

/** yyyy-mm-dd plus some months, the day clamped to the target month's length. */
export function addMonths(isoDate: string, months: number): string {
  const [y, m, d] = isoDate.split('-').map(Number) as [number, number, number];
  const index = y * 12 + (m - 1) + months;
  const year = Math.floor(index / 12);
  const month = (index % 12) + 1;
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  const pad = (n: number, w = 2) => String(n).padStart(w, '0');
  return `${pad(year, 4)}-${pad(month)}-${pad(Math.min(d, last))}`;
}

/** Down payment, amount financed and the paymentDivisor + 1 payments of a total (in USD) from today. */
export function installmentSchedule(total: number, paymentDivisor: number, today: string): InstallmentQuote {
  const count = Math.max(1, Math.floor(paymentDivisor)) + 1;
  const totalCents = Math.round(total * 100);
  const each = Math.floor(totalCents / count);
  const down = totalCents - each * (count - 1);
  const payments = Array.from({ length: count }, (_, i) => ({
    paymentNumber: i + 1,
    paymentDate: addMonths(today, i),
    paymentAmount: (i === 0 ? down : each) / 100,
  }));
  return { downPayment: down / 100, amountFinanced: (totalCents - down) / 100, payments };
}

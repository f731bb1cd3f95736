// The cart's installment billing as GET /cart shows it, and the amount to pay now.
import type { Schema } from '@boxoffice/sdk';
import type { Venue } from '../../catalog/venue.js';
import type { Session } from '../../store/store.js';
import { installmentEligibility, installmentSchedule } from '../installments.js';
import { type CartCatalog, type CartInstallmentPlan, cartCatalog } from './catalog.js';
import { cartLines } from './lines.js';
import { cartTotals } from './pricing.js';
import { installmentSlot } from './state.js';
import type { CartLine } from './types.js';

export interface CartInstallments {
  readonly eligible: boolean;
  readonly blocked: boolean;
  /** The shopper's choice; only reported while eligible and not blocked. */
  readonly selected: boolean | null;
  readonly plan: CartInstallmentPlan | null;
}

const factsOf = (lines: readonly CartLine[], catalog: CartCatalog) =>
  lines.map((line) => {
    const planId = catalog.variant(line.productVariantId)?.installmentPlanId ?? null;
    return {
      isDonation: line.kind === 'donation' || catalog.product(line.productId)?.isDonation === true,
      planId,
      paymentDivisor: planId ? (catalog.installmentPlan(planId)?.paymentDivisor ?? null) : null,
      blocksInstallments:
        line.blocksInstallments || catalog.variant(line.productVariantId)?.blocksInstallments === true,
    };
  });

export function cartInstallments(session: Session, venue: Venue): CartInstallments {
  const catalog = cartCatalog(venue);
  const total = cartTotals(session, venue).total;
  const { eligible, blocked, planId } = installmentEligibility(factsOf(cartLines(session), catalog), total);
  const plan = planId ? (catalog.installmentPlan(planId) ?? null) : null;
  const offered = eligible && plan !== null && total >= plan.minimumTotal;
  const usable = offered && !blocked;
  return {
    eligible: offered,
    blocked,
    selected: usable ? session.get(installmentSlot).selected : null,
    plan,
  };
}

const NOT_ELIGIBLE: Schema<'InstallmentBilling'> = {
  eligible: false,
  blocked: false,
  selected: null,
  extPlanId: null,
  downPayment: null,
  amountFinanced: null,
  paymentDivisor: null,
  apr: null,
  payments: [],
  selectionWarning: null,
  planDisclaimer: null,
  planDescription: null,
  offerState: 'NotContacted',
};

/** The `installmentBilling` of GET /cart: the plan's quote whenever the cart is eligible. */
export function installmentBillingView(
  session: Session,
  venue: Venue,
  now: number,
): Schema<'InstallmentBilling'> {
  const state = cartInstallments(session, venue);
  if (!state.plan || !state.eligible) return { ...NOT_ELIGIBLE, blocked: state.blocked };
  const plan = state.plan;
  const quote = installmentSchedule(
    cartTotals(session, venue).total,
    plan.paymentDivisor,
    cartCatalog(venue).today(now),
  );
  return {
    eligible: true,
    blocked: state.blocked,
    selected: state.selected,
    planTypeId: plan.planTypeId,
    extPlanId: plan.id,
    downPayment: quote.downPayment,
    amountFinanced: quote.amountFinanced,
    paymentDivisor: plan.paymentDivisor,
    apr: plan.apr,
    payments: [...quote.payments],
    selectionWarning: plan.selectionWarning,
    planDisclaimer: plan.disclaimer,
    planDescription: plan.description,
    offerState: session.get(installmentSlot).offerState ?? 'NotContacted',
  };
}

/** Records what the installment provider said of this cart's plan (InstallmentChoice.offerState). */
export function recordInstallmentOffer(session: Session, offerState: Schema<'InstallmentOfferState'>): void {
  session.set(installmentSlot, { ...session.get(installmentSlot), offerState });
}

/** What the shopper pays now: the down payment when a plan is selected, else the cart total. */
export function paymentDue(session: Session, venue: Venue, now: number): number {
  const state = cartInstallments(session, venue);
  const total = cartTotals(session, venue).total;
  if (state.plan && state.selected === true) {
    return installmentSchedule(total, state.plan.paymentDivisor, cartCatalog(venue).today(now)).downPayment;
  }
  return total;
}

// The cart's Payment Plan panel (seed 000 §2, §4 'Installment display'): the advert, Down Payment
// ('Today'), each 'Remaining Payment n' (hidden for plan type 2) and the plan's HTML description.
import type { Schema } from '@boxoffice/sdk';
import { PaymentPlanDetails } from '../../components/PaymentPlanDetails';

export function PaymentPlanPanel({ billing }: { readonly billing: Schema<'InstallmentBilling'> }) {
  return (
    <section className="payment-plan" aria-labelledby="payment-plan-title">
      <h2 id="payment-plan-title">Payment Plan</h2>
      <PaymentPlanDetails billing={billing} />
    </section>
  );
}

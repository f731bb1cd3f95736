// The cart's Payment Plan panel (seed 000 §2, §4 'Installment display'): the advert, Down Payment
// ('Today'), each 'Remaining Payment n' (hidden for plan type 2) and the plan's HTML description.
import type { Schema } from '@boxoffice/sdk';
import { HtmlBlock } from '../../components/HtmlBlock';
import { formatMoney } from '../../components/Money';
import { paymentPlanAdvert, paymentPlanRows } from '../../lib/installment-billing';

export function PaymentPlanPanel({ billing }: { readonly billing: Schema<'InstallmentBilling'> }) {
  const advert = paymentPlanAdvert(billing);
  const rows = paymentPlanRows(billing);
  return (
    <section className="payment-plan" aria-labelledby="payment-plan-title">
      <h2 id="payment-plan-title">Payment Plan</h2>
      {advert && <p>{advert}</p>}
      {rows.length > 0 && (
        <table>
          <tbody>
            {rows.map((row) => (
              <tr key={row.label}>
                <th scope="row">{row.label}</th>
                <td>{row.when}</td>
                <td>{formatMoney(row.amount)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <HtmlBlock html={billing.planDescription} />
    </section>
  );
}

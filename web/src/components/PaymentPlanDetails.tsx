// The payment plan as the cart's panel and Payment Options both show it (seed 000 §4 'Installment
// display'): the advert, Down Payment ('Today') and each 'Remaining Payment n' (none for plan type
// 2), then the plan's HTML description.
import type { Schema } from '@boxoffice/sdk';
import { paymentPlanAdvert, paymentPlanRows } from '../lib/installment-billing';
import { HtmlBlock } from './HtmlBlock';
import { ScheduleTable } from './ScheduleTable';

export function PaymentPlanDetails({ billing }: { readonly billing: Schema<'InstallmentBilling'> }) {
  const advert = paymentPlanAdvert(billing);
  const rows = paymentPlanRows(billing);
  return (
    <>
      {advert && <p>{advert}</p>}
      {rows.length > 0 && <ScheduleTable rows={rows} />}
      <HtmlBlock html={billing.planDescription} />
    </>
  );
}

// A payment plan's schedule as a table (Down Payment 'Today', then each 'Remaining Payment n' with
// its date), the same on the cart's panel, Payment Options and the installment provider's modal.
import type { PlanRow } from '../lib/installment-billing';
import { formatMoney } from './Money';

export function ScheduleTable({
  rows,
  caption,
}: {
  readonly rows: readonly PlanRow[];
  readonly caption?: string;
}) {
  return (
    <table className="schedule-table">
      {caption && <caption className="visually-hidden">{caption}</caption>}
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
  );
}

// The list of a redemption page (seed 002 §2.6, §2.7): a row per entitlement with its columns and a
// Redeem button; on a phone each row becomes a labelled block (redemption.css, `data-label`).
import type { ReactNode } from 'react';

export interface RedeemColumn<Row> {
  readonly label: string;
  readonly cell: (row: Row) => ReactNode;
}

interface RedeemTableProps<Row> {
  readonly rows: readonly Row[];
  readonly columns: readonly RedeemColumn<Row>[];
  readonly rowKey: (row: Row) => string;
  /** What the row's Redeem button redeems, for its accessible name ('Product: Variant'). */
  readonly rowName: (row: Row) => string;
  readonly onRedeem: (row: Row) => void;
}

export function RedeemTable<Row>({ rows, columns, rowKey, rowName, onRedeem }: RedeemTableProps<Row>) {
  if (rows.length === 0) return null;
  return (
    <div className="redemption-table">
      <table>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column.label} scope="col">
                {column.label}
              </th>
            ))}
            <th scope="col">
              <span className="visually-hidden">Redeem</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={rowKey(row)}>
              {columns.map((column) => (
                <td key={column.label} data-label={column.label}>
                  {column.cell(row)}
                </td>
              ))}
              <td>
                <button type="button" aria-label={`Redeem ${rowName(row)}`} onClick={() => onRedeem(row)}>
                  Redeem
                </button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

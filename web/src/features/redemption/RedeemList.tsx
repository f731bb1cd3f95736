// What both redemption pages show once their list is read: the frame (title, description, alerts,
// empty state, Continue), the table with Redeem on each row, and the Redeem modal for the row chosen;
// the list is read again whenever the modal closes, and a successful add says what it added.
import { useState } from 'react';
import { addedToCartText } from '../../lib/product-modal';
import { RedeemFrame } from './RedeemFrame';
import { RedeemModal } from './RedeemModal';
import { type RedeemColumn, RedeemTable } from './RedeemTable';
import type { RedeemTarget } from './redemption';

interface RedeemListProps<Row> {
  /** The placeholder values of the page's texts; null until the list is read. */
  readonly values: Readonly<Record<string, string>> | null;
  /** True once the list is read (its rows may still be none: the empty state). */
  readonly loaded: boolean;
  readonly loadError: string | null;
  readonly rows: readonly Row[];
  readonly columns: readonly RedeemColumn<Row>[];
  readonly rowKey: (row: Row) => string;
  readonly rowName: (row: Row) => string;
  /** What the Redeem modal redeems for a row. */
  readonly target: (row: Row) => RedeemTarget;
  readonly reload: () => void;
}

export function RedeemList<Row>(props: RedeemListProps<Row>) {
  const { values, loaded, loadError, rows, columns, rowKey, rowName, target, reload } = props;
  const [open, setOpen] = useState<Row | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  return (
    <RedeemFrame
      values={values}
      loading={!loaded && loadError === null}
      loadError={loadError}
      empty={loaded && rows.length === 0}
      notice={notice}
    >
      <RedeemTable
        rows={rows}
        columns={columns}
        rowKey={rowKey}
        rowName={rowName}
        onRedeem={(row) => {
          setNotice(null);
          setOpen(() => row);
        }}
      />
      {open !== null ? (
        <RedeemModal
          target={target(open)}
          onClose={() => {
            setOpen(null);
            reload();
          }}
          onAdded={(added) => {
            setOpen(null);
            setNotice(addedToCartText(added));
            reload();
          }}
        />
      ) : null}
    </RedeemFrame>
  );
}

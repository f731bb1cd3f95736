// Entitlement redemption (/entitlement/redeem, login required; seed 002 §2.6): the account's
// entitlements grouped by product variant (product, variant, validity, granted, remaining), each
// with Redeem, which opens the Redeem modal; Continue goes to the cart.
import { useMemo, useState } from 'react';
import { api } from '../../lib/api';
import { addedToCartText } from '../../lib/product-modal';
import { RedeemFrame } from './RedeemFrame';
import { RedeemModal } from './RedeemModal';
import { type RedeemColumn, RedeemTable } from './RedeemTable';
import { type EntitlementGroup, groupEntitlements, placeholderValues, validityText } from './redemption';
import { useRedeemList } from './use-redeem-list';

const fetchEntitlements = () => api.GET('/product/entitlement').then(({ data }) => data);

const ENTITLEMENT_COLUMNS: readonly RedeemColumn<EntitlementGroup>[] = [
  { label: 'Product', cell: (group) => group.productName },
  { label: 'Variant', cell: (group) => group.productVariantName },
  { label: 'Valid', cell: (group) => validityText(group.validityStartDate, group.validityEndDate) ?? '—' },
  { label: 'Granted', cell: (group) => group.totalQuantity },
  { label: 'Remaining', cell: (group) => group.remainingQuantity },
];

export default function EntitlementRedeemPage() {
  const { value, loadError, reload } = useRedeemList(fetchEntitlements);
  const groups = useMemo(() => groupEntitlements(value ?? []), [value]);
  const values = useMemo(() => (value ? placeholderValues(value) : null), [value]);
  const [open, setOpen] = useState<EntitlementGroup | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  return (
    <RedeemFrame
      values={values}
      loading={value === null && loadError === null}
      loadError={loadError}
      empty={value !== null && groups.length === 0}
      notice={notice}
    >
      <RedeemTable
        rows={groups}
        columns={ENTITLEMENT_COLUMNS}
        rowKey={(group) => group.productVariantId}
        rowName={(group) => `${group.productName}: ${group.productVariantName}`}
        onRedeem={(group) => {
          setNotice(null);
          setOpen(group);
        }}
      />
      {open ? (
        <RedeemModal
          target={{ kind: 'entitlement', group: open }}
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

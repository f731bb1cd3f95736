// Entitlement redemption (/entitlement/redeem, login required; seed 002 §2.6): the account's
// entitlements grouped by product variant (product, variant, validity, granted, remaining), each
// with Redeem, which opens the Redeem modal; Continue goes to the cart.
import { useMemo } from 'react';
import { useSnapshot } from 'valtio';
import { api } from '../../lib/api';
import { site } from '../../lib/site';
import { RedeemList } from './RedeemList';
import type { RedeemColumn } from './RedeemTable';
import { type EntitlementGroup, groupEntitlements, shopperValues, validityText } from './redemption';
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
  const { session } = useSnapshot(site);
  const { value, loadError, reload } = useRedeemList(fetchEntitlements);
  const groups = useMemo(() => groupEntitlements(value ?? []), [value]);
  return (
    <RedeemList
      values={value ? shopperValues(session) : null}
      loaded={value !== null}
      loadError={loadError}
      rows={groups}
      columns={ENTITLEMENT_COLUMNS}
      rowKey={(group) => group.productVariantId}
      rowName={(group) => `${group.productName}: ${group.productVariantName}`}
      target={(group) => ({ kind: 'entitlement', group })}
      reload={reload}
    />
  );
}

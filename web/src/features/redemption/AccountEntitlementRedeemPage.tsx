// Account-entitlement redemption (/account-entitlement/redeem, login required; seed 002 §2.7): the
// products the account holds an entitlement to (POST product/multi with sale flow 15), each variant
// with its maximum and remaining redemptions and Redeem, which opens the Redeem modal with a single
// quantity; Continue goes to the cart.
import { useMemo } from 'react';
import { useSnapshot } from 'valtio';
import { api } from '../../lib/api';
import { site } from '../../lib/site';
import { RedeemList } from './RedeemList';
import type { RedeemColumn } from './RedeemTable';
import {
  ACCOUNT_ENTITLEMENT_SALE_FLOW,
  type AccountEntitlementRow,
  accountEntitlementRows,
  shopperValues,
} from './redemption';
import { useRedeemList } from './use-redeem-list';

const fetchProducts = () =>
  api
    .POST('/product/multi', { body: { saleFlowId: ACCOUNT_ENTITLEMENT_SALE_FLOW } })
    .then(({ data }) => data);

const ACCOUNT_COLUMNS: readonly RedeemColumn<AccountEntitlementRow>[] = [
  { label: 'Product', cell: (row) => row.product.productDisplayName },
  { label: 'Variant', cell: (row) => row.variant.displayName },
  { label: 'Granted', cell: (row) => row.entitlement.maxRedemptions },
  { label: 'Remaining', cell: (row) => row.entitlement.remainingRedemptions },
];

export default function AccountEntitlementRedeemPage() {
  const { session } = useSnapshot(site);
  const { value, loadError, reload } = useRedeemList(fetchProducts);
  const rows = useMemo(() => accountEntitlementRows(value?.products ?? []), [value]);
  return (
    <RedeemList
      values={value ? shopperValues(session) : null}
      loaded={value !== null}
      loadError={loadError}
      rows={rows}
      columns={ACCOUNT_COLUMNS}
      rowKey={(row) => row.entitlement.id}
      rowName={(row) => `${row.product.productDisplayName}: ${row.variant.displayName}`}
      target={(row) => ({ kind: 'account', row })}
      reload={reload}
    />
  );
}

// Account-entitlement redemption (/account-entitlement/redeem, login required; seed 002 §2.7): the
// products the account holds an entitlement to (POST product/multi with sale flow 15), each variant
// with its maximum and remaining redemptions and Redeem, which opens the Redeem modal with a single
// quantity; Continue goes to the cart.
import { useMemo, useState } from 'react';
import { api } from '../../lib/api';
import { addedToCartText } from '../../lib/product-modal';
import { RedeemFrame } from './RedeemFrame';
import { RedeemModal } from './RedeemModal';
import {
  ACCOUNT_ENTITLEMENT_SALE_FLOW,
  type AccountEntitlementRow,
  accountEntitlementRows,
} from './redemption';
import { useRedeemList } from './use-redeem-list';

const fetchProducts = () =>
  api
    .POST('/product/multi', { body: { saleFlowId: ACCOUNT_ENTITLEMENT_SALE_FLOW } })
    .then(({ data }) => data);

/** The account page knows no first name: a description with `{{firstName}}` is left out. */
const NO_VALUES = {};

export default function AccountEntitlementRedeemPage() {
  const { value, loadError, reload } = useRedeemList(fetchProducts);
  const rows = useMemo(() => accountEntitlementRows(value?.products ?? []), [value]);
  const [open, setOpen] = useState<AccountEntitlementRow | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  return (
    <RedeemFrame
      values={value ? NO_VALUES : null}
      loading={value === null && loadError === null}
      loadError={loadError}
      empty={value !== null && rows.length === 0}
      notice={notice}
    >
      {rows.length > 0 ? (
        <div className="redemption-table">
          <table>
            <thead>
              <tr>
                <th scope="col">Product</th>
                <th scope="col">Variant</th>
                <th scope="col">Granted</th>
                <th scope="col">Remaining</th>
                <th scope="col">
                  <span className="visually-hidden">Redeem</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.entitlement.id}>
                  <td data-label="Product">{row.product.productDisplayName}</td>
                  <td data-label="Variant">{row.variant.displayName}</td>
                  <td data-label="Granted">{row.entitlement.maxRedemptions}</td>
                  <td data-label="Remaining">{row.entitlement.remainingRedemptions}</td>
                  <td>
                    <button
                      type="button"
                      aria-label={`Redeem ${row.product.productDisplayName}: ${row.variant.displayName}`}
                      onClick={() => {
                        setNotice(null);
                        setOpen(row);
                      }}
                    >
                      Redeem
                    </button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
      {open ? (
        <RedeemModal
          target={{ kind: 'account', row: open }}
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

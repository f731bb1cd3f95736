// Entitlement redemption (/entitlement/redeem, login required; seed 002 §2.6): the account's
// entitlements grouped by product variant (product, variant, validity, granted, remaining), each
// with Redeem, which opens the Redeem modal; Continue goes to the cart.
import { useMemo, useState } from 'react';
import { api } from '../../lib/api';
import { addedToCartText } from '../../lib/product-modal';
import { RedeemFrame } from './RedeemFrame';
import { RedeemModal } from './RedeemModal';
import { type EntitlementGroup, groupEntitlements, placeholderValues, validityText } from './redemption';
import { useRedeemList } from './use-redeem-list';

const fetchEntitlements = () => api.GET('/product/entitlement').then(({ data }) => data);

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
      {groups.length > 0 ? (
        <div className="redemption-table">
          <table>
            <thead>
              <tr>
                <th scope="col">Product</th>
                <th scope="col">Variant</th>
                <th scope="col">Valid</th>
                <th scope="col">Granted</th>
                <th scope="col">Remaining</th>
                <th scope="col">
                  <span className="visually-hidden">Redeem</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {groups.map((group) => (
                <tr key={group.productVariantId}>
                  <td data-label="Product">{group.productName}</td>
                  <td data-label="Variant">{group.productVariantName}</td>
                  <td data-label="Valid">
                    {validityText(group.validityStartDate, group.validityEndDate) ?? '—'}
                  </td>
                  <td data-label="Granted">{group.totalQuantity}</td>
                  <td data-label="Remaining">{group.remainingQuantity}</td>
                  <td>
                    <button
                      type="button"
                      aria-label={`Redeem ${group.productName}: ${group.productVariantName}`}
                      onClick={() => {
                        setNotice(null);
                        setOpen(group);
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

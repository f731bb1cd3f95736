// The Redeem modal (seed 002 §2.6, §2.7, §4.5, §8), extra large: the product's title, long
// description, disclaimer and validity; the shared performance selector (up to four selections,
// section or seat on the first) when the product has performances; a quantity per passholder
// (entitlements) or a single quantity (account entitlements); Add to Cart with the redemption's sale
// flow and each line's entitlementId. The rules are in redemption.ts.
import type { Schema } from '@boxoffice/sdk';
import { useMemo, useReducer, useState } from 'react';
import { ServerConfirmDialog } from '../../components/ConfirmDialog';
import { HtmlBlock } from '../../components/HtmlBlock';
import { Modal } from '../../components/Modal';
import { PerformanceSelector } from '../../components/performance-selector/PerformanceSelector';
import {
  initialSelectorState,
  linePerformances,
  noPerformances,
  selectorReducer,
} from '../../components/performance-selector/selector-state';
import { QuantityStepper } from '../../components/QuantityStepper';
import { api } from '../../lib/api';
import { errorText } from '../../lib/errors';
import type { AddedToCart } from '../../lib/product-modal';
import { cartAddContext, type ProductContext } from '../../lib/sale-request';
import {
  ACCOUNT_ENTITLEMENT_SALE_FLOW,
  accountEntitlementCartLines,
  canRedeemAccountEntitlement,
  canRedeemEntitlements,
  ENTITLEMENT_SALE_FLOW,
  entitlementCartLines,
  holderName,
  NO_PRODUCTS,
  type Quantities,
  type RedeemTarget,
  selectionValid,
  validityText,
} from './redemption';
import { useRedeemProduct } from './use-redeem-product';

interface RedeemModalProps {
  readonly target: RedeemTarget;
  /** Dismissed: the page reloads its list. */
  readonly onClose: () => void;
  /** Added: the page closes every modal, reloads its list and says what was added. */
  readonly onAdded: (added: AddedToCart) => void;
}

type Prompt = Schema<'ConfirmationPromptResult'>;

export function RedeemModal({ target, onClose, onAdded }: RedeemModalProps) {
  const entitlement = target.kind === 'entitlement';
  const productId = entitlement ? target.group.productId : target.row.product.id;
  const variantId = entitlement ? target.group.productVariantId : target.row.variant.id;
  const saleFlowId = entitlement ? ENTITLEMENT_SALE_FLOW : ACCOUNT_ENTITLEMENT_SALE_FLOW;
  const context = useMemo<ProductContext>(() => ({ productId, saleFlowId }), [productId, saleFlowId]);
  const requiredVariantIds = useMemo(() => [variantId], [variantId]);
  const { product, loadError } = useRedeemProduct(target, context, variantId);
  const [selector, dispatch] = useReducer(selectorReducer, initialSelectorState);
  const [quantities, setQuantities] = useState<Quantities>({});
  const [busy, setBusy] = useState(false);
  const [addError, setAddError] = useState<string | null>(null);
  const [prompt, setPrompt] = useState<Prompt | null>(null);

  const withSelector = product?.hasPerformances === true;
  const valid = product !== null && selectionValid(withSelector, selector);
  const performances = withSelector ? linePerformances(selector) : [];
  const accountId = entitlement ? '' : target.row.entitlement.id;
  const items = entitlement
    ? entitlementCartLines(target.group, quantities, performances)
    : accountEntitlementCartLines(target.row, quantities[accountId] ?? 0, performances);
  const canAdd =
    !busy &&
    (entitlement
      ? canRedeemEntitlements(target.group, quantities, valid)
      : canRedeemAccountEntitlement(target.row, quantities[accountId] ?? 0, valid));
  const setQuantity = (id: string, quantity: number) => setQuantities((q) => ({ ...q, [id]: quantity }));

  const add = async (reSubmitContext: string | null) => {
    setBusy(true);
    setAddError(null);
    try {
      const { data } = await api.POST('/cart/add', {
        body: { ...cartAddContext(context), items, reSubmitContext },
      });
      if (data.confirmationRequired) {
        setPrompt(data);
        return;
      }
      setPrompt(null);
      if (!data.success) {
        setAddError(data.message ?? 'The items could not be added to your cart.');
        return;
      }
      const name = entitlement ? target.group.productVariantName : target.row.variant.displayName;
      const quantity = items.reduce((sum, line) => sum + line.quantity, 0);
      onAdded({ productName: product?.name ?? '', lines: [{ name, quantity }] });
    } catch (e) {
      setPrompt(null);
      setAddError(errorText(e));
    } finally {
      setBusy(false);
    }
  };

  const validity = entitlement
    ? validityText(target.group.validityStartDate, target.group.validityEndDate)
    : null;
  const title = entitlement ? target.group.productName : target.row.product.productDisplayName;
  return (
    <Modal title={product?.name ?? title} size="extra-large" onClose={onClose}>
      {loadError ? (
        <p role="alert" className="redemption-alert">
          {loadError}
        </p>
      ) : !product ? (
        <p aria-busy="true">Loading…</p>
      ) : (
        <div className="redeem-modal">
          {product.longDescription ? <HtmlBlock html={product.longDescription} /> : null}
          {product.disclaimer ? <HtmlBlock className="redeem-disclaimer" html={product.disclaimer} /> : null}
          {validity ? <p>Valid {validity}</p> : null}
          {withSelector ? (
            <PerformanceSelector
              context={context}
              requiredVariantIds={requiredVariantIds}
              popupCalendar
              state={selector}
              dispatch={dispatch}
            />
          ) : null}
          {withSelector && noPerformances(selector) ? (
            <p role="status" className="redemption-alert">
              {NO_PRODUCTS}
            </p>
          ) : null}
          <fieldset>
            <legend>{entitlement ? 'Quantity per passholder' : 'Quantity'}</legend>
            {entitlement ? (
              target.group.entitlements.map((e) => (
                <div key={e.id}>
                  <QuantityStepper
                    label={holderName(e)}
                    quantity={quantities[e.id] ?? 0}
                    minQuantity={0}
                    maxQuantity={e.remainingQuantity}
                    disabled={busy}
                    onChange={(quantity) => setQuantity(e.id, quantity)}
                  />
                  <small>{e.remainingQuantity} remaining</small>
                </div>
              ))
            ) : (
              <QuantityStepper
                label={target.row.variant.displayName}
                quantity={quantities[accountId] ?? 0}
                minQuantity={0}
                maxQuantity={target.row.entitlement.remainingRedemptions}
                disabled={busy}
                onChange={(quantity) => setQuantity(accountId, quantity)}
              />
            )}
          </fieldset>
          <button type="button" disabled={!canAdd} aria-busy={busy} onClick={() => void add(null)}>
            Add to Cart
          </button>
          {addError ? (
            <p role="alert" className="alert-danger">
              {addError}
            </p>
          ) : null}
        </div>
      )}
      {prompt ? (
        <ServerConfirmDialog
          prompt={prompt}
          busy={busy}
          onProceed={() => void add(prompt.confirmationReSubmitContext ?? null)}
          onCancel={() => setPrompt(null)}
        />
      ) : null}
    </Modal>
  );
}

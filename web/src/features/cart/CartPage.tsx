// The cart page (/cart, seed 000 §2 'Cart page', §4 'Cart'). Loads GET /cart?revise=true (a revised
// cart refreshes the mini-cart), shows the item groups, removed items, Payment Plan panel and order
// summary, and changes items through POST /cart/modify with the confirmation/resubmit protocol:
// any quantity 0 asks 'Confirmation' (Cancel, Remove) first; a server prompt asks its own question
// and, on proceed, repeats the call with its resubmit context; success reloads the cart.
import type { Schema } from '@boxoffice/sdk';
import { useCallback, useEffect, useState } from 'react';
import { Link, useLocation, useSearch } from 'wouter';
import { CartSummary } from '../../components/CartSummary';
import { ConfirmDialog, ServerConfirmDialog } from '../../components/ConfirmDialog';
import { HoldTimer } from '../../components/HoldTimer';
import { RemoveConfirmDialog } from '../../components/RemoveConfirmDialog';
import { takeAddedNotice } from '../../lib/added-notice';
import { api } from '../../lib/api';
import { cartNotice } from '../../lib/cart-notice';
import { errorText } from '../../lib/errors';
import { PROMO_PATH, productSelectionPath } from '../../lib/flow';
import { paymentPlanVisible } from '../../lib/installment-billing';
import { refreshMiniCart } from '../../lib/mini-cart';
import { usePageTitle } from '../../lib/title';
import { CartGroup } from './CartGroup';
import { ChangeModal } from './ChangeModal';
import { allItems, isCartEmpty, nextFromCart } from './cart-display';
import { needsRemovalConfirmation } from './change-modal';
import { ItemRows } from './ItemRows';
import { loadCart } from './load-cart';
import { PackageDetailsModal } from './PackageDetailsModal';
import { PaymentPlanPanel } from './PaymentPlanPanel';
import './cart.css';
import { LoadingOverlay } from '../../components/LoadingOverlay';

type Cart = Schema<'CartDetails'>;
type ItemGroup = Schema<'ItemGroup'>;
type CartModifyItem = Schema<'CartModifyItem'>;

/** The seed names a re-route message but not its words; this is ours (after a confirmation 404). */
export const REROUTE_MESSAGE = 'We could not find your order. Please review your cart and try again.';
export const EMPTY_CART = 'Your shopping cart is empty';
export const REMOVED_NOTE = 'These items have been removed from your cart based on no longer being available';

/** A question waiting for the shopper: our confirmation (removing items, emptying the cart), or the server's prompt. */
type Pending =
  | { kind: 'remove'; items: CartModifyItem[] }
  | { kind: 'server'; items: CartModifyItem[]; prompt: Schema<'ConfirmationPromptResult'> }
  | { kind: 'empty' }
  | { kind: 'server-empty'; prompt: Schema<'ConfirmationPromptResult'> };

/** The page as routed: editable. */
export default function CartPage() {
  usePageTitle('Cart');
  return <CartView readOnly={false} />;
}

/** The cart in editable or read-only mode (read-only hides Remove, Update and Remove All). */
export function CartView({ readOnly }: { readonly readOnly: boolean }) {
  const [, navigate] = useLocation();
  const reroute = new URLSearchParams(useSearch()).get('reroute') === 'true';
  const [cart, setCart] = useState<Cart | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [editing, setEditing] = useState<ItemGroup | null>(null);
  const [packageGroup, setPackageGroup] = useState<ItemGroup | null>(null);
  const [pending, setPending] = useState<Pending | null>(null);
  // Why checkout sent the shopper back here, shown once (lib/cart-notice.ts).
  const [notice] = useState(() => cartNotice.message);
  // What the product page just added, when the add-on step skipped itself (lib/added-notice.ts).
  const [added] = useState(takeAddedNotice);
  useEffect(() => {
    cartNotice.message = null;
  }, []);

  const load = useCallback(async (revise: boolean) => {
    try {
      const { data } = await loadCart(revise);
      if (!data.success) {
        setLoadError(data.message ?? 'An unexpected error has occurred');
        return;
      }
      setLoadError(null);
      setCart(data.value);
      // A revise that removed or repriced items changed the cart: the badge must follow.
      if (data.value.cartRevised) void refreshMiniCart();
    } catch (e) {
      setLoadError(errorText(e));
    }
  }, []);

  useEffect(() => {
    void load(true);
  }, [load]);

  const modify = async (items: CartModifyItem[], reSubmitContext: string | null) => {
    setBusy(true);
    setError(null);
    try {
      const { data } = await api.POST('/cart/modify', { body: { items, reSubmitContext } });
      if (data.confirmationRequired) {
        setPending({ kind: 'server', items, prompt: data });
      } else if (data.success) {
        setPending(null);
        setEditing(null);
        await load(false);
      } else {
        setPending(null);
        setError(data.message ?? 'An unexpected error has occurred');
      }
    } catch (e) {
      setPending(null);
      setError(errorText(e));
    } finally {
      setBusy(false);
    }
  };

  /** Empties the cart (cart/clear), asking the server's question when it has one (passholder details). */
  const emptyCart = async (reSubmitContext: string | null) => {
    setBusy(true);
    setError(null);
    try {
      // Never forced: the shopper answers the server's question (seed 000 §7 'force').
      const { data } = await api.POST('/cart/clear', { body: { reSubmitContext, force: false } });
      if (data.confirmationRequired) setPending({ kind: 'server-empty', prompt: data });
      else {
        setPending(null);
        if (!data.success) setError(data.message ?? 'An unexpected error has occurred');
        await load(false);
        void refreshMiniCart();
      }
    } catch (e) {
      setPending(null);
      setError(errorText(e));
    } finally {
      setBusy(false);
    }
  };

  const submit = (items: CartModifyItem[]) => {
    if (needsRemovalConfirmation(items)) setPending({ kind: 'remove', items });
    else void modify(items, null);
  };

  const empty = cart ? isCartEmpty(cart) : true;
  const pageError = editing ? null : error;

  return (
    <section className="cart-page" aria-busy={cart === null && !loadError}>
      <h1>Shopping Cart</h1>
      {loadError && (
        <p role="alert" className="alert-danger">
          {loadError}
        </p>
      )}
      {pageError && (
        <p role="alert" className="alert-danger">
          {pageError}
        </p>
      )}
      {/* The checkout's reason, unless the revised cart says the same (a hold that ended). */}
      {notice && notice !== cart?.reviseCartMessage && (
        <p role="alert" className="alert-danger">
          {notice}
        </p>
      )}
      {reroute && <p role="status">{REROUTE_MESSAGE}</p>}
      {added && <p role="status">{added}</p>}
      {cart?.cartRevised && cart.reviseCartMessage && (
        <p role="status" className="cart-revised">
          {cart.reviseCartMessage}
        </p>
      )}
      {cart && !empty && (
        <HoldTimer secondsLeft={cart.holdSecondsLeft} answer={cart} onEnd={() => void load(true)} />
      )}
      {cart === null && !loadError && <LoadingOverlay delayed message="Loading your cart…" />}
      {cart && (
        <div className="cart-layout">
          <div className="cart-main">
            {empty ? (
              <p className="cart-empty">{EMPTY_CART}</p>
            ) : (
              cart.itemGroups.map((group) => (
                <CartGroup
                  // Groups have no id of their own: their first item's id is unique in the cart.
                  key={allItems([group])[0]?.id ?? group.productId}
                  group={group}
                  cart={cart}
                  readOnly={readOnly}
                  busy={busy}
                  onEdit={(g) => {
                    setError(null);
                    setEditing(g);
                  }}
                  onRemove={(items) =>
                    submit(
                      items.map((item) => ({
                        id: item.id,
                        quantity: 0,
                        performanceId: null,
                        showCategoryId: null,
                      })),
                    )
                  }
                  onPackageDetails={setPackageGroup}
                />
              ))
            )}
            {!empty && !readOnly && (
              <p className="cart-empty-action">
                <button
                  type="button"
                  className="secondary outline"
                  disabled={busy}
                  onClick={() => setPending({ kind: 'empty' })}
                >
                  Empty Cart
                </button>
              </p>
            )}
            {cart.removedItems.length > 0 && (
              <section className="cart-removed" aria-labelledby="removed-items-title">
                <h2 id="removed-items-title">Removed Items</h2>
                <p>{REMOVED_NOTE}</p>
                <ItemRows items={cart.removedItems} cart={null} caption="Removed Items" />
              </section>
            )}
          </div>
          <aside className="cart-side">
            {paymentPlanVisible(cart) && <PaymentPlanPanel billing={cart.installmentBilling} />}
            <CartSummary cart={cart} />
            <div className="cart-buttons">
              <Link
                href={productSelectionPath() === '/cart' ? '/' : productSelectionPath()}
                className="secondary"
                role="button"
              >
                Add more items
              </Link>
              <button type="button" disabled={empty || busy} onClick={() => navigate(nextFromCart(cart))}>
                Checkout
              </button>
            </div>
            {!readOnly && (
              <p className="cart-promo">
                <Link href={PROMO_PATH}>Have a promotion code?</Link>
              </p>
            )}
          </aside>
        </div>
      )}
      {editing && (
        <ChangeModal
          group={editing}
          busy={busy}
          error={error}
          onSubmit={submit}
          onClose={() => {
            setError(null);
            setEditing(null);
          }}
        />
      )}
      {packageGroup && <PackageDetailsModal group={packageGroup} onClose={() => setPackageGroup(null)} />}
      {pending?.kind === 'remove' && (
        <RemoveConfirmDialog
          question={`Are you sure you want to remove ${pending.items.length > 1 ? 'these items' : 'this item'} from your cart?`}
          busy={busy}
          onRemove={() => void modify(pending.items, null)}
          onCancel={() => setPending(null)}
        />
      )}
      {pending?.kind === 'empty' && (
        <ConfirmDialog
          title="Confirmation"
          body={<p>Are you sure you want to remove all items from your cart?</p>}
          proceedText="Empty Cart"
          busy={busy}
          onProceed={() => void emptyCart(null)}
          onCancel={() => setPending(null)}
        />
      )}
      {pending?.kind === 'server-empty' && (
        <ServerConfirmDialog
          prompt={pending.prompt}
          busy={busy}
          onProceed={() => void emptyCart(pending.prompt.confirmationReSubmitContext ?? null)}
          onCancel={() => setPending(null)}
        />
      )}
      {pending?.kind === 'server' && (
        <ServerConfirmDialog
          prompt={pending.prompt}
          busy={busy}
          onProceed={() => void modify(pending.items, pending.prompt.confirmationReSubmitContext)}
          onCancel={() => setPending(null)}
        />
      )}
    </section>
  );
}

// The single product page's content (seed 000 §2 'Single product page', §4 'Product page', §5 'Add to
// cart'), shared by the route page and the product modal: name, texts, the performance selector when
// the product has performances, variant quantity rows and Add to Cart with the server's confirmation.
// What happens after adding is the caller's: the page goes to the next flow step, the modal closes.
// In a modal the modal's title (an h2) names the product, so the view adds no heading of its own and
// leaves the document title alone (seed 002 §2.4: page chrome only when not in a modal).
import type { Schema } from '@boxoffice/sdk';
import { lazy, Suspense, useCallback, useEffect, useMemo, useReducer, useState } from 'react';
import { HtmlBlock } from '../../components/HtmlBlock';
import { LoadingOverlay } from '../../components/LoadingOverlay';
import { PerformanceSelectorChunk } from '../../components/performance-selector/chunk';
import {
  initialSelectorState,
  linePerformances,
  noPerformances,
  selectorReducer,
} from '../../components/performance-selector/selector-state';
import { AddToCartForm, type QuantityEntry, variantKey } from '../../components/VariantRows';
import { api } from '../../lib/api';
import { errorText } from '../../lib/errors';
import type { AddedToCart } from '../../lib/product-modal';
import { cartAddContext, type ProductContext } from '../../lib/sale-request';
import { type AddLine, addedToCart, canAddToCart, itemsToSend, passFlowAfterAdd } from './add-to-cart';
import { useProductDetail } from './load-product';
import {
  type AddError,
  NO_PRODUCTS,
  selectionKey,
  showsSelector,
  unavailableWarning,
  visibleAddError,
} from './product-view';
import './product.css';
import { ProductDisclaimers } from './ProductDisclaimers';
import { linesByType, seatLines, seatsReady } from './seat-tickets';

// Loaded when needed, not with the page: the seats once a seat is picked, the server's question when asked.
const SeatTickets = lazy(() => import('./SeatTickets').then((m) => ({ default: m.SeatTickets })));
const ServerConfirmDialog = lazy(() =>
  import('../../components/ConfirmDialog').then((m) => ({ default: m.ServerConfirmDialog })),
);

type Product = Schema<'ProductDetail'>;
type Prompt = Schema<'ConfirmationPromptResult'>;

const NO_VARIANTS: readonly Schema<'ProductVariant'>[] = [];

export interface ProductViewProps {
  /** The product and its sale context; keep the object stable (memoized) between renders. */
  readonly context: ProductContext;
  readonly inModal: boolean;
  /** Added to the cart; true when the flow goes on to the pass flow; what was added. */
  readonly onAdded: (proceedToPassFlow: boolean, added: AddedToCart) => void;
  /** The product's answer arrived (the page titles itself with the name, the modal too). */
  readonly onLoaded?: (product: Product) => void;
}

export function ProductView({ context, inModal, onAdded, onLoaded }: ProductViewProps) {
  const { productId } = context;
  const { product, loadError, available } = useProductDetail(context, onLoaded);
  const [selector, dispatch] = useReducer(selectorReducer, initialSelectorState);
  const [quantities, setQuantities] = useState<Record<string, QuantityEntry>>({});
  // Reserved seating: the ticket type chosen per seat (a seat not named takes its first type).
  const [seatTypes, setSeatTypes] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const [addError, setAddError] = useState<AddError | null>(null);
  const [prompt, setPrompt] = useState<Prompt | null>(null);

  // With performances, the variants are those of the chosen performance (section, seat); else the product's.
  const variants = useMemo(
    () => (product?.hasPerformances ? selector.variants : product?.variants) ?? NO_VARIANTS,
    [product, selector.variants],
  );
  const performances = useMemo(() => linePerformances(selector), [selector]);

  // New variants (another performance, section or seat) start at 0.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the reset is for a new variants list.
  useEffect(() => setQuantities({}), [variants]);

  const seated = selector.detail?.showTypeId === 3;
  const lines: AddLine[] = seated
    ? seatLines(selector, productId, seatTypes)
    : variants.map((variant) => ({
        productVariantId: variant.id,
        productId,
        performances,
        entitlementId: null,
        quantity: quantities[variantKey(variant)]?.quantity ?? 0,
        minQuantity: variant.minQuantity,
        maxQuantity: variant.maxQuantity,
      }));
  const selectionsValid = !product?.hasPerformances || performances.length > 0;
  const canAdd =
    !busy &&
    (seated
      ? seatsReady(selector) && canAddToCart(linesByType(lines), selectionsValid)
      : canAddToCart(lines, selectionsValid));

  const addToCart = useCallback(
    async (reSubmitContext: string | null) => {
      setBusy(true);
      setAddError(null);
      // The failure belongs to this selection: choosing another date, time, section or seat clears it.
      const failed = (message: string) => setAddError({ message, selection: selectionKey(selector) });
      try {
        const items = itemsToSend(lines);
        const { data } = await api.POST('/cart/add', {
          body: { ...cartAddContext(context), items, reSubmitContext },
        });
        if (data.confirmationRequired) {
          setPrompt(data);
          return;
        }
        setPrompt(null);
        if (!data.success) {
          failed(data.message ?? 'The items could not be added to your cart.');
          return;
        }
        const seatVariants = Object.values(selector.seatVariants).flat();
        onAdded(
          passFlowAfterAdd(data.proceedToPassFlow, product?.passKindId),
          addedToCart(product?.productDisplayName ?? '', seated ? seatVariants : variants, items),
        );
      } catch (e) {
        setPrompt(null);
        failed(errorText(e));
      } finally {
        setBusy(false);
      }
    },
    [lines, context, onAdded, product, variants, selector, seated],
  );

  const Frame = inModal ? 'div' : 'article';
  if (loadError && !product) {
    return (
      <p role="alert" className="alert-danger">
        {loadError}
      </p>
    );
  }
  // A page's first load takes the shell's overlay (seed 002 §2.9); a modal shows its own line.
  if (!product) return inModal ? <p aria-busy="true">Loading…</p> : <LoadingOverlay delayed />;

  const withSelector = showsSelector(product, available);
  const showNoProducts = unavailableWarning(product, available) || (withSelector && noPerformances(selector));
  const addErrorText = visibleAddError(addError, selector);
  const addErrorAlert = addErrorText ? (
    <p role="alert" className="alert-danger">
      {addErrorText}
    </p>
  ) : null;
  return (
    <Frame className="product-page">
      {inModal ? null : <h1>{product.productDisplayName}</h1>}
      {loadError ? (
        <p role="alert" className="alert-danger">
          {loadError}
        </p>
      ) : null}
      <HtmlBlock html={product.productLongDescription} className="product-description" />
      {withSelector ? (
        <PerformanceSelectorChunk context={context} state={selector} dispatch={dispatch} multipleSeats />
      ) : null}
      {showNoProducts ? (
        <p role="status" className="alert-warning">
          {NO_PRODUCTS}
        </p>
      ) : null}
      {seated ? (
        <Suspense fallback={addErrorAlert}>
          <SeatTickets
            seats={selector.detail?.seats ?? []}
            seatIds={selector.seatIds}
            seatVariants={selector.seatVariants}
            chosen={seatTypes}
            disabled={busy}
            canAdd={canAdd}
            error={addErrorAlert}
            onChoose={(seatId, variantId) => setSeatTypes((current) => ({ ...current, [seatId]: variantId }))}
            onAdd={() => void addToCart(null)}
          />
        </Suspense>
      ) : (
        <AddToCartForm
          variants={variants}
          quantities={quantities}
          disabled={busy}
          canAdd={canAdd}
          error={addErrorAlert}
          onChange={(key, entry) => setQuantities((current) => ({ ...current, [key]: entry }))}
          onAdd={() => void addToCart(null)}
        />
      )}
      <ProductDisclaimers html={product.productDisclaimer} />
      {prompt ? (
        <Suspense fallback={null}>
          <ServerConfirmDialog
            prompt={prompt}
            busy={busy}
            onProceed={() => void addToCart(prompt.confirmationReSubmitContext)}
            onCancel={() => setPrompt(null)}
          />
        </Suspense>
      ) : null}
    </Frame>
  );
}

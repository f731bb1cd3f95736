// Small pieces every list page shares: the heading that takes focus when the page has loaded, the
// quantities of its variant rows, opening the product modal, the Add to Cart form and its dialog.
import type { Schema } from '@boxoffice/sdk';
import { type ReactNode, useCallback, useEffect, useRef, useState } from 'react';
import { ServerConfirmDialog } from '../../components/ConfirmDialog';
import { LoadingOverlay } from '../../components/LoadingOverlay';
import type { QuantityEntry } from '../../components/VariantRows';
import { rememberProductSelection } from '../../lib/flow';
import { openProductModal } from '../../lib/product-modal';
import type { Batch } from './add-flow';
import { isPassProduct, modalOutcome } from './product-list';
import { modalRequest, type SaleContext } from './sale-context';
import type { useAddToCart } from './use-add-to-cart';
import type { ListState } from './use-product-list';

type Product = Schema<'Product'>;
type Quantities = Readonly<Record<string, QuantityEntry>>;

/** The page's h1, focused once the page has loaded, so a screen reader starts at the new page. */
export function PageHeading({ children }: { readonly children: ReactNode }) {
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return (
    <h1 ref={ref} tabIndex={-1} className="page-heading">
      {children}
    </h1>
  );
}

/** The page's first load: the shell's full-page overlay (seed 002 §2.9). */
export function LoadingPage() {
  return <LoadingOverlay delayed />;
}

/**
 * A tag page's list while it loads (the overlay) or after it failed (the page's heading and the
 * message); once loaded, what `loaded` renders.
 */
export function ListPageStates({
  list,
  defaultTitle,
  loaded,
}: {
  readonly list: ListState;
  readonly defaultTitle: string;
  readonly loaded: (list: Extract<ListState, { status: 'loaded' }>) => ReactNode;
}) {
  if (list.status === 'loading') return <LoadingPage />;
  if (list.status === 'failed') {
    return (
      <section className="multi-product">
        <PageHeading>{defaultTitle}</PageHeading>
        <p role="alert" className="alert-danger">
          {list.message}
        </p>
      </section>
    );
  }
  return loaded(list);
}

/** The variant rows' quantities; a batch added clears its own lines. */
export function useQuantities() {
  const [quantities, setQuantities] = useState<Quantities>({});
  const setQuantity = useCallback(
    (key: string, entry: QuantityEntry) => setQuantities((current) => ({ ...current, [key]: entry })),
    [],
  );
  const clearAdded = useCallback((batch: Batch) => {
    const added = new Set(batch.items.map((item) => item.productVariantId));
    setQuantities((current) => Object.fromEntries(Object.entries(current).filter(([k]) => !added.has(k))));
  }, []);
  return { quantities, setQuantity, clearAdded };
}

/**
 * Opens the single product page as a modal in the page's sale context. A pass added there goes on to
 * the pass flow; anything else stays on the list with a message saying what was added (`notice`). On
 * a product-selection page (`selectionPage`) an add remembers the page for 'Add more items'.
 */
export function useModalSelect(
  context: SaleContext,
  navigate: (to: string) => void,
  selectionPage: boolean,
  onNotice: (notice: string) => void,
) {
  return useCallback(
    (product: Product) => {
      // A product priced by date opens the dynamic-date calendar in the modal (seed 002 §2.4).
      const request = {
        ...modalRequest(context, product.id, isPassProduct(product)),
        dynamic: product.dynamicPricing,
      };
      void openProductModal(request).then((result) => {
        const outcome = modalOutcome(result, selectionPage);
        if (outcome.remember) rememberProductSelection(location.pathname + location.search);
        if (outcome.next) navigate(outcome.next);
        else if (outcome.notice) onNotice(outcome.notice);
      });
    },
    [context, navigate, selectionPage, onNotice],
  );
}

interface AddToCartFormProps {
  readonly adder: ReturnType<typeof useAddToCart>;
  readonly enabled: boolean;
  readonly onSubmit: () => void;
  readonly children: ReactNode;
  /** A second way on, e.g. 'Continue to Cart' on the add-on step. */
  readonly extra?: ReactNode;
}

/** A real form (Enter submits), the failure message near the button, the confirmation dialog. */
export function AddToCartForm({ adder, enabled, onSubmit, children, extra }: AddToCartFormProps) {
  const { busy, error, prompt } = adder;
  return (
    <form
      aria-label="Products"
      aria-busy={busy}
      onSubmit={(event) => {
        event.preventDefault();
        if (enabled && !busy) onSubmit();
      }}
    >
      {children}
      {error ? (
        <p role="alert" className="alert-danger">
          {error}
        </p>
      ) : null}
      <div className="multi-product-actions">
        <button type="submit" disabled={!enabled || busy} aria-busy={busy}>
          Add to Cart
        </button>
        {extra}
      </div>
      {prompt ? (
        <ServerConfirmDialog
          prompt={prompt}
          busy={busy}
          onProceed={() => void adder.proceed()}
          onCancel={adder.cancel}
        />
      ) : null}
    </form>
  );
}

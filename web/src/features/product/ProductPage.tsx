// The single product page (seed 000 §2 'Single product page', §4 'Product page', §5 'Add to cart'):
// routes /product/single/:id (sale flow 1 Public) and /product/single/advance/:id (14 AdvancedSale).
// Name, texts, the performance selector when the product has performances, variant quantity rows and
// Add to Cart, with the server's confirmation and the next flow step after adding.
import type { Schema } from '@boxoffice/sdk';
import { useCallback, useEffect, useMemo, useReducer, useState } from 'react';
import { useLocation, useRoute } from 'wouter';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { HtmlBlock } from '../../components/HtmlBlock';
import { api } from '../../lib/api';
import { rememberProductSelection } from '../../lib/flow';
import { usePageTitle } from '../../lib/title';
import { type AddLine, canAddToCart, itemsToSend, nextStepAfterAdd } from './add-to-cart';
import { PerformanceSelector } from './PerformanceSelector';
import './product.css';
import { type QuantityEntry, VariantRows, variantKey } from '../../components/VariantRows';
import { errorText } from '../../lib/errors';
import { initialSelectorState, linePerformances, noPerformances, selectorReducer } from './selector-state';

type Product = Schema<'ProductDetail'>;
type Prompt = Schema<'ConfirmationPromptResult'>;

const PUBLIC = 1;
const ADVANCED_SALE = 14;
const NO_VARIANTS: readonly Schema<'ProductVariant'>[] = [];
const NO_PRODUCTS = 'There are no products available for this date / time';

const smartLogin = (returnUrl: string) =>
  `/authenticate/smart-login?ReturnUrl=${encodeURIComponent(returnUrl)}`;

export default function ProductPage() {
  const [, advance] = useRoute<{ id: string }>('/product/single/advance/:id');
  const [, plain] = useRoute<{ id: string }>('/product/single/:id');
  const productId = advance?.id ?? plain?.id ?? '';
  const saleFlowId = advance ? ADVANCED_SALE : PUBLIC;
  const [, navigate] = useLocation();

  const [product, setProduct] = useState<Product | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [selector, dispatch] = useReducer(selectorReducer, initialSelectorState);
  const [quantities, setQuantities] = useState<Record<string, QuantityEntry>>({});
  const [busy, setBusy] = useState(false);
  const [addError, setAddError] = useState<string | null>(null);
  const [prompt, setPrompt] = useState<Prompt | null>(null);
  usePageTitle(product?.productDisplayName ?? 'Product');

  useEffect(() => {
    let live = true;
    setProduct(null);
    setLoadError(null);
    api
      .POST('/product/single', {
        body: {
          extProductId: productId,
          promotionCode: null,
          saleFlowId: saleFlowId as 1,
          tagsCsv: null,
          extProductVariantId: null,
        },
      })
      .then(({ data }) => {
        if (!live) return;
        // The sale flow needs a signed-in account: off to the smart login, back here afterwards.
        if (data.value?.requiresLoginChallenge) {
          location.assign(smartLogin(location.pathname + location.search));
          return;
        }
        if (!data.success) setLoadError(data.message ?? 'This product is not available.');
        setProduct(data.value);
      })
      .catch((e: unknown) => live && setLoadError(errorText(e)));
    return () => {
      live = false;
    };
  }, [productId, saleFlowId]);

  // With performances, the variants are those of the chosen performance (section, seat); else the product's.
  const variants = useMemo(
    () => (product?.hasPerformances ? selector.variants : product?.variants) ?? NO_VARIANTS,
    [product, selector.variants],
  );
  const performances = useMemo(() => linePerformances(selector), [selector]);

  // New variants (another performance, section or seat) start at 0.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the reset is for a new variants list.
  useEffect(() => setQuantities({}), [variants]);

  const lines: AddLine[] = variants.map((variant) => ({
    productVariantId: variant.id,
    productId,
    performances,
    entitlementId: null,
    quantity: quantities[variantKey(variant)]?.quantity ?? 0,
    minQuantity: variant.minQuantity,
    maxQuantity: variant.maxQuantity,
  }));
  const selectionsValid = !product?.hasPerformances || performances.length > 0;
  const canAdd = !busy && canAddToCart(lines, selectionsValid);

  const addToCart = useCallback(
    async (reSubmitContext: string | null) => {
      setBusy(true);
      setAddError(null);
      try {
        const items = itemsToSend(lines);
        const { data } = await api.POST('/cart/add', {
          body: { promotionCode: null, items, reSubmitContext, tags: [], saleFlowId: saleFlowId as 1 },
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
        rememberProductSelection(location.pathname + location.search);
        navigate(nextStepAfterAdd(data.proceedToPassFlow, product?.passKindId));
      } catch (e) {
        setPrompt(null);
        setAddError(errorText(e));
      } finally {
        setBusy(false);
      }
    },
    [lines, saleFlowId, navigate, product?.passKindId],
  );

  if (loadError && !product) {
    return (
      <p role="alert" className="alert-danger">
        {loadError}
      </p>
    );
  }
  if (!product) return <p aria-busy="true">Loading…</p>;

  const showNoProducts = product.hasPerformances && noPerformances(selector);
  return (
    <article className="product-page">
      <h1>{product.productDisplayName}</h1>
      {loadError ? (
        <p role="alert" className="alert-danger">
          {loadError}
        </p>
      ) : null}
      <HtmlBlock html={product.productLongDescription} className="product-description" />
      {product.hasPerformances ? (
        <PerformanceSelector
          productId={productId}
          saleFlowId={saleFlowId}
          state={selector}
          dispatch={dispatch}
        />
      ) : null}
      {showNoProducts ? (
        <p role="status" className="alert-warning">
          {NO_PRODUCTS}
        </p>
      ) : null}
      {variants.length > 0 ? (
        <form
          aria-label="Quantities"
          onSubmit={(event) => {
            event.preventDefault();
            if (canAdd) void addToCart(null);
          }}
        >
          <VariantRows
            variants={variants}
            quantities={quantities}
            disabled={busy}
            onChange={(key, entry) => setQuantities((current) => ({ ...current, [key]: entry }))}
          />
          {addError ? (
            <p role="alert" className="alert-danger">
              {addError}
            </p>
          ) : null}
          <button type="submit" disabled={!canAdd} aria-busy={busy}>
            Add to Cart
          </button>
        </form>
      ) : addError ? (
        <p role="alert" className="alert-danger">
          {addError}
        </p>
      ) : null}
      <HtmlBlock html={product.productDisclaimer} className="product-disclaimer" />
      {prompt ? (
        <ConfirmDialog
          title={<HtmlBlock as="span" html={prompt.confirmationTitleHtml} />}
          body={null}
          bodyHtml={prompt.confirmationMessageHtml}
          proceedText={prompt.proceedButtonText ?? 'Proceed'}
          cancelText={prompt.cancelButtonText ?? 'Cancel'}
          busy={busy}
          onProceed={() => void addToCart(prompt.confirmationReSubmitContext)}
          onCancel={() => setPrompt(null)}
        />
      ) : null}
    </article>
  );
}

// The add-on step (seed 001 §2 'Flow order'; seed 000 §2): /product/multi/add-on/non-pass after
// ticket selection and /product/multi/add-on/pass after the pass flow; both list the same offers.
// Two lists: the add-ons (sale flow 4, cross-sell variants removed) and the cross-sells (promotion
// type 18). When both are empty the step is skipped, replacing this page in the history with the cart.
// Otherwise: Add to Cart (each list in its own sale context, then the cart) or 'Continue to Cart'.
// Arriving from the product page, it says what that page added (lib/added-notice.ts); when it skips
// itself, it leaves those words for the cart.
import { useEffect, useMemo, useState } from 'react';
import { useLocation } from 'wouter';
import { AddedStatus } from '../../components/AddedStatus';
import { HtmlBlock } from '../../components/HtmlBlock';
import { addedNotice, takeAddedNotice } from '../../lib/added-notice';
import { usePageTitle } from '../../lib/title';
import { ProductCards } from './ProductCard';
import { AddToCartForm, LoadingPage, PageHeading, useModalSelect, useQuantities } from './page-parts';
import {
  CART_PATH,
  canAdd,
  crossSellProducts,
  itemsToSend,
  listLines,
  mainProducts,
  skipAddOnStep,
} from './product-list';
import { ADD_ON_CONTEXT, CROSS_SELL_CONTEXT } from './sale-context';
import { useAddToCart } from './use-add-to-cart';
import { type ListState, useProductList } from './use-product-list';
import './multi-product.css';

// The seeds name neither the page nor the cross-sell list; the add-on list's pageTitle names the page.
const DEFAULT_TITLE = 'Add-Ons';
const CROSS_SELL_TITLE = 'You May Also Like';
const NONE: ListState & { status: 'loaded' } = {
  status: 'loaded',
  products: [],
  pageTitle: null,
  pageDescription: null,
};

const loadedOrNone = (list: ListState) => (list.status === 'loaded' ? list : NONE);

export default function AddOnPage() {
  const [, navigate] = useLocation();
  const addOnList = useProductList(ADD_ON_CONTEXT, mainProducts);
  const crossSellList = useProductList(CROSS_SELL_CONTEXT);
  const loading = addOnList.status === 'loading' || crossSellList.status === 'loading';
  const addOns = loadedOrNone(addOnList).products;
  const crossSells = useMemo(
    () => crossSellProducts(loadedOrNone(crossSellList).products, addOns),
    [crossSellList, addOns],
  );
  const bothLoaded = addOnList.status === 'loaded' && crossSellList.status === 'loaded';
  const skip = bothLoaded && skipAddOnStep(addOns, crossSells);
  const title = loadedOrNone(addOnList).pageTitle ?? DEFAULT_TITLE;
  usePageTitle(title);

  useEffect(() => {
    if (skip) navigate(CART_PATH, { replace: true });
  }, [skip, navigate]);

  const { quantities, setQuantity, clearAdded } = useQuantities();
  // The add-on step comes after product selection: an add here is not remembered as the path.
  const [notice, setNotice] = useState<string | null>(() => addedNotice.text);
  // Shown here: taken, so the cart (after Continue) does not say it again.
  useEffect(() => {
    if (!loading && !skip) takeAddedNotice();
  }, [loading, skip]);
  const selectAddOn = useModalSelect(ADD_ON_CONTEXT, navigate, false, setNotice);
  const selectCrossSell = useModalSelect(CROSS_SELL_CONTEXT, navigate, false, setNotice);
  const adder = useAddToCart({ onAdded: clearAdded, onDone: () => navigate(CART_PATH) });

  if (loading || skip) return <LoadingPage />;

  const addOnLines = listLines(addOns, quantities);
  const crossSellLines = listLines(crossSells, quantities);
  const lines = [...addOnLines, ...crossSellLines];
  const failures = [addOnList, crossSellList].flatMap((list) =>
    list.status === 'failed' ? [list.message] : [],
  );

  return (
    <section className="multi-product">
      <PageHeading>{title}</PageHeading>
      <HtmlBlock html={loadedOrNone(addOnList).pageDescription} className="multi-product-description" />
      {notice ? <AddedStatus text={notice} /> : null}
      {failures.map((message) => (
        <p key={message} role="alert" className="alert-danger">
          {message}
        </p>
      ))}
      <AddToCartForm
        adder={adder}
        enabled={lines.length > 0 && canAdd(lines)}
        onSubmit={() =>
          void adder.submit([
            { context: ADD_ON_CONTEXT, items: itemsToSend(addOnLines) },
            { context: CROSS_SELL_CONTEXT, items: itemsToSend(crossSellLines) },
          ])
        }
        extra={
          <button
            type="button"
            className="secondary"
            disabled={adder.busy}
            onClick={() => navigate(CART_PATH)}
          >
            Continue to Cart
          </button>
        }
      >
        <ProductCards
          products={addOns}
          quantities={quantities}
          disabled={adder.busy}
          onQuantity={setQuantity}
          onSelect={selectAddOn}
        />
        {crossSells.length > 0 ? (
          <section aria-labelledby="cross-sell-title">
            <h2 id="cross-sell-title">{CROSS_SELL_TITLE}</h2>
            <ProductCards
              products={crossSells}
              headingLevel={3}
              quantities={quantities}
              disabled={adder.busy}
              onQuantity={setQuantity}
              onSelect={selectCrossSell}
            />
          </section>
        ) : null}
      </AddToCartForm>
    </section>
  );
}

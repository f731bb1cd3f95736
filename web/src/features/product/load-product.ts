// The product call (POST /product/single), taken from start-up on a product page's URL (the call and
// the page's code then load side by side: lib/early-calls.ts), made anew for the modal and later loads.
import type { Schema } from '@boxoffice/sdk';
import { startTransition, useEffect, useRef, useState } from 'react';
import { htmlReady } from '../../components/HtmlBlock';
import { selectorReady } from '../../components/performance-selector/chunk';
import { api } from '../../lib/api';
import { callKey, loadCodeSoon, startEarly, takeEarly } from '../../lib/early-calls';
import { errorText } from '../../lib/errors';
import { smartLoginHref } from '../../lib/flow';
import { type ProductContext, productDetailBody } from '../../lib/sale-request';
import { passPageContext, productPageContext } from './product-route';

function productCall(context: ProductContext) {
  const body = productDetailBody(context);
  return { key: callKey('getSingleProduct', body), call: () => api.POST('/product/single', { body }) };
}

/**
 * The product, once its description and its date picker can be shown too (htmlReady, selectorReady:
 * the three load side by side).
 */
export async function loadProduct(context: ProductContext) {
  const { key, call } = productCall(context);
  const [answer] = await Promise.all([takeEarly(key, call), htmlReady(), selectorReady()]);
  return answer;
}

/** At start-up: begins the product page's call when the shopper opened one. */
export function startProductPage(path: string): void {
  const context = productPageContext(path) ?? passPageContext(path);
  if (!context) return;
  const { key, call } = productCall(context);
  startEarly(key, call);
  // The page's own chunk and its date picker's too, in the task after its call.
  loadCodeSoon(() =>
    Promise.all([context.pass ? import('./PassProductPage') : import('./ProductPage'), selectorReady()]),
  );
}

type Product = Schema<'ProductDetail'>;

export interface ProductDetailState {
  readonly product: Product | null;
  readonly loadError: string | null;
  /** False when the server answers that the product is not offered now (success false). */
  readonly available: boolean;
}

const LOADING: ProductDetailState = { product: null, loadError: null, available: true };

/**
 * The product of a product page or modal (ticket or pass), loaded for its context. A sale flow that
 * needs a signed-in account sends the shopper to the smart login, back to this page (the page under
 * the modal, when it is one) afterwards. `onLoaded` hears of the product (the page titles itself).
 */
export function useProductDetail(context: ProductContext, onLoaded?: (product: Product) => void) {
  const [state, setState] = useState<ProductDetailState>(LOADING);
  // The latest callback without reloading the product when the caller passes a new function.
  const loaded = useRef(onLoaded);
  loaded.current = onLoaded;
  useEffect(() => {
    let live = true;
    setState(LOADING);
    loadProduct(context)
      .then(({ data }) => {
        if (!live) return;
        if (data.value?.requiresLoginChallenge) {
          location.assign(smartLoginHref(location.pathname + location.search));
          return;
        }
        // As a transition: React renders the product's page in slices, so a slow phone's main
        // thread is never held for all of it at once.
        startTransition(() =>
          setState({
            product: data.value,
            loadError: data.success ? null : (data.message ?? 'This product is not available.'),
            available: data.success,
          }),
        );
        loaded.current?.(data.value);
      })
      .catch((e: unknown) => live && setState({ ...LOADING, loadError: errorText(e) }));
    return () => {
      live = false;
    };
  }, [context]);
  return state;
}

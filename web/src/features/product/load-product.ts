// The product call (POST /product/single), taken from start-up on a product page's URL (the call and
// the page's code then load side by side: lib/early-calls.ts), made anew for the modal and later loads.
import { api } from '../../lib/api';
import { callKey, startEarly, takeEarly } from '../../lib/early-calls';
import { type ProductContext, productDetailBody } from '../../lib/sale-request';
import { productPageContext } from './product-route';

function productCall(context: ProductContext) {
  const body = productDetailBody(context);
  return { key: callKey('getSingleProduct', body), call: () => api.POST('/product/single', { body }) };
}

export function loadProduct(context: ProductContext) {
  const { key, call } = productCall(context);
  return takeEarly(key, call);
}

/** At start-up: begins the product page's call when the shopper opened one. */
export function startProductPage(path: string): void {
  const context = productPageContext(path);
  if (!context) return;
  const { key, call } = productCall(context);
  startEarly(key, call);
}

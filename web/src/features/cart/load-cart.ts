// The cart page's first call (GET /cart?revise=true), taken from start-up when the shopper opened the
// cart (lib/early-calls.ts); reloads after a change are made anew.
import { api } from '../../lib/api';
import { callKey, loadCodeSoon, startEarly, takeEarly } from '../../lib/early-calls';

const cartCall = (revise: boolean) => ({
  key: callKey('getCart', { revise }),
  call: () => api.GET('/cart', { params: { query: { revise } } }),
});

export function loadCart(revise: boolean) {
  const { key, call } = cartCall(revise);
  return takeEarly(key, call);
}

/** At start-up: begins the cart page's first call when the shopper opened the cart. */
export function startCartPage(path: string): void {
  if (path !== '/cart') return;
  const { key, call } = cartCall(true);
  startEarly(key, call);
  // The page's own chunk too, in the task after its call.
  loadCodeSoon(() => import('./CartPage'));
}

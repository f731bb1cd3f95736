// The home's calls (the public product list and the bundles on sale), taken from start-up when the shopper opened the
// home (lib/early-calls.ts), made anew on a later visit.
import { api } from '../../lib/api';
import { callKey, loadCodeSoon, startEarly, takeEarly } from '../../lib/early-calls';

/**
 * The request: the public sale flow (1) without tags lists every product sold to the public. Kept
 * here, not with the home's rules (home.ts), so the entry's early call does not carry those rules.
 */
export const HOME_LIST_REQUEST = { saleFlowId: 1, tagsCsv: null, promotionCode: null } as const;

const key = callKey('getMultiProducts', HOME_LIST_REQUEST);
const call = () => api.POST('/product/multi', { body: HOME_LIST_REQUEST });
// The bundles on sale (listBundles, ours), beside the product list.
const bundlesKey = callKey('listBundles', null);
const bundlesCall = () => api.GET('/bundle');

export const loadHomeList = () => takeEarly(key, call);
export const loadHomeBundles = () => takeEarly(bundlesKey, bundlesCall);

/** At start-up: begins the home's call when the shopper opened the home. */
export function startHomePage(path: string): void {
  if (path !== '/') return;
  startEarly(key, call);
  startEarly(bundlesKey, bundlesCall);
  // The page's own chunk too, in the task after its calls.
  loadCodeSoon(() => import('./HomePage'));
}

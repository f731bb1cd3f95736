// The home's one call (the public product list), taken from start-up when the shopper opened the
// home (lib/early-calls.ts), made anew on a later visit.
import { api } from '../../lib/api';
import { callKey, startEarly, takeEarly } from '../../lib/early-calls';
import { HOME_LIST_REQUEST } from './home';

const key = callKey('getMultiProducts', HOME_LIST_REQUEST);
const call = () => api.POST('/product/multi', { body: HOME_LIST_REQUEST });

export const loadHomeList = () => takeEarly(key, call);

/** At start-up: begins the home's call when the shopper opened the home. */
export function startHomePage(path: string): void {
  if (path === '/') startEarly(key, call);
}

// The flow's memory (seed 000 §2, Flow order): the product-selection path is remembered in session
// storage, and flows that end there go back to it, or to the cart when none is stored.
const PRODUCT_SELECTION_KEY = 'boxoffice.productSelection';

export function rememberProductSelection(path: string): void {
  sessionStorage.setItem(PRODUCT_SELECTION_KEY, path);
}

export function productSelectionPath(): string {
  return sessionStorage.getItem(PRODUCT_SELECTION_KEY) ?? '/cart';
}

export const PASS_FLOW_PATH = '/pass/demographics';
/** The promotion code page (seed 001 §2), linked from the home and the cart. */
export const PROMO_PATH = '/product/multi/promo';
/** Seed 001 §2: demographics -> pass products (renewal options) -> pass add-ons -> cart. */
export const PASS_PRODUCTS_PATH = '/pass/products';
export const ADD_ON_PASS_PATH = '/product/multi/add-on/pass';
export const ADD_ON_NON_PASS_PATH = '/product/multi/add-on/non-pass';
/** Link Your Passes, Upgrade Your Tickets and where the upgrade goes next (seed 001 §2). */
export const PASS_LINK_PATH = '/pass/link';
export const UPGRADE_SELECT_PATH = '/upgrade/select';
export const UPGRADE_PRODUCT_PATH = '/upgrade/product';
/** The account page, served by the backend outside the app (a full-page link). */
export const ACCOUNT_PROFILE_HREF = '/profile';

/** After product selection: passes go on to pass demographics, others to the non-pass add-ons. */
export const stepAfterProductSelection = (passFlow: boolean): string =>
  passFlow ? PASS_FLOW_PATH : ADD_ON_NON_PASS_PATH;

/** The smart login (outside the app), which brings the shopper back to `returnUrl`. */
export const smartLoginHref = (returnUrl: string): string =>
  `/authenticate/smart-login?ReturnUrl=${encodeURIComponent(returnUrl)}`;

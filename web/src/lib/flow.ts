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
export const ADD_ON_NON_PASS_PATH = '/product/multi/add-on/non-pass';

/** After product selection: passes go on to pass demographics, others to the non-pass add-ons. */
export const stepAfterProductSelection = (passFlow: boolean): string =>
  passFlow ? PASS_FLOW_PATH : ADD_ON_NON_PASS_PATH;

/** The smart login (outside the app), which brings the shopper back to `returnUrl`. */
export const smartLoginHref = (returnUrl: string): string =>
  `/authenticate/smart-login?ReturnUrl=${encodeURIComponent(returnUrl)}`;

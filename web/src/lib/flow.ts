// The flow's memory (seed 000 §2, Flow order): the product-selection path is remembered in session
// storage, and flows that end there go back to it, or to the cart when none is stored.
const PRODUCT_SELECTION_KEY = 'boxoffice.productSelection';

export function rememberProductSelection(path: string): void {
  sessionStorage.setItem(PRODUCT_SELECTION_KEY, path);
}

export function productSelectionPath(): string {
  return sessionStorage.getItem(PRODUCT_SELECTION_KEY) ?? '/cart';
}

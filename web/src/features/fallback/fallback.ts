// The fallback page's words (seed 000 §9 'Fallback page title 'Store''). The title stays 'Store'
// while the page asks where the path lives and when it shows 'Not Found'; the heading says which.
export const FALLBACK_PAGE_TITLE = 'Store';
export const NOT_FOUND_HEADING = 'Not Found';

/**
 * The fallback route's data (seed 000 §2: 'shows Not Found when redirect suppression is set in route
 * data'): a path under one of the store's own sections (a product, a reservation, an order lookup
 * whose address is mistyped) is the store's and is not on the venue's site, so it says 'Not Found'
 * at once rather than sending the shopper to the site's home. Any other path asks the site first.
 */
const STORE_SECTIONS = [
  '/product',
  '/reservation',
  '/order-lookup',
  '/pass',
  '/upgrade',
  '/ticket',
  '/checkout',
  '/builder',
  '/entitlement',
  '/account-entitlement',
  '/installment-billing',
];

export const suppressesRedirect = (path: string): boolean =>
  STORE_SECTIONS.some((section) => path === section || path.startsWith(`${section}/`));

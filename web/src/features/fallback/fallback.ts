// The fallback page's words (seed 000 §9 'Fallback page title 'Store''). The title stays 'Store'
// while the page asks where the path lives and when it shows 'Not Found'; the heading says which.
export const FALLBACK_PAGE_TITLE = 'Store';
export const NOT_FOUND_HEADING = 'Not Found';

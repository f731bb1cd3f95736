// The order lookup pages' paths (seed 001 §2 route table), for every page that links to an order:
// the confirmation's View Tickets, and the order lookup feature's own routes.

/** The signed-in lookup of one of the account's orders (the id is its extOrderTokenId). */
export const myOrderPath = (id: string): string => `/order-lookup/my/${encodeURIComponent(id)}`;

/** The anonymous lookup link: the order's public id and its token. */
export const anonymousOrderPath = (id: string, token: string): string =>
  `/order-lookup/anonymous/${encodeURIComponent(id)}/${encodeURIComponent(token)}`;

/** Where a lookup page's tickets are: the order view's tickets section. */
export const TICKETS_HASH = '#tickets';

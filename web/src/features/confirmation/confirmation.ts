// The confirmation page's own rule: where its View Tickets link goes (seed 000 §2: only when the
// order has tickets). Ours (the seed is silent on the target): the order's lookup page, at its
// tickets, so the link is one a shopper can keep and come back to: the signed-in lookup for a
// signed-in shopper (the order is their account's), else the anonymous link with the order's token.
import type { Schema } from '@boxoffice/sdk';
import { anonymousOrderPath, myOrderPath, TICKETS_HASH } from '../../lib/order-links';

type Order = Schema<'Order'>;

export function viewTicketsHref(
  order: Pick<Order, 'hasTickets' | 'extOrderTokenId' | 'token'>,
  signedIn: boolean,
): string | null {
  if (!order.hasTickets) return null;
  const path = signedIn
    ? myOrderPath(order.extOrderTokenId)
    : anonymousOrderPath(order.extOrderTokenId, order.token);
  return `${path}${TICKETS_HASH}`;
}

// The cross-sell offer (the cross-sell modal's promotion type 18, sale flow 6: 'Parking with your
// tickets') prices an add-on for a shopper who is buying tickets. It applies only while the cart
// holds a dated ticket (a ticket or bundle line with a performance) that is not itself cross-sold:
// added to a cart without one, the item is priced at its regular price; and an order whose cart
// lost its tickets after the offer was given is refused (409) before any payment.
import type { CartLine } from './types.js';

export const CROSS_SELL_PROMOTION_TYPE = 18;
export const CROSS_SELL_SALE_FLOW = 6;

export const CROSS_SELL_WITHOUT_TICKETS =
  'A cross-sell price applies only with tickets in your cart. Please add tickets, or remove the item and add it again at its regular price.';

type Line = Pick<CartLine, 'kind' | 'performances' | 'saleFlowId' | 'specificPromotionTypeId' | 'offers'>;

/** A line priced by the cross-sell offer. */
export const crossSellPriced = (line: Line): boolean =>
  line.offers.length > 0 &&
  (line.specificPromotionTypeId === CROSS_SELL_PROMOTION_TYPE || line.saleFlowId === CROSS_SELL_SALE_FLOW);

/** Whether these lines hold what the cross-sell offer is for: a dated ticket not itself cross-sold. */
export const qualifiesForCrossSell = (lines: readonly Line[]): boolean =>
  lines.some(
    (line) =>
      !crossSellPriced(line) &&
      (line.kind === 'ticket' || line.kind === 'bundle') &&
      line.performances.length > 0,
  );

/** Why an order of these lines may not be placed as priced, or null. */
export const crossSellProblem = (lines: readonly Line[]): string | null =>
  lines.some(crossSellPriced) && !qualifiesForCrossSell(lines) ? CROSS_SELL_WITHOUT_TICKETS : null;

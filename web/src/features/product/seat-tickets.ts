// Reserved seating on the product page (show type 3): the shopper picks seats, each seat one ticket,
// and chooses each seat's ticket type (seed 000 §2 'Select Seat', §4: a seat's variants are what it
// may be sold as). One cart line per seat, quantity 1, so two tickets never share a seat.
import type { Schema } from '@boxoffice/sdk';
import { linePerformances, type SelectorState } from '../../components/performance-selector/selector-state';
import type { AddLine } from '../../lib/cart-lines';

type Variant = Schema<'ProductVariant'>;

/** The seat's ticket type: the one the shopper chose, if the seat still offers it; else its first. */
export function seatTicketType(
  variants: readonly Variant[] | undefined,
  chosen: string | undefined,
): Variant | undefined {
  return variants?.find((v) => v.id === chosen) ?? variants?.[0];
}

/** The cart lines for the picked seats whose ticket types are known: one ticket each. */
export function seatLines(
  state: SelectorState,
  productId: string,
  chosen: Readonly<Record<string, string>>,
): AddLine[] {
  return state.seatIds.flatMap((seatId) => {
    const variant = seatTicketType(state.seatVariants[seatId], chosen[seatId]);
    if (!variant) return [];
    return [
      {
        productVariantId: variant.id,
        productId,
        performances: linePerformances(state, seatId),
        entitlementId: null,
        quantity: 1,
        minQuantity: variant.minQuantity,
        maxQuantity: variant.maxQuantity,
      },
    ];
  });
}

/** Add to Cart needs every picked seat's ticket type known (one still loading waits). */
export const seatsReady = (state: SelectorState): boolean =>
  state.seatIds.length > 0 && state.seatIds.every((id) => (state.seatVariants[id]?.length ?? 0) > 0);

/** The seats' lines summed by ticket type, for the Add-to-Cart rule's limits per variant. */
export function linesByType(lines: readonly AddLine[]): AddLine[] {
  const byType = new Map<string, AddLine>();
  for (const line of lines) {
    const seen = byType.get(line.productVariantId);
    byType.set(line.productVariantId, seen ? { ...seen, quantity: seen.quantity + line.quantity } : line);
  }
  return [...byType.values()];
}

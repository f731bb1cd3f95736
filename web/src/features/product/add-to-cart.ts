// Add to Cart (seed 000 §5): enabled only when at least one quantity is above 0, every quantity is
// valid for its variant and the selections are valid (at most 4 performance selections, indexes 1 to
// 4); only quantities above 0 are sent. The rule is the SDK's (`@boxoffice/sdk/rules/quantity`,
// zod-free for the product page's size budget).
import type { Schema } from '@boxoffice/sdk';
import { stepAfterProductSelection } from '../../lib/flow';
import type { AddedToCart } from '../../lib/product-modal';

export { canAddToCart } from '@boxoffice/sdk/rules/quantity';

export { type AddLine, itemsToSend } from '../../lib/cart-lines';

/** Whether the flow goes on to the pass flow: the server says so, or the product is a pass product. */
export function passFlowAfterAdd(proceedToPassFlow: boolean, passKindId: unknown): boolean {
  return proceedToPassFlow || passKindId != null;
}

/** Pass products go on to pass demographics; other products to non-pass add-on selection. */
export function nextStepAfterAdd(proceedToPassFlow: boolean, passKindId: unknown = null): string {
  return stepAfterProductSelection(passFlowAfterAdd(proceedToPassFlow, passKindId));
}

/** What was added, for the opener's message: the variants sent (quantity above 0), by their names. */
export function addedToCart(
  productName: string,
  variants: readonly Schema<'ProductVariant'>[],
  items: readonly { productVariantId: string; quantity: number }[],
): AddedToCart {
  const names = new Map(variants.map((v) => [v.id, v.displayName]));
  return {
    productName,
    lines: items
      .filter((item) => item.quantity > 0)
      .map((item) => ({
        name: names.get(item.productVariantId) ?? item.productVariantId,
        quantity: item.quantity,
      })),
  };
}

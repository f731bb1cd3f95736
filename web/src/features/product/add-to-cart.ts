// Add to Cart (seed 000 §5): enabled only when at least one quantity is above 0, every quantity is
// valid for its variant and the selections are valid (at most 4 performance selections, indexes 1 to
// 4); only quantities above 0 are sent. The rule is the SDK's (`@boxoffice/sdk/rules/quantity`,
// zod-free for the product page's size budget).
import type { Schema } from '@boxoffice/sdk';

export { canAddToCart } from '@boxoffice/sdk/rules/quantity';

export interface AddLine extends Schema<'CartLine'> {
  readonly minQuantity?: number | null;
  readonly maxQuantity?: number | null;
}

/** The cart/add items: quantities above 0 only, without the limits used for checking. */
export function itemsToSend(lines: readonly AddLine[]): Schema<'CartLine'>[] {
  return lines
    .filter((line) => line.quantity > 0)
    .map(({ minQuantity: _min, maxQuantity: _max, ...line }) => line);
}

/** Whether the flow goes on to the pass flow: the server says so, or the product is a pass product. */
export function passFlowAfterAdd(proceedToPassFlow: boolean, passKindId: unknown): boolean {
  return proceedToPassFlow || passKindId != null;
}

/** Pass products go on to pass demographics; other products to non-pass add-on selection. */
export function nextStepAfterAdd(proceedToPassFlow: boolean, passKindId: unknown = null): string {
  return passFlowAfterAdd(proceedToPassFlow, passKindId)
    ? '/pass/demographics'
    : '/product/multi/add-on/non-pass';
}

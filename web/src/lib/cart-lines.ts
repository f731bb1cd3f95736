// The lines a product page adds to the cart (seed 000 §5 'Add to cart'): each carries its variant's
// limits for the Add-to-Cart rule; only quantities above 0 are sent, without those limits.
import type { Schema } from '@boxoffice/sdk';
import { linesToSend } from '@boxoffice/sdk/rules/quantity';

export interface AddLine extends Schema<'CartLine'> {
  readonly minQuantity?: number | null;
  readonly maxQuantity?: number | null;
}

export function itemsToSend(lines: readonly AddLine[]): Schema<'CartLine'>[] {
  return linesToSend(lines).map(({ minQuantity: _min, maxQuantity: _max, ...line }) => line);
}

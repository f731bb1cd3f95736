// What an on-sale covers, as plain functions. An operator puts one item on sale (a product or a
// performance), but a call can take its stock by any of the ids that lead to it: a cart line may
// name only a variant and a performance, a bundle another product sold for the same performance, a
// reservation its entry time. So the sale's scope is every such id, and a call is for the sale when
// its input names one of them anywhere in it, at any depth, or (for the calls that sell what the
// session already holds: checkout, the submits) when the session's cart or reservation does.
import type { Venue } from '../../catalog/venue.js';

/**
 * The ids that lead to `item`: a product, its variants and every performance sold for it; a
 * performance, itself. An id the venue does not know stands for itself.
 */
export function saleScope(
  venue: Pick<Venue, 'product' | 'variantsOf' | 'performancesOf'>,
  item: string,
): ReadonlySet<string> {
  const ids = new Set([item]);
  const product = venue.product(item);
  if (!product) return ids;
  for (const variant of venue.variantsOf(product)) ids.add(variant.id);
  for (const performance of venue.performancesOf(product.id)) ids.add(performance.id);
  return ids;
}

/**
 * Whether any string in `value` (parsed JSON, a cart, a reservation draft), at any depth, is one of
 * `ids`. Walked with a stack, not recursion: a request's depth is bounded where it is parsed
 * (http/validate.ts), but the walk should not rely on it.
 */
export function namesAny(value: unknown, ids: ReadonlySet<string>): boolean {
  const stack: unknown[] = [value];
  while (stack.length > 0) {
    const next = stack.pop();
    if (typeof next === 'string') {
      if (ids.has(next)) return true;
    } else if (next !== null && typeof next === 'object') {
      for (const inner of Array.isArray(next) ? next : Object.values(next)) stack.push(inner);
    }
  }
  return false;
}

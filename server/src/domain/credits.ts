// One-time credits a cart line spends: a ticket's upgrade (the ticket's price off a pass) and the
// renewal of a linked pass. Each is a count of capacity 1 among the sold counts, taken with the
// order's seats and places under the order's locks (orders/stock.ts), so two orders can never both
// spend it, and given back with them when a payment is declined.
import type { Store } from '../store/store.js';
import { SOLD_COLLECTION, type SoldCount } from './capacity.js';

export type CreditKind = 'upgrade' | 'renewal';

/** The credit's count key: a ticket's barcode, a linked pass's Pass ID. */
export const creditKey = (kind: CreditKind, id: string): string =>
  `credit:${kind}:${id.trim().toUpperCase()}`;

const kindOf = (key: string): CreditKind => (key.startsWith('credit:renewal:') ? 'renewal' : 'upgrade');

/** Why a ticket that was upgraded cannot be again (as the story's upgraded ticket says). */
export const ALREADY_UPGRADED = 'This ticket has already been upgraded';

/** What a shopper reads when an order would spend a credit already spent. */
export const creditSpentMessage = (key: string): string =>
  kindOf(key) === 'upgrade'
    ? `${ALREADY_UPGRADED}. Please remove its upgrade from your cart.`
    : 'This pass has already been renewed. Please remove its renewal from your cart.';

/**
 * Which of these credits orders have spent. A credit a cart holds is not spent: the ticket stays
 * eligible for its account, and the one cart that holds it is the one whose order can spend it.
 */
export async function spentCredits(store: Store, keys: readonly string[]): Promise<Set<string>> {
  if (keys.length === 0) return new Set();
  const counts = await store.collection<SoldCount>(SOLD_COLLECTION).getMany(keys);
  const sold = (key: string) => (counts.get(key)?.sold ?? 0) - (counts.get(key)?.held ?? 0);
  return new Set(keys.filter((key) => sold(key) > 0));
}

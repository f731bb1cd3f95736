// Puts the orders placed before the server started (catalog/story-orders.ts: the story's
// LAP-100482) in the order repository, so the lookups, the digital tickets and the barcodes answer
// for them like for any order placed here. createApp calls it once with its store.
import { storyOrders } from '../../catalog/story-orders.js';
import type { Store } from '../../store/store.js';
import { OrderRepository } from './repository.js';

/**
 * No session placed these, so the confirmation page (the session's last order) never shows them;
 * no session id is empty.
 */
const NO_SESSION = '';

/** Saves each story order the store does not hold yet (a persistent store keeps them, and their phone attempts). */
export async function seedStoryOrders(store: Store): Promise<void> {
  const orders = new OrderRepository(store);
  for (const { orderNumber, accountId, order, tickets } of storyOrders) {
    if (await orders.byId(order.extOrderTokenId)) continue;
    await orders.save({
      id: order.extOrderTokenId,
      orderNumber,
      sessionId: NO_SESSION,
      accountId,
      order,
      tickets,
      failedPhoneAttempts: [],
    });
  }
}

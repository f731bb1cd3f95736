// Operations of this area: getCart, addToCart, addDonationToCart, clearCart, clearInstallmentBilling, getDeliveryMethods, getMiniCart, modifyCart, getPaymentMethods, setInstallmentBilling, saveCartSettings.
import { cartDetails, cartLines, cartSlot, itemCount, reviseCart } from '../../domain/cart/index.js';
import { endHoldsOver } from '../../domain/holds/expiry.js';
import { holdsFollowCart } from '../../domain/holds/holds.js';
import { holdSecondsLeft as secondsLeft } from '../../domain/holds/records.js';
import { pendingOrders } from '../../domain/orders/pending.js';
import { type Handlers, ok } from '../../http/handler.js';
import type { Session, Store } from '../../store/store.js';
import { addToCart } from './add.js';
import { clearCartHandler } from './clear.js';
import { addDonationToCart } from './donation.js';
import { chooseInstallments } from './installment.js';
import { deliveryMethodsFor, paymentMethodsFor } from './methods.js';
import { modifyCart } from './modify.js';
import { saveCartSettings } from './settings.js';

/**
 * What the session's own order in payment takes (its count keys), read only for a cart with a
 * one-time credit: the revise takes out a line whose credit another order spent, not its own.
 */
async function ownOrderKeys(store: Store, session: Session): Promise<ReadonlySet<string>> {
  if (!cartLines(session).some((line) => line.credit !== undefined)) return new Set();
  const pending = await pendingOrders(store).get(session.id);
  return new Set(pending?.counts.map((count) => count.key) ?? []);
}

export const cartHandlers = {
  getCart: async ({ query, session, services }) => {
    const now = services.clock.now();
    const began = session.get(cartSlot);
    // A hold that is over but not yet swept ends now, so the revise reports its lines at once.
    if (query.revise === true) await endHoldsOver(services, session.id, session, now);
    const cart =
      query.revise === true
        ? await reviseCart(session, services, await ownOrderKeys(services.store, session))
        : cartDetails(session, services.venue, now);
    // Lines the revise took out (no longer available) give their places back at once.
    await holdsFollowCart(services, session, began);
    // With holds off (BOXOFFICE_HOLD_SECONDS=0) nothing is held: no reads to say so.
    const lineIds = services.options.cartHoldMs > 0 ? cartLines(session).map((line) => line.id) : [];
    const holdSecondsLeft = lineIds.length ? await secondsLeft(services.store, session, lineIds, now) : null;
    return ok({ success: true, message: null, value: { ...cart, holdSecondsLeft } });
  },
  getMiniCart: ({ session }) =>
    ok({ success: true, message: null, value: { itemCount: itemCount(session) } }),
  addToCart,
  addDonationToCart,
  modifyCart,
  clearCart: clearCartHandler,
  getDeliveryMethods: ({ services }) =>
    ok({ success: true, message: null, value: deliveryMethodsFor(services.venue) }),
  getPaymentMethods: ({ session, services }) =>
    ok({ success: true, message: null, value: paymentMethodsFor(session, services.venue) }),
  saveCartSettings,
  setInstallmentBilling: ({ session, services }) => chooseInstallments(session, services.venue, true),
  clearInstallmentBilling: ({ session, services }) => chooseInstallments(session, services.venue, false),
} satisfies Handlers;

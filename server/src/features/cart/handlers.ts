// Operations of this area: getCart, addToCart, addDonationToCart, clearCart, clearInstallmentBilling, getDeliveryMethods, getMiniCart, modifyCart, getPaymentMethods, setInstallmentBilling, saveCartSettings.
import { cartDetails, itemCount, reviseCart } from '../../domain/cart/index.js';
import { type Handlers, ok } from '../../http/handler.js';
import { addToCart } from './add.js';
import { clearCartHandler } from './clear.js';
import { addDonationToCart } from './donation.js';
import { chooseInstallments } from './installment.js';
import { deliveryMethodsFor, paymentMethodsFor } from './methods.js';
import { modifyCart } from './modify.js';
import { saveCartSettings } from './settings.js';

export const cartHandlers = {
  getCart: async ({ query, session, services }) =>
    ok({
      success: true,
      message: null,
      value:
        query.revise === true
          ? await reviseCart(session, services)
          : cartDetails(session, services.venue, services.clock.now()),
    }),
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

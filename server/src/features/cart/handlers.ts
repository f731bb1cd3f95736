// Operations of this area: getCart, addToCart, addDonationToCart, clearCart, clearInstallmentBilling, getDeliveryMethods, getMiniCart, modifyCart, getPaymentMethods, setInstallmentBilling, saveCartSettings.
import type { Handlers } from '../../http/handler.js';

export const cartHandlers = {} satisfies Handlers;

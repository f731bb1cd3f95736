// Operations of this area: addNewPass, addPassWithProduct, addRenewalPass, getCartPasses, finalizePassDemographics, updatePassProducts, getCartPass, updateCartPass, getCartPassImage, uploadCartPassImage, removePass, getPassRenewalProducts.
import type { Handlers } from '../../http/handler.js';

export const passHandlers = {} satisfies Handlers;

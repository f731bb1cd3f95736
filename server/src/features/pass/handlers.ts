// Operations of this area: addNewPass, addPassWithProduct, addRenewalPass, getCartPasses,
// finalizePassDemographics, updatePassProducts, getCartPass, updateCartPass, getCartPassImage,
// uploadCartPassImage, removePass, getPassRenewalProducts.
import type { Handlers } from '../../http/handler.js';
import { addingHandlers } from './adding.js';
import { holderHandlers } from './holders.js';
import { photoHandlers } from './photo.js';
import { productHandlers } from './products.js';

export const passHandlers = {
  ...addingHandlers,
  ...holderHandlers,
  ...photoHandlers,
  ...productHandlers,
} satisfies Handlers;

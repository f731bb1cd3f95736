// Operations of this area: getDonationSettings, getMultiProducts, getSingleProduct.
import type { Handlers } from '../../http/handler.js';

export const productHandlers = {} satisfies Handlers;

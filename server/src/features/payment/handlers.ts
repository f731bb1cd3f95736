// Operations of this area: processFreedomPayCard, setupFreedomPay, getInstallmentBillingTerms, sendUpliftError, setupUplift, submitUpliftOrder.
import type { Handlers } from '../../http/handler.js';

export const paymentHandlers = {} satisfies Handlers;

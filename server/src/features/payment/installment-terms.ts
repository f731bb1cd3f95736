// GET payment/installment-billing/terms: the terms of the plan on the cart, else the venue's
// general installment terms. Spread into paymentHandlers by the payment feature.
import { cartCatalog } from '../../domain/cart/catalog.js';
import { cartInstallments } from '../../domain/cart/index.js';
import { type Handlers, ok } from '../../http/handler.js';

export const installmentTermsHandlers = {
  getInstallmentBillingTerms: ({ session, services }) => {
    const plan = cartInstallments(session, services.venue).plan;
    const terms = plan?.terms ?? cartCatalog(services.venue).generalInstallmentTerms;
    return ok({ success: true, message: null, value: terms });
  },
} satisfies Handlers;

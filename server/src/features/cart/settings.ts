// POST /cart/settings: checkout step 1. Validated with the shared rules (domain/checkout.ts);
// invalid and not ignoring errors: 400, nothing saved, the error envelope (message, errors) with the
// flat answer's messages and paymentDue (the contract's CartSettingsErrorResult); ignoring: the valid
// fields saved, 200 with the messages still open. `paymentDue` is computed after the save (the delivery
// method may change it).

import { cartCatalog } from '../../domain/cart/catalog.js';
import { cartInstallments, checkoutSettingsSlot, isCartEmpty, paymentDue } from '../../domain/cart/index.js';
import { CART_EMPTY_MESSAGE, checkCheckoutSettings, partialSettings } from '../../domain/checkout.js';
import { conflict } from '../../http/errors.js';
import { type HandlerContext, ok } from '../../http/handler.js';
import { paymentMethodsFor } from './methods.js';

export function saveCartSettings(ctx: HandlerContext<'saveCartSettings'>) {
  const { body, session, services } = ctx;
  const now = services.clock.now();
  if (isCartEmpty(session)) throw conflict(CART_EMPTY_MESSAGE);
  const catalog = cartCatalog(services.venue);
  const check = checkCheckoutSettings(body, {
    deliveryMethod: (id) => catalog.deliveryMethods.find((m) => m.id === id),
    paymentMethodIds: paymentMethodsFor(session, services.venue).map((m) => m.id),
    country: (id) => catalog.country(id),
    state: (id) => catalog.state(id),
    installmentBillingSelected: cartInstallments(session, services.venue).selected === true,
  });
  const messages = [...check.messages];
  if (messages.length > 0 && !body.ignoreValidationErrors) {
    return {
      status: 400 as const,
      body: {
        success: false as const,
        message: messages[0] ?? '',
        errors: messages,
        messages,
        paymentDue: paymentDue(session, services.venue, now),
      },
    };
  }
  const settings = messages.length > 0 ? partialSettings(check) : check.settings;
  session.set(checkoutSettingsSlot, { ...settings, invalid: messages });
  return ok({ success: true, message: null, messages, paymentDue: paymentDue(session, services.venue, now) });
}

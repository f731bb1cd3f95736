// Operations of this area: submitOrder, submitOrderSavedPayment, getOrderDetails,
// getExternalOrderDetails, getMyOrderDetails, getDigitalTickets, getExternalDigitalTickets,
// getMyDigitalTickets, getTicketBarcode. Placing orders is in domain/orders; the card provider is
// simulated in providers/.

import { SECURITY_CODE_INVALID } from '@boxoffice/sdk/rules';
import { appConfig } from '../../catalog/site.js';
import {
  BARCODE_NOT_FOUND_MESSAGE,
  barcodePng,
  CARD_DETAILS_REQUIRED,
  CARD_UNAVAILABLE_MESSAGE,
  chargedWith,
  declinedAnswer,
  digitalTicketsHtml,
  NO_PAYMENT_DUE_MESSAGE,
  ORDER_NOT_FOUND_MESSAGE,
  type OrderRecord,
  OrderRepository,
  placeOrder,
  readCheckout,
  SAVED_CARD_NOT_FOUND,
  saveCard,
  savedCardsOf,
  settleOwnOrder,
  submitAnswer,
  UNKNOWN_PROCESSOR_MESSAGE,
} from '../../domain/orders/index.js';
import { isReservationCode } from '../../domain/reservations/index.js';
import { badRequest, conflict, notFound } from '../../http/errors.js';
import { type Handlers, ok } from '../../http/handler.js';
import { cardGateway } from '../../providers/card-gateway.js';
import type { Services } from '../../services.js';
import { answersConfirming, submitOnce } from './confirming.js';
import { externalLookup, lookupAnswer } from './lookup.js';

const orders = (services: Services) => new OrderRepository(services.store);
const unavailable = (message: string) => ({ success: false, message, paymentMessage: null });

const order = (record: OrderRecord | undefined): OrderRecord => {
  if (!record) throw notFound(ORDER_NOT_FOUND_MESSAGE);
  return record;
};

export const orderHandlers = {
  submitOrder: (ctx) =>
    submitOnce(ctx, 'submitOrder', async (kept) => {
      const { services, session, body } = ctx;
      const checkout = await readCheckout(services, session);
      if (checkout.paymentDue <= 0)
        return ok(submitAnswer(await placeOrder(services, session, checkout, null, kept)));
      const method = checkout.paymentMethod;
      if (method?.processorUi !== 'freedom-pay') return ok(unavailable(UNKNOWN_PROCESSOR_MESSAGE));
      if (!body.paymentKey || !body.cardholderName?.trim()) throw badRequest(CARD_DETAILS_REQUIRED);
      const { paymentKey } = body;
      const cards = cardGateway(services);
      if (!(await cards.isAvailable())) return ok(unavailable(CARD_UNAVAILABLE_MESSAGE));
      // A key that cannot pay this order (it paid one already, or is another shopper's) is refused
      // before anything is held for it; the charge refuses it again, under the key's lock.
      const refused = await cards.keyRefusal(session.id, paymentKey, checkout.paymentDue);
      if (refused) return ok(declinedAnswer(refused));
      const placed = await placeOrder(
        services,
        session,
        checkout,
        async (reference) => {
          const charge = await cards.chargeKey(session.id, paymentKey, checkout.paymentDue, reference);
          // Saving is offered only to signed-in shoppers on sites with saved payments (canSavePayment).
          const saving = body.savePaymentToAccount && session.accountId && appConfig.savedPayments;
          const card = saving && charge.approved ? await cards.cardOf(session.id, paymentKey) : undefined;
          if (session.accountId && card) await saveCard(services.store, session.accountId, card);
          return chargedWith(charge, method.name, charge.approved ? charge.brand : null);
        },
        kept,
      );
      return ok(submitAnswer(placed));
    }),

  submitOrderSavedPayment: (ctx) =>
    submitOnce(ctx, 'submitOrderSavedPayment', async (kept) => {
      const { services, session, body } = ctx;
      const saved = (await savedCardsOf(services.store, session.accountId)).find(
        (c) => c.extAccountStoredPaymentId === body.extAccountStoredPaymentId,
      );
      if (!saved) throw notFound(SAVED_CARD_NOT_FOUND);
      if (!appConfig.savedPaymentCvvSuppressed && !/^\d{3,4}$/.test(body.cvv ?? ''))
        throw badRequest(SECURITY_CODE_INVALID, [SECURITY_CODE_INVALID]);
      const checkout = await readCheckout(services, session);
      if (checkout.paymentDue <= 0) throw conflict(NO_PAYMENT_DUE_MESSAGE);
      const method = checkout.paymentMethod;
      if (method?.processorUi !== 'freedom-pay') return ok(unavailable(UNKNOWN_PROCESSOR_MESSAGE));
      const cards = cardGateway(services);
      if (!(await cards.isAvailable())) return ok(unavailable(CARD_UNAVAILABLE_MESSAGE));
      const placed = await placeOrder(
        services,
        session,
        checkout,
        async (reference) => {
          const card = { brand: saved.cardBrand, ...saved };
          const charge = await cards.chargeStoredCard(card, checkout.paymentDue, reference);
          return chargedWith(charge, method.name, charge.approved ? charge.brand : null);
        },
        kept,
      );
      return ok(submitAnswer(placed));
    }),

  // The confirmation and the web app's order check: an order of the session still in payment is
  // waited for (or settled, its payer dead) first, so that neither takes it for not placed.
  getOrderDetails: answersConfirming(async ({ services, session }) => {
    await settleOwnOrder(services, session);
    const record = order(await orders(services).lastOf(session));
    return ok({ success: true, message: null, value: record.order });
  }),

  getDigitalTickets: async ({ services, session }) => {
    const record = order(await orders(services).lastOf(session));
    return ok(digitalTicketsHtml(record.order, record.tickets, services.venue.name));
  },

  getMyOrderDetails: async ({ services, session, path }) => {
    const record = order(
      session.accountId ? await orders(services).ofAccount(session.accountId, path.id) : undefined,
    );
    return ok({ success: true, message: null, value: record.order });
  },

  getMyDigitalTickets: async ({ services, session, path }) => {
    const record = order(
      session.accountId ? await orders(services).ofAccount(session.accountId, path.id) : undefined,
    );
    return ok(digitalTicketsHtml(record.order, record.tickets, services.venue.name));
  },

  getExternalOrderDetails: async ({ services, body }) => lookupAnswer(await externalLookup(services, body)),

  getExternalDigitalTickets: async ({ services, query }) => {
    const result = await externalLookup(services, query);
    // A GET cannot carry the phone challenge: anything that does not open the order is a 404.
    if (result.outcome.kind !== 'open') throw notFound(ORDER_NOT_FOUND_MESSAGE);
    return ok(digitalTicketsHtml(result.record.order, result.record.tickets, services.venue.name));
  },

  getTicketBarcode: async ({ services, path }) => {
    const code = path.ticketingReservationCode;
    if (!(await orders(services).byCode(code)) && !(await isReservationCode(services.store, code)))
      throw notFound(BARCODE_NOT_FOUND_MESSAGE);
    const png = await barcodePng(code);
    return ok(new Blob([png], { type: 'image/png' }));
  },
} satisfies Handlers;

// Operations of this area: setupFreedomPay, processFreedomPayCard, setupUplift, submitUpliftOrder,
// sendUpliftError (and getInstallmentBillingTerms from installment-terms.ts, the cart's).
// The card and installment providers are simulated in providers/.
import { randomBytes } from 'node:crypto';
import { appConfig } from '../../catalog/site.js';
import { recordInstallmentOffer } from '../../domain/cart/index.js';
import {
  CARD_UNAVAILABLE_MESSAGE,
  chargedWith,
  declinedAnswer,
  escapeHtml,
  idempotent,
  NO_PAYMENT_DUE_MESSAGE,
  placeOrder,
  readCheckout,
  savedCardsOf,
  savedPaymentView,
  settleOwnOrder,
  submitAnswer,
  UNKNOWN_PROCESSOR_MESSAGE,
} from '../../domain/orders/index.js';
import { badRequest, conflict } from '../../http/errors.js';
import { type Handlers, ok } from '../../http/handler.js';
import { cardGateway } from '../../providers/card-gateway.js';
import { cardFrameUrl } from '../../providers/card-page.js';
import {
  UPLIFT_API_KEY,
  UPLIFT_UP_CODE,
  UPLIFT_WIDGET_PATH,
  upliftOrder,
} from '../../providers/installment.js';
import type { Services } from '../../services.js';
import type { Session } from '../../store/store.js';
import { answersConfirming, submitOnce } from '../order/confirming.js';
import { installmentTermsHandlers } from './installment-terms.js';

export const CARD_SESSION_EXPIRED = 'Your card session has expired. Please enter your card again.';
export const PRICE_OVERRIDE_TOO_HIGH = 'The amount to charge cannot be more than the payment due';

/**
 * The cart ready to pay, or 409 (empty, settings missing, nothing due). The session's own order in
 * payment is settled first (or the call is answered 503 while it is being paid): its places are this
 * cart's, never counted against it.
 */
async function payable(services: Services, session: Session) {
  await settleOwnOrder(services, session);
  const checkout = await readCheckout(services, session);
  if (checkout.paymentDue <= 0) throw conflict(NO_PAYMENT_DUE_MESSAGE);
  return checkout;
}

/** The page's origin, where the card iframe posts its messages: the Origin header, else the API's own. */
function storefrontOrigin(request: Request): string {
  const origin = request.headers.get('origin');
  if (origin && /^https?:\/\/[^/\s]+$/.test(origin)) return origin;
  return new URL(request.url).origin;
}

const cardUnavailable = {
  success: false,
  message: CARD_UNAVAILABLE_MESSAGE,
  iFrame: null,
  sessionKey: null,
  canSavePayment: false,
  savedPayments: [],
};

export const paymentHandlers = {
  ...installmentTermsHandlers,
  setupFreedomPay: answersConfirming(async ({ services, session, request }) => {
    const checkout = await payable(services, session);
    const cards = cardGateway(services);
    if (!(await cards.isAvailable())) return ok(cardUnavailable);
    const card = await cards.openSession(session.id, storefrontOrigin(request), checkout.paymentDue);
    const src = cardFrameUrl(services.options.cardProviderOrigin, card);
    return ok({
      success: true,
      message: null,
      iFrame: `<iframe id="hpc--card-frame" src="${escapeHtml(src)}" width="100%" height="330" frameborder="0" scrolling="no"></iframe>`,
      sessionKey: card.sessionKey,
      canSavePayment: session.accountId !== null && appConfig.savedPayments,
      savedPayments: appConfig.savedPayments
        ? (await savedCardsOf(services.store, session.accountId)).map(savedPaymentView)
        : [],
    });
  }),

  processFreedomPayCard: answersConfirming((ctx) =>
    idempotent(ctx, 'processFreedomPayCard', async () => {
      const { services, session, body } = ctx;
      const checkout = await payable(services, session);
      const cards = cardGateway(services);
      const card = await cards.session(body.sessionKey);
      if (!card || card.shopperSessionId !== session.id) throw conflict(CARD_SESSION_EXPIRED);
      const amount = body.priceOverride ?? checkout.paymentDue;
      if (amount > checkout.paymentDue) throw badRequest(PRICE_OVERRIDE_TOO_HIGH);
      if (!(await cards.isAvailable()))
        return ok({ success: false, message: CARD_UNAVAILABLE_MESSAGE, paymentMessage: null });
      // The provider's answer is awaited holding nothing (Store.outside): it may take a while.
      const charge = await services.store.outside(() => cards.chargeKey(session.id, body.paymentKey, amount));
      if (!charge.approved) return ok(declinedAnswer(charge.paymentMessage));
      return ok({ success: true, message: null, paymentMessage: null });
    }),
  ),

  setupUplift: answersConfirming(async ({ services, session }) => {
    const checkout = await payable(services, session);
    if (checkout.paymentMethod?.processorUi !== 'uplift')
      return ok({
        success: false,
        message: UNKNOWN_PROCESSOR_MESSAGE,
        upCode: null,
        apiKey: null,
        widgetUrl: null,
      });
    // The provider now has the cart's order: its offer stands (seed 000 §3 OfferAvailable).
    recordInstallmentOffer(session, 'OfferAvailable');
    return ok({
      success: true,
      message: null,
      upCode: UPLIFT_UP_CODE,
      apiKey: UPLIFT_API_KEY,
      widgetUrl: `${services.options.cardProviderOrigin}${UPLIFT_WIDGET_PATH}`,
      order: upliftOrder(checkout, services.venue),
    });
  }),

  submitUpliftOrder: (ctx) =>
    submitOnce(ctx, 'submitUpliftOrder', async (kept) => {
      const { services, session, body } = ctx;
      const checkout = await payable(services, session);
      const method = checkout.paymentMethod;
      if (method?.processorUi !== 'uplift')
        return ok({ success: false, message: UNKNOWN_PROCESSOR_MESSAGE, paymentMessage: null });
      const card = {
        cardNumber: body.tokenNumber,
        expiryMonth: body.validityMonth,
        expiryYear: body.validityYear,
        securityCode: body.verificationCode,
      };
      const cards = cardGateway(services);
      // A card the provider would refuse as malformed is refused before anything is held for it.
      const errors = cards.cardErrors(card);
      if (errors.length > 0) throw badRequest(errors[0] ?? 'The card is invalid', errors);
      recordInstallmentOffer(session, 'TokenRetrieved');
      const placed = await placeOrder(
        services,
        session,
        checkout,
        async (reference) => {
          const charge = await cards.chargeCard(card, checkout.paymentDue, reference);
          return chargedWith(charge, method.name, method.confirmationDisplayName);
        },
        kept,
      );
      return ok(submitAnswer(placed));
    }),

  sendUpliftError: async ({ services, session, body }) => {
    // A fatal error ends the provider's service for this cart; a declined card leaves the offer.
    if (body.errorType === 'fatal') recordInstallmentOffer(session, 'ServiceUnavailable');
    const id = `upe_${randomBytes(8).toString('hex')}`;
    await services.store.collection('payment.upliftErrors').put(id, {
      id,
      sessionId: session.id,
      errorType: body.errorType,
      message: body.message ?? null,
      at: services.clock.now(),
    });
    return ok({ success: true, message: null });
  },
} satisfies Handlers;

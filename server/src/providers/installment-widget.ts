// The simulated installment provider's widget script (served by the card provider app at
// /uplift/widget.js). The web app starts it with setupUplift's answer and gets the virtual card to
// send to submitUpliftOrder:
//   UpliftSimulator.init({ upCode, apiKey });
//   UpliftSimulator.quote(order)        -> { orderTotal, downPayment, payments }   (what the widget shows)
//   UpliftSimulator.issueVirtualCard(order) -> Promise of submitUpliftOrder's request body
//   UpliftSimulator.onStatus(listener)  -> the provider's statuses (seed 000 §3): OFFER_AVAILABLE or
//     OFFER_UNAVAILABLE once it has the order (an order with nothing to finance has no offer),
//     TOKEN_AVAILABLE then TOKEN_RETRIEVED as the virtual card is issued, SERVICE_UNAVAILABLE when
//     it cannot issue one
// The quote is the order's own schedule (setupUplift sends the cart's), never a plan of the widget's:
// the shopper must see the figures the cart and Payment Options showed.
// The card is always STORY.md's (Visa 4111 1111 1111 1111, 123, 11/2029) for the billing contact.
import { UPLIFT_API_KEY, UPLIFT_UP_CODE, VIRTUAL_CARD } from './installment.js';

export const UPLIFT_WIDGET_SCRIPT = `(function (window) {
  var expected = ${JSON.stringify({ upCode: UPLIFT_UP_CODE, apiKey: UPLIFT_API_KEY })};
  var card = ${JSON.stringify(VIRTUAL_CARD)};
  var ready = false;
  var listeners = [];
  var tell = function (status) {
    listeners.forEach(function (listener) { listener(status); });
  };
  window.UpliftSimulator = {
    onStatus: function (listener) {
      listeners.push(listener);
    },
    init: function (config) {
      ready = !!config && config.upCode === expected.upCode && config.apiKey === expected.apiKey;
      if (!ready) throw new Error('Unknown merchant code or key');
    },
    quote: function (order) {
      var payments = (order.payments || []).slice().sort(function (a, b) { return a.paymentNumber - b.paymentNumber; });
      tell(ready && payments.length > 1 && order.orderAmount > 0 ? 'OFFER_AVAILABLE' : 'OFFER_UNAVAILABLE');
      return {
        orderTotal: order.orderAmount,
        downPayment: payments.length ? payments[0].paymentAmount : order.orderAmount,
        payments: payments
      };
    },
    issueVirtualCard: function (order) {
      if (!ready) {
        tell('SERVICE_UNAVAILABLE');
        return Promise.reject(new Error('Call init first'));
      }
      tell('TOKEN_AVAILABLE');
      var b = order.billingContact;
      tell('TOKEN_RETRIEVED');
      return Promise.resolve({
        displayName: b.firstName + ' ' + b.lastName,
        tokenNumber: card.tokenNumber,
        tokenType: card.tokenType,
        verificationCode: card.verificationCode,
        validityMonth: card.validityMonth,
        validityYear: card.validityYear,
        address: { streetAddress: b.streetAddress, city: b.city, region: b.region, postalCode: b.postalCode, country: b.country }
      });
    }
  };
})(window);`;

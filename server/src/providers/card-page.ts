// The simulated card provider's iframe page (what the 'Credit Card Information' modal loads). It
// posts the seed's messages to the storefront window (000 §4), each as { type, data }:
//   1 init error      { errors: [{ message }] }       the card session is unknown or expired
//   2 height change   { height }                       on load, after every change of the page
//   3 payment keys    { paymentKeys: [key], attributes: [{ Key, Value }] }  the card was tokenized
//   4 validity report { isValid, invalidFields }       as the shopper types
// The target origin is the storefront origin the card session was opened for (setupFreedomPay
// records the page's Origin); the `parentOrigin` parameter of the iframe URL names it too, and is
// used only to report an init error for a session the provider no longer knows. Never '*'.
import type { CardSession } from './card-gateway.js';

export const CARD_PAGE_PATH = '/api/v1.5/cdn/card';
export const TOKENIZE_PATH = '/api/v1.5/cdn/card/tokenize';

/** The seeds' init-error text (000 §8) is the storefront's; the provider says why. */
export const CARD_SESSION_UNKNOWN = 'The card session is unknown or has expired';

export const cardFrameUrl = (providerOrigin: string, session: CardSession): string =>
  `${providerOrigin}${CARD_PAGE_PATH}?sessionKey=${encodeURIComponent(session.sessionKey)}&parentOrigin=${encodeURIComponent(session.storefrontOrigin)}`;

export interface CardPageConfig {
  readonly sessionKey: string | null;
  /** Where messages go; null when there is no one to tell. */
  readonly targetOrigin: string | null;
  readonly amount: number | null;
  /** Set when the page cannot take a card (type 1). */
  readonly error: string | null;
  readonly tokenizeUrl: string;
}

/** The page's script; plain ES5 so any browser runs it, and testable with a stub window. */
export const CARD_PAGE_SCRIPT = `(function (window, document, config) {
  function post(type, data) {
    if (config.targetOrigin) window.parent.postMessage({ type: type, data: data }, config.targetOrigin);
  }
  function reportHeight() { post(2, { height: document.documentElement.scrollHeight }); }
  if (config.error) { post(1, { errors: [{ message: config.error }] }); reportHeight(); return; }
  var form = document.getElementById('card-form');
  var errors = document.getElementById('card-errors');
  var pay = document.getElementById('card-pay');
  function value(id) { return String(document.getElementById(id).value || '').replace(/\\s+/g, ''); }
  function luhn(digits) {
    if (!/^\\d{12,19}$/.test(digits)) return false;
    var sum = 0;
    for (var i = 0; i < digits.length; i++) {
      var d = Number(digits.charAt(digits.length - 1 - i));
      if (i % 2 === 1) { d *= 2; if (d > 9) d -= 9; }
      sum += d;
    }
    return sum % 10 === 0;
  }
  function invalidFields() {
    var invalid = [];
    if (!luhn(value('cardNumber').replace(/-/g, ''))) invalid.push('cardNumber');
    if (!/^(0[1-9]|1[0-2])\\/?(\\d{2}|\\d{4})$/.test(value('expiry'))) invalid.push('expiry');
    if (!/^\\d{3,4}$/.test(value('securityCode'))) invalid.push('securityCode');
    return invalid;
  }
  function reportValidity() {
    var invalid = invalidFields();
    post(4, { isValid: invalid.length === 0, invalidFields: invalid });
    return invalid;
  }
  function showErrors(list) { errors.textContent = list.join('. '); reportHeight(); }
  form.addEventListener('input', reportValidity);
  form.addEventListener('submit', function (event) {
    event.preventDefault();
    if (pay.disabled) return;
    if (reportValidity().length) { showErrors(['Please check the card details']); return; }
    var expiry = value('expiry').replace('/', '');
    // One card at a time: a second click (or Enter) while this one is sent sends nothing.
    pay.disabled = true;
    function done() { pay.disabled = false; }
    window.fetch(config.tokenizeUrl, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        sessionKey: config.sessionKey,
        cardNumber: value('cardNumber'),
        expiryMonth: Number(expiry.slice(0, 2)),
        expiryYear: Number(expiry.slice(2)),
        securityCode: value('securityCode')
      })
    }).then(function (response) {
      return response.json().then(function (body) {
        done();
        if (response.ok) { showErrors([]); post(3, { paymentKeys: [body.paymentKey], attributes: body.attributes }); }
        else if (body.sessionExpired) post(1, { errors: [{ message: body.errors[0] }] });
        else showErrors(body.errors || ['The card could not be read']);
      });
    }).then(null, function () { done(); showErrors(['The card could not be sent. Please try again']); });
  });
  window.addEventListener('resize', reportHeight);
  // Pay works from here on: before, a click would have sent the form nowhere.
  pay.disabled = false;
  reportHeight();
})`;

const esc = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

/** JSON safe inside a <script> element. */
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

export function cardPageHtml(config: CardPageConfig, nonce: string): string {
  const amount =
    config.amount !== null ? `<p class="amount">Amount: $${config.amount.toFixed(2)} USD</p>` : '';
  const form = config.error
    ? `<p role="alert">${esc(config.error)}</p>`
    : `<form id="card-form" novalidate>
${amount}
<label for="cardNumber">Card number</label>
<input id="cardNumber" name="cardNumber" inputmode="numeric" autocomplete="cc-number" maxlength="23" required>
<div class="row"><div><label for="expiry">Expiration (MM/YY)</label>
<input id="expiry" name="expiry" inputmode="numeric" autocomplete="cc-exp" maxlength="7" placeholder="MM/YY" required></div>
<div><label for="securityCode">Security code</label>
<input id="securityCode" name="securityCode" inputmode="numeric" autocomplete="cc-csc" maxlength="4" required></div></div>
<p id="card-errors" role="alert"></p>
<button id="card-pay" type="submit" disabled>Pay</button>
<p class="note">Test cards: any valid number is approved; 4000 0000 0000 0002 is declined. Nothing is charged.</p>
</form>`;
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Card payment</title>
<style nonce="${nonce}">
body{font:16px system-ui,sans-serif;margin:0;padding:12px;color:#1b1b1b}
label{display:block;margin:8px 0 4px}input{width:100%;box-sizing:border-box;padding:8px;font:inherit}
.row{display:flex;gap:12px}.row>div{flex:1}button{margin-top:12px;padding:10px 20px;font:inherit}
#card-errors,[role=alert]{color:#b00020;min-height:1em}.note{font-size:13px;color:#555}
</style></head><body>
${form}
<script nonce="${nonce}">${CARD_PAGE_SCRIPT}(window, document, ${scriptJson(config)});</script>
</body></html>`;
}

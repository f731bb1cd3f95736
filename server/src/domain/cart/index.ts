// The cart API other features code against. Lines go in with addLines (each feature sets `kind`
// and, when it needs them, `extCartTicketId`, `passholder`, `packageId`, `meta`); the cart prices
// them (pricing.ts), shows them (view.ts, GET /cart) and counts them (mini-cart).
// Calls that may ask the shopper to confirm answer with confirmationPrompt and read the
// confirmation back with takeResubmitContext (prompt.ts).

export { accountContactSlot, contactOfAccount, contactOfHolder, rememberHolderContact } from './contact.js';
export {
  CROSS_SELL_WITHOUT_TICKETS,
  crossSellPriced,
  crossSellProblem,
  qualifiesForCrossSell,
} from './cross-sell.js';
export {
  cartInstallments,
  installmentBillingView,
  paymentDue,
  recordInstallmentOffer,
} from './installment-state.js';
export {
  addLines,
  cartAfterAdd,
  cartLines,
  clearCart,
  findLine,
  isCartEmpty,
  itemCount,
  linesAfterAdd,
  linesOf,
  onCartCleared,
  onLinesAdded,
  onLinesRemoved,
  removeLines,
  updateLine,
} from './lines.js';
export { cartTotals, lineCharges, round2, totalsOf } from './pricing.js';
export {
  analyticsAddToCart,
  confirmationPrompt,
  failedPrompt,
  type PromptResult,
  promptDone,
  takeResubmitContext,
} from './prompt.js';
export {
  HOLD_ENDED_MESSAGE,
  hasTakenOutLines,
  REVISE_CART_MESSAGE,
  reviseCart,
  takeOutLines,
} from './revise.js';
export { cartSlot, checkoutSettingsSlot, installmentSlot } from './state.js';
export type {
  CartLine,
  CartLineCharges,
  CartLineDisplay,
  CartLineKind,
  CartLineOffer,
  CartLinePerformance,
  CartState,
  CartTotals,
  CheckoutSettings,
  HolderLineKind,
  InstallmentChoice,
  NewCartLine,
  Passholder,
} from './types.js';
export { cartDetails, emptyCartDetails } from './view.js';

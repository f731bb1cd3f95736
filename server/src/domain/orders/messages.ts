// Shopper-facing texts of orders and payments. Seed texts are copied word for word.

/** Seed 000 §2/§8. */
export const EMPTY_CART_MESSAGE = 'Your shopping cart is empty';
/** Seed 000 §4/§8: a processor the payment step cannot open. */
export const UNKNOWN_PROCESSOR_MESSAGE = 'Unable to open payment processor';
/** Seed 000 §8. */
export const CARD_UNAVAILABLE_MESSAGE = 'Credit card processing is unavailable';
/** Ours: no order just placed / no such order. */
export const ORDER_NOT_FOUND_MESSAGE = 'The order was not found';
export const BARCODE_NOT_FOUND_MESSAGE = 'There is no reservation with this code';
export const CARD_DETAILS_REQUIRED = 'Please enter your card details to pay';
export const NO_PAYMENT_DUE_MESSAGE = 'There is no payment due for this cart';
export const SAVED_CARD_NOT_FOUND = 'The saved card was not found on your account';
/**
 * Ours (issue 38): a payment that did not go through in its time (the card provider did not answer
 * within the charge timeout, or the paying server died before it did): its reference was closed at
 * the provider, which refuses a late charge, and the places went back to the cart's holds.
 */
export const NOT_CHARGED_MESSAGE =
  'Your payment could not be completed; you were not charged. Please try again.';
/**
 * Ours (issue 38): the 503 a call of the session hears while its order's payment is still being
 * taken (a repeat of the submit, a second payment of the same cart); the client asks again.
 */
export const PAYMENT_CONFIRMING_MESSAGE = 'We are confirming your payment...';

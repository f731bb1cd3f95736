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
 * Ours: a payment that outlasted the order's payment window; the order's places were given back and
 * the card provider refused the late charge, so nothing was taken.
 */
export const PAYMENT_WINDOW_PASSED_MESSAGE =
  'Your payment took too long and was not taken. Please try again.';

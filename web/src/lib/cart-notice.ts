// A message for the cart page, left by a page that sends the shopper back to the cart: checkout,
// when the order could not be placed because something in the cart was sold out meanwhile (the
// server's 409 says what, and what to change). The cart page shows it once.
import { proxy } from 'valtio';

export const cartNotice = proxy<{ message: string | null }>({ message: null });

export const leaveCartNotice = (message: string): void => {
  cartNotice.message = message;
};

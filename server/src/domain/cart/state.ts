// Per-session cart data. The cart lines, the checkout settings saved by POST /cart/settings and
// the installment choice live apart so a feature can reset one without the others.
import { defineSlot } from '../../store/store.js';
import type { CartState, CheckoutSettings, InstallmentChoice } from './types.js';

export const cartSlot = defineSlot<CartState>('cart', () => ({ lines: [], nextItemNumber: 1001 }));

/** Null until the checkout's first save. */
export const checkoutSettingsSlot = defineSlot<CheckoutSettings | null>('cart.checkoutSettings', () => null);

export const installmentSlot = defineSlot<InstallmentChoice>('cart.installment', () => ({ selected: null }));

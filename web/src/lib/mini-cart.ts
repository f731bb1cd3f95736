// The header's mini-cart badge: its count is read after every call that changes the cart (the SDK's
// cartChanged event), and after a revised cart.
import { proxy } from 'valtio';
import { api } from './api';

export const miniCart = proxy({ itemCount: 0 });

export async function refreshMiniCart(): Promise<void> {
  try {
    const { data } = await api.GET('/cart/mini-cart');
    miniCart.itemCount = data.value.itemCount;
  } catch {
    // The badge keeps its last count; the page that changed the cart shows its own error.
  }
}

api.on('cartChanged', () => void refreshMiniCart());

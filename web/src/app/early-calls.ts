// The first call of the page the shopper opened, begun with the main script rather than after the
// page's own chunk has loaded (lib/early-calls.ts): the home's product list, the product page's
// product, the cart. Each feature knows its own route and call; the shell only asks them.
import { startCartPage } from '../features/cart/load-cart';
import { startHomePage } from '../features/home/load-home';
import { startProductPage } from '../features/product/load-product';

export function startEarlyCalls(path: string): void {
  startHomePage(path);
  startProductPage(path);
  startCartPage(path);
}

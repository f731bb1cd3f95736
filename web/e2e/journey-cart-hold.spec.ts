// Issue 24: what a shopper adds is held for them, and the cart and checkout count the hold down.
// The cart shows the time left, warns in the last two minutes and, when the hold ends, revises
// itself: the places went back to everyone and the Removed Items list says what left. At checkout
// the end of the hold says so and leads back to the cart. A test control makes the backend's hold end
// a few seconds from now, so the journeys meet the end without waiting fifteen minutes.
import { expectAccessible } from './axe';
import { addToCart, HOLD_ENDED_MESSAGE, holdEndsIn, ticketLine, toFilledCheckout } from './shopper';
import { expect, test } from './test';

const TOUR = 'perf_tour_20261205_0900';
test('the cart counts the hold down, warns near its end and, when it ends, says what left', {
  tag: '@phone',
}, async ({ page }) => {
  await addToCart(page, [ticketLine('prod_tour', 'var_tour_guest', TOUR, 2)]);
  await page.goto('/cart');
  await expect(page.getByText(/^Your items are held for 1[45]:\d\d/)).toBeVisible();
  await expectAccessible(page);

  // A page whose clock ran ahead of the server's (a laptop asleep, say) ends its count early: it
  // asks the cart again and counts on from the server's answer, instead of saying the hold is over.
  await page.clock.fastForward(15 * 60_000 + 1000);
  await expect(page.getByText(/^Your items are held for 1[45]:\d\d/)).toBeVisible();
  await expect(page.getByText('The time we held your items has run out')).toHaveCount(0);

  await holdEndsIn(page, 4);
  await page.reload();
  const warning = page.getByText(/^Complete your purchase soon: your items are released in 0:0\d/);
  await expect(warning).toBeVisible();
  await expectAccessible(page);

  // At zero the cart revises itself: the tour has left it, and the Removed Items list names it.
  await expect(page.getByText(HOLD_ENDED_MESSAGE)).toBeVisible({ timeout: 15_000 });
  await expect(warning).toHaveCount(0);
  await expect(page.getByText('Your shopping cart is empty')).toBeVisible();
  const removed = page.getByRole('region', { name: 'Removed Items' });
  await expect(removed).toContainText('Tour Guest');
  await expect(page.getByRole('link', { name: 'Cart, 0 items' })).toBeAttached();
  await expectAccessible(page);
});

test('at checkout the end of the hold says so and leads back to the cart', async ({ page }) => {
  await addToCart(page, [ticketLine('prod_tour', 'var_tour_guest', TOUR, 1)]);
  await page.goto('/cart');
  await toFilledCheckout(page);
  await expect(page.getByText(/^Your items are held for 1[45]:\d\d/)).toBeVisible();

  await holdEndsIn(page, 2);
  await page.reload();
  const ended = page.getByRole('alert').filter({ hasText: 'The time we held your items has run out' });
  await expect(ended).toBeVisible({ timeout: 15_000 });
  await expectAccessible(page);
  await ended.getByRole('button', { name: 'Review your cart' }).click();
  await expect(page.getByText(HOLD_ENDED_MESSAGE)).toBeVisible();
  await expect(page.getByRole('region', { name: 'Removed Items' })).toContainText('Tour Guest');
});

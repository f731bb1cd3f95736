// A tag page's product chosen in the product modal: the add says what went into the cart, with a way
// to it; the page is remembered as the product-selection path, so the cart's 'Add more items' comes
// back to it (seed 000 §2 'Flow order').

import { expectAccessible } from './axe';
import { expect, test } from './test';

test('a tag page: add in the product modal, see what was added, go to the cart and back', {
  tag: '@phone',
}, async ({ page }) => {
  await page.goto('/product/multi/tag/holiday');
  await expect(page.getByRole('heading', { level: 1, name: 'Holiday Specials' })).toBeFocused();

  await page.getByRole('button', { name: 'Select Tickets for Day Ticket' }).click();
  const dialog = page.getByRole('dialog', { name: 'Day Ticket' });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('Select Date').fill('12/05/2026');
  await dialog.getByLabel('Choose a Time').selectOption('perf_day_20261205_1000');
  await dialog.getByRole('button', { name: 'Increase Adult (Ages 10+)' }).click();
  await dialog.getByRole('button', { name: 'Increase Adult (Ages 10+)' }).click();
  await dialog.getByRole('button', { name: 'Increase Child (Ages 3-9)' }).click();
  await dialog.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(dialog).toHaveCount(0);

  // The shopper stays on the list, told what was added; the message has the focus.
  await expect(page).toHaveURL(/\/product\/multi\/tag\/holiday$/);
  const status = page.getByRole('status').filter({ hasText: 'Added to your cart' });
  await expect(status).toHaveText(
    /Added to your cart: 2 Adult \(Ages 10\+\), 1 Child \(Ages 3-9\) — Day Ticket/,
  );
  await expect(status).toBeFocused();
  await expect(page.getByRole('link', { name: 'Cart, 3 items' })).toBeAttached();
  await expectAccessible(page);

  await status.getByRole('link', { name: 'Go to Cart' }).click();
  await expect(page).toHaveURL(/\/cart$/);
  await expect(page.getByRole('button', { name: 'Update Day Ticket' })).toBeVisible();
  await expectAccessible(page);

  await page.getByRole('button', { name: 'Add more items' }).click();
  await expect(page).toHaveURL(/\/product\/multi\/tag\/holiday$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Holiday Specials' })).toBeVisible();
});

// Journey 3 (issue 4): show type 3, the dinner show, with a seat chosen on the product page; then in
// the cart the change modal ('Update shopping cart items') offers no other date or time and no more
// tickets than seats (a seat is chosen in the seat picker, issue 22), and a removal asks for
// confirmation (Cancel keeps, Remove removes), down to the empty cart with Checkout disabled. Axe on
// each page and modal.
import type { Page } from '@playwright/test';
import { expectAccessible } from './axe';
import { continuePastAddOns } from './shopper';
import { expect, test } from './test';

const summaryRow = (page: Page, label: string) =>
  page.getByRole('region', { name: 'Order Summary' }).getByRole('row', { name: label, exact: false });

test('a dinner seat, kept on its time in the cart, and removals confirmed', { tag: '@phone' }, async ({
  page,
}) => {
  await page.goto('/product/single/prod_dinner');
  await expect(page.getByRole('heading', { level: 1, name: 'Holiday Lights Dinner Show' })).toBeVisible();
  // A typed date (d/m/yy or d/m/yyyy) loads the date's performances.
  await page.getByLabel('Select Date').fill('12/5/2026');
  // One show, one time (6:00 PM): both chosen for the shopper; then the seats.
  await page.getByLabel('Select Seat').selectOption({ label: 'Row A Seat 102' });
  const add = page.getByRole('button', { name: 'Add to Cart' });
  await expect(add).toBeDisabled();
  await page.getByRole('button', { name: 'Increase Adult Dinner' }).click();
  await page.getByRole('button', { name: 'Increase Child Dinner' }).click();
  await expectAccessible(page);
  await add.click();

  await continuePastAddOns(page);
  await expect(page.getByRole('heading', { name: 'Holiday Lights Dinner Show' })).toBeVisible();
  await expect(page.getByText('Holiday Lights Dinner · 12/05/2026 · 6:00 PM')).toBeVisible();
  const adult = page.getByRole('row', { name: /Adult Dinner/ });
  const child = page.getByRole('row', { name: /Child Dinner/ });
  await expect(adult).toContainText('$79.50');
  await expect(child).toContainText('$45.00');
  await expect(summaryRow(page, 'Subtotal')).toContainText('$124.50');
  await expect(page.getByRole('link', { name: 'Cart, 2 items' })).toBeAttached();
  await expectAccessible(page);

  // The change modal: a seat keeps its date and time, and each seat is one ticket.
  await page.getByRole('button', { name: 'Update Holiday Lights Dinner Show' }).click();
  const modal = page.getByRole('dialog', { name: 'Update shopping cart items' });
  await expect(modal).toContainText('Holiday Lights Dinner Show');
  await expect(modal.getByLabel('Time')).toHaveCount(0);
  await expect(modal.getByRole('button', { name: 'Increase Adult Dinner ($79.50 each)' })).toBeDisabled();
  await expectAccessible(page);
  await modal.getByRole('button', { name: 'Cancel' }).click();
  await expect(modal).toBeHidden();

  // Removing an item asks first; Cancel keeps it, Remove removes it.
  await page.getByRole('button', { name: 'Remove Child Dinner' }).click();
  const confirm = page.getByRole('dialog', { name: 'Confirmation' });
  await expect(confirm).toBeVisible();
  await expectAccessible(page);
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toBeHidden();
  await expect(child).toBeVisible();
  await page.getByRole('button', { name: 'Remove Child Dinner' }).click();
  await confirm.getByRole('button', { name: 'Remove' }).click();
  await expect(child).toHaveCount(0);
  await expect(summaryRow(page, 'Subtotal')).toContainText('$79.50');
  await expect(page.getByRole('link', { name: 'Cart, 1 item' })).toBeAttached();

  // A quantity of 0 in the change modal is a removal too: confirmed first, then the cart is empty.
  await page.getByRole('button', { name: 'Update Holiday Lights Dinner Show' }).click();
  await modal.getByRole('button', { name: 'Remove All' }).click();
  await expect(confirm).toBeVisible();
  await confirm.getByRole('button', { name: 'Remove' }).click();
  await expect(page.getByText('Your shopping cart is empty')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Checkout' })).toBeDisabled();
  await expect(page.getByRole('link', { name: 'Cart, 0 items' })).toBeAttached();
  await expectAccessible(page);
});

import { expect, test } from '@playwright/test';
import { expectAccessible } from './axe';

test('a day ticket: date, time, 2 adults and 1 child, Add to Cart, on to the add-ons', async ({ page }) => {
  await page.goto('/product/single/prod_day');
  await expect(page.getByRole('heading', { level: 1, name: 'Day Ticket' })).toBeVisible();
  await expect(page).toHaveTitle('Day Ticket | Lakeside Adventure Park');

  // The calendar opens on this month; the story's dates are in December 2026.
  const december = page.getByRole('button', { name: 'Saturday, December 5, 2026' });
  while (!(await december.isVisible())) await page.getByRole('button', { name: 'Next month' }).click();
  await expect(page.getByRole('button', { name: 'Tuesday, December 8, 2026' })).toBeDisabled();
  await december.click();
  await expect(page.getByLabel('Select Date')).toHaveValue('12/05/2026');

  // One show (auto-selected), two times: the shopper chooses 10:00 AM.
  await expect(page.getByLabel('Select Show')).toHaveValue('show_day');
  await page.getByLabel('Choose a Time').selectOption('perf_day_20261205_1000');

  const add = page.getByRole('button', { name: 'Add to Cart' });
  await expect(add).toBeDisabled();
  await page.getByRole('button', { name: 'Increase Adult (Ages 10+)' }).click();
  await page.getByRole('button', { name: 'Increase Adult (Ages 10+)' }).click();
  await page.getByRole('button', { name: 'Increase Child (Ages 3-9)' }).click();
  await expect(page.getByRole('textbox', { name: 'Adult (Ages 10+)', exact: true })).toHaveValue('2');
  await expect(page.getByRole('textbox', { name: 'Child (Ages 3-9)', exact: true })).toHaveValue('1');
  await expect(page.getByText('$69.99')).toBeVisible();
  await expectAccessible(page);

  await expect(add).toBeEnabled();
  await add.click();
  await page.waitForURL(/\/product\/multi\/add-on\/non-pass$|\/cart$/);
  // The add-on step is another feature's page; the cart shows what was added.
  await page.goto('/cart');
  await expect(page.getByRole('link', { name: 'Cart, 3 items' })).toBeAttached();
});

test('a typed quantity outside the limits is flagged and Add to Cart stays disabled', async ({ page }) => {
  await page.goto('/product/single/prod_day');
  await page.getByLabel('Select Date').fill('12/5/26');
  await page.getByLabel('Choose a Time').selectOption('perf_day_20261205_1000');
  const adults = page.getByRole('textbox', { name: 'Adult (Ages 10+)', exact: true });
  await adults.fill('11');
  await expect(adults).toHaveAttribute('aria-invalid', 'true');
  await expect(adults).toHaveAccessibleDescription('Minimum quantity is 1, Maximum quantity is 10');
  await expect(page.getByRole('button', { name: 'Add to Cart' })).toBeDisabled();
  await page.getByRole('button', { name: 'Decrease Adult (Ages 10+)' }).click();
  await expect(page.getByRole('textbox', { name: 'Adult (Ages 10+)', exact: true })).toHaveValue('10');
  await expect(page.getByRole('button', { name: 'Add to Cart' })).toBeEnabled();
});

test('a concert (show type 2): the single time, then a section on the seating chart', async ({ page }) => {
  await page.goto('/product/single/prod_concert');
  await page.getByLabel('Select Date').fill('12/05/2026');
  await expect(page.getByRole('group', { name: 'Select Section' })).toBeVisible();
  await expect(page.getByRole('img', { name: 'Seating chart' })).toBeVisible();
  await page.getByRole('radio', { name: /Lawn/ }).check();
  await expect(page.locator('.seating-chart polygon.selected')).toHaveCount(1);
  await page.getByRole('button', { name: 'Increase Lawn General' }).click();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await page.waitForURL(/\/product\/multi\/add-on\/non-pass$|\/cart$/);
  await page.goto('/cart');
  await expect(page.getByRole('link', { name: 'Cart, 1 item' })).toBeAttached();
});

test('a dinner show (show type 3): choose a seat, then its variants', async ({ page }) => {
  await page.goto('/product/single/prod_dinner');
  await page.getByLabel('Select Date').fill('12/05/2026');
  await page.getByLabel('Select Seat').selectOption({ label: 'Row A Seat 102' });
  await page.getByRole('button', { name: 'Increase Adult Dinner' }).click();
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await page.waitForURL(/\/product\/multi\/add-on\/non-pass$|\/cart$/);
});

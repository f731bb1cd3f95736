// The cart journeys: the story's cart (2 Adult + 1 Child Day Tickets), its groups and totals, the
// change modal (quantity, then time with the server's Limited Capacity question), the revised cart,
// and the steps after the cart (Payment Options skipped for day tickets, donate with the round-up).
// Removal with confirmation down to the empty cart is in journey-dinner.spec.ts. Axe on each page
// and modal.
import type { Page } from '@playwright/test';
import { expectAccessible } from './axe';
import { expectOnScreen } from './page-width';
import { addDayTickets, addGoldPass, addParking } from './shopper';
import { expect, test } from './test';

const summaryRow = (page: Page, label: string) =>
  page.getByRole('region', { name: 'Order Summary' }).getByRole('row', { name: label, exact: false });

test('the cart shows the day tickets, the totals and the change modal changes quantity and time', {
  tag: '@phone',
}, async ({ page }) => {
  await addDayTickets(page);
  await page.goto('/cart');
  await expect(page).toHaveTitle('Cart | Lakeside Adventure Park');
  await expect(page.getByRole('heading', { name: 'Day Ticket' })).toBeVisible();
  await expect(page.getByText('Park Admission · 12/05/2026 · 10:00 AM')).toBeVisible();
  const adult = page.getByRole('row', { name: /Adult \(Ages 10\+\)/ });
  await expect(adult).toContainText('$69.99');
  await expect(adult).toContainText('$139.98');
  await expect(summaryRow(page, 'Subtotal')).toContainText('$189.97');
  await expect(summaryRow(page, 'Tax')).toContainText('$15.67');
  await expect(summaryRow(page, 'Fees')).toContainText('$7.50');
  await expect(summaryRow(page, 'Order Total')).toContainText('$213.14');
  await expect(summaryRow(page, 'Delivery')).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Payment Plan' })).toHaveCount(0);
  await expectAccessible(page);

  // Quantity: one more adult.
  await page.getByRole('button', { name: 'Update Day Ticket' }).click();
  const modal = page.getByRole('dialog', { name: 'Update shopping cart items' });
  await expect(modal).toBeVisible();
  await expect(modal.getByLabel('Time')).toHaveValue('perf_day_20261205_1000');
  await expectAccessible(page);
  // The date's calendar opens wholly on screen, on the phone as on the desktop; Escape closes it only.
  await modal.getByRole('button', { name: 'Choose date' }).click();
  const calendar = modal.getByRole('dialog', { name: 'Date: calendar' });
  await expect(calendar.getByRole('grid', { name: 'December 2026' })).toBeVisible();
  await expectOnScreen(calendar);
  await page.keyboard.press('Escape');
  await expect(calendar).toBeHidden();
  await expect(modal).toBeVisible();
  await modal.getByRole('button', { name: 'Increase Adult (Ages 10+) ($69.99 each)' }).click();
  await modal.getByRole('button', { name: 'Update', exact: true }).click();
  await expect(modal).toBeHidden();
  await expect(adult).toContainText('$209.97');
  await expect(summaryRow(page, 'Subtotal')).toContainText('$259.96');
  await expect(page.getByRole('link', { name: 'Cart, 4 items' })).toBeAttached();

  // Time: 2:00 PM has less capacity, so the server asks first; Update resubmits.
  await page.getByRole('button', { name: 'Update Day Ticket' }).click();
  await modal.getByLabel('Time').selectOption({ label: '2:00 PM - Low Capacity' });
  await modal.getByRole('button', { name: 'Update', exact: true }).click();
  const prompt = page.getByRole('dialog', { name: 'Limited Capacity' });
  await expect(prompt).toContainText('has limited capacity');
  await prompt.getByRole('button', { name: 'Update' }).click();
  await expect(page.getByText('Park Admission · 12/05/2026 · 2:00 PM')).toBeVisible();
});

test('a revised cart strikes through the previous totals and lists the removed items', async ({ page }) => {
  await addDayTickets(page);
  await addParking(page);
  await page.request.post('/test-controls/unavailable', { data: { id: 'prod_parking' } });
  try {
    await page.goto('/cart');
    await expect(page.getByRole('heading', { name: 'Removed Items' })).toBeVisible();
    await expect(
      page.getByText('These items have been removed from your cart based on no longer being available'),
    ).toBeVisible();
    const removed = page.getByRole('table', { name: 'Removed Items' });
    await expect(removed).toContainText('Preferred Parking');
    await expect(summaryRow(page, 'Subtotal').locator('del')).toContainText('$214.97');
    await expect(summaryRow(page, 'Subtotal')).toContainText('$189.97');
    await expect(summaryRow(page, 'Order Total').locator('del')).toContainText('$242.70');
    await expect(page.getByRole('link', { name: 'Cart, 3 items' })).toBeAttached();
    await expectAccessible(page);
  } finally {
    await page.request.delete('/test-controls/unavailable', { data: { id: 'prod_parking' } });
  }
});

test('Empty Cart asks first, then removes every item', async ({ page }) => {
  await addDayTickets(page);
  await page.goto('/cart');
  await expect(page.getByRole('link', { name: 'Cart, 3 items' })).toBeAttached();
  const confirm = page.getByRole('dialog', { name: 'Confirmation' });
  // Cancel keeps the cart as it was.
  await page.getByRole('button', { name: 'Empty Cart' }).click();
  await expect(confirm).toContainText('Are you sure you want to remove all items from your cart?');
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('link', { name: 'Cart, 3 items' })).toBeAttached();
  await page.getByRole('button', { name: 'Empty Cart' }).click();
  await confirm.getByRole('button', { name: 'Empty Cart' }).click();
  await expect(page.getByText('Your shopping cart is empty')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Cart, 0 items' })).toBeAttached();
  await expect(page.getByRole('button', { name: 'Empty Cart' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Checkout' })).toBeDisabled();
  // A promotion code, from the cart too.
  await page.getByRole('link', { name: 'Have a promotion code?' }).click();
  await page.waitForURL('**/product/multi/promo');
  await expect(page.getByRole('heading', { level: 1, name: 'Promotion Code' })).toBeVisible();
});

test('a pass leads back to its holder details and can be removed', { tag: '@phone' }, async ({ page }) => {
  await addGoldPass(page);
  await page.goto('/cart');
  await expect(page.getByRole('link', { name: 'Cart, 1 item' })).toBeAttached();
  await expect(page.getByRole('button', { name: 'Passholder Details' })).toHaveAttribute(
    'href',
    '/pass/demographics',
  );
  await page.getByRole('button', { name: /^Remove / }).click();
  const confirm = page.getByRole('dialog', { name: 'Confirmation' });
  await confirm.getByRole('button', { name: 'Remove' }).click();
  await expect(page.getByText('Your shopping cart is empty')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Cart, 0 items' })).toBeAttached();
});

test('the reroute message shows when the confirmation sent the shopper back', async ({ page }) => {
  await addDayTickets(page);
  await page.goto('/cart?reroute=true');
  await expect(page.getByText('We could not find your order.')).toBeVisible();
  await expectAccessible(page);
});

test('from the cart, day tickets skip Payment Options and donate rounds the total up', async ({ page }) => {
  await addDayTickets(page);
  await page.goto('/cart');
  await page.getByRole('button', { name: 'Checkout' }).click();
  // Day tickets are not eligible for a payment plan: straight to donate.
  await page.waitForURL('**/donate');
  await expect(page.getByRole('heading', { name: 'Lakeside Conservation Fund' })).toBeVisible();
  await expect(page).toHaveTitle('Donate | Lakeside Adventure Park');
  await expect(page.getByLabel('Round Up amount (optional)')).toHaveValue('0.86');
  const custom = page.getByLabel('Donation amount (USD)');
  // What the number input itself refuses ('e' alone: validity.badInput, the value reads as '') is
  // outlined and told like any other invalid amount; emptied again, the field is clean.
  const message = page.getByText('Donation amount must be a number from 0 to 10000');
  await custom.pressSequentially('e');
  await expect(custom).toHaveAttribute('aria-invalid', 'true');
  await expect(message).toBeVisible();
  await expect(page.getByRole('button', { name: 'Donate more' })).toBeDisabled();
  await custom.press('Backspace');
  await expect(custom).not.toHaveAttribute('aria-invalid');
  await expect(message).toHaveCount(0);
  await custom.fill('10001');
  await expect(page.getByText('Donation amount must be a number from 0 to 10000')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Donate more' })).toBeDisabled();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Yes, Round up!' }).click();
  await page.waitForURL('**/checkout');
  // The donation is in the cart now: the step skips itself.
  await page.goto('/donate');
  await page.waitForURL('**/checkout');
});

test('Payment Options skips to donate when no plan applies', async ({ page }) => {
  await addDayTickets(page);
  await page.goto('/installment-billing/select');
  await page.waitForURL('**/donate');
  await expect(page.getByRole('button', { name: 'Decline & Continue' })).toBeVisible();
  await page.getByRole('button', { name: 'Decline & Continue' }).click();
  await page.waitForURL('**/checkout');
});

test('a Gold pass cart shows the Payment Plan panel and Payment Options records the plan', async ({
  page,
}) => {
  await addGoldPass(page);
  await page.goto('/cart');
  const panel = page.getByRole('region', { name: 'Payment Plan' });
  await expect(panel).toContainText('Down Payment');
  await expect(panel).toContainText('Remaining Payment 1');
  // Pass items are never edited in the cart.
  await expect(page.getByRole('button', { name: /^Update / })).toHaveCount(0);
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Checkout' }).click();
  await page.waitForURL('**/installment-billing/select');
  await expect(page.getByRole('heading', { name: 'Payment Options' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Continue' })).toBeDisabled();
  await expectAccessible(page);
  await page.getByLabel('Payment plan').check();
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.waitForURL('**/donate');
  // The plan is chosen now: Payment Options skips itself.
  await page.goto('/installment-billing/select');
  await page.waitForURL('**/donate');
});

test("the change modal keeps to the variant's limits and picks the date in its popup calendar", async ({
  page,
}) => {
  await addDayTickets(page);
  await page.goto('/cart');
  await page.getByRole('button', { name: 'Update Day Ticket' }).click();
  const modal = page.getByRole('dialog', { name: 'Update shopping cart items' });
  await expect(modal.getByLabel('Time')).toHaveValue('perf_day_20261205_1000');
  const update = modal.getByRole('button', { name: 'Update', exact: true });

  // Adult's maximum is 10: 11 is flagged and Update waits; 10 is fine.
  const adults = modal.getByRole('textbox', { name: 'Adult (Ages 10+) ($69.99 each)' });
  await adults.fill('11');
  await expect(adults).toHaveAccessibleDescription('Minimum quantity is 1, Maximum quantity is 10');
  await expect(update).toBeDisabled();
  await adults.fill('2');
  await expect(update).toBeEnabled();

  // The date: the product page's picker, as a popup. Escape closes the popup, not the modal.
  await expect(modal.getByLabel('Date', { exact: true })).toHaveValue('12/05/2026');
  const choose = modal.getByRole('button', { name: 'Choose date' });
  const calendar = page.getByRole('dialog', { name: 'Date: calendar' });
  await choose.click();
  await expect(calendar.getByRole('grid', { name: 'December 2026' })).toBeVisible();
  await expect(calendar.locator('[role="grid"] button:focus')).toHaveCount(1);
  await expect(calendar.getByRole('button', { name: 'Tuesday, December 8, 2026' })).toHaveAttribute(
    'aria-disabled',
    'true',
  );
  await expectAccessible(page);
  await page.keyboard.press('Escape');
  await expect(calendar).toHaveCount(0);
  await expect(modal).toBeVisible();
  await expect(choose).toBeFocused();
  // So does Escape on its button while it is open, as while 'Loading the calendar…' shows and the
  // focus has not yet gone into it; and in the typed field.
  await choose.click();
  await expect(calendar).toBeVisible();
  await choose.focus();
  await page.keyboard.press('Escape');
  await expect(calendar).toHaveCount(0);
  await expect(modal).toBeVisible();
  await choose.click();
  await modal.getByLabel('Date', { exact: true }).focus();
  await page.keyboard.press('Escape');
  await expect(calendar).toHaveCount(0);
  await expect(modal).toBeVisible();
  await expect(modal.getByLabel('Date', { exact: true })).toBeFocused();

  // An outside click closes it too.
  await choose.click();
  await expect(calendar).toBeVisible();
  await modal.getByRole('heading', { name: 'Update shopping cart items' }).click();
  await expect(calendar).toHaveCount(0);

  // Choosing a day closes it and loads that day's times.
  await choose.click();
  await calendar.getByRole('button', { name: 'Saturday, December 12, 2026' }).click();
  await expect(calendar).toHaveCount(0);
  await expect(modal.getByLabel('Date', { exact: true })).toHaveValue('12/12/2026');
  await modal.getByLabel('Time').selectOption({ index: 1 });
  await update.click();
  await expect(modal).toBeHidden();
  await expect(page.getByText(/Park Admission · 12\/12\/2026/)).toBeVisible();
});

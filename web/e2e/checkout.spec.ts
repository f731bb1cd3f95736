import { expect, type Page, test } from '@playwright/test';
import { expectAccessible } from './axe';
import { addDayTickets } from './shopper';

const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });

test('checkout shows the seed messages on empty required fields and keeps Checkout disabled', async ({
  page,
}) => {
  await addDayTickets(page);
  await page.goto('/checkout');
  await expect(page.getByRole('heading', { name: 'Checkout', level: 1 })).toBeVisible();
  await expect(page).toHaveTitle('Checkout | Lakeside Adventure Park');
  const checkout = page.getByRole('button', { name: 'Checkout' });
  await expect(checkout).toBeDisabled();

  for (const label of [
    'First Name',
    'Last Name',
    'Phone',
    'Email',
    'Street Address',
    'City',
    'Zip / Postal Code',
  ]) {
    await field(page, label).fill('');
    await field(page, label).blur();
  }
  await field(page, 'Country').selectOption('United States');
  await field(page, 'State / Province').focus();
  await field(page, 'State / Province').blur();
  for (const message of [
    'First name must be between 1 and 35 characters in length',
    'Last name must be between 1 and 35 characters in length',
    'Phone number must be a 10 digit numeric value',
    'A valid email address is required',
    'Street Address is required',
    'City is required',
    'State / province is required',
    'A 5 digit US or 6 character Canadian postal code is required',
  ]) {
    await expect(page.getByText(message, { exact: true })).toBeVisible();
  }
  // The message is tied to its field.
  await expect(field(page, 'City')).toHaveAttribute('aria-invalid', 'true');
  await expect(checkout).toBeDisabled();
  await expectAccessible(page);
});

/** Fills the checkout for the story's shopper in Texas and opens the card modal. */
async function checkoutToCardModal(page: Page) {
  await addDayTickets(page);
  await page.goto('/checkout');
  await page.getByRole('radio', { name: 'Print at Home' }).check();
  await field(page, 'First Name').fill('Jordan');
  await field(page, 'Last Name').fill('Rivera');
  await field(page, 'Phone').fill('5125550142');
  await expect(field(page, 'Phone')).toHaveValue('(512) 555-0142');
  await field(page, 'Email').fill('jordan.rivera@example.com');
  await field(page, 'Country').selectOption('United States');
  await field(page, 'Street Address').fill('1200 Lakeview Dr');
  await field(page, 'City').fill('Austin');
  await field(page, 'State / Province').selectOption('Texas');
  await field(page, 'Zip / Postal Code').fill('78701');
  const checkout = page.getByRole('button', { name: 'Checkout' });
  await expect(checkout).toBeDisabled();
  await page.getByRole('checkbox', { name: /I accept the Terms of Sale and Terms of Use/ }).check();
  await expect(checkout).toBeEnabled();
  await expectAccessible(page);
  await checkout.click();
  const modal = page.getByRole('dialog', { name: 'Credit Card Information' });
  await expect(modal).toBeVisible();
  await expect(modal.getByLabel('Cardholder Name')).toHaveValue('Jordan Rivera');
  return modal;
}

async function payInFrame(page: Page, cardNumber: string) {
  const card = page.frameLocator('iframe[title="Card details"]');
  await card.getByLabel('Card number').fill(cardNumber);
  const year = (new Date().getFullYear() + 2) % 100;
  await card.getByLabel('Expiration (MM/YY)').fill(`12/${String(year).padStart(2, '0')}`);
  await card.getByLabel('Security code').fill('123');
  await card.getByRole('button', { name: 'Pay' }).click();
}

test('a shopper pays by card in the provider iframe and reaches the confirmation', async ({ page }) => {
  await checkoutToCardModal(page);
  await payInFrame(page, '4111 1111 1111 1111');

  await page.waitForURL('**/confirmation');
  await expect(page.getByRole('heading', { name: 'Checkout Successful' })).toBeVisible();
  await expect(page.getByText(/^[A-Z]{3}-\d+$/)).toBeVisible();
  await expect(page.getByRole('cell', { name: 'Adult (Ages 10+)' })).toBeVisible();
  await expect(page.getByText('Total Price')).toBeVisible();
  await expect(page).toHaveTitle('Confirmation | Lakeside Adventure Park');
  await expectAccessible(page);
});

test('a declined card keeps the card modal open with the payment message', async ({ page }) => {
  const modal = await checkoutToCardModal(page);
  await payInFrame(page, '4000 0000 0000 0002');
  await expect(modal.getByRole('alert')).toHaveText('Your card was declined. Please try a different card.');
  await expect(page).toHaveURL(/\/checkout$/);
  // Cancel closes it: without an installment plan there is nothing to change, checkout stays.
  await modal.getByRole('button', { name: 'Cancel' }).click();
  await expect(modal).toBeHidden();
  await expect(page.getByRole('button', { name: 'Checkout' })).toBeEnabled();
});

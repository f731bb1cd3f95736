// Journey 6 (issue 4): a signed-in shopper. Jordan signs in on the store's sign-in page and comes
// back to the product page, where the header shows Account and sign-out and the session's site
// message; buys Day Tickets and pays with the saved card and its security code. Axe on each page.

import { expectAccessible } from './axe';
import {
  AUSTIN,
  continuePastAddOns,
  fillCheckout,
  JORDAN_CONTACT,
  pickStoryDate,
  signIn,
  termsConsent,
} from './shopper';
import { expect, test } from './test';

test('a signed-in shopper pays with a saved card', async ({ page }) => {
  await page.goto('/product/single/prod_day');
  await page.getByRole('link', { name: 'Sign In' }).click();
  await page.waitForURL('**/login?ReturnUrl=%2Fproduct%2Fsingle%2Fprod_day');
  await signIn(page, '/product/single/prod_day');

  await expect(page.getByRole('link', { name: 'Account' })).toHaveAttribute('href', '/profile');
  await expect(page.getByRole('link', { name: 'Sign out' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Sign In' })).toHaveCount(0);
  await expect(page.getByRole('banner').getByRole('alert')).toHaveText(
    'Holiday Lights nights sell out early. Book your date today.',
  );
  await pickStoryDate(page);
  await page.getByLabel('Choose a Time').selectOption('perf_day_20261205_1000');
  await page.getByRole('button', { name: 'Increase Adult (Ages 10+)' }).click();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Add to Cart' }).click();

  await continuePastAddOns(page);
  await expect(page.getByRole('link', { name: 'Cart, 1 item' })).toBeAttached();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Checkout' }).click();
  await page.waitForURL('**/donate');
  await page.getByRole('button', { name: 'Decline & Continue' }).click();

  await page.waitForURL('**/checkout');
  await page.getByRole('radio', { name: 'Print at Home' }).check();
  await fillCheckout(page, JORDAN_CONTACT, AUSTIN);
  await termsConsent(page).check();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Checkout' }).click();

  // The account's saved card is offered beside a new one; a signed-in shopper may save a new card.
  const modal = page.getByRole('dialog', { name: 'Credit Card Information' });
  const saved = modal.getByRole('radio', { name: /ending 4242/ });
  await expect(saved).toBeVisible();
  await expect(modal.getByRole('radio', { name: 'A new card' })).toBeChecked();
  await expect(modal.getByRole('checkbox', { name: 'Save this card to my account' })).toBeVisible();
  await saved.check();
  await expect(page.frameLocator('iframe[title="Card details"]').getByLabel('Card number')).toHaveCount(0);
  const pay = modal.getByRole('button', { name: 'Pay with saved card' });
  // The security code is 3 or 4 digits.
  await modal.getByLabel('Security Code').fill('12');
  await pay.click();
  await expect(modal.getByLabel('Security Code')).toHaveAccessibleDescription(
    'Security code must be 3 or 4 digits',
  );
  await expect(page).toHaveURL(/\/checkout$/);
  await expectAccessible(page);
  await modal.getByLabel('Security Code').fill('123');
  await pay.click();

  await page.waitForURL('**/confirmation');
  await expect(page.getByRole('heading', { name: 'Checkout Successful' })).toBeVisible();
  const details = page.getByRole('region', { name: 'Order Details' });
  await expect(details).toContainText('Payment MethodVisa');
  await expect(details).toContainText('************4242');
  await expect(details).toContainText('Amount Paid$78.26');
  await expectAccessible(page);

  // View Tickets opens the signed-in shopper's own order lookup, at its tickets.
  await page.getByRole('link', { name: 'View Tickets' }).click();
  await page.waitForURL(/\/order-lookup\/my\/ord_\w+#tickets$/);
  await expect(page.getByRole('heading', { level: 1, name: /^Order [A-Z]{3}-\d+$/ })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Tickets' }).locator('.ticket').first()).toBeInViewport();
  await expectAccessible(page);
});

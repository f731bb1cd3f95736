// Journey 1 (issue 4): show type 1, the Day Ticket, from the product page to the confirmation, paid
// by card in the provider's iframe. Every step of seed 000 §2's flow order through the pages
// themselves: product page, add-on step, cart, (Payment Options skipped: no plan for day tickets),
// donate (declined), checkout, the card modal, the confirmation. Axe on each page visited.

import { expectAccessible } from './axe';
import {
  AUSTIN,
  continuePastAddOns,
  field,
  fillCheckout,
  JORDAN_CONTACT,
  payInFrame,
  pickStoryDate,
  termsConsent,
} from './shopper';
import { expect, test } from './test';

test('a Day Ticket from the product page to the confirmation, paid by card', async ({ page }) => {
  await page.goto('/product/single/prod_day');
  await expect(page.getByRole('heading', { level: 1, name: 'Day Ticket' })).toBeVisible();
  await expect(page).toHaveTitle('Day Ticket | Lakeside Adventure Park');
  await pickStoryDate(page);
  await expect(page.getByLabel('Select Date')).toHaveValue('12/05/2026');
  // One show (auto-selected), two times: the shopper chooses 10:00 AM.
  await expect(page.getByLabel('Select Show')).toHaveValue('show_day');
  await page.getByLabel('Choose a Time').selectOption('perf_day_20261205_1000');
  const add = page.getByRole('button', { name: 'Add to Cart' });
  await expect(add).toBeDisabled();
  await page.getByRole('button', { name: 'Increase Adult (Ages 10+)' }).click();
  await page.getByRole('button', { name: 'Increase Adult (Ages 10+)' }).click();
  await page.getByRole('button', { name: 'Increase Child (Ages 3-9)' }).click();
  await expectAccessible(page);
  await add.click();

  // The next step says what was just added (the add-on step, or the cart when it skips itself).
  await page.waitForURL(/\/product\/multi\/add-on\/non-pass$|\/cart$/);
  await expect(
    page
      .getByRole('status')
      .filter({ hasText: 'Added to your cart: 2 Adult (Ages 10+), 1 Child (Ages 3-9) — Day Ticket' }),
  ).toBeVisible();
  await continuePastAddOns(page);
  // Said once: the cart after the add-on step does not say it again.
  await expect(page.getByText('Added to your cart:')).toHaveCount(0);
  await expect(page).toHaveTitle('Cart | Lakeside Adventure Park');
  await expect(page.getByRole('link', { name: 'Cart, 3 items' })).toBeAttached();
  await expect(page.getByText('Park Admission · 12/05/2026 · 10:00 AM')).toBeVisible();
  const summary = page.getByRole('region', { name: 'Order Summary' });
  await expect(summary.getByRole('row', { name: /Order Total/ })).toContainText('$213.14');
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Checkout' }).click();

  // Day tickets have no payment plan: Payment Options skips itself, straight to donate.
  await page.waitForURL('**/donate');
  await expect(page.getByRole('heading', { name: 'Lakeside Conservation Fund' })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Decline & Continue' }).click();

  await page.waitForURL('**/checkout');
  await expect(page).toHaveTitle('Checkout | Lakeside Adventure Park');
  await page.getByRole('radio', { name: 'Print at Home' }).check();
  // An anonymous shopper's checkout starts empty.
  await expect(field(page, 'First Name')).toHaveValue('');
  await fillCheckout(page, JORDAN_CONTACT, AUSTIN);
  // The phone mask of a NANP country.
  await expect(field(page, 'Phone')).toHaveValue('(512) 555-0142');
  const checkout = page.getByRole('button', { name: 'Checkout' });
  await expect(checkout).toBeDisabled();
  await termsConsent(page).check();
  await expect(checkout).toBeEnabled();
  await expectAccessible(page);
  await checkout.click();

  const modal = page.getByRole('dialog', { name: 'Credit Card Information' });
  await expect(modal.getByLabel('Cardholder Name')).toHaveValue('Jordan Rivera');
  await expect(modal.getByLabel('Street Address')).toHaveValue('1200 Lakeview Dr');
  await expect(page.frameLocator('iframe[title="Card details"]').getByLabel('Card number')).toBeVisible();
  await expectAccessible(page);
  await payInFrame(page, '4111 1111 1111 1111');

  await page.waitForURL('**/confirmation');
  await expect(page.getByRole('heading', { name: 'Checkout Successful' })).toBeVisible();
  await expect(page).toHaveTitle('Confirmation | Lakeside Adventure Park');
  const details = page.getByRole('region', { name: 'Order Details' });
  await expect(details.getByText(/^[A-Z]{3}-\d+$/)).toBeVisible();
  await expect(details).toContainText('Jordan Rivera');
  await expect(details).toContainText('jordan.rivera@example.com');
  // The card's brand is the payment's confirmation display name (STORY.md: 'paid by Visa').
  await expect(details).toContainText('Payment MethodVisa');
  await expect(details).toContainText('************1111');
  const items = page.getByRole('region', { name: 'Items' });
  await expect(items.getByRole('row', { name: /Adult \(Ages 10\+\)/ })).toContainText('$139.98');
  await expect(items.getByRole('row', { name: /Child \(Ages 3-9\)/ })).toContainText('$49.99');
  await expect(items.getByRole('row', { name: /Total Price/ })).toContainText('$213.14');
  // Day tickets: digital tickets, no payment plan.
  await expect(page.getByRole('heading', { name: 'Tickets' })).toBeVisible();
  // View Tickets opens the order's lookup link at its tickets (an anonymous shopper: with its token).
  await expect(page.getByRole('link', { name: 'View Tickets' })).toHaveAttribute(
    'href',
    /^\/order-lookup\/anonymous\/ord_\w+\/\w+#tickets$/,
  );
  await expect(page.getByRole('heading', { name: 'Payment Plan' })).toHaveCount(0);
  // Day tickets list their tax and fees: no price is marked '*', so no '* Price includes...' note.
  await expect(page.getByText('* Price includes taxes and fees.')).toHaveCount(0);
  // The order emptied the cart.
  await expect(page.getByRole('link', { name: 'Cart, 0 items' })).toBeAttached();
  await expectAccessible(page);
  // (The idle timer runs on the confirmation too, as the seed says: web/test/lib/idle.test.ts.)
  // Continue Shopping goes back to where the shopper chose the tickets.
  await page.getByRole('button', { name: 'Continue Shopping' }).click();
  await page.waitForURL('**/product/single/prod_day');
  await expect(page.getByRole('heading', { level: 1, name: 'Day Ticket' })).toBeVisible();
});

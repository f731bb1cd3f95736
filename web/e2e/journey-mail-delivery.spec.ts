// Day Tickets by Mail Delivery (STORY.md: dm_mail, 7.95, shipping address required): the checkout's
// summary shows the delivery charge and the new total as soon as it is chosen (and not once Print at
// Home is chosen again), and before the card is entered, the card frame
// charges that same amount, and the confirmation shows the delivery. Also the way back to the cart
// from checkout.
import type { Page } from '@playwright/test';
import { expectAccessible } from './axe';
import {
  AUSTIN,
  addDayTickets,
  field,
  fillCheckout,
  JORDAN_CONTACT,
  payInFrame,
  shopperApi,
  termsConsent,
} from './shopper';
import { expect, test } from './test';

const summary = (page: Page) => page.getByRole('complementary', { name: 'Order Summary' });

test('Day Tickets by Mail Delivery: the summary shows the delivery and the total the card is charged', async ({
  page,
}) => {
  await addDayTickets(page);
  await page.goto('/checkout');
  await expect(summary(page)).toContainText('Order Total$213.14');
  await expect(summary(page)).not.toContainText('Delivery');

  // The way back: the cart, without the header's icon.
  await page.getByRole('link', { name: 'Back to Cart' }).click();
  await page.waitForURL('**/cart');
  await page.goBack();
  await page.waitForURL('**/checkout');

  // Each method's charge is beside its name, and the summary follows the choice at once.
  const mail = page.getByRole('radio', { name: 'Mail Delivery ($7.95)' });
  await mail.check();
  await expect(summary(page)).toContainText('Delivery$7.95');
  await expect(summary(page)).toContainText('Order Total$221.09');
  await page.getByRole('radio', { name: 'Print at Home' }).check();
  await expect(summary(page)).not.toContainText('Delivery');
  await expect(summary(page)).toContainText('Order Total$213.14');
  await mail.check();
  await fillCheckout(page, JORDAN_CONTACT, AUSTIN);
  // Shipped to another address than billing.
  await page.getByRole('checkbox', { name: 'Shipping Address Same as Billing' }).uncheck();
  const shipping = page.getByRole('region', { name: 'Shipping Address' });
  await expect(page.getByText(/^Please check: .*Shipping First Name/)).toBeVisible();
  await shipping.getByLabel('First Name', { exact: true }).fill('Avery');
  await shipping.getByLabel('Last Name', { exact: true }).fill('Rivera');
  await shipping.getByLabel('Phone', { exact: true }).fill('5125550199');
  await shipping.getByLabel('Country', { exact: true }).selectOption('United States');
  await shipping.getByLabel('Street Address', { exact: true }).fill('88 Harbor Way');
  await shipping.getByLabel('City', { exact: true }).fill('Dallas');
  await shipping.getByLabel('State / Province', { exact: true }).selectOption('Texas');
  await shipping.getByLabel('Zip / Postal Code', { exact: true }).fill('75201');
  // Only the terms box is left, and the list beside Checkout says so until it is ticked.
  await expect(page.getByText(/^Please check:/)).toHaveText('Please check: Terms of Sale and Terms of Use');
  await termsConsent(page).check();
  await expect(page.getByText(/^Please check:/)).toHaveCount(0);
  await expect(field(page, 'Email')).toHaveValue(JORDAN_CONTACT.email);
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Checkout' }).click();

  // Before the card is entered the summary carries the delivery and the new total (213.14 + 7.95),
  // and the card frame's amount is that total.
  const modal = page.getByRole('dialog', { name: 'Credit Card Information' });
  await expect(modal).toBeVisible();
  await expect(summary(page)).toContainText('Delivery$7.95');
  await expect(summary(page)).toContainText('Order Total$221.09');
  const frame = page.frameLocator('iframe[title="Card details"]');
  await expect(frame.getByText('Amount: $221.09 USD')).toBeVisible();
  await expectAccessible(page);
  await payInFrame(page, '4111 1111 1111 1111');

  await page.waitForURL('**/confirmation');
  await expect(page.getByRole('heading', { name: 'Checkout Successful' })).toBeVisible();
  const items = page.getByRole('region', { name: 'Items' });
  await expect(items.getByRole('row', { name: /Delivery \(Mail Delivery\)/ })).toContainText('$7.95');
  await expect(items.getByRole('row', { name: /Total Price/ })).toContainText('$221.09');
  await expectAccessible(page);
});

test('a cart emptied in another tab: Checkout reads the badge again and leaves the checkout', async ({
  page,
}) => {
  await addDayTickets(page);
  await page.goto('/checkout');
  await expect(page.getByRole('link', { name: 'Cart, 3 items' })).toBeAttached();
  await page.getByRole('radio', { name: 'Print at Home' }).check();
  await fillCheckout(page, JORDAN_CONTACT, AUSTIN);
  await termsConsent(page).check();
  // The other tab: the same session empties the cart.
  const other = await shopperApi(page);
  const { data } = await other.POST('/cart/clear', { body: { reSubmitContext: null, force: true } });
  expect(data?.success).toBe(true);

  await page.getByRole('button', { name: 'Checkout' }).click();
  // No product selection remembered (the tickets came in through the API): the cart, empty.
  await page.waitForURL('**/cart');
  await expect(page.getByRole('link', { name: 'Cart, 0 items' })).toBeAttached();
  await expect(page.getByText('Your shopping cart is empty').first()).toBeVisible();
  await expectAccessible(page);
});

// Journey 4 (issue 4): the checkout's validation (seed 000 §5), word for word, for a US, a Canadian
// and another country's address, the shipping address, and the location acknowledgement that a
// California billing address asks for; the Checkout button enabled exactly when the rules pass;
// then the order, paid by card, to the confirmation. Axe on each page.
import type { Page } from '@playwright/test';
import { expectAccessible } from './axe';
import { addDayTickets, field, payInFrame, termsConsent } from './shopper';
import { expect, test } from './test';

const message = (page: Page, text: string) => page.getByText(text, { exact: true });

async function typeAndLeave(page: Page, label: string, value: string) {
  await field(page, label).fill(value);
  await field(page, label).blur();
}

const US_ZIP = 'A 5 digit US or 6 character Canadian postal code is required';
const OTHER_ZIP = 'Postal Code is required and must be 10 characters or less';
const NANP_PHONE = 'Phone number must be a 10 digit numeric value';
const LONG_PHONE = 'Phone number cannot be longer than 15 numeric digits';
const STATE = 'State / province is required';

test('checkout messages for US, Canadian and other addresses, and the location acknowledgement', {
  tag: '@phone',
}, async ({ page }) => {
  await addDayTickets(page);
  await page.goto('/cart');
  await page.getByRole('button', { name: 'Checkout' }).click();
  await page.waitForURL('**/donate');
  await page.getByRole('button', { name: 'Decline & Continue' }).click();
  await page.waitForURL('**/checkout');
  await expect(page.getByRole('heading', { name: 'Checkout', level: 1 })).toBeVisible();
  const checkout = page.getByRole('button', { name: 'Checkout' });
  await expect(checkout).toBeDisabled();

  // Every required field left empty says so.
  for (const label of ['First Name', 'Last Name', 'Phone', 'Email', 'Street Address', 'City']) {
    await typeAndLeave(page, label, '');
  }
  await field(page, 'Country').focus();
  await field(page, 'Country').blur();
  await expect(message(page, 'Country selection is required')).toBeVisible();
  for (const text of [
    'First name must be between 1 and 35 characters in length',
    'Last name must be between 1 and 35 characters in length',
    NANP_PHONE,
    'A valid email address is required',
    'Street Address is required',
    'City is required',
  ]) {
    await expect(message(page, text)).toBeVisible();
  }
  // The message is tied to its field.
  await expect(field(page, 'City')).toHaveAttribute('aria-invalid', 'true');
  await expect(field(page, 'City')).toHaveAccessibleDescription('City is required');
  await expectAccessible(page);

  // United States: a state from the list, a 5-digit zip, a 10-digit phone in the (xxx) xxx-xxxx mask.
  await field(page, 'Country').selectOption('United States');
  await field(page, 'State / Province').focus();
  await field(page, 'State / Province').blur();
  await expect(message(page, STATE)).toBeVisible();
  await typeAndLeave(page, 'Zip / Postal Code', '');
  await expect(message(page, US_ZIP)).toBeVisible();
  await typeAndLeave(page, 'Zip / Postal Code', '7870');
  await expect(message(page, US_ZIP)).toBeVisible();
  await typeAndLeave(page, 'Phone', '512555');
  await expect(field(page, 'Phone')).toHaveValue('(512) 555');
  await expect(message(page, NANP_PHONE)).toBeVisible();
  await typeAndLeave(page, 'Email', 'jordan.rivera@');
  await expect(message(page, 'A valid email address is required')).toBeVisible();
  await typeAndLeave(page, 'First Name', 'Jordan');
  await typeAndLeave(page, 'Last Name', 'Rivera');
  await typeAndLeave(page, 'Phone', '5125550142');
  await expect(field(page, 'Phone')).toHaveValue('(512) 555-0142');
  await typeAndLeave(page, 'Email', 'jordan.rivera@example.com');
  await typeAndLeave(page, 'Street Address', '1200 Lakeview Dr');
  await typeAndLeave(page, 'City', 'Austin');
  await field(page, 'State / Province').selectOption('Texas');
  await typeAndLeave(page, 'Zip / Postal Code', '78701');
  for (const text of [NANP_PHONE, US_ZIP, STATE, 'City is required']) {
    await expect(message(page, text)).toHaveCount(0);
  }

  // Canada: the states are Canada's (Texas is cleared), the zip must be A1A 1A1, NANP phone.
  await field(page, 'Country').selectOption('Canada');
  await expect(field(page, 'State / Province')).toHaveValue('');
  await expect(field(page, 'State / Province').getByRole('option', { name: 'Ontario' })).toBeAttached();
  await expect(field(page, 'State / Province').getByRole('option', { name: 'Texas' })).toHaveCount(0);
  await expect(message(page, STATE)).toBeVisible();
  await expect(message(page, US_ZIP)).toBeVisible();
  await typeAndLeave(page, 'Zip / Postal Code', 'K1A 0B');
  await expect(message(page, US_ZIP)).toBeVisible();
  await typeAndLeave(page, 'Zip / Postal Code', 'K1A 0B1');
  await field(page, 'State / Province').selectOption('Ontario');
  await typeAndLeave(page, 'City', 'Ottawa');
  await expect(message(page, US_ZIP)).toHaveCount(0);
  await expect(message(page, STATE)).toHaveCount(0);
  await expect(field(page, 'Phone')).toHaveValue('(512) 555-0142');

  // Another country: free-text state (optional), up to 15 phone digits, up to 10 letters or digits.
  await field(page, 'Country').selectOption('United Kingdom');
  await expect(field(page, 'State / Province')).toHaveJSProperty('tagName', 'INPUT');
  await expect(field(page, 'Phone')).toHaveValue('5125550142');
  await typeAndLeave(page, 'Phone', '+44 20 7946 0958 12345');
  await expect(field(page, 'Phone')).toHaveValue('44207946095812345');
  await expect(message(page, LONG_PHONE)).toBeVisible();
  await typeAndLeave(page, 'Phone', '+44 20 7946 0958');
  await expect(message(page, LONG_PHONE)).toHaveCount(0);
  await typeAndLeave(page, 'Zip / Postal Code', 'SW1A1AA12345');
  await expect(message(page, OTHER_ZIP)).toBeVisible();
  await typeAndLeave(page, 'Zip / Postal Code', '');
  await expect(message(page, OTHER_ZIP)).toBeVisible();
  await typeAndLeave(page, 'Zip / Postal Code', 'SW1A 1AA');
  await expect(message(page, OTHER_ZIP)).toHaveCount(0);
  await typeAndLeave(page, 'City', 'London');
  await expect(checkout).toBeDisabled();
  await page.getByRole('radio', { name: 'Print at Home' }).check();
  await termsConsent(page).check();
  // No state asked of a country without a list: the form is complete.
  await expect(checkout).toBeEnabled();
  await expectAccessible(page);

  // Mail Delivery needs a shipping address: same as billing at first; on its own, the same rules.
  await page.getByRole('radio', { name: 'Mail Delivery' }).check();
  const shipping = page.getByRole('region', { name: 'Shipping Address' });
  const same = shipping.getByRole('checkbox', { name: 'Shipping Address Same as Billing' });
  await expect(same).toBeChecked();
  await expect(checkout).toBeEnabled();
  await same.uncheck();
  await shipping.getByLabel('Country', { exact: true }).selectOption('Canada');
  await shipping.getByLabel('Zip / Postal Code', { exact: true }).fill('1234');
  await shipping.getByLabel('Zip / Postal Code', { exact: true }).blur();
  await shipping.getByLabel('City', { exact: true }).focus();
  await shipping.getByLabel('City', { exact: true }).blur();
  await expect(shipping.getByText(US_ZIP, { exact: true })).toBeVisible();
  await expect(shipping.getByText('City is required', { exact: true })).toBeVisible();
  await expect(checkout).toBeDisabled();
  await expectAccessible(page);
  await same.check();
  await expect(checkout).toBeEnabled();
  await page.getByRole('radio', { name: 'Print at Home' }).check();

  // California asks for the location acknowledgement: Checkout waits for it.
  await field(page, 'Country').selectOption('United States');
  await typeAndLeave(page, 'Phone', '3105550188');
  await typeAndLeave(page, 'Street Address', '100 Ocean Ave');
  await typeAndLeave(page, 'City', 'Santa Monica');
  await field(page, 'State / Province').selectOption('California');
  await typeAndLeave(page, 'Zip / Postal Code', '90401');
  const acknowledgement = page.getByRole('checkbox', {
    name: 'I acknowledge the venue location disclosure',
  });
  await expect(acknowledgement).toBeVisible();
  await expect(checkout).toBeDisabled();
  await expectAccessible(page);
  await acknowledgement.check();
  await expect(checkout).toBeEnabled();
  // Another state does not ask; back in California the acknowledgement given still stands.
  await field(page, 'State / Province').selectOption('New York');
  await expect(acknowledgement).toHaveCount(0);
  await field(page, 'State / Province').selectOption('California');
  await expect(acknowledgement).toBeChecked();
  await expect(checkout).toBeEnabled();

  // The server takes the settings as valid: the card modal opens, and the order is placed.
  await checkout.click();
  const modal = page.getByRole('dialog', { name: 'Credit Card Information' });
  await expect(modal.getByLabel('Street Address')).toHaveValue('100 Ocean Ave');
  await payInFrame(page, '4111 1111 1111 1111');
  await page.waitForURL('**/confirmation');
  await expect(page.getByRole('heading', { name: 'Checkout Successful' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Order Details' })).toContainText('3105550188');
});

// Journey (issue 11, orders and tickets): an anonymous shopper opens an order lookup link whose token
// no longer opens the order (the backend then asks for the order's phone number: the phone
// challenge), is refused a phone that is not numeric and one that is not the order's, and sees the
// order with the phone on it. Then Jordan, signed in, opens the account page, the order
// LAP-100482 from it (the signed-in lookup: the same order view), and the tickets from it ('Your
// Tickets', back with 'Return to my profile'). Axe on each page.
import type { Page } from '@playwright/test';
import { expectAccessible } from './axe';
import { signIn } from './shopper';
import { expect, test } from './test';

const ORDER = 'ord_7f3a9c21';

async function expectOrder(page: Page) {
  await expect(page.getByRole('heading', { level: 1, name: 'Order LAP-100482' })).toBeFocused();
  await expect(page).toHaveTitle('Order Lookup | Lakeside Adventure Park');
  const details = page.getByRole('region', { name: 'Order Details' });
  await expect(details).toContainText('Jordan Rivera');
  await expect(details).toContainText('Payment MethodVisa');
  const items = page.getByRole('region', { name: 'Items' });
  await expect(items.getByRole('row', { name: /Total Price/ })).toContainText('$213.14');
  const tickets = page.getByRole('region', { name: 'Tickets' });
  for (const barcode of ['LAP1004820001', 'LAP1004820002', 'LAP1004820003'])
    await expect(tickets).toContainText(barcode);
}

test('an anonymous order lookup through the phone challenge', { tag: '@phone' }, async ({ page }) => {
  await page.goto('/order-lookup/anonymous');
  await expect(page.getByRole('alert')).toHaveText('Invalid Order');
  await expectAccessible(page);

  // An old link: its token no longer opens the order, so the phone on the order is asked for.
  await page.goto(`/order-lookup/anonymous/${ORDER}/tok_replaced0000`);
  await expect(page.getByRole('heading', { level: 1, name: 'Order Lookup' })).toBeFocused();
  await expect(page.getByText('Please enter the phone number on the order')).toBeVisible();
  await expectAccessible(page);
  const phone = page.getByLabel('Phone Number');
  const view = page.getByRole('button', { name: 'View Order' });
  await phone.fill('call me');
  await view.click();
  await expect(page.getByText('A valid, numeric phone number is required')).toBeVisible();
  await expect(phone).toHaveAttribute('aria-invalid', 'true');

  await phone.fill('(512) 555-0000');
  await view.click();
  await expect(page.getByRole('alert')).toContainText('The phone number does not match the order');
  await expectAccessible(page);

  await phone.fill('(512) 555-0142');
  await view.click();
  await expectOrder(page);
  await expectAccessible(page);
});

test('a signed-in lookup and the tickets, from the account page', { tag: '@phone' }, async ({ page }) => {
  await signIn(page, '/profile');
  await expect(page.getByRole('heading', { level: 1, name: 'My Account' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Link Your Passes' })).toHaveAttribute('href', '/pass/link');
  await expect(page.getByRole('link', { name: 'Upgrade Your Tickets' })).toHaveAttribute(
    'href',
    '/upgrade/select',
  );
  await expectAccessible(page);

  await page.getByRole('link', { name: 'Order LAP-100482', exact: true }).click();
  await page.waitForURL(`**/order-lookup/my/${ORDER}`);
  await expectOrder(page);
  await expectAccessible(page);

  await page.goto('/profile');
  await page.getByRole('link', { name: 'All tickets of order LAP-100482' }).click();
  await page.waitForURL('**/ticket/account-grouping/atg_4001');
  await expect(page.getByRole('heading', { level: 1, name: 'Your Tickets' })).toBeFocused();
  await expect(page.getByText('LAP1004820003')).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('link', { name: 'Return to my profile' }).click();
  await page.waitForURL('**/profile');

  // The account's tickets include what other journeys bought as Jordan: this one by its barcode.
  const yourTickets = page.getByRole('region', { name: 'Your Tickets' });
  await yourTickets.getByRole('listitem').filter({ hasText: 'LAP1004820001' }).getByRole('link').click();
  await page.waitForURL('**/ticket/account/LAP1004820001');
  await expect(page.getByRole('heading', { level: 1, name: 'Your Tickets' })).toBeFocused();
  await expect(page.getByText('LAP1004820001')).toBeVisible();
  await expectAccessible(page);
});

// Journey (issue 12, entitlement redemption; seed 002 §2.6, §2.7, §4.5): Jordan, signed in, sees
// what can be redeemed on the home, goes from the account page to Redeem your entitlements, where Jordan's and Avery's Complimentary Admissions
// are one row, and redeems one of each for the story's 2:00 PM performance on 2026-12-05 (the shared
// performance selector, a quantity per passholder), then
// the account entitlement (Preferred Parking, a single quantity, no performances), after which
// nothing is left there (the empty state); Continue goes to the cart, which holds both. Casey, who
// holds none, sees the empty state on both pages. axe on every page and modal. The greeting is for
// the signed-in shopper, never an entitlement holder (Avery's entitlement is listed too): the
// session names no one, so it greets without a name. A failed add's message goes when a retry succeeds.

import type { Page } from '@playwright/test';
import { expectAccessible } from './axe';
import { pickStoryDate, refuseNextAdd, signIn } from './shopper';
import { expect, test } from './test';

const EMPTY = 'You do not have any entitlements that can be redeemed at this time.';
const CASEY = { email: 'casey.morgan@example.com', password: 'Waterpark!2026' } as const;

/** The signed-in account page's link to a redemption page, then the page's heading. */
async function openFromProfile(page: Page, link: string): Promise<void> {
  await page.getByRole('link', { name: link, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Redeem your entitlements' })).toBeFocused();
}

test('Jordan redeems an entitlement and an account entitlement into the cart', { tag: '@phone' }, async ({
  page,
}) => {
  // The home offers a signed-in shopper what the account can redeem.
  await signIn(page, '/');
  const redeem = page.getByRole('region', { name: 'Redeem your entitlements' });
  await expect(redeem.getByRole('link', { name: 'Your entitlements' })).toHaveAttribute(
    'href',
    '/entitlement/redeem',
  );
  await expect(redeem.getByRole('link', { name: 'Your account benefits' })).toBeVisible();
  await page.goto('/profile');
  await openFromProfile(page, 'Redeem your entitlements');
  // Jordan is greeted by name (the session's firstName), never by Avery's, whose entitlement is listed too.
  const greeting = page.getByText('Welcome back, Jordan. Choose the entitlements to add to your cart.', {
    exact: true,
  });
  await expect(greeting).toBeVisible();
  const row = page.getByRole('row', { name: /Complimentary Day Ticket/ });
  await expect(row).toContainText('Complimentary Admission');
  await expect(row).toContainText('11/01/2026 – 10/31/2027');
  await expect(row.getByRole('cell')).toHaveText([
    'Complimentary Day Ticket',
    'Complimentary Admission',
    '11/01/2026 – 10/31/2027',
    '3',
    '3',
    'Redeem',
  ]);
  await expectAccessible(page);

  await row.getByRole('button', { name: /^Redeem/ }).click();
  const modal = page.getByRole('dialog', { name: 'Complimentary Day Ticket' });
  await expect(modal.getByText('A day at Lakeside Adventure Park, on us.')).toBeVisible();
  await expect(modal.getByText('Valid only on the date selected. Not for resale.')).toBeVisible();
  await expect(modal.getByText('Valid 11/01/2026 – 10/31/2027')).toBeVisible();
  const add = modal.getByRole('button', { name: 'Add to Cart' });
  await expect(add).toBeDisabled();
  await expectAccessible(page);

  // In a modal the calendar opens from its button (as in the cart's change modal).
  await modal.getByRole('button', { name: 'Choose date' }).click();
  await pickStoryDate(page);
  await modal.getByLabel('Choose a Time').selectOption({ label: '2:00 PM (Low Capacity)' });
  await expect(modal.getByLabel('Jordan Rivera', { exact: true })).toHaveValue('0');
  await expect(add).toBeDisabled();
  await modal.getByRole('button', { name: 'Increase Jordan Rivera' }).click();
  await expect(modal.getByLabel('Jordan Rivera', { exact: true })).toHaveValue('1');
  await expect(add).toBeEnabled();
  // Avery has 1 left: the stepper stops there.
  const avery = modal.getByRole('button', { name: 'Increase Avery Rivera' });
  await avery.click();
  await expect(modal.getByLabel('Avery Rivera', { exact: true })).toHaveValue('1');
  await expect(avery).toBeDisabled();
  await expectAccessible(page);
  await add.click();

  await expect(modal).toBeHidden();
  await expect(page.getByRole('status')).toHaveText(
    'Added to your cart: 2 Complimentary Admission — Complimentary Day Ticket',
  );
  await expect(row.getByRole('cell').nth(4)).toHaveText('1');

  await page.goto('/profile');
  await openFromProfile(page, 'Redeem your account entitlements');
  await expect(greeting).toBeVisible();
  const parking = page.getByRole('row', { name: /Preferred Parking/ });
  await expect(parking.getByRole('cell')).toHaveText([
    'Preferred Parking',
    'Preferred Parking',
    '2',
    '1',
    'Redeem',
  ]);
  await expectAccessible(page);
  await parking.getByRole('button', { name: /^Redeem/ }).click();
  const parkingModal = page.getByRole('dialog', { name: 'Preferred Parking' });
  await expect(parkingModal.getByText('A reserved space in the front lot')).toBeVisible();
  // No performances: no date to choose, a single quantity.
  await expect(parkingModal.getByRole('button', { name: /Next month/ })).toHaveCount(0);
  await parkingModal.getByRole('button', { name: 'Increase Preferred Parking' }).click();
  await expectAccessible(page);
  // The store refuses the first add (once): its message shows under the button.
  const refusal = 'Preferred Parking could not be added right now. Please try again.';
  await refuseNextAdd(page, refusal);
  await parkingModal.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(parkingModal.getByRole('alert')).toHaveText(refusal);
  await expect(page.getByRole('status').filter({ hasText: 'Added to your cart' })).toHaveCount(0);
  // The retry succeeds: only its message shows, the refusal went with the modal.
  await parkingModal.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(parkingModal).toBeHidden();
  await expect(page.getByRole('status').filter({ hasText: 'Added to your cart' })).toHaveText(
    'Added to your cart: 1 Preferred Parking — Preferred Parking',
  );
  await expect(page.getByText(refusal)).toHaveCount(0);
  // The list reloads: nothing is left to redeem.
  await expect(page.getByText(EMPTY)).toBeVisible();
  await expectAccessible(page);

  await page.getByRole('button', { name: 'Continue' }).click();
  await page.waitForURL(/\/cart$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Shopping Cart' })).toBeVisible();
  await expect(page.getByText('Complimentary Admission').first()).toBeVisible();
  await expect(page.getByText('Preferred Parking').first()).toBeVisible();
  await expectAccessible(page);

  // The cart holds what it redeemed (issue 24): emptying it gives the entitlements back at once.
  await page.getByRole('button', { name: 'Empty Cart' }).click();
  await page
    .getByRole('dialog', { name: 'Confirmation' })
    .getByRole('button', { name: 'Empty Cart' })
    .click();
  await expect(page.getByText('Your shopping cart is empty')).toBeVisible();
  await page.goto('/');
  await expect(redeem.getByRole('link', { name: 'Your account benefits' })).toBeVisible();
});

test('an account with nothing to redeem sees the empty state on both pages', async ({ page }) => {
  await page.goto(`/login?ReturnUrl=${encodeURIComponent('/entitlement/redeem')}`);
  await page.getByLabel('Email Address').fill(CASEY.email);
  await page.getByLabel('Password').fill(CASEY.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.waitForURL(/\/entitlement\/redeem$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Redeem your entitlements' })).toBeFocused();
  await expect(page.getByText(EMPTY)).toBeVisible();
  await expect(page.getByRole('table')).toHaveCount(0);
  await expectAccessible(page);

  await page.goto('/account-entitlement/redeem');
  await expect(page.getByText(EMPTY)).toBeVisible();
  await expectAccessible(page);
});

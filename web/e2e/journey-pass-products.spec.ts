// The pass product pages (seed 001 §2, §4 'Product lists', §5 'Pass holder rows', §7). The whole
// story: an anonymous shopper picks a Gold adult and a Gold child on the passes tag page (an invalid
// birth date first), signs in when the add asks for it, completes the cards on pass demographics with
// the copy toggle and a photo (a GIF refused), goes through 'Your Renewal Options' and the pass
// add-on step to the cart and pays, and finds the passes in My Account with their ticket view. Then
// the tabs and 'View All Pass Types'; the single pass page opened directly and as a modal from a list.
import type { Locator, Page } from '@playwright/test';
import { expectAccessible } from './axe';
import { expectOnScreen } from './page-width';
import { completePassDemographics, renewalOptionsToCart } from './passes';
import {
  AUSTIN,
  field,
  fillCheckout,
  JORDAN,
  JORDAN_CONTACT,
  payInFrame,
  signIn,
  termsConsent,
} from './shopper';
import { expect, test } from './test';

/** Adds a passholder row for the variant and fills it (the birth date as typed, then left). */
async function addHolder(scope: Page | Locator, variant: string, first: string, last: string, birth: string) {
  await scope.getByRole('button', { name: `Add Passholder for ${variant}` }).click();
  const rows = scope.getByRole('group', { name: new RegExp(`^${variant} passholder \\d+$`) });
  const row = rows.last();
  await row.getByLabel('First Name').fill(first);
  await row.getByLabel('Last Name').fill(last);
  await row.getByLabel('Birth Date', { exact: true }).fill(birth);
  await row.getByLabel('Birth Date', { exact: true }).blur();
  return row;
}

/** The smart login's sign-in form (the page also offers registration). */
async function signInOnSmartLogin(page: Page) {
  const panel = page.getByRole('region', { name: 'I have an account' });
  await panel.getByLabel('Email Address').fill(JORDAN.email);
  await panel.getByLabel('Password').fill(JORDAN.password);
  await panel.getByRole('button', { name: 'Sign In' }).click();
}

test('an anonymous shopper picks a Gold adult and child, signs in, completes demographics with a photo, and pays', {
  tag: '@phone',
}, async ({ page }) => {
  await page.goto('/product/multi/pass/tag/passes');
  await expect(page.getByRole('heading', { level: 1, name: '2027 Season Passes' })).toBeFocused();
  await expect(page.getByRole('tab', { name: 'Full Price' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('heading', { level: 2, name: 'Gold Season Pass 2027' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Fun Card 2027' })).toBeVisible();
  const add = page.getByRole('button', { name: 'Add to Cart' });
  // No passholder yet: nothing to add.
  await expect(add).toBeDisabled();
  await expectAccessible(page);

  await addHolder(page, 'Gold Adult', 'Casey', 'Rivera', '4/1/1990');
  await expect(add).toBeEnabled();
  // A child born in 2010 is too old for the Gold Child pass (2017-01-01..2023-12-31).
  const child = await addHolder(page, 'Gold Child', 'Avery', 'Rivera', '6/14/2010');
  await expect(child.getByText('Invalid birth date for this selection')).toBeVisible();
  await expect(add).toBeDisabled();
  await child.getByLabel('Birth Date', { exact: true }).fill('6/31/2018');
  await child.getByLabel('Birth Date', { exact: true }).blur();
  await expect(child.getByText('Invalid date format')).toBeVisible();
  await expectAccessible(page);
  // Typed as m/d/yyyy only: an ISO date is no typed date (seed 001 §5).
  await child.getByLabel('Birth Date', { exact: true }).fill('6/14/2018');
  await expect(child.getByText('Invalid date format')).toHaveCount(0);
  await expect(add).toBeEnabled();
  await child.getByLabel('Birth Date', { exact: true }).fill('2018-06-14');
  await expect(child.getByText('Invalid date format')).toBeVisible();
  await expect(add).toBeDisabled();
  // A date pasted over the whole invalid text replaces it all.
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.evaluate(() => navigator.clipboard.writeText('06/15/2018'));
  await child.getByLabel('Birth Date', { exact: true }).fill('6/31/2018');
  await child.getByLabel('Birth Date', { exact: true }).click();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.press('ControlOrMeta+V');
  await expect(child.getByLabel('Birth Date', { exact: true })).toHaveValue('06/15/2018');
  await child.getByLabel('Birth Date', { exact: true }).blur();
  await expect(child.getByText('Invalid date format')).toHaveCount(0);

  // The picker: the child's birth date chosen from the calendar (weeks start on Sunday).
  await child.getByRole('button', { name: /Choose date/ }).click();
  const picker = child.getByRole('dialog', { name: 'Birth Date: calendar' });
  await expect(picker.getByRole('columnheader').first()).toHaveAttribute('abbr', 'Sunday');
  await expectOnScreen(picker);
  await picker.getByLabel('Year').selectOption('2018');
  while (!(await picker.getByRole('button', { name: 'Thursday, June 14, 2018' }).isVisible()))
    await picker.getByRole('button', { name: 'Previous month' }).click();
  await expectAccessible(page);
  await picker.getByRole('button', { name: 'Thursday, June 14, 2018' }).click();
  await expect(child.getByLabel('Birth Date', { exact: true })).toHaveValue('06/14/2018');
  await expect(child.getByText('Invalid date format')).toHaveCount(0);

  // Not signed in: the add waits while the shopper signs in, then goes on to pass demographics.
  await expect(add).toBeEnabled();
  await add.click();
  await page.waitForURL(/\/authenticate\/smart-login\?ReturnUrl=/);
  await signInOnSmartLogin(page);
  await page.waitForURL(/\/pass\/demographics$/);
  const heading = page.getByRole('heading', { level: 1, name: 'Pass Demographics' });
  await expect(heading).toBeVisible();
  await expect(page.getByText(/Casey Rivera/).first()).toBeVisible();
  await expect(page.getByText(/Avery Rivera/).first()).toBeVisible();

  // The holders' details, a third pass and a photo; its product on 'Your Renewal Options'; the cart.
  await completePassDemographics(page);
  await renewalOptionsToCart(page);

  // Paid in full by card: Payment Options (passes may go on the plan), donate, checkout.
  await page.getByRole('button', { name: 'Checkout' }).click();
  await page.waitForURL('**/installment-billing/select');
  await page.getByRole('radio', { name: /Pay in full today/ }).check();
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.waitForURL('**/donate');
  await page.getByRole('button', { name: 'Decline & Continue' }).click();
  await page.waitForURL('**/checkout');
  await page.getByRole('radio', { name: 'Print at Home' }).check();
  // Signed in: the checkout starts from the account's details.
  await expect(field(page, 'First Name')).toHaveValue('Jordan');
  await expect(field(page, 'Email')).toHaveValue('jordan.rivera@example.com');
  await expect(field(page, 'Street Address')).toHaveValue('1200 Lakeview Dr');
  await fillCheckout(page, JORDAN_CONTACT, AUSTIN);
  await termsConsent(page).check();
  await page.getByRole('button', { name: 'Checkout' }).click();
  await payInFrame(page, '4111 1111 1111 1111');
  await page.waitForURL('**/confirmation');
  await expect(page.getByRole('heading', { name: 'Checkout Successful' })).toBeVisible();
  const items = page.getByRole('region', { name: 'Items' });
  await expect(items.getByRole('row', { name: /Gold Adult/ })).toHaveCount(2);
  await expect(items.getByRole('row', { name: /Gold Child/ })).toHaveCount(1);
  // Pass prices include their taxes and fees (STORY.md): the note shows.
  await expect(page.getByText('* Price includes taxes and fees.')).toBeVisible();
  await expectAccessible(page);

  // The passes are the account's at once: in My Account's 'Your Tickets', each with its ticket view.
  await page.getByRole('link', { name: 'Account' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'My Account' })).toBeVisible();
  const yourTickets = page.getByRole('region', { name: 'Your Tickets' });
  const avery = yourTickets.getByRole('listitem').filter({ hasText: 'Avery Rivera' });
  await expect(avery.last()).toContainText('Gold Season Pass 2027');
  const passId = (await avery.last().textContent())?.match(/Pass ID (\d+)/)?.[1] ?? 'no pass id';
  await expect(page.getByRole('region', { name: 'Your Passes' })).toContainText(`Pass ID ${passId}`);
  await expectAccessible(page);
  await avery.last().getByRole('link', { name: 'Gold Season Pass 2027' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Your Tickets' })).toBeFocused();
  await expect(page.getByText(`Pass ID ${passId}`)).toBeVisible();
  await expect(page.getByText('Avery Rivera')).toBeVisible();
  await expectAccessible(page);
});

test('the Payment Plan tab from the query, and View All Pass Types', async ({ page }) => {
  await page.goto('/product/multi/pass/tag/passes/gold?installmentBilling=true');
  await expect(page.getByRole('heading', { level: 1, name: 'Gold Season Pass' })).toBeFocused();
  await expect(page.getByRole('tab', { name: 'Payment Plan' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByText('Pay in 6 monthly payments with 0% APR.').first()).toBeVisible();
  await expectAccessible(page);

  // The arrow key moves to Full Price; the query follows.
  await page.getByRole('tab', { name: 'Payment Plan' }).focus();
  await page.keyboard.press('ArrowLeft');
  await expect(page.getByRole('tab', { name: 'Full Price' })).toBeFocused();
  await expect(page).toHaveURL(/installmentBilling=false/);
  await expect(page.getByText('Pay in 6 monthly payments with 0% APR.')).toHaveCount(0);

  await page.getByRole('link', { name: 'View All Pass Types' }).click();
  await page.waitForURL(/\/product\/multi\/pass\/tag\/passes$/);
  await expect(page.getByRole('heading', { level: 1, name: '2027 Season Passes' })).toBeVisible();
  await page.getByRole('tab', { name: 'Payment Plan' }).click();
  // The Fun Card has no plan: only the Gold passes show.
  await expect(page.getByRole('heading', { level: 2, name: 'Fun Card 2027' })).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 3, name: 'Gold Child' })).toBeVisible();
  await expect(page).toHaveURL(/installmentBilling=true/);
});

test('the single pass page, opened directly, adds a holder and goes on to pass demographics', async ({
  page,
}) => {
  await signIn(page, '/');
  // A pass linked as a plain product page moves to its pass page.
  await page.goto('/product/single/prod_gold_pass');
  await page.waitForURL(/\/product\/single\/pass\/prod_gold_pass$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Gold Season Pass 2027' })).toBeFocused();
  await expect(page).toHaveTitle('Gold Season Pass 2027 | Lakeside Adventure Park');
  await expect(page.getByText('Passes are non-transferable and require a holder photo.')).toBeVisible();
  const first = await addHolder(page, 'Gold Child', '', 'Rivera', '6/14/2018');
  await first.getByLabel('First Name').focus();
  await first.getByLabel('First Name').blur();
  await expect(first.getByText('First name is required')).toBeVisible();
  await expectAccessible(page);
  await first.getByRole('button', { name: 'Remove Gold Child passholder 1' }).click();
  await addHolder(page, 'Gold Child', 'Avery', 'Rivera', '6.14.2018');
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await page.waitForURL(/\/pass\/demographics$/);
});

test('a pass from a list opens the single pass view in the modal', async ({ page }) => {
  await signIn(page, '/product/multi/tag/passes');
  // The list names each pass product's variants and prices; the holders are added in the modal.
  const gold = page.getByRole('list', { name: 'Gold Season Pass 2027 prices' });
  await expect(gold.getByRole('listitem')).toHaveText(['Gold Adult $189.00', 'Gold Child $159.00']);
  await page.getByRole('button', { name: 'Select for Fun Card 2027' }).click();
  const dialog = page.getByRole('dialog', { name: 'Fun Card 2027' });
  await expect(dialog).toBeVisible();
  await addHolder(dialog, 'Fun Card', 'Jordan', 'Rivera', '3-9-1988');
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(dialog).toHaveCount(0);
  await page.waitForURL(/\/pass\/demographics$/);
});

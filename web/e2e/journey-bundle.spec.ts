// Journey 3 (issue 12): the bundle builder (seed 002 §2.3, §4.2). From the home's bundle card to the
// Family Fun Bundle, a date typed by hand (and one the bundle is not sold on first), a time on the
// Tickets step, the optional All-Day Dining add-on, Add to Cart (sale flow 19), on to the cart. Axe on
// each page. The site's analytics script cannot load here (its host does not resolve): the store
// works on, and the add's analytics event still reaches the data layer.

import { expectAccessible } from './axe';
import { continuePastAddOns } from './shopper';
import { expect, test } from './test';

test('a bundle with a typed date, an entry time and an add-on, to the cart', { tag: '@phone' }, async ({
  page,
}) => {
  let scriptAsked = false;
  await page.route('**/demo/analytics.js*', (route) => {
    scriptAsked = true;
    return route.abort('namenotresolved');
  });
  await page.goto('/');
  const card = page.getByRole('link', { name: 'Family Fun Bundle' });
  await expect(card).toBeVisible();
  await expectAccessible(page);
  await card.click();

  await page.waitForURL('**/builder/bundle_family');
  await expect(page.getByRole('heading', { level: 1, name: 'Family Fun Bundle' })).toBeVisible();
  await expect(page).toHaveTitle('Family Fun Bundle | Lakeside Adventure Park');
  await expect(page.getByText('Day Tickets for the whole family')).toBeVisible();
  await expectAccessible(page);

  // A day between the bundle's dates that it is not sold on, typed m/d/yy (taken as the field is left).
  const date = page.getByLabel('Select Date');
  await date.fill('12/6/26');
  await date.press('Tab');
  await expect(page.getByRole('alert')).toHaveText(
    'Bundle not available on the selected date. Please choose a different date.',
  );
  // The picker offers only the bundle's dates.
  await page.getByRole('button', { name: 'Choose date' }).click();
  await expect(page.getByRole('button', { name: 'Saturday, December 12, 2026' })).toBeEnabled();
  await expect(page.getByRole('button', { name: 'Sunday, December 6, 2026' })).toBeDisabled();
  await expectAccessible(page);
  await page.keyboard.press('Escape');

  // Typed by hand, m/d/yyyy.
  await date.fill('12/5/2026');
  await expect(page.getByText('Choose 1 to 8 Day Tickets and your entry time.')).toBeVisible();
  const add = page.getByRole('button', { name: 'Add to Cart' });
  await expect(add).toBeDisabled();
  await page.getByRole('button', { name: 'Increase Day Ticket: Adult (Ages 10+)' }).click();
  await page.getByRole('button', { name: 'Increase Day Ticket: Adult (Ages 10+)' }).click();
  // A quantity without a time is not yet valid.
  await expect(page.getByText('Time selection is required')).toBeVisible();
  await expect(add).toBeDisabled();
  await page.getByLabel('Select a time').selectOption({ label: '2:00 PM' });
  await expect(add).toBeEnabled();

  // Step 2, the optional add-on, collapsed at first.
  await page.locator('summary').filter({ hasText: 'Add-ons' }).click();
  await page.getByRole('checkbox', { name: 'All-Day Dining' }).check();
  await expect(page.getByLabel('Quantity of All-Day Dining', { exact: true })).toHaveValue('1');
  await expectAccessible(page);
  await add.click();

  await continuePastAddOns(page);
  expect(scriptAsked).toBe(true);
  const events = await page.evaluate(() =>
    ((window as { dataLayer?: { event?: string }[] }).dataLayer ?? []).map((e) => e.event),
  );
  expect(events).toContain('add_to_cart');
  expect(events).toContain('page_view');
  await expect(page.getByRole('heading', { level: 1, name: 'Shopping Cart' })).toBeVisible();
  await expect(page.getByText(/12\/05\/2026 · 2:00 PM/).first()).toBeVisible();
  await expect(page.getByText('All-Day Dining').first()).toBeVisible();
  await expectAccessible(page);
});

// A date typed after the steps were chosen that the bundle is not sold on, here after its last date
// (which the field itself does not take): the page says so and drops the steps of the date before
// (their entry time and choices), rather than keep them beside the new date.
test('a typed date outside the bundle dates clears the steps chosen for the date before', async ({
  page,
}) => {
  await page.goto('/builder/bundle_family');
  const date = page.getByLabel('Select Date');
  const add = page.getByRole('button', { name: 'Add to Cart' });
  await date.fill('12/5/2026');
  await page.getByRole('button', { name: 'Increase Day Ticket: Adult (Ages 10+)' }).click();
  await page.getByLabel('Select a time').selectOption({ label: '2:00 PM' });
  await expect(add).toBeEnabled();

  await date.fill('12/20/2026');
  await expect(page.getByRole('alert')).toHaveText(
    'Bundle not available on the selected date. Please choose a different date.',
  );
  await expect(page.getByLabel('Select a time')).toHaveCount(0);
  await expect(add).toHaveCount(0);
  await expect(date).toHaveValue('12/20/2026');

  // Back on a bundle date, the steps start afresh: no time, nothing chosen.
  await date.fill('12/5/2026');
  await expect(page.getByLabel('Select a time')).toHaveValue('');
  await expect(page.getByRole('alert')).toHaveCount(0);
  await expect(add).toBeDisabled();
});

// The dynamic-date calendar (seed 002 §2.4, §4.3): from the home's card, 3 weeks per page and the
// next page, a Saturday of the tour, staged times where a delay rule hides one, a quantity, Add to
// Cart and on to the cart; the list view; and the same calendar as the Tours tag page's modal, whose
// add for another date asks the server's confirmation first. The story's today is Sunday 2026-11-22,
// so the first page runs Nov 22 – Dec 12 and the next Dec 13 – Jan 2 (openapi/STORY.md).

import type { Page } from '@playwright/test';
import { expectAccessible } from './axe';
import { continuePastAddOns } from './shopper';
import { expect, test } from './test';

const TOUR = 'Behind-the-Scenes Animal Tour';
const day = (page: Page, name: string) => page.getByRole('button', { name: new RegExp(`^${name}`) });

test('the dynamic calendar: next page, a day, staged times, a quantity, to the cart', {
  tag: '@phone',
}, async ({ page }) => {
  await page.goto('/');
  await page.getByRole('link', { name: TOUR }).click();
  await expect(page).toHaveURL(/\/product\/single\/dynamic\/prod_tour$/);
  await expect(page.getByRole('heading', { level: 1, name: TOUR })).toBeVisible();
  const grid = page.getByRole('grid', { name: 'Nov 22, 2026 – Dec 12, 2026' });
  await expect(grid).toBeVisible();
  // Past days are Unavailable, open days show their price, closed days cannot be chosen.
  await expect(day(page, 'Saturday, December 5, 2026')).toHaveAccessibleName(
    'Saturday, December 5, 2026, Available, $35.00',
  );
  await expect(day(page, 'Saturday, December 12, 2026, Closed')).toHaveAttribute('aria-disabled', 'true');
  await expect(page.getByRole('button', { name: 'Previous' })).toBeDisabled();
  const legend = page.getByRole('list', { name: 'Legend' });
  await expect(legend.getByRole('listitem')).toHaveText([
    'Unavailable',
    'Full',
    'Almost Full',
    'Low Capacity',
    'Available',
  ]);
  await expectAccessible(page);

  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('grid', { name: 'Dec 13, 2026 – Jan 2, 2027' })).toBeVisible();
  await expect(day(page, 'Saturday, December 19, 2026, Closed')).toHaveAttribute('aria-disabled', 'true');
  await day(page, 'Saturday, December 26, 2026').click();
  await expect(day(page, 'Saturday, December 26, 2026')).toHaveAttribute('aria-pressed', 'true');

  // The tours always prompt; the 9:00 tour offers both keeper talks, the 10:00 one hides the 9:30.
  const tourPick = page.getByLabel('Tour', { exact: true });
  await tourPick.selectOption({ label: '9:00 AM' });
  const timePick = page.getByLabel('Time', { exact: true });
  await expect(timePick.locator('option')).toHaveText(['Choose a time', '9:30 AM', '10:30 AM']);
  await timePick.selectOption({ label: '9:30 AM' });
  await tourPick.selectOption({ label: '10:00 AM' });
  // One talk left: made for the shopper, stated rather than offered; the photo session (after 9:30
  // only) is hidden too, and lunch always prompts.
  await expect(timePick).toHaveCount(0);
  await expect(page.getByText('Time: 10:30 AM')).toBeVisible();
  await expect(page.getByLabel('Photo', { exact: true })).toHaveCount(0);
  const addButton = page.getByRole('button', { name: 'Add to Cart' });
  await expect(addButton).toHaveCount(0);
  await page.getByLabel('Lunch', { exact: true }).selectOption({ label: '12:00 PM' });

  await expect(addButton).toBeDisabled();
  await page.getByRole('button', { name: 'Increase Tour Guest' }).click();
  await page.getByRole('button', { name: 'Increase Tour Guest' }).click();
  await expect(addButton).toBeEnabled();
  await expect(page.getByText('Prices are in US dollars.')).toBeVisible();
  await expectAccessible(page);
  await addButton.click();

  await continuePastAddOns(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Shopping Cart' })).toBeVisible();
  await expect(page.getByText(TOUR).first()).toBeVisible();
  await expectAccessible(page);

  // The list view: the page's listed days, the closed ones disabled.
  await page.goto('/product/single/dynamic/prod_tour?view=list');
  await expect(page.getByRole('heading', { level: 1, name: TOUR })).toBeVisible();
  await expect(page.getByRole('grid')).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^Saturday, December 12, 2026/ })).toBeDisabled();
  await page.getByRole('button', { name: /^Saturday, December 5, 2026/ }).click();
  await expect(page.getByLabel('Tour', { exact: true })).toBeVisible();
  await expectAccessible(page);
});

test('the dynamic calendar as the Tours page modal: keys, staged times, a confirmed add', async ({
  page,
}) => {
  await page.goto('/product/multi/tag/tours');
  await expect(page.getByRole('heading', { level: 1, name: 'Tours' })).toBeVisible();
  await page.getByRole('button', { name: `Select Tickets for ${TOUR}` }).click();
  const dialog = page.getByRole('dialog', { name: TOUR });
  await expect(dialog.getByRole('grid')).toBeVisible();
  // In a modal the view has no h1 of its own: the dialog's title names the product.
  await expect(dialog.getByRole('heading', { level: 1 })).toHaveCount(0);
  await expectAccessible(page);

  // The grid's keys: from Saturday, December 5 down a week and back up.
  const dec5 = day(page, 'Saturday, December 5, 2026');
  await dec5.focus();
  await page.keyboard.press('ArrowDown');
  await expect(day(page, 'Saturday, December 12, 2026')).toBeFocused();
  await page.keyboard.press('ArrowUp');
  await expect(dec5).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(dec5).toHaveAttribute('aria-pressed', 'true');

  await dialog.getByLabel('Tour', { exact: true }).selectOption({ label: '9:00 AM' });
  await dialog.getByLabel('Time', { exact: true }).selectOption({ label: '9:30 AM' });
  await expect(dialog.getByText('Photo: 11:00 AM')).toBeVisible();
  await dialog.getByLabel('Lunch', { exact: true }).selectOption({ label: '12:00 PM' });
  await dialog.getByRole('button', { name: 'Increase Tour Guest' }).click();
  await dialog.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Added to your cart' })).toContainText(TOUR);

  // A second add for another date: the server asks first; proceeding resubmits.
  await page.getByRole('button', { name: `Select Tickets for ${TOUR}` }).click();
  await page.getByRole('button', { name: 'Next' }).click();
  await day(page, 'Saturday, December 26, 2026').click();
  await dialog.getByLabel('Tour', { exact: true }).selectOption({ label: '10:00 AM' });
  await dialog.getByLabel('Lunch', { exact: true }).selectOption({ label: '12:00 PM' });
  await dialog.getByRole('button', { name: 'Increase Tour Guest' }).click();
  await dialog.getByRole('button', { name: 'Add to Cart' }).click();
  const confirm = page.getByRole('dialog', { name: 'Different Date' });
  await expect(confirm).toBeVisible();
  await expectAccessible(page);
  await confirm.getByRole('button', { name: 'Add Tickets' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Cart, 2 items' })).toBeAttached();
});

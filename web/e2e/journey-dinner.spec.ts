// Journey 3 (issues 4 and 23): show type 3, the dinner show, with three seats picked at once on the
// product page, each one ticket of the type chosen for it; in the cart each line names its seat, the
// change modal ('Update shopping cart items') offers no other date or time and no more tickets than
// seats, and a removal asks for confirmation (Cancel keeps, Remove removes); the checkout's summary,
// the confirmation's items (each cell named on a phone) and its tickets name both seats kept. Axe
// on each page and modal.
import type { Page } from '@playwright/test';
import { expectAccessible } from './axe';
import { continuePastAddOns, payInFrame, toFilledCheckout } from './shopper';
import { expect, test } from './test';

const summaryRow = (page: Page, label: string) =>
  page.getByRole('region', { name: 'Order Summary' }).getByRole('row', { name: label, exact: false });

test(
  'two dinner seats in one go, a type each, a third removed, and both seats named on the confirmation',
  {
    tag: '@phone',
  },
  async ({ page }, testInfo) => {
    await page.goto('/product/single/prod_dinner');
    await expect(page.getByRole('heading', { level: 1, name: 'Holiday Lights Dinner Show' })).toBeVisible();
    // A typed date (d/m/yy or d/m/yyyy) loads the date's performances.
    await page.getByLabel('Select Date').fill('12/5/2026');
    // One show, one time (6:00 PM): both chosen for the shopper; then the seats, each one ticket.
    // Seed 000 §2 names the step 'Select Seat'.
    const seats = page.getByRole('group', { name: 'Select Seat', exact: true }).getByRole('checkbox');
    const add = page.getByRole('button', { name: 'Add to Cart' });
    await expect(seats.first()).toBeVisible();
    await expect(add).toHaveCount(0);
    // The first three seats still free (other journeys sell some): an adult, a child, an adult.
    const names: string[] = [];
    for (const i of [0, 1, 2]) {
      const seat = seats.nth(i);
      names.push(((await seat.locator('..').textContent()) ?? '').trim());
      await seat.check();
    }
    const [adultSeat = '', childSeat = '', thirdSeat = ''] = names;
    const childType = page.getByRole('combobox', { name: `Ticket type for ${childSeat}` });
    await expect(childType).toBeEnabled();
    await childType.selectOption({ label: 'Child Dinner ($45.00)' });
    await expect(page.getByRole('combobox', { name: `Ticket type for ${adultSeat}` })).toHaveValue(
      'var_dinner_adult',
    );
    await expectAccessible(page);
    await expect(add).toBeEnabled();
    await add.click();

    await continuePastAddOns(page);
    await expect(page.getByRole('heading', { name: 'Holiday Lights Dinner Show' })).toBeVisible();
    await expect(page.getByText('Holiday Lights Dinner · 12/05/2026 · 6:00 PM')).toBeVisible();
    const row = (seat: string) => page.getByRole('row').filter({ hasText: `Dining Room ${seat}` });
    await expect(row(adultSeat)).toContainText('Adult Dinner');
    await expect(row(adultSeat)).toContainText('$79.50');
    await expect(row(childSeat)).toContainText('Child Dinner');
    await expect(row(childSeat)).toContainText('$45.00');
    await expect(summaryRow(page, 'Subtotal')).toContainText('$204.00');
    await expect(page.getByRole('link', { name: 'Cart, 3 items' })).toBeAttached();
    await expectAccessible(page);

    // The change modal: a seat keeps its date and time, and each seat is one ticket.
    await page.getByRole('button', { name: 'Update Holiday Lights Dinner Show' }).click();
    const modal = page.getByRole('dialog', { name: 'Update shopping cart items' });
    await expect(modal).toContainText('Holiday Lights Dinner Show');
    await expect(modal.getByLabel('Time')).toHaveCount(0);
    await expect(modal.getByRole('button', { name: /^Increase Child Dinner/ })).toBeDisabled();
    await expectAccessible(page);
    await modal.getByRole('button', { name: 'Cancel' }).click();
    await expect(modal).toBeHidden();

    // Removing a seat asks first; Cancel keeps it, Remove removes it.
    const third = row(thirdSeat);
    await third.getByRole('button', { name: /^Remove/ }).click();
    const confirm = page.getByRole('dialog', { name: 'Confirmation' });
    await expect(confirm).toBeVisible();
    await expectAccessible(page);
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(confirm).toBeHidden();
    await expect(third).toBeVisible();
    await third.getByRole('button', { name: /^Remove/ }).click();
    await confirm.getByRole('button', { name: 'Remove' }).click();
    await expect(third).toHaveCount(0);
    await expect(summaryRow(page, 'Subtotal')).toContainText('$124.50');
    await expect(page.getByRole('link', { name: 'Cart, 2 items' })).toBeAttached();

    // The checkout's summary names the seats; so does the confirmation.
    await toFilledCheckout(page);
    const summary = page.getByRole('complementary', { name: 'Order Summary' });
    for (const seat of [adultSeat, childSeat]) await expect(summary).toContainText(`Dining Room ${seat}`);
    await page.getByRole('button', { name: 'Checkout' }).click();
    await payInFrame(page, '4111 1111 1111 1111');
    await page.waitForURL('**/confirmation');
    const items = page.getByRole('region', { name: 'Items' });
    await expect(items.getByRole('row', { name: /Adult Dinner/ })).toContainText(`Dining Room ${adultSeat}`);
    await expect(items.getByRole('row', { name: /Child Dinner/ })).toContainText(`Dining Room ${childSeat}`);
    // On a phone each cell is named, the description too (the table's head is hidden there).
    if (testInfo.project.name === 'phone') {
      const names = await items
        .getByRole('row', { name: /Adult Dinner/ })
        .locator('td')
        .evaluateAll((cells) => cells.map((cell) => getComputedStyle(cell, '::before').content));
      expect(names).toEqual(['"Description"', '"Qty"', '"Price"', '"Total"']);
    }
    const tickets = page.getByRole('region', { name: 'Tickets' });
    for (const seat of [adultSeat, childSeat]) await expect(tickets).toContainText(`Dining Room ${seat}`);
    await expectAccessible(page);
  },
);

import { expectAccessible } from './axe';
import { addDayTickets, pickStoryDate, refuseNextAdd } from './shopper';
import { expect, test } from './test';

test('a day ticket: date, time, 2 adults and 1 child, Add to Cart, on to the add-ons', async ({ page }) => {
  await page.goto('/product/single/prod_day');
  await expect(page.getByRole('heading', { level: 1, name: 'Day Ticket' })).toBeVisible();
  await expect(page).toHaveTitle('Day Ticket | Lakeside Adventure Park');

  // The calendar opens on this month; the story's dates are in December 2026.
  const december = page.getByRole('button', { name: 'Saturday, December 5, 2026' });
  while (!(await december.isVisible())) await page.getByRole('button', { name: 'Next month' }).click();
  await expect(page.getByRole('button', { name: 'Tuesday, December 8, 2026' })).toBeDisabled();
  await december.click();
  await expect(page.getByLabel('Select Date')).toHaveValue('12/05/2026');

  // One show (auto-selected), two times: the shopper chooses 10:00 AM.
  await expect(page.getByLabel('Select Show')).toHaveValue('show_day');
  await page.getByLabel('Choose a Time').selectOption('perf_day_20261205_1000');

  const add = page.getByRole('button', { name: 'Add to Cart' });
  await expect(add).toBeDisabled();
  await page.getByRole('button', { name: 'Increase Adult (Ages 10+)' }).click();
  await page.getByRole('button', { name: 'Increase Adult (Ages 10+)' }).click();
  await page.getByRole('button', { name: 'Increase Child (Ages 3-9)' }).click();
  await expect(page.getByRole('textbox', { name: 'Adult (Ages 10+)', exact: true })).toHaveValue('2');
  await expect(page.getByRole('textbox', { name: 'Child (Ages 3-9)', exact: true })).toHaveValue('1');
  await expect(page.getByText('$69.99')).toBeVisible();
  // The product's disclaimer, then the page's static one.
  await expect(page.getByText('Valid only on the date selected. Tickets are non-refundable.')).toBeVisible();
  await expect(page.getByText('Prices are in US dollars.', { exact: false })).toBeVisible();
  await expectAccessible(page);

  await expect(add).toBeEnabled();
  await add.click();
  await page.waitForURL(/\/product\/multi\/add-on\/non-pass$|\/cart$/);
  // The add-on step is another feature's page; the cart shows what was added.
  await page.goto('/cart');
  await expect(page.getByRole('link', { name: 'Cart, 3 items' })).toBeAttached();
});

test('a date typed key by key keeps its year, and the calendar lists no past year', async ({ page }) => {
  await page.goto('/product/single/prod_day');
  const field = page.getByLabel('Select Date');
  // On its way to 2026 the field reads '12/5/20': not the year 2020.
  await field.pressSequentially('12/5/2026');
  await expect(field).toHaveValue('12/5/2026');
  await expect(page.getByRole('grid', { name: 'December 2026' })).toBeVisible();
  await expect(page.getByLabel('Choose a Time')).toBeEnabled();
  await page.getByLabel('Choose a Time').selectOption('perf_day_20261205_1000');
  const years = await page.getByLabel('Year').locator('option').allTextContents();
  expect(years[0]).toBe('2026');
});

test('a typed quantity outside the limits is flagged and Add to Cart stays disabled', async ({ page }) => {
  await page.goto('/product/single/prod_day');
  // A 2-digit year counts once the shopper leaves the field.
  await page.getByLabel('Select Date').fill('12/5/26');
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Select Date')).toHaveValue('12/05/2026');
  await page.getByLabel('Choose a Time').selectOption('perf_day_20261205_1000');
  const adults = page.getByRole('textbox', { name: 'Adult (Ages 10+)', exact: true });
  await adults.fill('11');
  await expect(adults).toHaveAttribute('aria-invalid', 'true');
  await expect(adults).toHaveAccessibleDescription('Minimum quantity is 1, Maximum quantity is 10');
  await expect(page.getByRole('button', { name: 'Add to Cart' })).toBeDisabled();
  await page.getByRole('button', { name: 'Decrease Adult (Ages 10+)' }).click();
  await expect(page.getByRole('textbox', { name: 'Adult (Ages 10+)', exact: true })).toHaveValue('10');
  await expect(page.getByRole('button', { name: 'Add to Cart' })).toBeEnabled();
});

test('a concert (show type 2): the single time, then a section on the seating chart', async ({ page }) => {
  await page.goto('/product/single/prod_concert');
  await page.getByLabel('Select Date').fill('12/05/2026');
  await expect(page.getByRole('group', { name: 'Select Section' })).toBeVisible();
  await expect(page.getByRole('img', { name: 'Seating chart' })).toBeVisible();
  await page.getByRole('radio', { name: /Lawn/ }).check();
  await expect(page.locator('.seating-chart polygon.selected')).toHaveCount(1);
  await page.getByRole('button', { name: 'Increase Lawn General' }).click();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await page.waitForURL(/\/product\/multi\/add-on\/non-pass$|\/cart$/);
  await page.goto('/cart');
  await expect(page.getByRole('link', { name: 'Cart, 1 item' })).toBeAttached();
});

test('the keyboard alone picks the date in the calendar grid, then on to Add to Cart', async ({ page }) => {
  await page.goto('/product/single/prod_day');
  await expect(page.getByRole('heading', { level: 1, name: 'Day Ticket' })).toBeVisible();

  // Tab from the typed-date field passes the year list and the month buttons (Previous month is
  // disabled: nothing before this month is on sale), and lands on the grid's one Tab stop.
  await page.getByLabel('Select Date').focus();
  await expect(page.getByRole('button', { name: 'Previous month' })).toBeDisabled();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('combobox', { name: 'Year' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Next month' })).toBeFocused();
  await page.keyboard.press('Tab');
  const focusedDay = page.locator('[role="grid"] button[data-day]:focus');
  await expect(focusedDay).toHaveCount(1);
  await expect(page.locator('[role="grid"] button[tabindex="0"]')).toHaveCount(1);

  // PageDown turns the month (the story's dates are in December 2026), keeping the focus in the grid.
  const december = page.getByRole('grid', { name: 'December 2026' });
  for (let i = 0; i < 24 && !(await december.isVisible()); i++) await page.keyboard.press('PageDown');
  await expect(december).toBeVisible();
  await expect(focusedDay).toHaveCount(1);

  // Arrows move a week (Up/Down) or a day (Left/Right); focus follows.
  const walkTo = async (target: string) => {
    for (let i = 0; i < 40; i++) {
      const from = await focusedDay.getAttribute('data-day');
      if (from === target) return;
      const days = (Date.parse(target) - Date.parse(from ?? target)) / 86_400_000;
      const key = days >= 7 ? 'ArrowDown' : days <= -7 ? 'ArrowUp' : days > 0 ? 'ArrowRight' : 'ArrowLeft';
      await page.keyboard.press(key);
    }
    throw new Error(`the focus did not reach ${target}`);
  };
  // Tuesday 8 December: the park is closed. The day can be focused but Enter does not choose it.
  await walkTo('2026-12-08');
  const closed = page.getByRole('button', { name: 'Tuesday, December 8, 2026' });
  await expect(closed).toBeFocused();
  await expect(closed).toHaveAttribute('aria-disabled', 'true');
  await page.keyboard.press('Enter');
  await expect(page.getByLabel('Select Date')).toHaveValue('');

  // Christmas Day is sold out: marked in its name and not selectable.
  await expect(page.getByRole('button', { name: 'Friday, December 25, 2026, sold out' })).toBeDisabled();

  // Home/End go to the week's Sunday/Saturday, across the month edge and back.
  await walkTo('2026-12-05');
  await page.keyboard.press('Home');
  await expect(page.getByRole('button', { name: 'Sunday, November 29, 2026' })).toBeFocused();
  await expect(page.getByRole('grid', { name: 'November 2026' })).toBeVisible();
  await page.keyboard.press('End');
  const saturday = page.getByRole('button', { name: 'Saturday, December 5, 2026' });
  await expect(saturday).toBeFocused();
  await expect(december).toBeVisible();
  await expectAccessible(page);

  // Enter chooses the focused day, as a click would.
  await page.keyboard.press('Enter');
  await expect(page.getByLabel('Select Date')).toHaveValue('12/05/2026');
  await expect(saturday).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByLabel('Select Show')).toHaveValue('show_day');
  await page.getByLabel('Choose a Time').selectOption('perf_day_20261205_1000');
  await page.getByRole('button', { name: 'Increase Adult (Ages 10+)' }).press('Enter');
  const add = page.getByRole('button', { name: 'Add to Cart' });
  await expect(add).toBeEnabled();
  await add.press('Enter');
  await page.waitForURL(/\/product\/multi\/add-on\/non-pass$|\/cart$/);
});

test("tickets for another date than the cart's ask first; Add Tickets resubmits and goes on", async ({
  page,
}) => {
  await addDayTickets(page);
  await page.goto('/product/single/prod_day');
  await pickStoryDate(page, 'Saturday, December 12, 2026');
  const time = page.getByLabel('Choose a Time');
  await time.selectOption({ index: 1 });
  await page.getByRole('button', { name: 'Increase Adult (Ages 10+)' }).click();
  await page.getByRole('button', { name: 'Add to Cart' }).click();

  // The server's question, its HTML title and message sanitized, its own button texts.
  const prompt = page.getByRole('dialog', { name: 'Different Date' });
  await expect(prompt).toContainText('Your cart already has tickets for');
  await expectAccessible(page);
  await prompt.getByRole('button', { name: 'Cancel' }).click();
  await expect(prompt).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Cart, 3 items' })).toBeAttached();

  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await prompt.getByRole('button', { name: 'Add Tickets' }).click();
  await page.waitForURL(/\/product\/multi\/add-on\/non-pass$/);
  await expect(page.getByRole('link', { name: 'Cart, 4 items' })).toBeAttached();
});

test('an unavailable product shows the no-performances warning instead of an empty calendar', async ({
  page,
}) => {
  await page.goto('/product/single/prod_fireworks');
  await expect(page.getByRole('alert')).toHaveText('This product is not available at this time.');
  await expect(page.getByRole('status')).toHaveText('There are no products available for this date / time');
  await expect(page.getByRole('grid')).toHaveCount(0);
  await expect(page.getByLabel('Select Date')).toHaveCount(0);
  await expectAccessible(page);
});

test('a refused add says why; the retry that succeeds goes on with no old message', async ({ page }) => {
  await page.goto('/product/single/prod_day');
  await pickStoryDate(page);
  await page.getByLabel('Choose a Time').selectOption('perf_day_20261205_1000');
  await page.getByRole('button', { name: 'Increase Adult (Ages 10+)' }).click();
  // The store refuses the first add (once), as it would a sold-out moment.
  const refusal = 'These tickets could not be added right now. Please try again.';
  await refuseNextAdd(page, refusal);
  const add = page.getByRole('button', { name: 'Add to Cart' });
  await add.click();
  const refused = page.getByRole('alert').filter({ hasText: refusal });
  await expect(refused).toBeVisible();
  // The retry clears the refusal as it starts, and its success moves on.
  await add.click();
  await page.waitForURL(/\/product\/multi\/add-on\/non-pass$|\/cart$/);
  await expect(page.getByText(refusal)).toHaveCount(0);
});

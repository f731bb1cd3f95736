import { expect, test } from '@playwright/test';
import { expectAccessible } from './axe';
import { addDayTickets } from './shopper';

test('the session-ended page clears the cart and returns to the page the shopper was on', async ({
  page,
}) => {
  await addDayTickets(page);
  await page.goto('/session-timeout?returnUrl=%2Fproduct%2Fsingle%2Fprod_day');
  const dialog = page.getByRole('dialog', { name: 'Session Ended' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('Your session has ended due to inactivity.');
  await expect(page).toHaveTitle('Session Ended | Lakeside Adventure Park');
  // Opening the page emptied the cart that held three tickets.
  await expect(page.getByRole('link', { name: 'Cart, 0 items' })).toBeAttached();
  // Escape does not dismiss it; only Return to site leaves.
  await page.keyboard.press('Escape');
  await expect(dialog).toBeVisible();
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Return to site' }).click();
  await page.waitForURL('**/product/single/prod_day');
});

test('the header offers Sign In | Register to an anonymous shopper, returning to the page', async ({
  page,
}) => {
  await page.goto('/session-timeout');
  const signIn = page.getByRole('link', { name: 'Sign In' });
  await expect(signIn).toHaveAttribute('href', '/login?ReturnUrl=%2Fsession-timeout');
  await expect(page.getByRole('link', { name: 'Register' })).toHaveAttribute(
    'href',
    '/authenticate/register?ReturnUrl=%2Fsession-timeout',
  );
});

test('a page the store does not know goes to the venue site', async ({ page }) => {
  await page.route('https://www.lakesidepark.example/**', (route) =>
    route.fulfill({
      status: 200,
      contentType: 'text/html',
      body: '<title>Lakeside</title><h1>Holiday Lights</h1>',
    }),
  );
  await page.goto('/holiday-lights');
  await page.waitForURL('https://www.lakesidepark.example/holiday-lights');
  await expect(page.getByRole('heading', { name: 'Holiday Lights' })).toBeVisible();
});

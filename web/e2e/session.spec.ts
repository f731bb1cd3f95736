// The shell's pieces no journey walks through: the anonymous header's links and the fallback page.
// (The session-ended page is in journey-idle-timeout.spec.ts.)
import { expect, test } from '@playwright/test';

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

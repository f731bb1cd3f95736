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
  // The demo venue's site is served by the reference backend itself (server/src/content/).
  await page.goto('/holiday-lights');
  await page.waitForURL('**/venue/holiday-lights');
  await expect(page.getByRole('heading', { level: 1, name: 'Holiday Lights' })).toBeVisible();
});

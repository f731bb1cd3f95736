// A first visit (issue "A first visit that works"): the shopper opens the site's address, finds the
// storefront home with what is on sale, reaches the Day Ticket from it and buys it by card to the
// confirmation; the header logo brings them home. Nothing the pages ask for leaves the site, but
// for the card provider's frame, and the favicon exists. Axe on each page visited.
import type { Page } from '@playwright/test';
import { expectAccessible } from './axe';
import { continuePastAddOns, payInFrame, pickStoryDate, toFilledCheckout } from './shopper';
import { expect, test } from './test';

/** The origins of every http(s) request the page makes, from now on. */
function recordOrigins(page: Page): Set<string> {
  const origins = new Set<string>();
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.protocol === 'http:' || url.protocol === 'https:') origins.add(url.origin);
  });
  return origins;
}

test('a first visit: the home, the Day Ticket from it, paid by card, and home again', {
  tag: '@phone',
}, async ({ page }) => {
  const origins = recordOrigins(page);
  await page.goto('/');
  const site = new URL(page.url()).origin;
  await expect(page).toHaveURL(`${site}/`);
  await expect(page).toHaveTitle('Lakeside Adventure Park');
  // The policies, from the header and from the footer (seed 000 §1).
  for (const where of ['Policies', 'Site policies']) {
    const policies = page.getByRole('navigation', { name: where, exact: true });
    await expect(policies.getByRole('link')).toHaveText(['Privacy Policy', 'Terms of Sale', 'Terms of Use']);
  }
  // The promotion code page, otherwise reached only by its address, is linked from the home.
  await expect(page.getByRole('link', { name: 'Have a promotion code?' })).toHaveAttribute(
    'href',
    '/product/multi/promo',
  );
  const tickets = page.getByRole('region', { name: 'Tickets and events' });
  await expect(tickets.getByRole('link', { name: 'Day Ticket' })).toBeVisible();
  await expect(tickets.getByRole('listitem').filter({ hasText: 'Day Ticket' })).toContainText('From $49.99');
  const passes = page.getByRole('region', { name: 'Passes' });
  await expect(passes.getByRole('link', { name: 'Gold Season Pass 2027' })).toBeVisible();
  // The pass tag page, otherwise reached only by its address, is linked under the passes.
  await expect(passes.getByRole('link', { name: 'Compare all passes' })).toHaveAttribute(
    'href',
    '/product/multi/pass/tag/passes',
  );
  // Every picture on the page loaded (none points at a host that does not resolve).
  const pictures = page.locator('.home-card img');
  await expect(pictures.first()).toBeVisible();
  for (const picture of await pictures.all()) {
    await picture.scrollIntoViewIfNeeded();
    await expect
      .poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBeGreaterThan(0);
  }
  await expectAccessible(page);

  // The favicon the page links answers.
  const icon = await page.locator('link[rel="icon"]').getAttribute('href');
  expect((await page.request.get(icon ?? '/favicon.ico')).status()).toBe(200);

  await tickets.getByRole('link', { name: 'Day Ticket' }).click();
  await page.waitForURL('**/product/single/prod_day');
  await expect(page.getByRole('heading', { level: 1, name: 'Day Ticket' })).toBeVisible();
  await pickStoryDate(page);
  await page.getByLabel('Choose a Time').selectOption('perf_day_20261205_1000');
  await page.getByRole('button', { name: 'Increase Adult (Ages 10+)' }).click();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Add to Cart' }).click();

  await continuePastAddOns(page);
  await expect(page).toHaveTitle('Cart | Lakeside Adventure Park');
  await toFilledCheckout(page);
  await page.getByRole('button', { name: 'Checkout' }).click();
  const frame = page.locator('iframe[title="Card details"]');
  const cardOrigin = new URL((await frame.getAttribute('src')) ?? '', site).origin;
  await payInFrame(page, '4111 1111 1111 1111');

  await page.waitForURL('**/confirmation');
  await expect(page.getByRole('heading', { name: 'Checkout Successful' })).toBeVisible();
  await expectAccessible(page);

  // The header's logo leads home, within the app.
  await page.getByRole('link', { name: 'Lakeside Adventure Park' }).first().click();
  await page.waitForURL(`${site}/`);
  await expect(page.getByRole('region', { name: 'Tickets and events' })).toBeVisible();

  expect([...origins].filter((origin) => origin !== site && origin !== cardOrigin)).toEqual([]);
});

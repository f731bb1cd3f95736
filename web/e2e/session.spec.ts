// The shell's pieces no journey walks through: the anonymous header's links, the fallback page, the
// loading overlay, and the settings' apiRoot, which every call but the settings' own resolves against.
// (The session-ended page is in journey-idle-timeout.spec.ts.)
import { pickStoryDate } from './shopper';
import { expect, test } from './test';

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

test("a mistyped address in the store's own sections says 'Not Found', without leaving", async ({ page }) => {
  let asked = false;
  await page.route('**/api/navigation/redirect-cms**', (route) => {
    asked = true;
    return route.continue();
  });
  await page.goto('/product/single/prod_day/extra');
  await expect(page.getByRole('heading', { level: 1, name: 'Not Found' })).toBeVisible();
  await expect(page).toHaveTitle('Store | Lakeside Adventure Park');
  expect(asked).toBe(false);
});

test("an address with an anchor scrolls to it once the page's content is there", { tag: '@phone' }, async ({
  page,
}) => {
  // The home's Passes are below the fold on a phone; the venue's site may link straight to them.
  await page.goto('/#passes');
  await expect(page.getByRole('region', { name: 'Passes' })).toBeInViewport();
  // Moving on to another page starts at its top.
  await page.getByRole('region', { name: 'Passes' }).getByRole('link').first().click();
  await page.waitForURL('**/product/**');
  await expect(page.getByRole('heading', { level: 1 })).toBeInViewport();
  expect(await page.evaluate(() => scrollY)).toBe(0);
});

test("the full-page loading overlay says what loads while a page's first data is on its way", async ({
  page,
}) => {
  // The cart's answer is held until the overlay has been seen, then let through: no timing guesses.
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/api/cart?revise=true', async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/cart');
  const overlay = page.getByRole('status').filter({ hasText: 'Loading your cart…' });
  await expect(overlay).toBeVisible();
  release();
  await expect(overlay).toBeHidden();
  await expect(page.getByText('Your shopping cart is empty')).toBeVisible();
});

test("every call goes to the settings' apiRoot", async ({ page }) => {
  // The settings name another root, which the store serves as its /api/ (a site whose API lives
  // elsewhere); the settings themselves are read at api/settings (seed 000 §7).
  await page.route('**/api/settings', async (route) => {
    const settings = await (await route.fetch()).json();
    await route.fulfill({ json: { ...settings, apiRoot: '/store-api/' } });
  });
  await page.route('**/store-api/**', async (route) => {
    const url = route.request().url().replace('/store-api/', '/api/');
    await route.fulfill({ response: await route.fetch({ url }) });
  });
  const calls: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (/^\/(store-)?api\//.test(pathname)) calls.push(pathname);
  });
  await page.goto('/product/single/prod_day');
  await expect(page.getByRole('heading', { level: 1, name: 'Day Ticket' })).toBeVisible();
  await pickStoryDate(page);
  await page.getByLabel('Choose a Time').selectOption('perf_day_20261205_1000');
  await page.getByRole('button', { name: 'Increase Adult (Ages 10+)' }).click();
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await page.waitForURL(/\/product\/multi\/add-on\/non-pass$|\/cart$/);
  await expect(page.getByRole('link', { name: 'Cart, 1 item' })).toBeAttached();
  expect(calls.filter((path) => path.startsWith('/api/'))).toEqual(['/api/settings']);
  expect(calls.filter((path) => path.startsWith('/store-api/')).length).toBeGreaterThan(3);
});

// Journey 7 (issue 4): the idle-session timeout (seed 000 §4 'Idle session', §2 Flow order; seed
// 002 session-ended page). The page's clock (installed for every journey: e2e/test.ts) is
// fast-forwarded instead of waiting: the settings' sessionTimeout is 1200 s, and every API call starts
// the idle time again. Two minutes before the end a warning offers to stay. An anonymous shopper goes
// straight to the session-ended page, a signed-in one through logout; the page clears the cart,
// cannot be dismissed, and Return to site goes back to the page the shopper was on.

import { expectAccessible } from './axe';
import { addDayTickets, holdEndsIn, signIn } from './shopper';
import { expect, test } from './test';

const MINUTE = 60_000;

test('an idle anonymous shopper reaches the session-ended page, which clears the cart', {
  tag: '@phone',
}, async ({ page }) => {
  await addDayTickets(page);
  // The page's clock jumps ahead here, the server's does not. The cart's holds are made to outlast
  // the jumps, so the hold's countdown (whose end revises the cart: an API call, which starts the
  // idle time again) stays out of this journey (journey-cart-hold is its own).
  await holdEndsIn(page, 3 * 3600);
  await page.goto('/cart');
  await expect(page.getByRole('link', { name: 'Cart, 3 items' })).toBeAttached();
  // The timeout reads the session again (GET session?ts=) before it leaves: no such call means no
  // timeout. The keep-alive that the shopper's clicks send (GET /api/session, no ts) is not one.
  const sessionChecks: string[] = [];
  page.on('request', (r) => {
    const url = new URL(r.url());
    if (url.pathname === '/api/session' && url.searchParams.has('ts')) sessionChecks.push(r.url());
  });
  const modal = page.getByRole('dialog', { name: 'Update shopping cart items' });
  /** Opens the change modal, which loads the day's times (an API call), and closes it. */
  const openAndCloseChangeModal = async () => {
    await page.getByRole('button', { name: 'Update Day Ticket' }).click();
    await expect(modal.getByLabel('Time')).toHaveValue('perf_day_20261205_1000');
    await modal.getByRole('button', { name: 'Cancel' }).click();
  };

  // 17 idle minutes: still shopping; the change modal's call starts the idle time again.
  await page.clock.fastForward(17 * MINUTE);
  await openAndCloseChangeModal();
  // 17 more (34 in all, 17 since that call): without the restart the timeout would be past.
  await page.clock.fastForward(17 * MINUTE);
  await openAndCloseChangeModal();
  expect(sessionChecks).toEqual([]);
  await expect(page).toHaveURL(/\/cart$/);

  // Two minutes before the end, a warning says how long is left, with one action to stay (WCAG
  // 2.2.1); staying sends the keep-alive, which starts the idle time again.
  await page.clock.fastForward(18 * MINUTE + 500);
  const warning = page.getByRole('dialog', { name: 'Are you still there?' });
  await expect(warning).toContainText(/Your session will end in [12]:\d\d/);
  await expectAccessible(page);
  // Enter on the button, not a click: a click sent as the warning first appears can reach the page
  // behind it (inert, so the html), which counts as activity and takes the warning away under it.
  await warning.getByRole('button', { name: 'Continue shopping' }).press('Enter');
  await expect(warning).toBeHidden();
  await page.clock.fastForward(19 * MINUTE);
  expect(sessionChecks).toEqual([]);
  await expect(page).toHaveURL(/\/cart$/);

  // 1200 seconds after the last call: the session-ended page, remembering where the shopper was.
  await page.clock.fastForward(20 * MINUTE + 1000);
  await page.waitForURL('**/session-timeout?returnUrl=%2Fcart');
  const dialog = page.getByRole('dialog', { name: 'Session Ended' });
  await expect(dialog).toContainText('Your session has ended due to inactivity.');
  await expect(page).toHaveTitle('Session Ended | Lakeside Adventure Park');
  // Opening the page emptied the cart that held three tickets.
  await expect(page.getByRole('link', { name: 'Cart, 0 items' })).toBeAttached();
  // Escape does not dismiss it, nor a second one (which the browser would let close it); only Return
  // to site leaves.
  await page.keyboard.press('Escape');
  await page.keyboard.press('Escape');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Return to site' })).toBeVisible();
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Return to site' }).click();
  await page.waitForURL('**/cart');
  await expect(page.getByText('Your shopping cart is empty')).toBeVisible();
  // The summary beside it, in the seed's variant words.
  await expect(page.getByRole('region', { name: 'Order Summary' })).toContainText(
    'There are no items in your cart',
  );
});

test('an idle signed-in shopper is signed out on the way to the session-ended page', async ({ page }) => {
  await signIn(page, '/product/single/prod_day');
  await expect(page.getByRole('link', { name: 'Account' })).toBeVisible();

  await page.clock.fastForward(21 * MINUTE);
  await page.waitForURL('**/session-timeout?returnUrl=%2Fproduct%2Fsingle%2Fprod_day');
  const dialog = page.getByRole('dialog', { name: 'Session Ended' });
  await expect(dialog).toBeVisible();
  // Logout ended the signed-in session: the header offers Sign In again.
  await expect(page.getByRole('link', { name: 'Sign In' })).toBeAttached();
  await expect(page.getByRole('link', { name: 'Account' })).toHaveCount(0);
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Return to site' }).click();
  await page.waitForURL('**/product/single/prod_day');
  await expect(page.getByRole('heading', { level: 1, name: 'Day Ticket' })).toBeVisible();
});

test('a shopper busy on one page is kept signed on by the keep-alive, with no timeout', async ({ page }) => {
  await page.goto('/product/single/prod_day');
  await expect(page.getByRole('heading', { level: 1, name: 'Day Ticket' })).toBeVisible();
  const keepAlives: string[] = [];
  page.on('request', (r) => {
    const url = new URL(r.url());
    if (url.pathname === '/api/session' && !url.searchParams.has('ts')) keepAlives.push(r.url());
  });
  // Forty minutes of reading and typing without a page call: each burst of activity after five
  // quiet minutes sends the keep-alive, which starts the idle time again.
  for (let i = 0; i < 8; i++) {
    await page.clock.fastForward(5 * MINUTE + 1000);
    await page.keyboard.press('Tab');
  }
  await expect.poll(() => keepAlives.length).toBeGreaterThanOrEqual(7);
  await expect(page).toHaveURL(/\/product\/single\/prod_day$/);
  // Then twenty quiet minutes end it as usual.
  await page.clock.fastForward(20 * MINUTE + 1000);
  await page.waitForURL('**/session-timeout?returnUrl=%2Fproduct%2Fsingle%2Fprod_day');
});

// An on-sale surge: the store refuses the first order submit at the door (503 with Retry-After: 1,
// nothing done). The shopper is told the store is busy while the app waits, the app sends the same
// submit again (same Idempotency-Key, XSRF token and body), the order is placed, and the
// confirmation shows. Axe with the notice up.
import { expectAccessible } from './axe';
import { addDayTickets, payInFrame, toFilledCheckout } from './shopper';
import { expect, test } from './test';

const BUSY = 'So many people are buying right now…';

test('a busy store: the order submit waits, goes again with its key, and the order is placed', async ({
  page,
}) => {
  const submits: { key: string | null; token: string | null; body: string | null }[] = [];
  let letThrough: () => void = () => undefined;
  const held = new Promise<void>((resolve) => {
    letThrough = resolve;
  });
  await page.route('**/api/order/submit', async (route) => {
    const request = route.request();
    submits.push({
      key: await request.headerValue('Idempotency-Key'),
      token: await request.headerValue('X-XSRF-TOKEN'),
      body: request.postData(),
    });
    if (submits.length === 1) {
      await route.fulfill({
        status: 503,
        headers: { 'Retry-After': '1' },
        json: {
          success: false,
          message: 'So many people are buying right now. Please try again in a moment.',
        },
      });
      return;
    }
    // The repeat waits here until the notice has been checked: the call is still in flight.
    await held;
    await route.continue();
  });

  await addDayTickets(page);
  await page.goto('/cart');
  await toFilledCheckout(page);
  await page.getByRole('button', { name: 'Checkout' }).click();
  await payInFrame(page, '4111 1111 1111 1111');

  // The card modal's own notice (the page behind an open modal is inert, and its copy hidden).
  const notice = page.getByRole('dialog').getByText(BUSY);
  await expect(notice).toBeVisible();
  await expect.poll(() => submits.length).toBe(2);
  await expect(notice).toBeVisible();
  await expectAccessible(page);
  letThrough();

  await page.waitForURL('**/confirmation');
  await expect(page.getByRole('heading', { name: 'Checkout Successful' })).toBeVisible();
  await expect(page.getByText(BUSY)).toHaveCount(0);
  const [refused, through] = submits;
  expect(refused?.key).toMatch(/^[0-9a-f-]{36}$/);
  expect(through).toEqual(refused);
  expect(submits).toHaveLength(2);
});

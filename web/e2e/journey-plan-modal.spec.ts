// The payment plan's figures from the cart to the provider's widget: the 'Payment Plan Details'
// modal quotes the cart's own schedule (down payment and each remaining payment), not the down
// payment split again. And the skip rule: 'Pay in full' on Payment Options is remembered, so the
// cart's Checkout does not ask again; the way back to the cart from Payment Options and donate.
import type { Page } from '@playwright/test';
import { expectAccessible } from './axe';
import { AUSTIN, addGoldPass, fillCheckout, JORDAN_CONTACT, termsConsent } from './shopper';
import { expect, test } from './test';

/** The rows of a payment schedule table, each as its cells' texts joined by ' | '. */
async function scheduleRows(scope: ReturnType<Page['getByRole']>): Promise<string[]> {
  const rows = scope.getByRole('table').getByRole('row');
  await expect(rows.first()).toBeVisible();
  return rows.evaluateAll((trs) =>
    trs.map((tr) => [...tr.children].map((cell) => (cell.textContent ?? '').trim()).join(' | ')),
  );
}

test("the payment-plan modal quotes the cart's schedule", { tag: '@phone' }, async ({ page }) => {
  await addGoldPass(page);
  await page.goto('/cart');
  const panel = page.getByRole('region', { name: 'Payment Plan' });
  const cartRows = await scheduleRows(panel);
  expect(cartRows).toHaveLength(6);
  expect(cartRows[0]).toMatch(/^Down Payment \| Today \| \$/);
  const cartTotal = await page
    .getByRole('region', { name: 'Order Summary' })
    .getByRole('row', { name: /Order Total/ })
    .getByRole('cell')
    .last()
    .innerText();

  await page.getByRole('button', { name: 'Checkout' }).click();
  await page.waitForURL('**/installment-billing/select');
  await page.getByRole('radio', { name: 'Payment plan' }).check();
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.waitForURL('**/donate');
  await page.getByRole('button', { name: 'Decline & Continue' }).click();

  await page.waitForURL('**/checkout');
  await page.getByRole('radio', { name: 'Print at Home' }).check();
  await fillCheckout(page, JORDAN_CONTACT, AUSTIN);
  // Both terms open in a modal over the checkout (their own addresses), which keeps what was typed.
  for (const [link, path] of [
    ['Payment Plan Terms', '/checkout/ibterms'],
    ['Terms of Sale and Terms of Use', '/checkout/terms'],
  ] as const) {
    await page.getByRole('link', { name: link }).click();
    await page.waitForURL(`**${path}`);
    const terms = page.getByRole('dialog');
    await expect(terms.getByRole('button', { name: 'Close' }).last()).toBeVisible();
    await expect(terms).not.toContainText('Loading');
    await expectAccessible(page);
    await terms.getByRole('button', { name: 'Close' }).last().click();
    await page.waitForURL('**/checkout');
    await expect(page.getByLabel('First Name')).toHaveValue(JORDAN_CONTACT.firstName);
  }
  await page.getByRole('checkbox', { name: /I accept the Payment Plan Terms/ }).check();
  await termsConsent(page).check();
  await page.getByRole('button', { name: 'Checkout' }).click();

  const modal = page.getByRole('dialog', { name: 'Payment Plan Details' });
  expect(await scheduleRows(modal)).toEqual(cartRows);
  const down = cartRows[0]?.split(' | ')[2] ?? '';
  const each = cartRows[1]?.split(' | ')[2] ?? '';
  await expect(modal).toContainText(
    `${cartTotal.trim()} payment plan: ${down} down payment today, then 5 monthly payments of ${each}.`,
  );
  await expectAccessible(page);
});

test("'Pay in full' is remembered: the cart's Checkout goes on to donate without asking again", async ({
  page,
}) => {
  await addGoldPass(page);
  await page.goto('/cart');
  await page.getByRole('button', { name: 'Checkout' }).click();
  await page.waitForURL('**/installment-billing/select');

  // The way back from Payment Options.
  await page.getByRole('link', { name: 'Back to Cart' }).click();
  await page.waitForURL('**/cart');
  await page.getByRole('button', { name: 'Checkout' }).click();
  await page.waitForURL('**/installment-billing/select');
  await page.getByRole('radio', { name: /Pay in full today/ }).check();
  await page.getByRole('button', { name: 'Continue' }).click();

  // The way back from donate.
  await page.waitForURL('**/donate');
  await expectAccessible(page);
  await page.getByRole('link', { name: 'Back to Cart' }).click();
  await page.waitForURL('**/cart');
  await expect(page.getByRole('region', { name: 'Payment Plan' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Checkout' }).click();
  await page.waitForURL('**/donate');
  await expect(page.getByRole('button', { name: 'Decline & Continue' })).toBeVisible();
});

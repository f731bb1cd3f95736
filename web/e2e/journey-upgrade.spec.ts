// Journey (issue 11, Upgrade Your Tickets): Jordan, signed in, upgrades a Day Ticket by barcode.
// 'Your Upgrade Options' opened first, with nothing to upgrade, says 'No tickets selected for upgrade'.
// The story's tickets LAP1004820001 (eligible) and LAP1004820002 (already upgraded) are linked in
// the seeded data; Jordan removes whichever is listed (Remove asks first; Cancel keeps the ticket),
// then adds them again by barcode (an input with no valid barcode first, then a barcode the store
// does not know: its failure goes when the next add succeeds), reads why the second is not eligible, selects the first (its holder
// inputs prefilled), and Upgrade Selected Tickets goes on to the upgrade options, where the Gold
// Adult is confirmed; then pass demographics and on to the cart.
import type { Page } from '@playwright/test';
import { expectAccessible } from './axe';
import { signIn } from './shopper';
import { expect, test } from './test';

const ELIGIBLE = 'LAP1004820001';
const INELIGIBLE = 'LAP1004820002';

const ticket = (page: Page, barcode: string) => page.getByRole('listitem').filter({ hasText: barcode });

async function addTicket(page: Page, text: string): Promise<void> {
  await page.getByLabel('Ticket Barcode').fill(text);
  await page.getByRole('button', { name: 'Add Ticket' }).click();
}

test('a signed-in shopper upgrades a ticket by barcode', { tag: '@phone' }, async ({ page }) => {
  // 'Your Upgrade Options' with no ticket chosen for upgrade says so, and leads back (seed 001 §4).
  await signIn(page, '/upgrade/product');
  await expect(
    page.getByRole('alert').filter({ hasText: /^No tickets selected for upgrade$/ }),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/upgrade\/product$/);
  await page.getByRole('link', { name: 'Upgrade Your Tickets' }).click();
  await page.waitForURL('**/upgrade/select');
  await expect(page.getByRole('heading', { level: 1, name: 'Upgrade Your Tickets' })).toBeFocused();
  await expect(page.getByRole('heading', { level: 2, name: 'Your Tickets' })).toBeVisible();
  const upgrade = page.getByRole('button', { name: 'Upgrade Selected Tickets' });
  await expect(upgrade).toBeDisabled();
  // Why it waits, in the seed's words.
  await expect(upgrade).toHaveAccessibleDescription('No tickets selected for upgrade');
  await expectAccessible(page);

  const confirm = page.getByRole('dialog', { name: 'Confirmation' });
  let cancelled = false;
  for (const barcode of [ELIGIBLE, INELIGIBLE]) {
    const remove = page.getByRole('button', { name: `Remove ticket ${barcode}` });
    if (await remove.isVisible()) {
      await remove.click();
      // Remove asks first, as the cart does; Cancel (once) keeps the ticket and gives the focus back.
      await expect(confirm).toContainText(
        `Are you sure you want to remove ticket ${barcode} from your tickets?`,
      );
      if (!cancelled) {
        cancelled = true;
        await expectAccessible(page);
        await confirm.getByRole('button', { name: 'Cancel' }).click();
        await expect(confirm).toBeHidden();
        await expect(ticket(page, barcode)).toHaveCount(1);
        await expect(remove).toBeFocused();
        await remove.click();
      }
      await confirm.getByRole('button', { name: 'Remove' }).click();
      await expect(ticket(page, barcode)).toHaveCount(0);
      // Its Remove button went with it: the list's heading has the focus.
      await expect(page.getByRole('heading', { level: 2, name: 'Your Tickets' })).toBeFocused();
    }
  }

  // The card is open once no ticket is listed; otherwise its summary opens it.
  const field = page.getByLabel('Ticket Barcode');
  if (!(await field.isVisible())) await page.getByText('Add Ticket', { exact: true }).first().click();
  await addTicket(page, ' - , ');
  await expect(page.getByText('No valid barcodes found')).toBeVisible();
  // A barcode the store does not know: refused, in an alert.
  await addTicket(page, 'ZZZ0000000001');
  const refused = page.getByRole('alert').filter({ hasText: 'No valid barcodes found' });
  await expect(refused).toBeVisible();
  await addTicket(page, ELIGIBLE);
  await expect(ticket(page, ELIGIBLE)).toContainText('Jordan Rivera');
  // The later success leaves no old failure beside it.
  await expect(refused).toHaveCount(0);
  await expect(ticket(page, ELIGIBLE)).toContainText('03/09/1988');
  await addTicket(page, INELIGIBLE);
  await expect(ticket(page, INELIGIBLE)).toContainText('not eligible');
  await expect(ticket(page, INELIGIBLE).getByRole('checkbox')).toHaveCount(0);

  await page.getByRole('button', { name: `Why ticket ${INELIGIBLE} is not eligible` }).click();
  const why = page.getByRole('dialog', { name: 'Ticket Not Eligible' });
  await expect(why).toContainText('This ticket has already been upgraded');
  await expectAccessible(page);
  await why.getByRole('button', { name: 'Close' }).last().click();
  await expect(why).toBeHidden();

  await page.getByRole('checkbox', { name: new RegExp(ELIGIBLE) }).check();
  const holder = ticket(page, ELIGIBLE);
  await expect(holder.getByLabel('First Name')).toHaveValue('Jordan');
  await expect(holder.getByLabel('Last Name')).toHaveValue('Rivera');
  await expect(holder.getByLabel('Birth Date')).toHaveValue('03/09/1988');
  await expect(upgrade).toBeEnabled();
  await expectAccessible(page);
  await upgrade.click();
  await page.waitForURL('**/upgrade/product');

  // 'Your Upgrade Options': the upgraded ticket's pass, its product confirmed (the story's Gold
  // Adult, priced less the ticket: 119.01), then its holder on pass demographics, on to the cart.
  await expect(page.getByRole('heading', { level: 1, name: 'Your Upgrade Options' })).toBeFocused();
  const pass = page.getByRole('article', { name: 'Jordan Rivera' });
  await expect(pass.getByRole('button', { name: /Jordan Rivera/ })).toHaveAttribute('aria-expanded', 'true');
  await expect(pass).toContainText('$119.01');
  await expectAccessible(page);
  await pass.getByRole('radio', { name: /Gold Adult/ }).check();
  await pass.getByRole('button', { name: 'Confirm' }).click();
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.waitForURL('**/pass/demographics');
  await expect(page.getByRole('heading', { level: 1, name: 'Pass Demographics' })).toBeFocused();
  const card = page.getByRole('article').filter({ hasText: 'Jordan Rivera' });
  await expect(card).toHaveCount(1);
  await expectAccessible(page);
  // Jordan's own details came with the ticket: complete, so Continue goes on.
  await expect(card.getByText('Completed')).toBeVisible();
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.waitForURL(/\/product\/multi\/add-on\/pass$|\/cart$/);
  const onward = page.getByRole('button', { name: 'Continue to Cart' });
  const cart = page.getByRole('heading', { level: 1, name: 'Shopping Cart' });
  await expect(onward.or(cart).first()).toBeVisible();
  if (await onward.isVisible()) await onward.click();
  await page.waitForURL(/\/cart$/);
  await expect(page.getByRole('row', { name: /Jordan Rivera/ })).toContainText('$119.01');
  await expectAccessible(page);
});

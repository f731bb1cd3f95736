// Journey (issue 11, Link Your Passes): Jordan, signed in, opens Link Your Passes. The story's pass
// SP2026001234 is linked in the seeded data, so Jordan first removes it (when another journey has
// not already): Remove asks first, Cancel keeps it, Remove removes it. Then links it again: a wrong
// phone first, which the store refuses with the seed's message (the removal's success goes); then
// the phone on file, prefilled (the failure goes). The table shows the pass, the background update's
// notice shows and clears, the 'Locating Your Pass ID' help opens; Upgrade Selected Passes without
// a selection says so, and with the pass selected adds it for renewal and goes to pass demographics.

import { expectAccessible } from './axe';
import { signIn } from './shopper';
import { expect, test } from './test';

const PASS_ID = 'SP2026001234';

test('a signed-in holder links a pass and selects it for renewal', { tag: '@phone' }, async ({ page }) => {
  await signIn(page, '/pass/link');
  await expect(page.getByRole('heading', { level: 1, name: 'Link Your Passes' })).toBeFocused();
  const row = page.getByRole('row', { name: new RegExp(PASS_ID) });
  const table = page.getByRole('table').or(page.getByText('No passes are linked to your account yet.'));
  await expect(table.first()).toBeVisible();
  await expectAccessible(page);

  const removed = page.getByRole('status').filter({ hasText: 'Pass removed successfully' });
  if (await row.isVisible()) {
    const remove = page.getByRole('button', { name: `Remove ${PASS_ID}` });
    await remove.click();
    // Remove asks first, as the cart does; Cancel keeps the pass and gives the focus back.
    const confirm = page.getByRole('dialog', { name: 'Confirmation' });
    await expect(confirm).toContainText(
      `Are you sure you want to remove pass ${PASS_ID} (Jordan Rivera) from your linked passes?`,
    );
    await expectAccessible(page);
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(confirm).toBeHidden();
    await expect(row).toBeVisible();
    await expect(remove).toBeFocused();
    await remove.click();
    await confirm.getByRole('button', { name: 'Remove' }).click();
    await expect(removed).toBeVisible();
    await expect(row).toHaveCount(0);
    // Its Remove button went with it: the list's heading has the focus.
    await expect(page.getByRole('heading', { level: 2, name: 'Your Linked Passes' })).toBeFocused();
  }

  // The phone on file is prefilled (initialValidationData); a wrong one is refused.
  const phone = page.getByLabel('Phone Number');
  await expect(phone).toHaveValue('5125550142');
  await page.getByRole('button', { name: 'Add Pass' }).click();
  await expect(page.getByText('Season Pass ID is required')).toBeVisible();
  await page.getByLabel('Season Pass ID').fill(PASS_ID);
  await phone.fill('5125550000');
  await page.getByRole('button', { name: 'Add Pass' }).click();
  const refused = page.getByRole('alert').filter({ hasText: 'Pass unable to be added' });
  await expect(refused).toBeVisible();
  // Only the latest outcome shows: the removal's success is gone.
  await expect(removed).toHaveCount(0);

  await phone.fill('5125550142');
  await page.getByRole('button', { name: 'Add Pass' }).click();
  const linked = page.getByRole('status').filter({ hasText: 'Pass linked successfully' });
  await expect(linked).toBeVisible();
  await expect(refused).toHaveCount(0);
  await expect(row).toContainText('Jordan Rivera');
  await expect(row).toContainText('01/01/2026 – 12/31/2026');
  // Linking starts the account's background update: its notice shows until the update is over.
  const update = page.getByRole('status').filter({ hasText: 'Your passes are being updated' });
  await expect(update).toBeVisible();
  await expectAccessible(page);
  await expect(update).toBeHidden({ timeout: 20_000 });

  await page.getByRole('button', { name: 'Locating Your Pass ID' }).click();
  const help = page.getByRole('dialog', { name: 'Locating Your Pass ID' });
  await expect(help.getByRole('img', { name: /season pass card/ })).toBeVisible();
  await expectAccessible(page);
  await help.getByRole('button', { name: 'Close' }).last().click();
  await expect(help).toBeHidden();

  await expect(page.getByRole('link', { name: 'Return to Account' })).toHaveAttribute('href', '/profile');
  await page.getByRole('button', { name: 'Upgrade Selected Passes' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'No valid passes selected' })).toBeVisible();
  await expect(linked).toHaveCount(0);
  await page.getByRole('checkbox', { name: `Select ${PASS_ID} (Jordan Rivera)` }).check();
  await page.getByRole('button', { name: 'Upgrade Selected Passes' }).click();
  await page.waitForURL('**/pass/demographics');
  await expect(page.getByRole('link', { name: /Cart, \d+ items?/ })).toBeAttached();
});

// The pass flow's pages after the passes are in the cart (seed 001 §2, §4, §5, §7), as steps the pass
// journeys share: pass demographics with 'use this information for all new passholders', a third
// pass (a fourth removed, asked first), a photo (a GIF refused, a PNG shown); then 'Your Renewal
// Options' and the pass add-on step.
import { expect, type Page } from '@playwright/test';
import { expectAccessible } from './axe';

// A 1 by 1 PNG and a tiny GIF, made here.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
const GIF = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');

/**
 * On pass demographics with two new Gold passes (Casey, an adult, and Avery, 8) that came with the
 * signed-in account's address: a third pass (Morgan), the copy toggle, a failed then a good Update
 * of each card, the photo; Continue goes on to 'Your Renewal Options'.
 */
export async function completePassDemographics(page: Page): Promise<void> {
  await expect(page.getByRole('heading', { level: 1, name: 'Pass Demographics' })).toBeFocused();
  const newPasses = page.getByRole('region', { name: 'NEW Passes' });
  const cards = newPasses.getByRole('article');
  await expect(cards).toHaveCount(2);
  const casey = cards.nth(0);
  const avery = cards.nth(1);
  // Both holders came with the account's address: complete, and collapsed.
  await expect(
    casey.getByRole('button', { name: /Casey Rivera.*New Passholder.*Primary Contact.*Completed/ }),
  ).toHaveAttribute('aria-expanded', 'false');
  await expect(avery.getByText('Completed')).toBeVisible();
  await expectAccessible(page);

  // A third pass, blank but for the account's address: open, not completed, headed 'New Passholder'
  // once; Continue waits for it.
  await page.getByRole('button', { name: 'Add Another Pass' }).click();
  await expect(cards).toHaveCount(3);
  const third = cards.nth(2);
  await expect(third.getByText('Not Completed')).toBeVisible();
  await expect(third.getByRole('button', { expanded: true })).toHaveAccessibleName(
    /^New Passholder\s*Not Completed$/,
  );
  await expect(page.getByRole('button', { name: 'Continue' })).toBeDisabled();

  // A fourth, removed: Remove Pass asks first (Cancel keeps it), as every removal does.
  await page.getByRole('button', { name: 'Add Another Pass' }).click();
  await expect(cards).toHaveCount(4);
  const confirm = page.getByRole('dialog', { name: 'Confirmation' });
  await cards.nth(3).getByRole('button', { name: 'Remove Pass' }).click();
  await expect(confirm).toContainText('Are you sure you want to remove this new pass from your cart?');
  await expectAccessible(page);
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toBeHidden();
  await expect(cards).toHaveCount(4);
  await cards.nth(3).getByRole('button', { name: 'Remove Pass' }).click();
  await confirm.getByRole('button', { name: 'Remove' }).click();
  await expect(cards).toHaveCount(3);
  await expect(page.getByRole('heading', { level: 1, name: 'Pass Demographics' })).toBeFocused();

  // The copy toggle on the first new pass: the others open, not completed, with its details.
  await casey.getByRole('button', { name: /Casey Rivera/ }).click();
  await casey.getByRole('switch', { name: 'use this information for all new passholders' }).check();
  await expect(avery.getByText('Not Completed')).toBeVisible();
  await casey.getByLabel('Email Address').fill('casey.rivera@example.com');
  await casey.getByLabel('Address 1').fill('55 Harbor Rd');
  await casey.getByLabel('City').fill('Dallas');
  await casey.getByLabel('Phone').fill('2145550100');
  await expect(casey.getByLabel('Phone')).toHaveValue('(214) 555-0100');
  await expect(avery.getByLabel('Address 1')).toHaveValue('55 Harbor Rd');
  await expect(third.getByLabel('City')).toHaveValue('Dallas');
  await expect(third.getByLabel('Email Address')).toHaveValue('casey.rivera@example.com');
  // Avery is 8: no email, and the field is disabled.
  await expect(avery.getByLabel('Email Address')).toBeDisabled();
  await expect(avery.getByLabel('Email Address')).toHaveValue('');
  // The names and birth date of a new pass may be changed; not copied.
  await expect(avery.getByLabel('First Name')).toHaveValue('Avery');

  // A missing city: the rule's message and 'Please correct errors above'.
  await casey.getByLabel('City').fill('');
  await casey.getByRole('button', { name: 'Update' }).click();
  await expect(casey.getByText('City is required')).toBeVisible();
  await expect(casey.getByRole('alert')).toHaveText('Please correct errors above');
  await expectAccessible(page);
  await casey.getByLabel('City').fill('Dallas');
  await casey.getByRole('button', { name: 'Update' }).click();
  await expect(casey.getByRole('button', { name: /Casey Rivera.*Completed/ })).toHaveAttribute(
    'aria-expanded',
    'false',
  );

  // The closed card's header takes the focus; the next incomplete pass is open.
  await expect(casey.getByRole('button', { name: /Casey Rivera/ })).toBeFocused();
  await expect(avery.getByRole('button', { name: /Avery Rivera/ })).toHaveAttribute('aria-expanded', 'true');
  await avery.getByRole('button', { name: 'Update' }).click();
  await expect(avery.getByRole('button', { name: /Avery Rivera.*Completed/ })).toHaveAttribute(
    'aria-expanded',
    'false',
  );

  await third.getByLabel('First Name').fill('Morgan');
  await third.getByLabel('Last Name').fill('Rivera');
  await third.getByLabel('Birth Date').fill('02/29/1992');
  await third.getByRole('button', { name: 'Update' }).click();
  await expect(third.getByRole('button', { name: /Morgan Rivera.*Completed/ })).toHaveAttribute(
    'aria-expanded',
    'false',
  );

  // The photo: a GIF is refused, a PNG is uploaded and shown.
  await casey.getByRole('button', { name: /Casey Rivera/ }).click();
  await casey.getByRole('button', { name: 'Upload Picture' }).click();
  const modal = page.getByRole('dialog', { name: 'Upload a Picture for Casey Rivera' });
  await expect(modal.getByRole('heading', { name: 'Picture Instructions' })).toBeVisible();
  await expectAccessible(page);
  const browse = modal.getByLabel('Drop a picture here or select to browse');
  await browse.setInputFiles({ name: 'casey.gif', mimeType: 'image/gif', buffer: GIF });
  await expect(modal.getByRole('alert')).toHaveText(
    "'casey.gif' cannot be uploaded: only png, jpg and jpeg pictures are accepted.",
  );
  await browse.setInputFiles({ name: 'casey.png', mimeType: 'image/png', buffer: PNG });
  await expect(modal).toBeHidden();
  const photo = casey.getByRole('img', { name: 'Casey Rivera' });
  await expect(photo).toBeVisible();
  await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1);

  await page.getByRole('button', { name: 'Continue' }).click();
  await page.waitForURL('**/pass/products');
}

/** On 'Your Renewal Options': Morgan's product ('Selection is required' first), then the add-on step to the cart. */
export async function renewalOptionsToCart(page: Page): Promise<void> {
  // The third pass needs its product.
  await expect(page.getByRole('heading', { level: 1, name: 'Your Renewal Options' })).toBeFocused();
  const options = page.getByRole('article', { name: 'Morgan Rivera' });
  await expect(page.getByRole('button', { name: 'Continue' })).toBeDisabled();
  await options.getByRole('button', { name: 'Confirm' }).click();
  await expect(options.getByRole('alert')).toHaveText('Selection is required');
  await expectAccessible(page);
  await options.getByRole('radio', { name: /Gold Season Pass 2027 Gold Adult/ }).check();
  await options.getByRole('button', { name: 'Confirm' }).click();
  await expect(options.getByRole('button', { name: /Morgan Rivera/ })).toHaveAttribute(
    'aria-expanded',
    'false',
  );
  await page.getByRole('button', { name: 'Continue' }).click();

  // The pass add-on step (or straight on when it has nothing to offer), then the cart.
  await page.waitForURL(/\/product\/multi\/add-on\/pass$|\/cart$/);
  const onward = page.getByRole('button', { name: 'Continue to Cart' });
  const cart = page.getByRole('heading', { level: 1, name: 'Shopping Cart' });
  await expect(onward.or(cart).first()).toBeVisible();
  if (await onward.isVisible()) {
    await expectAccessible(page);
    await onward.click();
  }
  await page.waitForURL(/\/cart$/);
  await expect(cart).toBeVisible();
  await expect(page.getByText('Morgan Rivera')).toBeVisible();
  await expectAccessible(page);
}

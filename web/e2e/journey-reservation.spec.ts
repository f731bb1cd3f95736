// Journeys (issue 12, the reservation wizard; seed 002 §2.2, §4.1, §5, §8).
// 1. Jordan, signed in, chooses the park, finds guest info prefilled from the account and the steps
//    numbered 1 to 5, gives guest info (a bad phone first), links the Gold pass and a ticket barcode
//    (a wrong barcode first; the ticket removed and added again), sets a child and an extra guest
//    (typed counts above their maxima clamped first), chooses the park, a day in its legend's
//    colour and an entry time with a bring-a-friend (the entry-time and bring-a-friend messages
//    first), a Preferred Parking add-on, the Review, the cart, checkout by card and the confirmation
//    with the reservation's barcode; then the account page's link to the booked reservation. axe on
//    every page and modal.
// 2. An anonymous shopper's guest info starts empty. A timed-out reservation session: a session
//    cookie the server never issued stands for one; the next reservation call answers 401 and the
//    wizard lands on Guest Info with error 1's message.
import { expectAccessible } from './axe';
import { payInFrame, signIn, toFilledCheckout } from './shopper';
import { expect, test } from './test';

const PASS_ID = 'SP2026001234';
const BARCODE = 'LAP1004820003';
const ADULT_BARCODE = 'LAP1004820001';

const status = (page: import('@playwright/test').Page, text: string) =>
  page.getByRole('status').filter({ hasText: text });
const alert = (page: import('@playwright/test').Page, text: string) =>
  page.getByRole('alert').filter({ hasText: text });

async function guestInfo(page: import('@playwright/test').Page, phone: string) {
  await page.getByLabel('First Name').fill('Jordan');
  await page.getByLabel('Last Name').fill('Rivera');
  await page.getByLabel('Email').fill('jordan.rivera@example.com');
  await page.getByLabel('Phone').fill(phone);
  await page.getByLabel('Zip').fill('78701');
  await page.getByRole('button', { name: 'Continue' }).click();
}

async function chooseSite(page: import('@playwright/test').Page) {
  await expect(page.getByRole('heading', { level: 1, name: 'Make a Reservation' })).toBeFocused();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Lakeside Adventure Park' }).click();
  await page.waitForURL('**/reservation/begin');
  await expect(page.getByRole('heading', { level: 1, name: 'Guest Info' })).toBeFocused();
}

test('a signed-in holder makes a reservation through the wizard', async ({ page }) => {
  await signIn(page, '/select-site');
  await chooseSite(page);
  const steps = page.getByRole('navigation', { name: 'Reservation steps' });
  // The step numbers are fixed for the visit, before the reservation begins as at its end.
  const numbered = ['1 Guest Info', '2 Add Tickets', '3 Choose Date', '4 Add Ons', '5 Review'];
  await expect(steps.getByRole('listitem')).toHaveText(numbered);
  // Prefilled from the signed-in account.
  await expect(page.getByLabel('First Name')).toHaveValue('Jordan');
  await expect(page.getByLabel('Last Name')).toHaveValue('Rivera');
  await expect(page.getByLabel('Email')).toHaveValue('jordan.rivera@example.com');
  await expect(page.getByLabel('Phone')).toHaveValue('5125550142');
  await expect(page.getByLabel('Zip')).toHaveValue('78701');
  await expectAccessible(page);

  await guestInfo(page, '555-0142');
  await expect(page.getByText('A ten digit phone number is required')).toBeVisible();
  await expectAccessible(page);
  await page.getByLabel('Phone').fill('(512) 555-0142');
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.waitForURL('**/reservation/link');
  await expect(page.getByRole('heading', { level: 1, name: 'Add Tickets' })).toBeFocused();
  await expect(steps.getByRole('link', { name: '1 Guest Info' })).toBeVisible();
  await expect(steps.getByRole('link', { name: '3 Choose Date' })).toHaveCount(0);
  await expectAccessible(page);

  // The Gold pass: from the account's own list when it is linked there, else by the pass form.
  const own = page.getByRole('button', { name: `Add ${PASS_ID}` });
  if (await own.isVisible()) await own.click();
  else {
    await page.getByLabel('Season Pass ID').fill(PASS_ID);
    await page.getByLabel('Phone Number').fill('5125550142');
    await page.getByRole('button', { name: 'Add Pass' }).click();
  }
  await expect(status(page, 'Pass added successfully')).toBeVisible();
  const added = page.getByRole('table');
  await expect(added.getByRole('row', { name: new RegExp(PASS_ID) })).toContainText('Park Admission');

  await page.getByLabel('Ticket Barcode').fill('LAP0000000000');
  await page.getByRole('button', { name: 'Add Ticket' }).click();
  await expect(alert(page, 'Ticket unable to be added')).toBeVisible();
  await page.getByLabel('Ticket Barcode').fill(BARCODE);
  await page.getByRole('button', { name: 'Add Ticket' }).click();
  await expect(status(page, 'Ticket added successfully')).toBeVisible();
  // Remove asks first, as every removal does; Cancel keeps the ticket.
  await page.getByRole('button', { name: `Remove ${BARCODE}` }).click();
  const removal = page.getByRole('dialog', { name: 'Confirmation' });
  await expect(removal).toContainText(
    new RegExp(`Are you sure you want to remove ${BARCODE} \\(.+\\) from this reservation\\?`),
  );
  await expectAccessible(page);
  await removal.getByRole('button', { name: 'Cancel' }).click();
  await expect(added.getByRole('row', { name: new RegExp(BARCODE) })).toBeVisible();
  await page.getByRole('button', { name: `Remove ${BARCODE}` }).click();
  await removal.getByRole('button', { name: 'Remove' }).click();
  await expect(status(page, 'Ticket removed successfully')).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Added Passes and Tickets' })).toBeFocused();
  await expect(added.getByRole('row', { name: new RegExp(BARCODE) })).toHaveCount(0);
  await page.getByLabel('Ticket Barcode').fill(BARCODE);
  await page.getByRole('button', { name: 'Add Ticket' }).click();
  await expect(added.getByRole('row', { name: new RegExp(BARCODE) })).toBeVisible();
  // The flash goes after 2 seconds.
  await expect(status(page, 'Ticket added successfully')).toBeHidden({ timeout: 5_000 });

  await page.getByRole('button', { name: 'Where do I find my Pass ID or barcode?' }).click();
  const help = page.getByRole('dialog', { name: 'Where to Find Your Pass ID or Barcode' });
  await expect(help).toBeVisible();
  await expectAccessible(page);
  await help.getByRole('button', { name: 'Close' }).last().click();
  await expect(help).toBeHidden();

  // Typed counts are clamped at each counter's own maximum: 4 children, 2 guests for the Gold pass.
  const children = page.getByLabel('Non-ticketed children', { exact: true });
  await children.fill('9');
  await expect(children).toHaveValue('4');
  await children.fill('1');
  const guests = page.getByLabel('Additional guests', { exact: true });
  await guests.fill('3');
  await expect(guests).toHaveValue('2');
  await expectAccessible(page);
  await guests.fill('1');
  await page.getByRole('button', { name: 'Continue' }).click();

  await page.waitForURL('**/reservation/date');
  await expect(page.getByRole('heading', { level: 1, name: 'Choose Date' })).toBeFocused();
  await page.getByRole('button', { name: 'Lakeside Adventure Park' }).click();
  await expect(page.getByRole('grid', { name: 'December 2026' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Legend' })).toContainText('Low Capacity');
  // Each day carries its legend entry's colour, as does the entry's swatch.
  const green = 'rgb(46, 125, 50)';
  await expect(page.getByRole('button', { name: 'Saturday, December 5, 2026', exact: true })).toHaveCSS(
    'background-color',
    green,
  );
  await expect(page.getByRole('button', { name: 'Saturday, December 12, 2026' })).toHaveCSS(
    'background-color',
    'rgb(224, 224, 224)',
  );
  const swatch = page.getByRole('list', { name: 'Legend' }).getByText('Available', { exact: true });
  expect(await swatch.evaluate((li) => getComputedStyle(li, '::before').backgroundColor)).toBe(green);
  // The day ticket is valid on December 5 only: the other days are closed for this party.
  await expect(page.getByRole('button', { name: 'Saturday, December 12, 2026' })).toHaveAttribute(
    'aria-disabled',
    'true',
  );
  await expect(page.getByRole('button', { name: 'Next month' })).toBeDisabled();
  await expectAccessible(page);

  await page.getByRole('button', { name: 'Saturday, December 5, 2026', exact: true }).click();
  const modal = page.getByRole('dialog', { name: 'Saturday, December 5, 2026' });
  await expect(modal).toContainText('Operating hours: 10:00 AM - 8:00 PM');
  await modal.getByRole('button', { name: 'Continue' }).click();
  await expect(modal.getByText('You must select an entry time')).toBeVisible();
  await expectAccessible(page);
  await modal.getByLabel('Entry Time').selectOption({ label: '10:00 AM' });
  await expect(modal).toContainText('Capacity: Available');
  await modal.getByLabel('Bring-a-Friend Day Tickets', { exact: true }).fill('3');
  await modal.getByRole('button', { name: 'Continue' }).click();
  await expect(modal.getByText('The reservation only allows 2 bring a friends')).toBeVisible();
  await modal.getByRole('button', { name: 'Decrease Bring-a-Friend Day Tickets' }).click();
  await modal.getByRole('button', { name: 'Decrease Bring-a-Friend Day Tickets' }).click();
  await modal.getByRole('button', { name: 'Continue' }).click();

  await page.waitForURL('**/reservation/add-ons');
  await expect(page.getByRole('heading', { level: 1, name: 'Add Ons' })).toBeFocused();
  await expect(steps).toContainText('4 Add Ons');
  await expect(page.getByRole('heading', { level: 2, name: 'All-Day Dining' })).toBeVisible();
  await page.getByRole('button', { name: 'Increase Preferred Parking' }).click();
  await page.getByRole('button', { name: 'Increase Preferred Parking' }).click();
  // At most 2 per reservation: the counter stops there.
  await expect(page.getByRole('button', { name: 'Increase Preferred Parking' })).toBeDisabled();
  await page.getByRole('button', { name: 'Decrease Preferred Parking' }).click();
  await expect(page.getByText('Add-ons total: $25.00')).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Continue' }).click();

  await page.waitForURL('**/reservation/review');
  await expect(page.getByRole('heading', { level: 1, name: 'Review' })).toBeFocused();
  await expect(steps.getByRole('listitem')).toHaveText(numbered);
  const review = page.locator('.reservation-review');
  await expect(review).toContainText('Lakeside Adventure Park');
  await expect(review).toContainText('Saturday, December 5, 2026, 10:00 AM');
  await expect(review).toContainText(BARCODE);
  await expect(review).toContainText('1 non-ticketed child, 1 additional guest');
  await expect(review).toContainText('1 Bring-a-Friend Day Ticket');
  await expect(review).toContainText('1 × Preferred Parking ($25.00 each)');
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Add to Cart' }).click();

  // The cart holds the reservation as one package; the usual checkout books it.
  await page.waitForURL('**/cart');
  const reservationGroup = page.getByRole('article').filter({ hasText: 'Timed-Entry Reservation' });
  await expect(reservationGroup).toContainText('Bring-a-Friend Day Ticket');
  await expect(reservationGroup).toContainText('Preferred Parking');
  await expectAccessible(page);
  // The package can be removed whole, asked first; this shopper keeps it.
  await reservationGroup.getByRole('button', { name: 'Remove Timed-Entry Reservation' }).click();
  const confirm = page.getByRole('dialog', { name: 'Confirmation' });
  await expect(confirm).toContainText('Are you sure you want to remove these items from your cart?');
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(reservationGroup).toContainText('Preferred Parking');
  await toFilledCheckout(page);
  // The checkout's summary says what is booked: the visit's day and time, the guests, the add-on.
  const summary = page.getByRole('complementary', { name: 'Order Summary' });
  await expect(summary).toContainText('Saturday, December 5, 2026, 10:00 AM entry, 5 guests');
  await expect(summary).toContainText('Bring-a-Friend Day Ticket');
  await expect(summary).toContainText('Preferred Parking');
  await page.getByRole('button', { name: 'Checkout' }).click();
  await payInFrame(page, '4111 1111 1111 1111');

  await page.waitForURL('**/confirmation');
  await expect(page.getByRole('heading', { name: 'Checkout Successful' })).toBeVisible();
  // The order has tickets (the bring-a-friend ticket, the parking): they show, the reservation's
  // barcode first among them, and no separate 'Reservation Lookup' (seed 000: only without tickets).
  await expect(page.getByRole('region', { name: 'Reservation Lookup' })).toHaveCount(0);
  const lookup = page.getByRole('region', { name: 'Tickets' });
  await expect(lookup).toContainText('Lakeside Adventure Park, Saturday, December 5, 2026, 10:00 AM entry');
  const barcode = lookup.getByRole('img', { name: /^Barcode for reservation [A-Z0-9]{8}$/ });
  await expect(barcode).toBeVisible();
  await expect.poll(() => barcode.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  await expectAccessible(page);
  const code = ((await barcode.getAttribute('alt')) ?? '').split(' ').at(-1) ?? '';

  // The account page lists it; its page shows the visit and the same barcode.
  await page.goto('/profile');
  await page.getByRole('link', { name: `Reservation ${code}` }).click();
  await page.waitForURL('**/reservation/my/**');
  await expect(page.getByRole('heading', { level: 1, name: 'Your Reservation' })).toBeVisible();
  await expect(page.locator('.reservation-review')).toContainText('Saturday, December 5, 2026, 10:00 AM');
  await expect(page.getByRole('img', { name: `Barcode for reservation ${code}` })).toBeVisible();
  await expectAccessible(page);
});

test('a timed-out reservation session lands on Guest Info with error 1', async ({ page }) => {
  await page.goto('/select-site');
  await chooseSite(page);
  // Anonymous: nothing to prefill from.
  await expect(page.getByLabel('First Name')).toHaveValue('');
  await expect(page.getByLabel('Email')).toHaveValue('');
  await guestInfo(page, '(512) 555-0142');
  await page.waitForURL('**/reservation/link');
  await expect(page.getByRole('heading', { level: 1, name: 'Add Tickets' })).toBeFocused();

  // A session the server never issued stands for one that timed out.
  const { hostname } = new URL(page.url());
  await page
    .context()
    .addCookies([{ name: 'BOXOFFICE_SESSION', value: 'never-issued', domain: hostname, path: '/' }]);
  await page.getByLabel('Ticket Barcode').fill(BARCODE);
  await page.getByRole('button', { name: 'Add Ticket' }).click();
  await page.waitForURL('**/reservation/begin?error=1');
  await expect(alert(page, 'Your session has timed out due to inactivity')).toBeVisible();
  await expectAccessible(page);

  // The unprefixed path keeps the code.
  await page.goto('/link-tickets?error=2');
  await page.waitForURL('**/reservation/**');
  await expect(alert(page, "Reservation has an incorrect status. Let's begin again.")).toBeVisible();
});

// 3. A refused entry time (409) goes back to Add Tickets with error 5, whose message goes with the
//    next success there. A reservation removed from the cart, asked first: its entry time is given
//    back at once (the phone journey below, run after every desktop one, books the same ticket and
//    time).
test('a refused entry time goes back to Add Tickets; a reservation removed from the cart gives its entry time back', async ({
  page,
}) => {
  await signIn(page, '/select-site');
  await chooseSite(page);
  await guestInfo(page, '(512) 555-0142');
  await page.waitForURL('**/reservation/link');
  await page.getByLabel('Ticket Barcode').fill(ADULT_BARCODE);
  await page.getByRole('button', { name: 'Add Ticket' }).click();
  await expect(status(page, 'Ticket added successfully')).toBeVisible();
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.waitForURL('**/reservation/date');
  await page.getByRole('button', { name: 'Lakeside Adventure Park' }).click();
  await page.getByRole('button', { name: 'Saturday, December 5, 2026', exact: true }).click();
  const modal = page.getByRole('dialog', { name: 'Saturday, December 5, 2026' });
  await modal.getByLabel('Entry Time').selectOption({ label: '2:00 PM' });
  // The first save of the entry time is refused (409, the entry time closed meanwhile): the wizard
  // leaves the modal for Add Tickets with error 5 (seed 002 §4.1).
  let refused = false;
  await page.route('**/api/reservation/performance', (route) => {
    if (route.request().method() !== 'PUT' || refused) return route.fallback();
    refused = true;
    return route.fulfill({
      status: 409,
      json: { success: false, message: 'The entry time is no longer open.' },
    });
  });
  await modal.getByRole('button', { name: 'Continue' }).click();
  await page.waitForURL('**/reservation/link?error=5');
  const landed = alert(page, 'Unexpected error occurred adding tickets');
  await expect(landed).toBeVisible();
  // A later success replaces the message it landed with (and its code leaves the address).
  await page.getByRole('button', { name: `Remove ${ADULT_BARCODE}` }).click();
  await page.getByRole('dialog', { name: 'Confirmation' }).getByRole('button', { name: 'Remove' }).click();
  await expect(status(page, 'Ticket removed successfully')).toBeVisible();
  await expect(landed).toHaveCount(0);
  await expect(page).toHaveURL(/\/reservation\/link$/);
  await page.getByLabel('Ticket Barcode').fill(ADULT_BARCODE);
  await page.getByRole('button', { name: 'Add Ticket' }).click();
  await expect(status(page, 'Ticket added successfully')).toBeVisible();
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.waitForURL('**/reservation/date');
  await page.getByRole('button', { name: 'Lakeside Adventure Park' }).click();
  await page.getByRole('button', { name: 'Saturday, December 5, 2026', exact: true }).click();
  await modal.getByLabel('Entry Time').selectOption({ label: '2:00 PM' });
  await modal.getByRole('button', { name: 'Continue' }).click();
  await page.waitForURL('**/reservation/add-ons');
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.waitForURL('**/reservation/review');
  await page.getByRole('button', { name: 'Add to Cart' }).click();

  await page.waitForURL('**/cart');
  await page.getByRole('button', { name: 'Remove Timed-Entry Reservation' }).click();
  const confirm = page.getByRole('dialog', { name: 'Confirmation' });
  await expect(confirm).toContainText('Are you sure you want to remove this item from your cart?');
  await confirm.getByRole('button', { name: 'Remove' }).click();
  await expect(page.getByText('Your shopping cart is empty')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Cart, 0 items' })).toBeAttached();
});

// 4. The wizard at 390 px, every step of it (the desktop run above covers its rules). Its own party,
//    the adult day ticket alone, since the first journey's party already holds December 5 on this
//    backend and a ticket is booked once per entry time.
test(
  'a reservation on a phone, from the park to the confirmation',
  { tag: '@phone' },
  async ({ page }, testInfo) => {
    test.skip(testInfo.project.name !== 'phone', 'the desktop journey above books the same day');
    await signIn(page, '/select-site');
    await chooseSite(page);
    await guestInfo(page, '(512) 555-0142');
    await page.waitForURL('**/reservation/link');
    await expect(page.getByRole('heading', { level: 1, name: 'Add Tickets' })).toBeFocused();
    await page.getByLabel('Ticket Barcode').fill(ADULT_BARCODE);
    await page.getByRole('button', { name: 'Add Ticket' }).click();
    await expect(page.getByRole('table').getByRole('row', { name: new RegExp(ADULT_BARCODE) })).toBeVisible();
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Where do I find my Pass ID or barcode?' }).click();
    const help = page.getByRole('dialog', { name: 'Where to Find Your Pass ID or Barcode' });
    await expect(help).toBeVisible();
    await help.getByRole('button', { name: 'Close' }).last().click();
    await page.getByRole('button', { name: 'Continue' }).click();

    await page.waitForURL('**/reservation/date');
    await page.getByRole('button', { name: 'Lakeside Adventure Park' }).click();
    await expect(page.getByRole('grid', { name: 'December 2026' })).toBeVisible();
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Saturday, December 5, 2026', exact: true }).click();
    const modal = page.getByRole('dialog', { name: 'Saturday, December 5, 2026' });
    await modal.getByLabel('Entry Time').selectOption({ label: '2:00 PM' });
    await expectAccessible(page);
    await modal.getByRole('button', { name: 'Continue' }).click();

    await page.waitForURL('**/reservation/add-ons');
    await page.getByRole('button', { name: 'Increase Preferred Parking' }).click();
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.waitForURL('**/reservation/review');
    await expect(page.locator('.reservation-review')).toContainText('Saturday, December 5, 2026, 2:00 PM');
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Add to Cart' }).click();

    await page.waitForURL('**/cart');
    await expect(page.getByRole('article').filter({ hasText: 'Timed-Entry Reservation' })).toContainText(
      'Preferred Parking',
    );
    await toFilledCheckout(page);
    await page.getByRole('button', { name: 'Checkout' }).click();
    await payInFrame(page, '4111 1111 1111 1111');
    await page.waitForURL('**/confirmation');
    // Its parking ticket shows, the reservation's barcode first among the tickets (seed 000).
    const lookup = page.getByRole('region', { name: 'Tickets' });
    await expect(lookup).toContainText('Lakeside Adventure Park, Saturday, December 5, 2026, 2:00 PM entry');
    await expectAccessible(page);
    const barcode = lookup.getByRole('img', { name: /^Barcode for reservation [A-Z0-9]{8}$/ });
    const code = ((await barcode.getAttribute('alt')) ?? '').split(' ').at(-1) ?? '';
    await page.goto('/profile');
    await page.getByRole('link', { name: `Reservation ${code}` }).click();
    await page.waitForURL('**/reservation/my/**');
    await expect(page.getByRole('img', { name: `Barcode for reservation ${code}` })).toBeVisible();
    await expectAccessible(page);
  },
);

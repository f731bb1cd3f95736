// An operator's on-sale (the server's test control sets one, opening a few seconds from now): the
// shopper who opens the product before it opens is put in line, sees the waiting room with when
// the sale opens (and that places are drawn then), and is let in by the server when it does; the pass page then shows,
// ready to add a pass holder. Nothing of the line is in the browser but the session cookie. Axe with
// the waiting room up.
import { expectAccessible } from './axe';
import { expect, test } from './test';

// A product no other journey uses, so that its on-sale holds no one else.
const ITEM = 'prod_fun_card';

test('an on-sale: the shopper waits in line until it opens, then is let in @phone', async ({ page }) => {
  const opened = await page.request.post('/test-controls/on-sale', {
    // Time enough for a slow machine to show the page before it opens (the opening time is checked).
    data: { item: ITEM, opensInSeconds: 8 },
  });
  expect(opened.ok()).toBe(true);
  try {
    await page.goto(`/product/single/pass/${ITEM}`);
    const room = page.getByRole('dialog', { name: 'You are in line' });
    await expect(room).toBeVisible();
    // Before the opening no place is told: the places taken by then are drawn when it opens.
    await expect(room.getByText(/^The sale opens at \d{1,2}:\d{2}/)).toBeVisible();
    await expect(room.getByText(/given a place at random when it opens/)).toBeVisible();
    await expect(room.getByText(/ahead of you|You are next/)).toHaveCount(0);
    await expectAccessible(page);

    // Let in by the server when the sale opens: the page goes on by itself.
    await expect(room).toBeHidden({ timeout: 25_000 });
    await expect(page.getByRole('heading', { level: 1, name: 'Fun Card 2027' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Add Passholder for Fun Card' })).toBeVisible();
  } finally {
    await page.request.delete('/test-controls/on-sale');
  }
});

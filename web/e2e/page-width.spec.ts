// The phone journeys' reflow watcher itself (page-width.ts): it reports a state in which the page is
// wider than the screen, naming what sticks out, and stays quiet while the page fits.
import { test as base, expect } from '@playwright/test';
import { watchPageWidth } from './page-width';

base(
  'the reflow watcher reports a page wider than the screen',
  { tag: '@phone' },
  async ({ page }, testInfo) => {
    base.skip(testInfo.project.name !== 'phone', 'the watcher runs on the phone profile');
    const found: string[] = [];
    await watchPageWidth(page, (what) => found.push(what));
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.evaluate(() => new Promise(requestAnimationFrame));
    expect(found).toEqual([]);

    await page.evaluate(() => {
      const wide = document.createElement('div');
      wide.id = 'too-wide';
      wide.style.width = '2000px';
      wide.textContent = 'wide';
      document.querySelector('main')?.append(wide);
    });
    // Reported once per change the page goes through while too wide (a later render may repeat it).
    await expect
      .poll(() => [...new Set(found)].join('\n'))
      .toMatch(/^\/: \d+ px in 390 px; div#too-wide \(\d+ px\)$/);
  },
);

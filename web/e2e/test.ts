// The journeys' `test`: Playwright's, with each page's clock started where the backend's is
// (BOXOFFICE_NOW, set by global-setup.ts: the story's today) and running on from there, so the
// calendars' 'today' and the story's dated performances agree whatever the real date is. Journeys
// may still fast-forward it (the idle timeout).
// On the phone profile every step is also watched for a sideways scroll (issue 23, WCAG 1.4.10):
// whenever the page changes, the page's scroll width must equal its width; a journey in which it
// ever does not fails at its end, naming the page and what stuck out.
import { test as base, expect } from '@playwright/test';
import { watchPageWidth } from './page-width';

/**
 * An address of its own for each journey's browser, in the benchmarking range 198.18.0.0/15: a worker
 * after a failed journey starts again at a new index, so it never meets an address already used.
 */
let journeys = 0;
const journeyAddress = (workerIndex: number) => {
  journeys++;
  return `198.${18 + ((workerIndex >> 8) & 1)}.${workerIndex & 255}.${journeys & 255}`;
};

export const test = base.extend({
  page: async ({ page }, use, testInfo) => {
    // The backend trusts the loopback proxy (global-setup.ts): this journey's shopper has its own address.
    await page.context().setExtraHTTPHeaders({ 'X-Forwarded-For': journeyAddress(testInfo.workerIndex) });
    const now = process.env.BOXOFFICE_NOW;
    if (now) await page.clock.install({ time: new Date(now) });
    const wide = new Set<string>();
    if (testInfo.project.name === 'phone') await watchPageWidth(page, (found) => wide.add(found));
    await use(page);
    expect([...wide], 'a page wider than the phone at some step').toEqual([]);
  },
});

export { expect } from '@playwright/test';

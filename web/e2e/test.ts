// The journeys' `test`: Playwright's, with each page's clock started where the backend's is
// (BOXOFFICE_NOW, set by global-setup.ts: the story's today) and running on from there, so the
// calendars' 'today' and the story's dated performances agree whatever the real date is. Journeys
// may still fast-forward it (the idle timeout).
import { test as base } from '@playwright/test';

export const test = base.extend({
  page: async ({ page }, use) => {
    const now = process.env.BOXOFFICE_NOW;
    if (now) await page.clock.install({ time: new Date(now) });
    await use(page);
  },
});

export { expect } from '@playwright/test';

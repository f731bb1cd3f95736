// End-to-end journeys: the real web app, built and served by the real reference backend (started
// by e2e/global-setup.ts on a free port), in Debian's Chromium. No browser is downloaded.
import { defineConfig, devices } from '@playwright/test';

export default defineConfig({
  testDir: './e2e',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 60_000,
  reporter: [['list']],
  globalSetup: './e2e/global-setup.ts',
  use: {
    baseURL: process.env.BOXOFFICE_E2E_ORIGIN,
    // No trace by default: recording one (screencast and snapshots) costs about a quarter of the
    // journeys' time on a 2-core machine. `npx playwright test --trace retain-on-failure` keeps one
    // for each failed journey (web/README.md).
    trace: 'off',
    launchOptions: { executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' },
  },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], channel: undefined } },
    // Every journey on desktop; on the phone a chosen few, tagged @phone, so that every route is seen
    // at 390 px at least once: a Pixel 7 (touch, its user agent) on the narrowest common screen
    // width (390 px), where expectAccessible also checks that nothing is wider than the screen.
    {
      name: 'phone',
      grep: /@phone/,
      use: { ...devices['Pixel 7'], viewport: { width: 390, height: 844 }, channel: undefined },
    },
  ],
});

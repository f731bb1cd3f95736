// Starts the reference backend (serving web/dist, with its test controls on, on the story's clock) for
// the journeys, and stops it when they end. The test command has built both before. The backend checks
// each of its /api answers against the bundled contract; the run fails if one does not match, and
// prints how many were checked.
// @ts-expect-error: a plain ES module without types
import { STORY_NOW, startBackend } from '../../scripts/backend.mjs';

export default async function globalSetup() {
  if (process.env.BOXOFFICE_E2E_ORIGIN) return undefined;
  // The journeys' browsers start their clocks where this backend's starts (e2e/test.ts).
  process.env.BOXOFFICE_NOW = STORY_NOW;
  // Behind a proxy, as a real site is: each journey's browser comes from an address of its own
  // (X-Forwarded-For, e2e/test.ts), so the limits per address meet one shopper, not the whole run.
  const backend = await startBackend({
    env: { BOXOFFICE_TEST_CONTROLS: '1', TRUST_PROXY: '1' },
    checkAnswers: true,
  });
  process.env.BOXOFFICE_E2E_ORIGIN = backend.origin;
  return async () => {
    const tally = await backend.answers();
    console.log(`\n${tally.summary()} (the journeys' backend)`);
    if (tally.mismatched) throw new Error(tally.report());
  };
}

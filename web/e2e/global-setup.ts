// Starts the reference backend (serving web/dist, with its test controls on) for the journeys, and
// stops it when they end. The test command has built both before.
// @ts-expect-error: a plain ES module without types
import { startBackend } from '../../scripts/backend.mjs';

export default async function globalSetup() {
  if (process.env.BOXOFFICE_E2E_ORIGIN) return undefined;
  const backend = await startBackend({ env: { BOXOFFICE_TEST_CONTROLS: '1' } });
  process.env.BOXOFFICE_E2E_ORIGIN = backend.origin;
  return () => backend.child.kill('SIGTERM');
}

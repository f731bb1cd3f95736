import { defineConfig } from 'vitest/config';
// @ts-expect-error: a plain ES module without types
import { sdkSource } from './sdk-source.mjs';

export default defineConfig({
  resolve: { alias: sdkSource },
  test: {
    include: ['test/**/*.test.ts'],
    environment: 'node',
    // The files share their workers' module graph instead of loading the whole backend again for
    // each (measured: 164 s -> 73 s for the suite on a 2-core machine). Every test builds its own
    // app, store and clock; a test that sets an environment variable puts it back.
    isolate: false,
    // PGlite starts in a second on a quiet machine, several on a slow or busy one.
    testTimeout: 15_000,
    // Every answer of the app under test is checked against the bundled contract (test/support/answers.ts).
    globalSetup: ['test/support/answers-global.ts'],
    setupFiles: ['test/support/answers-setup.ts'],
  },
});

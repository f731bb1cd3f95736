import { defineConfig } from 'vitest/config';
// @ts-expect-error: a plain ES module without types
import { sdkSource } from './sdk-source.mjs';

export default defineConfig({
  resolve: { alias: sdkSource },
  test: {
    include: ['test/**/*.test.ts'],
    environment: 'node',
    // PGlite starts in a second on a quiet machine, several on a slow or busy one.
    testTimeout: 15_000,
  },
});

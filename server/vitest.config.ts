import { defineConfig } from 'vitest/config';
// @ts-expect-error: a plain ES module without types
import { sdkSource } from './sdk-source.mjs';

export default defineConfig({
  resolve: { alias: sdkSource },
  test: {
    include: ['test/**/*.test.ts'],
    environment: 'node',
  },
});

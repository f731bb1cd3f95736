import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const sdk = (file: string) => fileURLToPath(new URL(`../sdk/src/${file}`, import.meta.url));

export default defineConfig({
  resolve: {
    alias: [
      { find: '@boxoffice/sdk/rules/quantity', replacement: sdk('rules/quantity.ts') },
      { find: '@boxoffice/sdk/rules', replacement: sdk('rules/index.ts') },
      { find: '@boxoffice/sdk/schemas', replacement: sdk('generated/zod.gen.ts') },
      { find: /^@boxoffice\/sdk$/, replacement: sdk('index.ts') },
    ],
  },
  test: { include: ['test/**/*.test.ts'], environment: 'node' },
});

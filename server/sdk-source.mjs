// The server is built and tested against the SDK's source, so a change to the contract reaches it
// without building the SDK first. esbuild, Vitest and tsconfig.json's `paths` use this one table.
import { fileURLToPath } from 'node:url';

const sdk = (file) => fileURLToPath(new URL(`../sdk/src/${file}`, import.meta.url));

export const sdkSource = {
  '@boxoffice/sdk/rules': sdk('rules/index.ts'),
  '@boxoffice/sdk/schemas': sdk('generated/zod.gen.ts'),
  '@boxoffice/sdk': sdk('index.ts'),
};

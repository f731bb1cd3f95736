// Builds the reference backend into dist/server.mjs: one ES module with the SDK's source inlined and
// the npm dependencies left as imports. `npm start` and the test command build it first.
import { build } from 'esbuild';
import { sdkSource } from './sdk-source.mjs';

await build({
  entryPoints: [new URL('./src/main.ts', import.meta.url).pathname],
  outfile: new URL('./dist/server.mjs', import.meta.url).pathname,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  alias: sdkSource,
  sourcemap: true,
  logLevel: 'warning',
});

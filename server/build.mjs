// Builds the reference backend into dist/server.mjs: one ES module with the SDK's source inlined and
// the npm dependencies left as imports. `npm start` and the test command build it first. Its entry is
// the supervisor (src/supervise.ts), which runs the server (src/main.ts) in a worker process.
// `--out <name>` writes dist/<name>.mjs instead (a scratch build that does not disturb a running server;
// it stays inside server/ so that the npm dependencies resolve).
import { parseArgs } from 'node:util';
import { build } from 'esbuild';
import { sdkSource } from './sdk-source.mjs';

const { values } = parseArgs({ options: { out: { type: 'string' } } });

await build({
  entryPoints: [new URL('./src/supervise.ts', import.meta.url).pathname],
  outfile: values.out?.includes('/')
    ? values.out
    : new URL(`./dist/${values.out?.replace(/[^\w-]/g, '') || 'server'}.mjs`, import.meta.url).pathname,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  alias: sdkSource,
  sourcemap: true,
  logLevel: 'warning',
});

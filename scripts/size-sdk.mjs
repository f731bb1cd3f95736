// `npm run size:sdk`: what the SDK adds to an app's download, minified and gzipped. zod is left out
// (an app that validates forms has it anyway); openapi-fetch, which the client is built on, is counted.

import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';
import { root } from './lib.mjs';

const entries = {
  'client (@boxoffice/sdk)': 'sdk/src/index.ts',
  'rules (@boxoffice/sdk/rules)': 'sdk/src/rules/index.ts',
  'schemas (@boxoffice/sdk/schemas)': 'sdk/src/generated/zod.gen.ts',
};

for (const [name, entry] of Object.entries(entries)) {
  const result = await build({
    entryPoints: [join(root, entry)],
    bundle: true,
    minify: true,
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    external: ['zod'],
    write: false,
  });
  const code = result.outputFiles[0].contents;
  const kb = (n) => `${(n / 1024).toFixed(1)} kB`;
  console.log(
    `${name.padEnd(34)} ${kb(code.length).padStart(9)} minified  ${kb(gzipSync(code).length).padStart(8)} gzipped (zod excluded)`,
  );
}

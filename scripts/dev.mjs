// `npm run dev`: the web app in Vite's dev server (hot reload) on 127.0.0.1:5173, with /api and the
// backend's pages proxied to the reference backend, which this starts on 127.0.0.1:8080.
// `npm run dev -- --mock` proxies /api to the contract's Prism mock on 127.0.0.1:4010 instead.

import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { buildBackend, nodeFlags, serverBuild } from './backend.mjs';
import { bin, bundle, bundlePath, root, startProcess } from './lib.mjs';

const { values } = parseArgs({ options: { mock: { type: 'boolean', default: false } } });
await bundle();
const children = [];
if (values.mock) {
  children.push(
    startProcess(bin('prism'), ['mock', bundlePath, '-p', '4010', '-h', '127.0.0.1'], { inherit: true }),
  );
} else {
  await buildBackend();
  children.push(startProcess('node', [...nodeFlags, serverBuild], { inherit: true }));
}
const vite = startProcess(join(root, 'web', 'node_modules', '.bin', 'vite'), [], {
  cwd: join(root, 'web'),
  inherit: true,
  env: { ...process.env, BOXOFFICE_API: values.mock ? 'mock' : 'backend' },
});
vite.on('exit', (code) => process.exit(code ?? 0));
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    for (const child of [vite, ...children]) child.kill('SIGTERM');
  });
}

// `npm start`: the product on its embedded default. Bundles the contract, builds the reference
// backend and runs it in the foreground on 127.0.0.1:8080 (PORT and HOST override): the API at
// /api, the API reference at /docs, the simulated card provider on the next port.

import { buildBackend, serverBuild } from './backend.mjs';
import { bundle, startProcess } from './lib.mjs';

await bundle();
await buildBackend();
const server = startProcess('node', [serverBuild], { inherit: true });
server.on('exit', (code) => process.exit(code ?? 0));
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill('SIGTERM'));

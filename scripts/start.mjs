// `npm start`: the product on its embedded default. Bundles the contract, builds the web app and the
// reference backend, and runs the backend in the foreground on 127.0.0.1:8080 (PORT and HOST
// override): the web app at /, the API at /api, the API reference at /docs, the simulated card
// provider on the next port. Its state is kept in PGlite under .data/ (see server/README.md);
// `npm start -- --fresh` starts that over.
import { buildBackend, buildWebApp, nodeFlags, serverBuild } from './backend.mjs';
import { bundle, startProcess } from './lib.mjs';

await bundle();
await buildWebApp();
await buildBackend();
const server = startProcess('node', [...nodeFlags, serverBuild, ...process.argv.slice(2)], { inherit: true });
server.on('exit', (code) => process.exit(code ?? 0));
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill('SIGTERM'));

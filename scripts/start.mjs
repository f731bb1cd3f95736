// `npm start`: the product on its embedded default. Bundles the contract, builds the web app and the
// reference backend, and runs the backend in the foreground on 127.0.0.1:8080 (PORT and HOST
// override): the web app at /, the API at /api, the API reference at /docs, the simulated card
// provider on the next port. Its state is kept in PGlite under .data/ (see server/README.md);
// `npm start -- --fresh` starts that over. The server runs under its supervisor (server/src/supervise.ts),
// which starts a new worker when one dies; SIGTERM here is passed on to it (Ctrl+C reaches it directly).
import { buildBackend, buildWebApp, nodeFlags, serverBuild } from './backend.mjs';
import { bundle, startProcess } from './lib.mjs';

await bundle();
await buildWebApp();
await buildBackend();
const server = startProcess('node', [...nodeFlags, serverBuild, ...process.argv.slice(2)], { inherit: true });
server.on('exit', (code) => process.exit(code ?? 0));
// Ctrl+C reaches the server itself (the terminal signals the whole group): sending it SIGTERM as well
// would be a second signal, which stops it at once instead of letting its requests finish.
process.on('SIGINT', () => undefined);
process.on('SIGTERM', () => server.kill('SIGTERM'));

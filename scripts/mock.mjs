// `npm run mock`: the contract's Prism mock on 127.0.0.1:4010 (PORT and HOST override), serving every
// operation's example. Paths are the contract's, without the /api base path: GET http://127.0.0.1:4010/cart.
import { bin, bundle, bundlePath, startProcess } from './lib.mjs';

const port = process.env.PORT ?? '4010';
const host = process.env.HOST ?? '127.0.0.1';
await bundle();
console.log(`Boxoffice mock API: http://${host}:${port} (the contract's examples; Ctrl+C stops it)`);
const prism = startProcess(bin('prism'), ['mock', bundlePath, '-p', port, '-h', host], { inherit: true });
prism.on('exit', (code) => process.exit(code ?? 0));
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => prism.kill('SIGTERM'));

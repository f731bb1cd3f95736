// `npm run bench`: the SDK client against bare fetch, on the same calls to a local HTTP server, in one
// run. Calls are interleaved (fetch, SDK, fetch, SDK, ...) so both see the same machine load; the figure
// is the ratio of the median call times. Goal: at most 1.10.
import { existsSync } from 'node:fs';
import { createServer } from 'node:http';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { root, run } from './lib.mjs';

const { values } = parseArgs({ options: { calls: { type: 'string', default: '3000' } } });
const CALLS = Number(values.calls);
const WARMUP = 300;

const dist = join(root, 'sdk', 'dist', 'index.js');
if (!existsSync(dist)) await run('npm', ['run', 'build', '-w', 'sdk']);
const { createStorefrontClient } = await import(pathToFileURL(dist).href);

// Bodies shaped like the contract's examples for the two calls.
const cart = JSON.stringify({
  success: true,
  message: null,
  value: {
    cartEmpty: false,
    cartTotal: 213.14,
    taxTotal: 15.67,
    feeTotal: 7.5,
    itemGroups: [{ productName: 'Day Ticket', items: [{ id: 'ci_1001', quantity: 2, unitPrice: 69.99 }] }],
  },
});
const added = JSON.stringify({
  success: true,
  message: null,
  confirmationRequired: false,
  proceedToPassFlow: false,
});

const server = createServer((req, res) => {
  let body = '';
  req.on('data', (d) => (body += d));
  req.on('end', () => {
    res.writeHead(200, { 'content-type': 'application/json', 'set-cookie': 'XSRF-TOKEN=bench' });
    res.end(req.method === 'GET' ? cart : added);
  });
});
await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
const base = `http://127.0.0.1:${server.address().port}/api`;

const client = createStorefrontClient({ baseUrl: base, xsrfToken: () => 'bench' });
const line = { productVariantId: 'var_day_adult', productId: 'prod_day', quantity: 2 };

const bare = {
  get: async () => (await fetch(`${base}/cart?revise=false`, { credentials: 'include' })).json(),
  post: async () =>
    (
      await fetch(`${base}/cart/add`, {
        method: 'POST',
        credentials: 'include',
        headers: { 'content-type': 'application/json', 'X-XSRF-TOKEN': 'bench' },
        body: JSON.stringify({ items: [line] }),
      })
    ).json(),
};
const sdk = {
  get: async () => (await client.GET('/cart', { params: { query: { revise: false } } })).data,
  post: async () => (await client.POST('/cart/add', { body: { items: [line] } })).data,
};

async function time(fn) {
  const start = performance.now();
  await fn();
  return performance.now() - start;
}

const samples = { bare: [], sdk: [] };
for (let i = 0; i < WARMUP + CALLS; i++) {
  const kind = i % 2 === 0 ? 'get' : 'post';
  // Alternate which goes first so neither always runs on a warmer connection.
  const order = i % 4 < 2 ? ['bare', 'sdk'] : ['sdk', 'bare'];
  for (const who of order) {
    const t = await time(who === 'bare' ? bare[kind] : sdk[kind]);
    if (i >= WARMUP) samples[who].push(t);
  }
}
server.close();

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)];
};
const mBare = median(samples.bare);
const mSdk = median(samples.sdk);
const ratio = mSdk / mBare;
console.log(
  `calls: ${CALLS} each (GET /cart and POST /cart/add alternating), interleaved, after ${WARMUP} warm-up`,
);
console.log(`bare fetch median: ${(mBare * 1000).toFixed(0)} µs`);
console.log(`SDK client median: ${(mSdk * 1000).toFixed(0)} µs`);
console.log(`median ratio (SDK / fetch): ${ratio.toFixed(3)}  (goal: at most 1.10)`);

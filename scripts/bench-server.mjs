// `npm run bench:server`: autocannon against the reference backend on each of its stores (memory,
// embedded PGlite, a PostgreSQL server this script starts) and the Prism mock, in one run, on the same
// three calls (GET /api/cart, POST /api/cart/add, POST /api/performance/product-date-performance) with
// the contract's request examples, 50 connections each. Prints requests per second, p99 latency and
// errors per call and target, and each store's throughput ratio to Prism. Goals: memory ratio >= 5 with
// p99 < 20 ms; PostgreSQL ratio >= 3 with p99 < 50 ms on cart/add; no errors. PGlite (one connection,
// one transaction at a time) is reported without a goal. `--stores memory,PostgreSQL` and
// `--calls cart/add` measure a part of the table (names as printed, or a piece of a call's name).
//
// Before each run, 100 calls made one by one check that the answers are real successes (200 and
// success true): the share is printed beside the figures.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { buildBackend, startBackend } from './backend.mjs';
import { bin, bundle, freePort, root, startProcess, waitForHttp } from './lib.mjs';
import { startPostgres } from './postgres.mjs';

const { values } = parseArgs({
  options: {
    duration: { type: 'string', default: '10' },
    connections: { type: 'string', default: '50' },
    sessions: { type: 'string', default: '5000' },
    // Comma-separated names, to measure a part: --stores memory,PostgreSQL --calls cart/add
    stores: { type: 'string', default: 'memory,PGlite,PostgreSQL' },
    calls: { type: 'string', default: '' },
  },
});
const duration = Number(values.duration);
const warmup = 3;
const connections = Number(values.connections);

await bundle();
await buildBackend();
const contract = JSON.parse(await readFile(join(root, 'openapi', 'dist', 'openapi.json'), 'utf8'));
const example = (path) =>
  JSON.stringify(contract.paths[path].post.requestBody.content['application/json'].example);

const postgres = await startPostgres();
const allStores = [
  { name: 'memory', env: { BOXOFFICE_STORE: 'memory' }, ratio: 5, p99: 20 },
  { name: 'PGlite', env: {}, ratio: null, p99: null },
  {
    name: 'PostgreSQL',
    env: {},
    postgres: postgres.url,
    ratio: 3,
    p99: 50,
    only: '/cart/add',
  },
];
const stores = allStores.filter((s) => values.stores.split(',').includes(s.name));
const prismPort = await freePort();
const prism = startProcess(bin('prism'), [
  'mock',
  join(root, 'openapi', 'dist', 'openapi.yaml'),
  '-p',
  String(prismPort),
  '-h',
  '127.0.0.1',
]);
const prismBase = `http://127.0.0.1:${prismPort}`;
await waitForHttp(`${prismBase}/session`, 60_000);

/** Opens sessions on the backend; each is the Cookie header and XSRF token of one shopper. */
async function openSessions(api, count) {
  const sessions = [];
  for (let i = 0; i < count; i++) {
    const response = await fetch(`${api}/session`);
    const cookies = response.headers.getSetCookie().map((c) => c.split(';')[0]);
    const token = cookies.find((c) => c.startsWith('XSRF-TOKEN='))?.slice('XSRF-TOKEN='.length) ?? '';
    sessions.push({ cookie: cookies.join('; '), token });
    await response.arrayBuffer();
  }
  return sessions;
}

const allCalls = [
  { name: 'GET /api/cart', method: 'GET', path: '/cart' },
  { name: 'POST /api/cart/add', method: 'POST', path: '/cart/add', body: example('/cart/add') },
  {
    name: 'POST /api/performance/product-date-performance',
    method: 'POST',
    path: '/performance/product-date-performance',
    body: example('/performance/product-date-performance'),
  },
];
const calls = allCalls.filter((c) => values.calls.split(',').some((part) => c.name.includes(part)));

/** The share of answers that are 200 with success true, over a few calls made one by one. */
async function successShare(base, call, sessions, count = 100) {
  let accepted = 0;
  for (let i = 0; i < count; i++) {
    const session = sessions[i % sessions.length];
    const response = await fetch(`${base}${call.path}`, {
      method: call.method,
      body: call.body,
      headers: { 'content-type': 'application/json', cookie: session.cookie, 'x-xsrf-token': session.token },
    });
    if (response.status === 200 && (await response.text()).includes('"success":true')) accepted++;
  }
  return accepted / count;
}

// Each connection takes turns among its own share of the sessions (a pool opened before the run),
// so cart adds land in thousands of carts, as they would with many shoppers, and no cart grows
// without end. The requests are built once, so that the load generator, which shares the machine's
// two cores with the server, spends as little as it can per request.
async function measure(base, call, sessions) {
  const accepted = await successShare(base, call, sessions);
  // A short unrecorded run first, so both servers are measured warm (compiled, caches filled).
  await load(base, call, sessions, warmup);
  const result = await load(base, call, sessions, duration);
  return {
    rps: result.requests.average,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
    accepted,
  };
}

function load(base, call, sessions, seconds) {
  let next = 0;
  const perConnection = Math.max(1, Math.floor(sessions.length / connections));
  return autocannon({
    url: `${base}${call.path}`,
    connections,
    duration: seconds,
    setupClient: (client) => {
      const first = (next++ * perConnection) % sessions.length;
      const own = sessions.slice(first, first + perConnection);
      client.setRequests(
        own.map((session) => ({
          method: call.method,
          path: new URL(`${base}${call.path}`).pathname,
          body: call.body,
          headers: {
            'content-type': 'application/json',
            cookie: session.cookie,
            'x-xsrf-token': session.token,
          },
        })),
      );
    },
  });
}

const prismSessions = [{ cookie: 'BOXOFFICE_SESSION=bench', token: 'bench' }];
const prismRows = new Map();
for (const call of calls) prismRows.set(call.name, await measure(prismBase, call, prismSessions));
prism.kill('SIGTERM');

// One store at a time, the others stopped, so each has the machine to itself.
const rows = [];
for (const store of stores) {
  const backend = await startBackend({ env: store.env, postgresServer: store.postgres ?? null });
  const sessions = await openSessions(backend.api, Number(values.sessions));
  for (const call of calls)
    rows.push({ call: call.name, store, ours: await measure(backend.api, call, sessions) });
  backend.child.kill('SIGTERM');
}
await postgres.stop();

const pad = (text, width) => String(text).padEnd(width);
console.log(
  `\n${connections} connections, ${duration} s per call and target (after ${warmup} s unrecorded)\n`,
);
console.log(
  `${pad('call', 48)}${pad('target', 22)}${pad('req/s', 10)}${pad('p99 ms', 9)}${pad('errors', 8)}${pad('success:true', 14)}x Prism`,
);
const line = (call, target, r, ratio) =>
  console.log(
    `${pad(call, 48)}${pad(target, 22)}${pad(r.rps.toFixed(0), 10)}${pad(r.p99, 9)}${pad(r.errors, 8)}${pad(`${(r.accepted * 100).toFixed(0)}%`, 14)}${ratio}`,
  );
for (const call of calls) {
  const theirs = prismRows.get(call.name);
  line(call.name, 'Prism mock', theirs, '');
  for (const row of rows.filter((r) => r.call === call.name))
    line(call.name, `backend, ${row.store.name}`, row.ours, `${(row.ours.rps / theirs.rps).toFixed(1)}x`);
}
console.log('');
let allMet = true;
for (const store of stores.filter((s) => s.ratio !== null)) {
  const checked = rows.filter((r) => r.store === store && (!store.only || r.call.includes(store.only)));
  const met = checked.every(
    (r) =>
      r.ours.rps >= store.ratio * prismRows.get(r.call).rps && r.ours.p99 < store.p99 && r.ours.errors === 0,
  );
  allMet &&= met;
  console.log(
    `goals for ${store.name}${store.only ? ` on ${store.only}` : ''} (ratio >= ${store.ratio}, p99 < ${store.p99} ms, no errors): ${met ? 'met' : 'NOT met'}`,
  );
}
console.log(allMet ? 'every goal met' : 'some goals NOT met');
process.exit(0);

// `npm run bench:first-call`: the floor under issue 41's first goal. N visitors are released at once
// against instances on one PostgreSQL, each making only its first call (GET /api/session, which asks
// the database nothing) on a connection of its own, as a browser does, and nothing else runs: how
// soon the last of them hears something is then what this machine can do at best, whatever the
// store does. Each run also gives the processor time (from /proc) the load generator and the
// instances spent, per call, and the same for a path that answers 404 at once (HTTP alone).
//
//   npm run bench:first-call -- [--shoppers 4000,10000] [--instances 2] [--rounds 2] [--no-build]
//
// Rounds after the first find the instances warm (their code compiled), as a crowd does that comes
// some time after start-up; each round's visitors are new (new connections, no cookie).
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { buildBackend, createDatabase, startBackend } from './backend.mjs';
import { startPostgres } from './postgres.mjs';
import { percentile, Shopper, shopperAddress } from './surge.mjs';

const { values } = parseArgs({
  options: {
    shoppers: { type: 'string', default: '4000,10000' },
    instances: { type: 'string', default: '2' },
    rounds: { type: 'string', default: '2' },
    'no-build': { type: 'boolean', default: false },
  },
});
const counts = values.shoppers.split(',').map(Number);
const instances = Number(values.instances);
const rounds = Number(values.rounds);
if (!counts.every((n) => Number.isInteger(n) && n > 0) || !(instances >= 1) || !(rounds >= 1)) {
  console.error('--shoppers is a list of whole numbers, --instances and --rounds whole numbers of 1 or more');
  process.exit(2);
}

/** Linux counts processor time in /proc in ticks of 1/100 s (USER_HZ). */
const TICKS_PER_SECOND = 100;

/** Processor time a process has used, ms (utime + stime of /proc/<pid>/stat). */
function cpuMs(pid) {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS_PER_SECOND;
}
const ownCpuMs = () => {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
};

/** N new visitors at once, each one call: answers p50, p99, max (ms), statuses, processor ms per call. */
async function release(backends, n, path, first) {
  const visitors = Array.from({ length: n }, (_, i) => {
    const visitor = new Shopper();
    visitor.address = shopperAddress(first + i);
    return visitor;
  });
  const before = { own: ownCpuMs(), backends: backends.map((b) => cpuMs(b.child.pid)) };
  const start = performance.now();
  const answers = await Promise.all(
    visitors.map(async (visitor, i) => {
      const answer = await visitor.call(backends[i % backends.length].api, 'GET', path);
      return { ms: performance.now() - start, status: answer.status ?? answer.failure };
    }),
  );
  const generator = ownCpuMs() - before.own;
  const servers = backends.reduce((sum, b, i) => sum + cpuMs(b.child.pid) - before.backends[i], 0);
  for (const visitor of visitors) visitor.close();
  const ms = answers.map((a) => a.ms).sort((a, b) => a - b);
  const statuses = {};
  for (const { status } of answers) statuses[status] = (statuses[status] ?? 0) + 1;
  return {
    p50: percentile(ms, 0.5),
    p99: percentile(ms, 0.99),
    max: ms.at(-1),
    statuses,
    generatorMsPerCall: generator / n,
    serversMsPerCall: servers / n,
  };
}

if (!values['no-build']) await buildBackend();
const postgres = await startPostgres();
const backends = [];
try {
  const database = await createDatabase(postgres.url, `first_call_${process.pid}`);
  for (let i = 0; i < instances; i++)
    backends.push(
      await startBackend({
        env: { DATABASE_URL: database, TRUST_PROXY: '1', LOG_LEVEL: 'error' },
        postgresServer: null,
      }),
    );
  console.log(
    `${instances} instance(s) on one PostgreSQL; each visitor one call on a connection of its own, released at once; ${rounds} round(s) each.\n`,
  );
  console.log(
    'visitors  call                 round  answers p50 / p99 / max       statuses         processor per call: load generator / instances',
  );
  let first = 0;
  for (const n of counts)
    for (const [path, name] of [
      ['/session', 'GET /api/session'],
      ['/no-such-path', '404 (HTTP alone)'],
    ])
      for (let round = 1; round <= rounds; round++) {
        const r = await release(backends, n, path, first);
        first += n;
        console.log(
          `${String(n).padEnd(9)} ${name.padEnd(20)} ${String(round).padEnd(6)} ${`${(r.p50 / 1000).toFixed(2)} / ${(r.p99 / 1000).toFixed(2)} / ${(r.max / 1000).toFixed(2)} s`.padEnd(29)} ${JSON.stringify(r.statuses).padEnd(16)} ${r.generatorMsPerCall.toFixed(2)} / ${r.serversMsPerCall.toFixed(2)} ms`,
        );
        // Let the closed connections go before the next crowd.
        await new Promise((resolve) => setTimeout(resolve, 2000));
      }
} finally {
  await Promise.all(backends.map((b) => b.stop()));
  await postgres.stop();
}

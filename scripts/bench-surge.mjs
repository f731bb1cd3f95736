// `npm run bench:surge`: the on-sale surge benchmark. N shoppers are released at once, each making the
// whole purchase through the API as the web app does (scripts/surge.mjs), against a fresh backend for
// every run (store x target x card latency), and the run reports per step calls, statuses and latency,
// then whether every shopper got a clear answer and exactly the capacity was sold.
//
//   npm run bench:surge -- [--stores postgres,pglite,memory] [--targets dinner,section,day]
//     [--venue lakeside|harbor|stadium] [--shoppers 2000] [--quantity 1] [--card-latency-ms 0[,300]]
//     [--timeout-s 60] [--call-timeout-s 20]
//     [--balance connection|call] [--connections N] [--on-sale-s N] [--hold-seconds 900[,0]]
//     [--scripts N] [--script-sessions 50] [--script-quantity 10] [--on-sale-pace 0[,N]]
//     [--repeat 1] [--instances 2[,1,4]] [--round-trips] [--warm-up N] [--no-build] [--json file]
//
// Each run reports orders a second (from the first order to the last) and, on PostgreSQL, how long
// each change of the counts (a hold, an order) kept their rows locked, as PostgreSQL saw it (from
// the lock to the commit: scripts/lock-times.mjs). --instances N[,N...] runs PostgreSQL with that
// many instances on the one database (2 by default; a list runs each, side by side).
// Stores: `postgres`, two instances on one database of a throwaway PostgreSQL server, the shoppers
// dealt out over them in turn, each shopper's connection (and so its calls) to one instance, as a TCP
// balancer or one with sticky sessions does (--balance call: each call of every shopper to the next
// instance, as an HTTP balancer without stickiness; surge.mjs BALANCES); `pglite`, one
// instance on the embedded default; `memory`, one instance with BOXOFFICE_STORE=memory. Shoppers:
// 2000 on postgres and memory, 200 on pglite (one connection in one process), unless --shoppers.
// --venue is the seeded venue every backend sells, the scratch one that finds the targets too
// (BOXOFFICE_VENUE, server/README.md; lakeside by default): on `stadium` the section is its Lower
// Bowl of 5,000 places and the day a general-admission performance of 50,000, both found with every
// place left (surge.mjs VENUE_TARGETS), e.g. `--venue stadium --targets section --shoppers 10000`.
// Reading what is left of such a target before and after a run takes probe carts of 20 places (the
// limit per customer) over 250 sessions for the bowl, 2,500 for a day.
// --warm-up N first sends N shoppers (from addresses of their own) to buy another performance of the
// target's show on the run's fresh backends, as a server that has been serving for a while has met
// its calls before (its code compiled, its pools open); the run's figures then start at the release
// (lock times too; --round-trips counts include the warm-up's calls).
// --round-trips counts, on PostgreSQL, the round trips each API call makes to the database (a
// preload in each backend, scripts/round-trips-preload.mjs) and prints them after each run, with
// their sum over a shopper's purchase (scripts/round-trips.mjs); the counting costs some processor.
// BOXOFFICE_CARD_LATENCY_MS (the simulated card provider's latency) is passed to every backend.
// --quantity is the tickets per shopper for the section and the day (a seat is one). Each shopper is
// a browser: its calls go on keep-alive connections of its own; --connections N
// puts every shopper's calls through one pool of N connections per origin instead, as a load
// balancer's pool to the instances would, the calls beyond it waiting their turn.
// --on-sale-s N runs each target as an operator's on-sale opening N s after the shoppers are released
// (the backends' test control, BOXOFFICE_TEST_CONTROLS=1, sets it on every instance once the target
// is found): every shopper waits in the line, which lives in the database, and the report gives
// each one's wait and whether anyone was let in after a shopper who came later.
// --hold-seconds sets BOXOFFICE_HOLD_SECONDS on the backends (a list runs each: 0, the cart holding
// nothing, shows side by side what holds change: who learns at add-to-cart, who after the card).
// --scripts N (with --on-sale-s; scripts/scalpers.mjs) runs each target twice, without and with N
// scalpers' scripts competing with the shoppers, each from one address with --script-sessions
// sessions: they farm places in line, try to skip it before the opening, hoard once let in (adds of
// --script-quantity places), renew holds by removing and adding lines, and pay for what they hold.
// --on-sale-pace sets BOXOFFICE_ON_SALE_PACE on the backends, the shoppers a second the on-sale's line
// lets in once it opens (0: as fast as the store allows; a list runs each, side by side).
// Each run's report then says what the scripts got against what the limits per customer allow, and a
// second table sets the shoppers' outcome without and with the scripts side by side; each script
// session also removes its lines and adds them again, and a hold with more time left after than
// before (GET /cart's holdSecondsLeft, by more than 1 s) is a hold renewed (the goal: none).
// --repeat N runs each configuration N times, alternating without and with the scripts (without,
// with, without, with ...: what drifts on the machine meanwhile falls on both), and ends with a
// summary per configuration: the shoppers' tickets sold without and with the scripts (mean, sd,
// min-max), the scripts' tickets, and their share by chance in the draw at the opening (scalpers.mjs
// scriptsChanceShare: the script sessions in the draw, BOXOFFICE_DRAW_PLACES_PER_ADDRESS x scripts x
// instances, each taking up to the limit per customer, against the crowd and the places); the goal,
// judged with two runs or more of each: with-scripts mean >= without mean - chance share - 2 x the
// pooled sd.
// The load generator stands for the proxy in front of the instances: they trust it (TRUST_PROXY=1),
// and every shopper, script and probe sends its own address (X-Forwarded-For; surge.mjs). The
// limits per customer are the server's defaults unless the BOXOFFICE_CUSTOMER_LIMIT,
// _ADDRESS_LIMIT, _ON_SALE_LIMIT and _ON_SALE_ADDRESS_LIMIT of this command's environment say
// otherwise. The targets are found first on a scratch backend without the limits (surge.mjs
// discoverTargets).
// It ends with one row per run and the goals, met or not. The exit code is 0 whatever the figures,
// but with --scripts: then it is 1 when a goal of the on-sale or of the scripts is not met (nothing
// held or sold before the opening, the scripts within their limits, every try to skip the line
// stopped, no hold renewed, 0 errors, the shoppers let in in order, and with --repeat 2 or more the
// shoppers' tickets with the scripts within noise of those without); and 1 when a run itself broke
// (a backend that would not start, a target not found ...).
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { buildBackend, createDatabase, startBackend } from './backend.mjs';
import { bundle, root, run } from './lib.mjs';
import { noteLockTimes, readLockTimes } from './lock-times.mjs';
import { startPostgres } from './postgres.mjs';
import { formatRoundTrips, perPurchase, readRoundTrips, roundTripsEnv } from './round-trips.mjs';

const { values } = parseArgs({
  options: {
    stores: { type: 'string', default: 'postgres,pglite,memory' },
    venue: { type: 'string', default: 'lakeside' },
    targets: { type: 'string', default: 'dinner,section,day' },
    shoppers: { type: 'string' },
    quantity: { type: 'string', default: '1' },
    'card-latency-ms': { type: 'string', default: '0' },
    'timeout-s': { type: 'string', default: '60' },
    'call-timeout-s': { type: 'string', default: '20' },
    connections: { type: 'string' },
    balance: { type: 'string', default: 'connection' },
    'on-sale-s': { type: 'string', default: '0' },
    'hold-seconds': { type: 'string', default: '900' },
    scripts: { type: 'string', default: '0' },
    'on-sale-pace': { type: 'string', default: '0' },
    repeat: { type: 'string', default: '1' },
    instances: { type: 'string' },
    'script-sessions': { type: 'string' },
    'script-quantity': { type: 'string' },
    'round-trips': { type: 'boolean', default: false },
    'warm-up': { type: 'string', default: '0' },
    'no-build': { type: 'boolean', default: false },
    json: { type: 'string' },
  },
});

const STORES = {
  postgres: { instances: 2, shoppers: 2000 },
  pglite: { instances: 1, shoppers: 200 },
  memory: { instances: 1, shoppers: 2000 },
};
const list = (text) =>
  text
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
const whole = (text, name, min = 0) => {
  const n = Number(text);
  if (!Number.isInteger(n) || n < min) {
    console.error(`--${name} must be a whole number of at least ${min}, not '${text}'`);
    process.exit(2);
  }
  return n;
};
const stores = list(values.stores);
const targets = list(values.targets);
const latencies = list(values['card-latency-ms']).map((v) => whole(v, 'card-latency-ms'));
const holdSeconds = list(values['hold-seconds']).map((v) => whole(v, 'hold-seconds'));
const paces = list(values['on-sale-pace']).map((v) => whole(v, 'on-sale-pace'));
// PostgreSQL's instances: a list runs each, side by side (the other stores run one).
const instanceCounts = values.instances
  ? list(values.instances).map((v) => whole(v, 'instances', 1))
  : [STORES.postgres.instances];
for (const s of stores)
  if (!STORES[s]) {
    console.error(`unknown store '${s}' (postgres, pglite, memory)`);
    process.exit(2);
  }
for (const t of targets)
  if (!['dinner', 'section', 'day'].includes(t)) {
    console.error(`unknown target '${t}' (dinner, section, day)`);
    process.exit(2);
  }
const venue = values.venue.trim();
const shoppersOverride = values.shoppers === undefined ? null : whole(values.shoppers, 'shoppers', 1);
const quantity = whole(values.quantity, 'quantity', 1);
const deadlineMs = whole(values['timeout-s'], 'timeout-s', 1) * 1000;
const callTimeoutMs = whole(values['call-timeout-s'], 'call-timeout-s', 1) * 1000;
const onSaleS = whole(values['on-sale-s'], 'on-sale-s');
const connections =
  values.connections === undefined ? Number.POSITIVE_INFINITY : whole(values.connections, 'connections', 1);
const scriptCount = whole(values.scripts, 'scripts');
const repeat = whole(values.repeat, 'repeat', 1);
const warmUp = whole(values['warm-up'], 'warm-up');
if (scriptCount > 0 && onSaleS === 0) {
  console.error("--scripts needs an operator's on-sale to compete in: --on-sale-s N (10, say)");
  process.exit(2);
}

// What the load generator needs: the bundled contract (the checkout example) and the built SDK.
if (!existsSync(join(root, 'openapi', 'dist', 'openapi.json'))) await bundle();
if (!existsSync(join(root, 'sdk', 'dist', 'index.js'))) await run('npm', ['run', 'build', '-w', 'sdk']);
const surge = await import('./surge.mjs');
if (!surge.VENUES.includes(venue)) {
  console.error(`unknown venue '${venue}' (${surge.VENUES.join(', ')})`);
  process.exit(2);
}
const scalpers = await import('./scalpers.mjs');
const scriptSessions = whole(
  values['script-sessions'] ?? String(scalpers.SCRIPT_DEFAULTS.sessions),
  'script-sessions',
  1,
);
const scriptQuantity = whole(
  values['script-quantity'] ?? String(scalpers.SCRIPT_DEFAULTS.quantity),
  'script-quantity',
  1,
);
// The limits per customer the backends enforce: this environment's, else the server's defaults.
const limitOf = (name, fallback) => {
  const text = process.env[name];
  return text === undefined || text === '' ? fallback : whole(text, name);
};
const onSaleLimits = {
  perCustomer: limitOf('BOXOFFICE_ON_SALE_LIMIT', scalpers.ON_SALE_LIMIT_DEFAULTS.perCustomer),
  perAddress: limitOf('BOXOFFICE_ON_SALE_ADDRESS_LIMIT', scalpers.ON_SALE_LIMIT_DEFAULTS.perAddress),
};
// The caps per address on the line the backends keep (server/README.md 'A fair on-sale'), for the
// scripts' chance share: this environment's, else the server's defaults.
const addressCaps = {
  drawPerAddress: limitOf('BOXOFFICE_DRAW_PLACES_PER_ADDRESS', 1),
  linePerAddress: limitOf('BOXOFFICE_LINE_PLACES_PER_ADDRESS', 10),
};
if (!surge.BALANCES.includes(values.balance)) {
  console.error(`--balance is one of ${surge.BALANCES.join(', ')}, not '${values.balance}'`);
  process.exit(2);
}

// Each backend started adds an exit listener (scripts/lib.mjs stops it when this process exits).
process.setMaxListeners(100);

// Everything started here is stopped at the end, on Ctrl+C too.
const running = new Set();
const dataDirs = new Set();
let postgres = null;

async function stop(backend) {
  const { child } = backend;
  running.delete(backend);
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  // The backend lets requests in flight finish for up to 10 s; then it is cut.
  const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
  await exited;
  clearTimeout(timer);
}

async function stopAll() {
  await Promise.all([...running].map(stop));
  for (const dir of dataDirs) await rm(dir, { recursive: true, force: true });
  dataDirs.clear();
  if (postgres) {
    const pg = postgres;
    postgres = null;
    await pg.stop().catch(() => undefined);
  }
}

let interrupted = false;
for (const signal of ['SIGINT', 'SIGTERM'])
  process.on(signal, () => {
    if (interrupted) process.exit(130);
    interrupted = true;
    console.error(`\n${signal}: stopping the backends ...`);
    void stopAll().finally(() => process.exit(130));
  });

/** Starts the store's backends, fresh (a new database, a new data folder); answers them. */
async function startStore(store, cardLatencyMs, holdS, pace, runIndex, instances) {
  const dataDir = await mkdtemp(join(root, '.tmp', `surge-${store}-`));
  dataDirs.add(dataDir);
  const env = {
    BOXOFFICE_CARD_LATENCY_MS: String(cardLatencyMs),
    BOXOFFICE_HOLD_SECONDS: String(holdS),
    BOXOFFICE_ON_SALE_PACE: String(pace),
    BOXOFFICE_VENUE: venue,
    LOG_LEVEL: 'error',
    // The load generator is the proxy in front: each shopper's address is its X-Forwarded-For.
    TRUST_PROXY: '1',
    BOXOFFICE_ON_SALE_LIMIT: String(onSaleLimits.perCustomer),
    BOXOFFICE_ON_SALE_ADDRESS_LIMIT: String(onSaleLimits.perAddress),
    ...(onSaleS > 0 ? { BOXOFFICE_TEST_CONTROLS: '1' } : {}),
    ...(values['round-trips'] ? roundTripsEnv(dataDir) : {}),
  };
  const started = [];
  const start = async (extra) => {
    const backend = await startBackend({
      env: { ...env, BOXOFFICE_DATA_DIR: join(dataDir, `instance-${started.length}`), ...extra },
      postgresServer: null,
    });
    running.add(backend);
    started.push(backend);
    return backend;
  };
  try {
    if (store === 'postgres') {
      postgres ??= await startPostgres();
      const database = await createDatabase(postgres.url, `surge_${process.pid}_${runIndex}`);
      // PostgreSQL notes how long each count change holds its rows (scripts/lock-times.mjs).
      await noteLockTimes(database);
      // One after the other: the second finds the schema migrated.
      for (let i = 0; i < instances; i++) await start({ DATABASE_URL: database });
      return { backends: started, dataDir, database };
    } else if (store === 'memory') {
      await start({ BOXOFFICE_STORE: 'memory' });
    } else {
      await start({});
    }
  } catch (error) {
    await Promise.all(started.map(stop));
    await rm(dataDir, { recursive: true, force: true });
    throw error;
  }
  return { backends: started, dataDir };
}

/**
 * What the backends logged (LOG_LEVEL=error: failures only): how many requests they answered with a
 * 5xx, their failures by kind (the first line of the error), and other output (the start-up banner
 * aside), for a run's report.
 */
function backendLog(backends) {
  let requests5xx = 0;
  const failures = new Map();
  const other = [];
  for (const line of backends.flatMap((b) => (b.child.output ?? '').split('\n'))) {
    if (!line.trim()) continue;
    let entry = null;
    if (line.startsWith('{'))
      try {
        entry = JSON.parse(line);
      } catch {}
    if (entry?.level === 'error' && entry.message === 'request') requests5xx++;
    else if (entry?.level === 'error') {
      const what = `${entry.message}${entry.operationId ? ` (${entry.operationId})` : ''}: ${String(entry.error ?? entry.status ?? '').split('\n')[0]}`;
      failures.set(what, (failures.get(what) ?? 0) + 1);
    } else if (!entry && !/^(Boxoffice:|State kept|Simulated card provider)/.test(line)) other.push(line);
  }
  const lines = [];
  if (requests5xx) lines.push(`the backend logged ${requests5xx} request(s) answered with a 5xx`);
  for (const [what, n] of [...failures].sort((x, y) => y[1] - x[1]).slice(0, 5))
    lines.push(`${String(n).padStart(6)} x ${what.slice(0, 180)}`);
  if (other.length)
    lines.push(
      `other output (${other.length} lines), the last:`,
      ...other.slice(-4).map((l) => l.slice(0, 180)),
    );
  return { requests5xx, failures: Object.fromEntries(failures), lines };
}

/** Sets the operator's on-sale of `item`, opening in `seconds`, on every instance (their test control). */
async function openOnSale(backends, item, seconds) {
  for (const { origin } of backends) {
    const answer = await fetch(`${origin}/test-controls/on-sale`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ item, opensInSeconds: seconds }),
    });
    if (!answer.ok) throw new Error(`the on-sale could not be set on ${origin}: ${answer.status}`);
  }
}

/** --warm-up: N shoppers buy another performance of the target's show first (their own addresses). */
async function warmUpBackends(apis, target, item) {
  const other = await surge.otherPerformance(apis[0], target);
  if (!other) throw new Error('no other performance of the show to warm the backends up on');
  const stats = await surge.runSurge({
    apis,
    target: { ...target, ...other },
    shoppers: warmUp,
    quantity,
    deadlineMs,
    callTimeoutMs,
    connections,
    balance: values.balance,
    labels: { store: item.store, warmUp: true },
    addressOffset: 1_000_000,
  });
  console.log(
    `warm-up: ${warmUp} shoppers on ${other.performanceId}, ${stats.placedOrders ?? '?'} orders placed, ${surge.errorsOf(stats)} errors`,
  );
}

await mkdir(join(root, '.tmp'), { recursive: true });
if (!values['no-build']) {
  console.log('building the backend ...');
  await buildBackend();
}

// Each configuration --repeat times, without and with the scripts in turn (so drift falls on both).
const plan = [];
for (const store of stores)
  for (const instances of store === 'postgres' ? instanceCounts : [1])
    for (const target of targets)
      for (const cardLatencyMs of latencies)
        for (const holdS of holdSeconds)
          for (const pace of paces)
            for (let time = 1; time <= repeat; time++)
              for (const scripts of scriptCount > 0 ? [0, scriptCount] : [null])
                plan.push({
                  store,
                  instances,
                  target,
                  cardLatencyMs,
                  holdS,
                  pace,
                  scripts,
                  time,
                  shoppers: shoppersOverride ?? STORES[store].shoppers,
                });

console.log(
  `${plan.length} run${plan.length === 1 ? '' : 's'}${venue === 'lakeside' ? '' : ` at the ${venue}`}: ${plan.map((p) => `${p.store}${p.store === 'postgres' && instanceCounts.length > 1 ? ` (${p.instances} instances)` : ''} x ${p.target}${latencies.length > 1 ? ` (card ${p.cardLatencyMs} ms)` : ''}${p.pace ? ` (pace ${p.pace}/s)` : ''}${p.scripts === null ? '' : ` (${p.scripts} scripts)`}${repeat > 1 ? ` #${p.time}` : ''}`).join(', ')}; deadline ${deadlineMs / 1000} s per shopper, call timeout ${callTimeoutMs / 1000} s`,
);
if (scriptCount > 0)
  console.log(
    `Scripts: ${scriptCount} of ${scriptSessions} sessions each, one address each, adds of ${scriptQuantity}; the on-sale's limits: ${onSaleLimits.perCustomer || 'none'} per customer, ${onSaleLimits.perAddress || 'none'} per address.`,
  );
// The targets, found once on a scratch backend (the limits per customer off: see surge.mjs).
let found = {};
try {
  found = await surge.discoverTargets(targets, { venue });
} catch (error) {
  console.error(`the targets could not be found: ${String(error?.message ?? error).split('\n')[0]}`);
  process.exit(1);
}
console.log(
  `Shoppers are balanced by ${values.balance === 'call' ? 'call (each call to the next instance)' : 'connection (each shopper on one instance)'}. Calls go out on node:http, ${Number.isFinite(connections) ? `through a balancer's pool of at most ${connections} connections per origin for all shoppers` : "each shopper on keep-alive connections of its own, as a browser's"}.\n`,
);

const runs = [];
let broke = false;
for (const [index, item] of plan.entries()) {
  if (interrupted) break;
  const labels = {
    venue,
    store: item.store,
    instances: item.instances,
    cardLatencyMs: item.cardLatencyMs,
    onSaleS,
    holdSeconds: item.holdS,
    onSalePace: item.pace,
    ...(item.scripts === null ? {} : { scriptCount: item.scripts }),
    ...(repeat > 1 ? { repeat: item.time } : {}),
  };
  let started;
  try {
    started = await startStore(item.store, item.cardLatencyMs, item.holdS, item.pace, index, item.instances);
    const apis = started.backends.map((b) => b.api);
    const target = found[item.target];
    if (warmUp > 0) await warmUpBackends(apis, target, item);
    const since = new Date();
    const stats = await surge.runSurge({
      apis,
      target,
      shoppers: item.shoppers,
      quantity,
      deadlineMs,
      callTimeoutMs,
      connections,
      balance: values.balance,
      labels,
      beforeRelease:
        onSaleS > 0 ? () => openOnSale(started.backends, target.performanceId, onSaleS) : undefined,
      onSaleS,
      scripts: item.scripts
        ? scalpers.createScripts({
            count: item.scripts,
            sessions: scriptSessions,
            quantity: scriptQuantity,
            limits: onSaleLimits,
          })
        : null,
    });
    if (started.database) stats.lockTimes = await readLockTimes(started.database, since);
    const logged = backendLog(started.backends);
    stats.backendLog = { requests5xx: logged.requests5xx, failures: logged.failures };
    runs.push(stats);
    console.log(surge.formatReport(stats));
    if (stats.scripts) console.log(scalpers.formatScriptsReport(stats));
    if (logged.lines.length) console.log(logged.lines.map((l) => `  ${l}`).join('\n'));
    console.log('');
  } catch (error) {
    broke = true;
    const message = String(error?.message ?? error).split('\n')[0];
    runs.push({ ...labels, target: item.target, shoppers: item.shoppers, broken: message });
    console.log(
      `${item.store} x ${item.target}${repeat > 1 ? ` #${item.time}` : ''}: the run broke: ${message}`,
    );
    const output = error?.output ?? (started ? backendLog(started.backends).lines.join('\n') : '');
    if (output) console.log(String(output).split('\n').slice(-8).join('\n'));
    console.log('');
  } finally {
    if (started) {
      await Promise.all(started.backends.map(stop));
      if (values['round-trips'] && item.store === 'postgres') {
        const routes = await readRoundTrips(started.dataDir);
        const last = runs.at(-1);
        if (last) Object.assign(last, { roundTrips: routes, roundTripsPerPurchase: perPurchase(routes) });
        console.log(`${formatRoundTrips(routes)}\n`);
      }
      await rm(started.dataDir, { recursive: true, force: true });
      dataDirs.delete(started.dataDir);
    }
  }
}
await stopAll();

console.log(surge.formatTable(runs));
console.log('');
if (scriptCount > 0) {
  console.log(
    `The shoppers without and with ${scriptCount} scalpers' scripts of ${scriptSessions} sessions (honest sold: tickets the shoppers bought; got places: shoppers with an order; answer: 'you have places' or 'sold out', from the release; scripts got: held at the end + bought, against ${scriptCount} x the on-sale's limit per address; max script / session against the limits; skips: tries to skip the line before the opening, and those past the gate; pre-open: holds and orders before the opening, by anyone; errors: the shoppers' and the scripts'):`,
  );
  console.log(scalpers.formatScriptsTable(runs));
  console.log('');
}
const fairness = scriptCount > 0 ? scalpers.fairnessSummary(runs, addressCaps) : [];
if (fairness.length) {
  console.log(
    `The shoppers' tickets sold without and with the scripts, per configuration over ${repeat} run${repeat === 1 ? '' : 's'} of each (mean, sample sd, min-max), the scripts' tickets, and what they may take by chance in the draw at the opening (${addressCaps.drawPerAddress || 'no cap'} place(s) in it per address and instance):`,
  );
  console.log(scalpers.formatFairnessSummary(fairness));
  console.log('');
}
// Each repetition's goals apart (each compares its runs with each other), numbered.
const goals = [];
for (let time = 1; time <= repeat; time++) {
  const these = repeat > 1 ? runs.filter((r) => r.repeat === time) : runs;
  for (const g of [...surge.checkGoals(these), ...scalpers.checkScriptGoals(these)])
    goals.push(repeat > 1 ? { ...g, goal: `#${time} ${g.goal}` } : g);
}
goals.push(...scalpers.fairnessGoals(fairness));
for (const g of goals)
  console.log(`${g.met ? 'met    ' : 'NOT met'}  ${g.goal}${g.detail ? ` (${g.detail})` : ''}`);
if (goals.length === 0) console.log('(no goal applies to the runs made)');
else
  console.log(
    goals.every((g) => g.met) ? 'every goal met' : `${goals.filter((g) => !g.met).length} goal(s) NOT met`,
  );
if (values.json) {
  await writeFile(values.json, `${JSON.stringify({ runs, goals }, null, 2)}\n`);
  console.log(`statistics written to ${values.json}`);
}
// With --scripts, the on-sale's and the scripts' goals decide the exit code too (issue 37).
const fairnessFailed =
  scriptCount > 0 && goals.some((g) => !g.met && (g.kind === 'on-sale' || g.kind === 'scripts'));
process.exit(broke || interrupted || fairnessFailed ? 1 : 0);

// Faults during an on-sale (issue 38), shared by `scripts/faults-test.mjs` (the test command's small
// run) and `npm run bench:faults` (scripts/bench-faults.mjs): an on-sale is when faults hurt most,
// so each fault is injected in the middle of one. Two backend instances on one PostgreSQL database
// (a fresh one per fault) serve a crowd buying as the web app does (scripts/surge.mjs): day tickets
// and the 24-seat dinner show at once, each shopper on one instance. Once `afterOrders` orders are
// placed, the fault:
//   terminate   every connection to the database ended (pg_terminate_backend);
//   restart     PostgreSQL stopped fast and started again (a managed database's restart, failover);
//   kill        one instance killed (SIGKILL); its shoppers' next calls go to the other;
//   slow-card   the card provider answers slower than the payment window: the balancer sends every
//               submit (the only call that charges) to two more instances on the same database
//               whose provider takes 15 s, with a 10 s window on all four.
// Then what every shopper heard is checked against the database and the API: no instance exited by
// itself, nothing oversold, no confirmed order lost, no charge without an order, every shopper a
// clear answer, no order its shopper was told otherwise of, no place held but by a shopper's cart,
// no 5xx but 503 with Retry-After, every submit answered within the web app's minute.
import { rm } from 'node:fs/promises';
import http from 'node:http';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import { createDatabase, startBackend } from './backend.mjs';
import { root } from './lib.mjs';
import { discoverTargets, inTurns, NO_CUSTOMER_LIMITS, patient, percentile, runSurge } from './surge.mjs';

export const FAULTS = ['terminate', 'restart', 'kill', 'slow-card'];

export const FAULT_TITLES = {
  terminate: 'every database connection terminated (pg_terminate_backend)',
  restart: 'PostgreSQL restarted (pg_ctl stop -m fast, started again)',
  kill: 'one instance killed (SIGKILL), its shoppers moved to the other',
  'slow-card': 'the card provider slower than the payment window',
};

/** The web app's bound on a call, retries included (web/src/lib/api.ts: maxWaitMs). */
export const WEB_APP_MAX_WAIT_MS = 60_000;

/** The slow card: the provider's latency and the payment window (its charge timeout is half of it). */
export const SLOW_CARD = { latencyMs: 15_000, windowSeconds: 10 };

const TARGETS = ['day', 'dinner'];

// ---------------------------------------------------------------------------------------------------
// The load balancer

/**
 * The load balancer in front of the instances, as the load generator's calls meet it. Every call
 * addressed to an instance taken out (its storefront API and its card provider page alike) goes to
 * the instance that replaces it, from the next call on: what a balancer steered by /health/ready,
 * retrying a refused connect on another instance, does with a dead instance's traffic. A GET cut
 * off in flight by its instance's death is sent again to the replacement, as such a balancer does
 * with an idempotent request (nginx's proxy_next_upstream) and the web app's client would; any other
 * call cut off fails, as it would behind one. It sits in node:http's `request`, which
 * scripts/surge.mjs sends every call through.
 */
class Balancer {
  /** Port taken out -> the port that replaces it. */
  #routes = new Map();
  /** Calls of one path sent elsewhere: port -> { path, port }. */
  #diverted = new Map();
  #original = null;

  install() {
    const original = http.request;
    this.#original = original;
    http.request = (url, options, callback) => {
      if (typeof url !== 'string') return original.call(http, url, options, callback);
      const request = original.call(http, this.#route(url), options, callback);
      if ((options?.method ?? 'GET') === 'GET') this.#sendAgainIfCut(request, url, options, callback);
      return request;
    };
  }

  uninstall() {
    if (this.#original) http.request = this.#original;
    this.#original = null;
  }

  /** Sends what was meant for instance `from` to instance `to` (API and card provider). */
  replace(from, to) {
    this.#routes.set(new URL(from.origin).port, new URL(to.origin).port);
    this.#routes.set(new URL(from.cardOrigin).port, new URL(to.cardOrigin).port);
  }

  /** Sends the calls of `path` meant for instance `from` to instance `to`; the others stay. */
  divert(from, to, path) {
    this.#diverted.set(new URL(from.origin).port, { path, port: new URL(to.origin).port });
  }

  #route(url) {
    if (this.#routes.size === 0 && this.#diverted.size === 0) return url;
    const parsed = new URL(url);
    const diverted = this.#diverted.get(parsed.port);
    const port =
      this.#routes.get(parsed.port) ??
      (diverted && parsed.pathname.endsWith(diverted.path) ? diverted.port : undefined);
    if (port === undefined) return url;
    parsed.port = port;
    return parsed.toString();
  }

  /**
   * A GET whose connection fails once its instance was taken out goes again, once, to the
   * replacement; its answer reaches the caller's callback, and only that try's failure is told.
   */
  #sendAgainIfCut(request, url, options, callback) {
    const emit = request.emit;
    let again = false;
    request.emit = (event, ...args) => {
      const cut = event === 'error' && args[0]?.name !== 'TimeoutError';
      if (!cut || again || !this.#routes.has(new URL(url).port)) return emit.call(request, event, ...args);
      again = true;
      const retry = this.#original.call(http, this.#route(url), options, callback);
      retry.on('error', (error) => emit.call(request, 'error', error));
      retry.end();
      return true;
    };
  }
}

// ---------------------------------------------------------------------------------------------------
// The instances

/**
 * Watches the instances: which exited without being told (`exits`), and how long each answered
 * /health/ready with anything but 200 (polled every 250 ms; `unreadyMs`).
 */
function watchInstances(instances) {
  const exits = [];
  for (const instance of instances)
    instance.child.once('exit', (code, signal) => {
      if (!instance.stopping && !instance.killed)
        exits.push(`${instance.name} exited (${signal ?? `code ${code}`})`);
    });
  let polling = true;
  const poll = async (instance) => {
    instance.unreadyMs = 0;
    while (polling) {
      const at = performance.now();
      if (!instance.killed && !instance.stopping && !(await isReady(instance))) instance.unreadyMs += 250;
      await sleep(Math.max(0, 250 - (performance.now() - at)));
    }
  };
  const polls = instances.map(poll);
  return {
    exits,
    async stop() {
      polling = false;
      await Promise.all(polls);
    },
  };
}

async function isReady(instance) {
  try {
    const answer = await fetch(`${instance.origin}/health/ready`, { signal: AbortSignal.timeout(1000) });
    await answer.body?.cancel();
    return answer.status === 200;
  } catch {
    return false;
  }
}

/** Waits up to `ms` for every instance to answer /health/ready 200; answers those that did not. */
async function notReadyWithin(instances, ms) {
  const until = performance.now() + ms;
  let waiting = instances;
  for (;;) {
    const ready = await Promise.all(waiting.map(isReady));
    waiting = waiting.filter((_, i) => !ready[i]);
    if (waiting.length === 0 || performance.now() > until) return waiting;
    await sleep(250);
  }
}

/** Stops an instance (SIGTERM; SIGKILL after 15 s) and removes its data folder. */
async function stopInstance(instance) {
  const { child } = instance;
  instance.stopping = true;
  if (child.exitCode === null && child.signalCode === null) {
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
    await exited;
    clearTimeout(timer);
  }
  // startBackend's data folder (the order-number sequence).
  await rm(join(root, '.tmp', `backend-${new URL(instance.origin).port}`), { recursive: true, force: true });
}

/** What the instances logged as errors (LOG_LEVEL=error), by kind: the first lines, for the report. */
function loggedErrors(instances) {
  const kinds = new Map();
  for (const line of instances.flatMap((i) => (i.child.output ?? '').split('\n'))) {
    if (!line.startsWith('{')) continue;
    let entry;
    try {
      entry = JSON.parse(line);
    } catch {
      continue;
    }
    if (entry.level !== 'error') continue;
    const what = `${entry.message}${entry.operationId ? ` (${entry.operationId})` : ''}${entry.status ? ` ${entry.status}` : ''}: ${String(entry.error ?? '').split('\n')[0]}`;
    kinds.set(what.slice(0, 200), (kinds.get(what.slice(0, 200)) ?? 0) + 1);
  }
  return [...kinds].sort((a, b) => b[1] - a[1]);
}

// ---------------------------------------------------------------------------------------------------
// The faults

/** Ends every connection to `database` on the server at `serverUrl`; answers how many. */
async function terminateConnections(serverUrl, database) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    const { rows } = await client.query(
      'SELECT pg_terminate_backend(pid) AS ended FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()',
      [database],
    );
    return rows.filter((r) => r.ended).length;
  } finally {
    await client.end();
  }
}

/** Injects `fault`; answers what was done, in words. */
async function inject(fault, { serverUrl, database, postgres, downMs, instances, spares, balancer }) {
  const [a, b] = instances;
  if (fault === 'terminate')
    return `${await terminateConnections(serverUrl, database)} connections terminated`;
  if (fault === 'restart') {
    const started = performance.now();
    await postgres.restart({ downMs });
    return `PostgreSQL down ${((performance.now() - started) / 1000).toFixed(1)} s`;
  }
  if (fault === 'kill') {
    b.killed = true;
    b.child.kill('SIGKILL');
    balancer.replace(b, a);
    return `${b.name} killed`;
  }
  // The provider's latency is in its charges, which only the submit makes.
  balancer.divert(a, spares[0], '/order/submit');
  balancer.divert(b, spares[1], '/order/submit');
  return `every submit sent to the instances whose card provider takes ${SLOW_CARD.latencyMs / 1000} s`;
}

// ---------------------------------------------------------------------------------------------------
// One fault during an on-sale

/**
 * Runs the on-sale with `fault` injected once `afterOrders` orders are placed; answers the figures
 * and the checks (`{ fault, checks: [{ name, ok, detail }], ... }`). `serverUrl`: the PostgreSQL
 * server the fault's database is made on; `postgres`: for 'restart', the server's `restart()`
 * (scripts/postgres.mjs startPostgres). A run that breaks (an instance that would not start)
 * throws.
 */
export async function runFault(
  fault,
  {
    serverUrl,
    postgres = null,
    databaseName = `faults_${fault.replace(/\W/g, '_')}_${process.pid}`,
    shoppers = { day: 150, dinner: 30 },
    cardLatencyMs = 300,
    afterOrders = 20,
    downMs = 2000,
    deadlineMs = 90_000,
    log = () => undefined,
  },
) {
  if (!FAULTS.includes(fault)) throw new Error(`unknown fault '${fault}' (${FAULTS.join(', ')})`);
  if (fault === 'restart' && !postgres?.restart)
    throw new Error('the restart fault needs a restartable server');
  const targets = await discoverTargets(TARGETS);
  const database = await createDatabase(serverUrl, databaseName);
  const slow = fault === 'slow-card';
  const env = {
    DATABASE_URL: database,
    LOG_LEVEL: 'error',
    // The load generator is the proxy in front: each shopper's address is its X-Forwarded-For.
    TRUST_PROXY: '1',
    // The probes that read what is left hold hundreds of places (scripts/surge.mjs readRemaining).
    ...NO_CUSTOMER_LIMITS,
    BOXOFFICE_CARD_LATENCY_MS: String(cardLatencyMs),
    ...(slow ? { BOXOFFICE_PAYMENT_WINDOW_SECONDS: String(SLOW_CARD.windowSeconds) } : {}),
  };
  const instances = [];
  const start = async (name, extra = {}) => {
    const backend = await startBackend({ env: { ...env, ...extra } });
    const instance = { ...backend, name, killed: false, stopping: false, unreadyMs: 0 };
    instances.push(instance);
    return instance;
  };
  const balancer = new Balancer();
  let watch = null;
  try {
    // One after the other: the second finds the schema migrated.
    const a = await start('instance A');
    const b = await start('instance B');
    const slowEnv = { BOXOFFICE_CARD_LATENCY_MS: String(SLOW_CARD.latencyMs) };
    const spares = slow ? [await start('instance C', slowEnv), await start('instance D', slowEnv)] : [];
    watch = watchInstances(instances);
    balancer.install();
    const sale = await onSale({
      fault,
      targets,
      shoppers,
      deadlineMs,
      afterOrders,
      apis: [a.api, b.api],
      inject: () =>
        inject(fault, { serverUrl, database: databaseName, postgres, downMs, instances, spares, balancer }),
      log,
    });
    // Late charges: a charge cut by its timeout lands at the provider up to its latency after the
    // shopper's submit ended; each must then have been refused (its order's reference closed).
    if (slow) await sleep(Math.max(0, sale.lastEndAt + SLOW_CARD.latencyMs - performance.now()));
    const live = instances.filter((i) => !i.killed);
    const notReady = await notReadyWithin(live, 20_000);
    await watch.stop();
    const found = await inDatabase(database, sale);
    const carts = await cartsHeld(sale, a.api);
    const checked = checks({ fault, sale, found, carts, instances, exits: watch.exits, notReady });
    return {
      fault,
      title: FAULT_TITLES[fault],
      shoppers,
      cardLatencyMs,
      ...sale.summary,
      ...checked.figures,
      checks: checked.list,
      refusals: mergeTallies(sale.runs.map((r) => r.refusals)),
      errorReasons: mergeTallies(sale.runs.map((r) => r.errorReasons)),
      unready: Object.fromEntries(instances.map((i) => [i.name, i.unreadyMs])),
      loggedErrors: loggedErrors(instances),
      runs: sale.runs,
    };
  } finally {
    balancer.uninstall();
    await watch?.stop();
    await Promise.all(instances.map(stopInstance));
  }
}

/**
 * The on-sale: the day's and the dinner's crowds released together (a barrier in beforeRelease),
 * the fault injected as the `afterOrders`th order is placed, the checks after the run made once
 * both crowds have ended and the fault is over (a barrier in beforeChecks).
 */
async function onSale({ fault, targets, shoppers, deadlineMs, afterOrders, apis, inject, log }) {
  const names = TARGETS.filter((name) => shoppers[name] > 0);
  const released = barrier(names.length);
  const ended = barrier(names.length);
  const answers = [];
  let placed = 0;
  let injection = null;
  let injectedAt = null;
  let stillBuying = null;
  let lastEndAt = 0;
  let release = null;
  const total = names.reduce((n, name) => n + shoppers[name], 0);
  const fire = () => {
    injectedAt = performance.now() - release;
    stillBuying = total - answers.length;
    log(
      `  ${fault}: injected ${(injectedAt / 1000).toFixed(1)} s after the release, after ${placed} orders, ${stillBuying} shoppers still buying`,
    );
    injection = inject().then(
      (what) => ({ what }),
      (error) => ({ failed: String(error?.message ?? error) }),
    );
  };
  const onOutcome = (shopper, ctx) => {
    const at = performance.now();
    answers.push(at - ctx.release);
    if (shopper.submitted) lastEndAt = Math.max(lastEndAt, at);
    if (shopper.outcome === 'placed' && ++placed === afterOrders) fire();
  };
  const runs = await Promise.all(
    names.map((name) =>
      runSurge({
        apis,
        target: targets[name],
        shoppers: shoppers[name],
        deadlineMs,
        labels: { fault },
        onOutcome,
        beforeRelease: async () => {
          await released.arrive();
          release ??= performance.now();
        },
        beforeChecks: async () => {
          await ended.arrive();
          await injection;
          return undefined;
        },
      }).catch((error) => {
        // A run that broke must not keep the other waiting at a barrier.
        void released.arrive();
        void ended.arrive();
        throw error;
      }),
    ),
  );
  const injected = injection ? await injection : { failed: `only ${placed} orders were placed` };
  const sorted = Float64Array.from(answers).sort();
  const worst = (get) => Math.max(...runs.map((r) => get(r) ?? 0));
  return {
    runs,
    lastEndAt,
    summary: {
      injected,
      injectedAtMs: injectedAt,
      stillBuying,
      answerP50Ms: percentile(sorted, 0.5),
      answerP99Ms: percentile(sorted, 0.99),
      submitP99Ms: worst((r) => r.steps.submit.p99),
      submitMaxMs: worst((r) => r.steps.submit.max),
    },
  };
}

/** `count` parties wait for each other: `arrive()` resolves once all have arrived. */
function barrier(count) {
  let arrived = 0;
  let open;
  const all = new Promise((resolve) => {
    open = resolve;
  });
  return {
    arrive() {
      if (++arrived >= count) open();
      return all;
    },
  };
}

/** The database's word after the run: charges without an order, orders left in payment, orders per session. */
async function inDatabase(database, sale) {
  const client = new pg.Client({ connectionString: database });
  // A connection lost meanwhile must not end the load generator.
  client.on('error', () => undefined);
  await client.connect();
  try {
    const count = async (sql, params = []) => Number((await client.query(sql, params)).rows[0].n);
    const charges = await count(
      `SELECT count(*) AS n FROM records WHERE collection = 'cardProvider.charges' AND value ->> 'state' = 'approved'`,
    );
    const chargesWithoutOrder = await count(
      `SELECT count(*) AS n FROM records c WHERE c.collection = 'cardProvider.charges' AND c.value ->> 'state' = 'approved'
         AND NOT EXISTS (SELECT 1 FROM records o WHERE o.collection = 'orders' AND o.id = c.id)`,
    );
    const closed = await count(
      `SELECT count(*) AS n FROM records WHERE collection = 'cardProvider.charges' AND value ->> 'state' = 'closed'`,
    );
    const pendingLeft = await count(`SELECT count(*) AS n FROM records WHERE collection = 'orders.pending'`);
    const placedSessions = sale.runs
      .flatMap((r) => r.shopperList)
      .filter((s) => s.outcome === 'placed')
      .map((s) => s.sessionId);
    const withOrder = await count(
      `SELECT count(DISTINCT value ->> 'sessionId') AS n FROM records WHERE collection = 'orders' AND value ->> 'sessionId' = ANY($1::text[])`,
      [placedSessions],
    );
    return { charges, chargesWithoutOrder, closed, pendingLeft, placed: placedSessions.length, withOrder };
  } finally {
    await client.end().catch(() => undefined);
  }
}

/**
 * What each run's shoppers' carts hold now (GET /cart, through `api`): `{ tickets, unread }` per
 * run. A shopper refused at the payment keeps its places in its cart (their hold's time left).
 */
async function cartsHeld(sale, api) {
  return Promise.all(
    sale.runs.map(async (run) => {
      let tickets = 0;
      let unread = 0;
      await inTurns(
        run.shopperList.filter((s) => s.sessionId),
        8,
        async (shopper) => {
          const answer = await patient(shopper, api, 'GET', '/cart', undefined, { tries: 3 });
          shopper.close();
          if (answer.status !== 200) unread++;
          else
            tickets += (answer.body?.value?.itemGroups ?? [])
              .flatMap((g) => g.items ?? [])
              .reduce((n, item) => n + (item.quantity ?? 0), 0);
        },
      );
      return { tickets, unread };
    }),
  );
}

/** Tallies (reason -> count) of several runs, together, most first. */
function mergeTallies(tallies) {
  const merged = new Map();
  for (const tally of tallies)
    for (const [k, v] of Object.entries(tally ?? {})) merged.set(k, (merged.get(k) ?? 0) + v);
  return Object.fromEntries([...merged].sort((a, b) => b[1] - a[1]));
}

const sum = (runs, get) => runs.reduce((n, r) => n + (get(r) ?? 0), 0);
const s = (ms) => (ms === null || ms === undefined ? '-' : `${(ms / 1000).toFixed(1)} s`);

/**
 * A shopper of the killed instance (apis[1]: the odd shoppers, each on one instance) whose call the
 * kill cut off in flight, a call before the submit that neither the balancer nor the web app sends
 * again (a POST without an Idempotency-Key: the web app tells the shopper it failed). Nothing a
 * server can answer: counted apart. (A GET is sent again by the balancer; the submit by the shopper,
 * with its key.)
 */
const cutByKill = (shopper) =>
  shopper.outcome === 'error' && shopper.turn % 2 === 1 && /^\w+: dropped /.test(shopper.reason ?? '');

/** The checks of one fault's run, and the figures they rest on. */
function checks({ fault, sale, found, carts, instances, exits, notReady }) {
  const { runs } = sale;
  const list = [];
  const check = (name, ok, detail) => list.push({ name, ok: Boolean(ok), detail });
  const shoppers = runs.flatMap((r) => r.shopperList);

  check(
    'the fault was injected during the sale',
    sale.summary.injected.what,
    sale.summary.injected.what
      ? `${sale.summary.injected.what}, ${s(sale.summary.injectedAtMs)} after the release, ${sale.summary.stillBuying} shoppers still buying`
      : `not injected: ${sale.summary.injected.failed}`,
  );
  const unready = instances.map((i) => `${i.name} ${s(i.unreadyMs)}`).join(', ');
  check(
    'no instance exited by itself; every live one ready again',
    exits.length === 0 && notReady.length === 0,
    `${exits.length ? exits.join('; ') : 'no exit'}${notReady.length ? `; not ready 20 s after the run: ${notReady.map((i) => i.name).join(', ')}` : ''}; /health/ready not 200 for: ${unready}`,
  );
  const oversold = runs.some((r) => r.oversold === null) ? null : sum(runs, (r) => r.oversold);
  check(
    'nothing oversold',
    oversold === 0,
    runs.map((r) => `${r.target}: ${r.oversold ?? '?'} of ${r.capacity}`).join(', '),
  );
  const unchecked = sum(runs, (r) => r.ordersUnchecked);
  const lost = sum(runs, (r) => r.lostConfirmed) + (found.placed - found.withOrder);
  check(
    'no confirmed order lost',
    lost === 0 && unchecked === 0,
    `${found.placed} shoppers told their order was placed, ${found.withOrder} of their sessions have it in the database, ${sum(runs, (r) => r.lostConfirmed)} not found by GET /order/details${unchecked ? `, ${unchecked} sessions unread` : ''}`,
  );
  check(
    'no charge without an order',
    found.chargesWithoutOrder === 0,
    `${found.charges} approved charges, ${found.chargesWithoutOrder} of them without an order; ${found.closed} orders' references closed unpaid; ${found.pendingLeft} orders left in payment`,
  );
  const unclear = shoppers.filter((x) => x.outcome === 'error' || x.outcome === 'deadline');
  const cut = fault === 'kill' ? unclear.filter(cutByKill) : [];
  const reasons = Object.entries(mergeTallies(runs.map((r) => r.errorReasons)))
    .slice(0, 3)
    .map(([k, v]) => `${v} x ${k}`)
    .join('; ');
  const retried = sum(runs, (r) => r.networkRetries);
  check(
    'every shopper a clear answer',
    unclear.length - cut.length === 0,
    `${unclear.length} without one${cut.length ? ` (${cut.length} cut off in flight by the kill at a call nobody sends again)` : ''}${reasons ? `: ${reasons}` : ''}; ${sum(runs, (r) => r.placedOrders)} placed, ${sum(runs, (r) => r.refused)} refused${retried ? `; ${retried} submit tries repeated after no answer` : ''}`,
  );
  const untold = sum(runs, (r) => r.untold);
  check(
    'no order its shopper was told otherwise of',
    untold === 0 && unchecked === 0,
    `${untold} untold orders${unchecked ? `, ${unchecked} sessions unread` : ''}`,
  );
  const held = runs.map((r, i) => heldBalance(r, carts[i]));
  check(
    "no place held but by a shopper's cart",
    held.every((h) => h.leaked === 0),
    held.map((h) => h.detail).join('; '),
  );
  const errors5xx = sum(runs, (r) => r.errors5xx);
  check(
    'no 5xx but 503 with Retry-After',
    errors5xx === 0,
    `${errors5xx} 5xx (503 without Retry-After counted), ${sum(runs, (r) => r.honoured503)} 503s with Retry-After honoured, ${sum(runs, (r) => r.timeoutsDropped)} calls dropped or timed out, ${sum(runs, (r) => r.otherErrors)} unexpected answers`,
  );
  check(
    "every submit answered within the web app's minute",
    sale.summary.submitMaxMs < WEB_APP_MAX_WAIT_MS,
    `submit p99 ${s(sale.summary.submitP99Ms)}, max ${s(sale.summary.submitMaxMs)} (from the first try); answers from the release p50 ${s(sale.summary.answerP50Ms)}, p99 ${s(sale.summary.answerP99Ms)}`,
  );
  return {
    list,
    figures: {
      capacity: Object.fromEntries(runs.map((r) => [r.target, r.capacity])),
      orderTickets: Object.fromEntries(runs.map((r) => [r.target, r.placedTickets + r.untoldTickets])),
      cartTickets: Object.fromEntries(runs.map((r, i) => [r.target, carts[i].tickets])),
      leaked: held.reduce((n, h) => n + (h.leaked ?? Number.NaN), 0),
      placed: sum(runs, (r) => r.placedOrders),
      refused: sum(runs, (r) => r.refused),
      notCharged: shoppers.filter((x) => x.outcome === 'refused' && /not charged/.test(x.reason)).length,
      oversold,
      lost,
      charges: found.charges,
      chargesWithoutOrder: found.chargesWithoutOrder,
      closedUnpaid: found.closed,
      pendingLeft: found.pendingLeft,
      withoutClearAnswer: unclear.length,
      cutByKill: cut.length,
      submitRepeats: retried,
      untold,
      unchecked,
      errors5xx,
      honoured503: sum(runs, (r) => r.honoured503),
      timeoutsDropped: sum(runs, (r) => r.timeoutsDropped),
      otherErrors: sum(runs, (r) => r.otherErrors),
      exits: exits.length,
    },
  };
}

/**
 * What is held of a run's target with no cart to hold it: the places taken since the start (what
 * was left before, less what is left now, both read through the API), less the orders' tickets, less
 * what the shoppers' carts hold. An order left in payment, or a hold its shopper no longer has, shows
 * here.
 */
function heldBalance(run, cart) {
  if (!run.before.exact || !run.after.exact || run.after.remaining === null || cart.unread)
    return {
      leaked: null,
      detail: `${run.target}: unreadable (left ${run.before.remaining} -> ${run.after.remaining}, ${cart.unread} carts unread)`,
    };
  const taken = run.before.remaining - run.after.remaining;
  const orders = run.placedTickets + run.untoldTickets;
  const leaked = taken - orders - cart.tickets;
  return {
    leaked,
    detail: `${run.target}: ${taken} taken = ${orders} in orders + ${cart.tickets} in carts${leaked ? `, ${leaked} held by no one` : ''}`,
  };
}

// ---------------------------------------------------------------------------------------------------
// The report

/** One fault's checks, a line each: 'ok   <fault>: <check>: <detail>'. */
export function formatChecks(result) {
  return result.checks.map((c) => `${c.ok ? 'ok  ' : 'FAIL'} ${result.fault}: ${c.name}: ${c.detail}`);
}

/** What else a fault's run showed: its refusals, unclear answers and the instances' logged errors. */
export function formatDetails(result) {
  const lines = [];
  const top = (record, n) =>
    Object.entries(record ?? {})
      .slice(0, n)
      .map(([k, v]) => `      ${String(v).padStart(5)} x ${k.slice(0, 160)}`);
  if (Object.keys(result.refusals ?? {}).length) lines.push('    refusals:', ...top(result.refusals, 4));
  if (Object.keys(result.errorReasons ?? {}).length)
    lines.push('    without a clear answer:', ...top(result.errorReasons, 4));
  if (result.loggedErrors?.length)
    lines.push(
      '    the instances logged:',
      ...result.loggedErrors.slice(0, 5).map(([k, v]) => `      ${String(v).padStart(5)} x ${k}`),
    );
  return lines;
}

/** One row per fault (a broken run says why). */
export function formatTable(results) {
  const columns = [
    ['fault', 10, (r) => r.fault],
    ['shoppers', 9, (r) => `${r.shoppers.day}+${r.shoppers.dinner}`],
    ['at', 7, (r) => s(r.injectedAtMs)],
    ['buying', 7, (r) => r.stillBuying ?? '-'],
    ['orders', 7, (r) => r.placed],
    ['refused (not charged)', 22, (r) => `${r.refused} (${r.notCharged})`],
    ['oversold', 9, (r) => r.oversold ?? '?'],
    ['lost', 5, (r) => r.lost],
    ['charged w/o order', 18, (r) => r.chargesWithoutOrder],
    [
      'no answer',
      14,
      (r) => (r.cutByKill ? `${r.withoutClearAnswer} (${r.cutByKill} cut)` : r.withoutClearAnswer),
    ],
    ['untold', 7, (r) => r.untold],
    ['held by no one', 15, (r) => (Number.isNaN(r.leaked) ? '?' : r.leaked)],
    ['5xx', 5, (r) => r.errors5xx],
    ['503 ok', 7, (r) => r.honoured503],
    ['exits', 6, (r) => r.exits],
    ['answer p50/p99', 15, (r) => `${s(r.answerP50Ms)}/${s(r.answerP99Ms)}`],
    ['submit p99/max', 15, (r) => `${s(r.submitP99Ms)}/${s(r.submitMaxMs)}`],
    ['checks', 8, (r) => `${r.checks.filter((c) => c.ok).length}/${r.checks.length}`],
  ];
  const lines = [columns.map(([name, w]) => name.padEnd(w)).join('')];
  for (const r of results)
    lines.push(
      r.broken
        ? `${r.fault.padEnd(10)}the run broke: ${r.broken}`
        : columns.map(([, w, get]) => String(get(r)).padEnd(w)).join(''),
    );
  return lines.join('\n');
}

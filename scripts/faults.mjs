// Faults during an on-sale (issue 38), shared by `scripts/faults-test.mjs` (the test command's small
// run) and `npm run bench:faults` (scripts/bench-faults.mjs): an on-sale is when faults hurt most,
// so each fault is injected in the middle of one. Two backend instances on one PostgreSQL database
// (a fresh one per fault) serve a crowd buying as the web app does (scripts/surge.mjs): day tickets
// and the 24-seat dinner show at once, each shopper on one instance. Once `afterOrders` orders are
// placed, the fault:
//   terminate    every connection to the database ended (pg_terminate_backend);
//   restart      PostgreSQL stopped fast and started again (a managed database's restart, failover);
//   kill         one instance killed (SIGKILL); its shoppers' next calls go to the other;
//   kill-worker  the worker process of an instance run under its supervisor (`npm start`'s
//                server/src/supervise.ts) killed (SIGKILL); its shoppers' next calls go to the other
//                until the supervisor's new worker answers /health/ready 200, then back to it;
//   slow-card    the card provider answers slower than the payment window: the balancer sends every
//                submit (the only call that charges) to two more instances on the same database
//                whose provider takes 15 s, with a 10 s window on all four.
// A call cut off in flight without an answer is met as the web app's shopper meets it
// (ShopperRetries): shown an error, the shopper tries again, first looking in the cart whether an
// add or the checkout details went through. Then what every shopper heard is checked against the
// database and the API: no instance exited by itself, nothing oversold, no confirmed order lost, no
// charge without an order, every shopper a clear answer, no order its shopper was told otherwise of,
// no place held but by a shopper's cart, no place left held by a refused shopper, no 5xx but 503 with
// Retry-After, every submit answered within the web app's minute (and for kill-worker, a worker back
// within SUPERVISED_RESTART_MS).
import { execFile } from 'node:child_process';
import { readdir, readFile, rm } from 'node:fs/promises';
import http from 'node:http';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import { createDatabase, startBackend } from './backend.mjs';
import { root } from './lib.mjs';
import {
  discoverTargets,
  inTurns,
  NO_CUSTOMER_LIMITS,
  patient,
  percentile,
  runSurge,
  Shopper,
} from './surge.mjs';

export const FAULTS = ['terminate', 'restart', 'kill', 'kill-worker', 'slow-card'];
/** The faults that take an instance's process away, and with it the calls it was serving. */
const KILLS = new Set(['kill', 'kill-worker']);

export const FAULT_TITLES = {
  terminate: 'every database connection terminated (pg_terminate_backend)',
  restart: 'PostgreSQL restarted (pg_ctl stop -m fast, started again)',
  kill: 'one instance killed (SIGKILL), its shoppers moved to the other',
  'kill-worker': "a supervised instance's worker killed (SIGKILL), its supervisor starting another",
  'slow-card': 'the card provider slower than the payment window',
};

/** The web app's bound on a call, retries included (web/src/lib/api.ts: maxWaitMs). */
export const WEB_APP_MAX_WAIT_MS = 60_000;

/** The slow card: the provider's latency and the payment window (its charge timeout is half of it). */
export const SLOW_CARD = { latencyMs: 15_000, windowSeconds: 10 };

const TARGETS = ['day', 'dinner'];

/**
 * How long a supervised instance may take to answer /health/ready 200 again after its worker was
 * killed: the supervisor's first restart waits 1 s, and a worker starts in a few more; generous for a
 * slow, shared machine.
 */
export const SUPERVISED_RESTART_MS = 30_000;

// ---------------------------------------------------------------------------------------------------
// The load balancer

/**
 * The load balancer in front of the instances, as the load generator's calls meet it. Every call
 * addressed to an instance taken out (its storefront API and its card provider page alike) goes to
 * the instance that replaces it, from the next call on: what a balancer steered by /health/ready,
 * retrying a refused connect on another instance, does with a dead instance's traffic. A GET cut
 * off in flight by its instance's death is sent again to the replacement, as such a balancer does
 * with an idempotent request (nginx's proxy_next_upstream) and the web app's client would; any other
 * call cut off fails, as it would behind one (its shopper then tries again: ShopperRetries). It sits
 * in node:http's `request`, which scripts/surge.mjs sends every call through.
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

  /** Sends instance `from`'s calls to it again (taken back in once its /health/ready answers 200). */
  restore(from) {
    this.#routes.delete(new URL(from.origin).port);
    this.#routes.delete(new URL(from.cardOrigin).port);
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
// The shopper after a call without an answer

/** The steps that change the cart when done: before sending one again, the shopper looks at the cart. */
const CHECKED_IN_CART = new Set(['/cart/add', '/cart/settings']);
/** How often a shopper tries one call again after no answer, before giving up. */
const TRIES_AGAIN = 3;

/**
 * What the web app's shopper does when a call gets no answer (a network error: its instance died
 * with it in flight). The SDK's client sends again by itself only a GET or a call with an
 * Idempotency-Key (sdk/src/retry.ts; the submit, which scripts/surge.mjs repeats with its key); any
 * other call fails and the page shows 'The store could not be reached (...)' (web/src/lib/errors.ts):
 * the product page its load error or its add's alert (features/product/ProductView.tsx), checkout
 * its messages (features/checkout/CheckoutForm.tsx: the details' save, or the card frame's setup
 * that failed), the card provider's page its own. The shopper then tries again, a moment later
 * (reading the alert). An add to the cart and the checkout details change the cart when they went
 * through, and the header's mini-cart is read again only after an answered change (web/src/lib/
 * mini-cart.ts): so first the shopper opens the cart (GET /cart), and sends the step again only if
 * the cart shows it was not done; if it was, the shopper goes on as after its answer. Reads (the
 * product page's POSTs), the card setup and the card's tokenize are sent again as they are (a new
 * card frame, a new token: nothing charged). It sits in scripts/surge.mjs's Shopper (`call`, `post`),
 * installed for the sale only (not for the probes before and after it), and counts what it did.
 */
class ShopperRetries {
  /** Per step (scripts/surge.mjs STEPS): calls cut off, sent again, found done in the cart, given up. */
  tally = new Map();
  #original = null;

  install() {
    if (this.#original) return;
    const { call, post } = Shopper.prototype;
    this.#original = { call, post };
    const retries = this;
    Shopper.prototype.call = async function (api, method, path, init = {}) {
      const send = () => call.call(this, api, method, path, init);
      const keyed = Object.keys(init.headers ?? {}).some((h) => h.toLowerCase() === 'idempotency-key');
      if (method === 'GET' || keyed) return send();
      const inCart = CHECKED_IN_CART.has(path)
        ? async () => {
            const cart = await readCart(this, api);
            return cart === null ? null : stepDone(path, init.body, cart) ? cart : false;
          }
        : null;
      return retries.#again(this, send, inCart);
    };
    Shopper.prototype.post = async function (url, json) {
      return retries.#again(this, () => post.call(this, url, json), null);
    };
  }

  uninstall() {
    if (!this.#original) return;
    Shopper.prototype.call = this.#original.call;
    Shopper.prototype.post = this.#original.post;
    this.#original = null;
  }

  /** All steps together: `{ cut, again, done, gaveUp }`. */
  get total() {
    const total = { cut: 0, again: 0, done: 0, gaveUp: 0 };
    for (const t of this.tally.values()) for (const k of Object.keys(total)) total[k] += t[k];
    return total;
  }

  /**
   * Sends; while the answer is no answer at all ('dropped'), up to TRIES_AGAIN times: a pause, the
   * cart looked at (`inCart`: the cart when the step shows done, false when not, null unreadable),
   * and the call sent again unless it was done.
   */
  async #again(shopper, send, inCart) {
    let answer = await send();
    for (let i = 0; answer.failure === 'dropped'; i++) {
      const t = this.#of(shopper.step ?? 'other');
      if (i === 0) t.cut++;
      if (i === TRIES_AGAIN) {
        t.gaveUp++;
        break;
      }
      // The time to read the alert and press again.
      await sleep(1000 + Math.random() * 1000);
      if (inCart) {
        const cart = await inCart();
        if (cart === null) {
          t.gaveUp++;
          break;
        }
        if (cart) {
          t.done++;
          // The shopper sees the step done in the cart and goes on, as after its answer.
          return { status: 200, body: { success: true, message: null, value: cart }, seenInCart: true };
        }
      }
      t.again++;
      answer = await send();
    }
    return answer;
  }

  #of(step) {
    if (!this.tally.has(step)) this.tally.set(step, { cut: 0, again: 0, done: 0, gaveUp: 0 });
    return this.tally.get(step);
  }
}

/** The shopper's cart (GET /cart, 503s waited out, a few tries), or null when it cannot be read. */
async function readCart(shopper, api) {
  const timeoutMs = shopper.timeoutMs;
  try {
    const answer = await patient(shopper, api, 'GET', '/cart', undefined, { tries: 5, timeoutMs: 20_000 });
    return answer.status === 200 && answer.body?.success !== false ? (answer.body?.value ?? null) : null;
  } finally {
    shopper.timeoutMs = timeoutMs;
  }
}

/**
 * Whether the cart shows the step `path` done: an add's every line in it (its variant, performance
 * and quantity; the sale's shoppers add to an empty cart), the checkout details' payment method and
 * email address saved.
 */
function stepDone(path, body, cart) {
  if (path === '/cart/add') {
    const items = (cart.itemGroups ?? []).flatMap((g) => g.items ?? []);
    const wanted = body?.items ?? [];
    return (
      wanted.length > 0 &&
      wanted.every((w) =>
        items.some(
          (item) =>
            item.productVariantId === w.productVariantId &&
            (item.quantity ?? 0) >= (w.quantity ?? 1) &&
            (item.performances ?? []).some((p) =>
              (w.performances ?? []).some((wp) => wp.performanceId === p.performanceId),
            ),
        ),
      )
    );
  }
  return (
    cart.extPaymentMethodId !== null &&
    cart.extPaymentMethodId === body?.paymentMethodId &&
    cart.emailAddress === body?.emailAddress
  );
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

/** The process ids whose parent is `pid`: pgrep -P, else /proc's stat files (Linux). */
async function childPids(pid) {
  const listed = await new Promise((resolve) =>
    execFile('pgrep', ['-P', String(pid)], (error, stdout) =>
      // pgrep exits 1 when it finds none; anything else (not installed) falls back to /proc.
      resolve(error && error.code !== 1 ? null : String(stdout)),
    ),
  );
  if (listed !== null) return listed.split(/\s+/).filter(Boolean).map(Number);
  const pids = [];
  for (const name of await readdir('/proc').catch(() => []))
    if (/^\d+$/.test(name)) {
      const stat = await readFile(`/proc/${name}/stat`, 'utf8').catch(() => '');
      // pid (comm) state ppid ...: the command may hold spaces and brackets, so after its last ')'.
      if (Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]) === pid) pids.push(Number(name));
    }
  return pids;
}

/**
 * Kills the worker of supervised instance `b` (SIGKILL) and, as a balancer steered by /health/ready,
 * sends its calls to `a` until it answers 200 again (polled every 100 ms, for up to
 * SUPERVISED_RESTART_MS), then to it again. Notes in `supervision` the worker killed, the new one and
 * how long `b` took to be ready again (null: not within the bound); answers what was done, in words.
 */
async function killWorker(a, b, balancer, supervision) {
  const workers = await childPids(b.child.pid);
  if (workers.length !== 1)
    throw new Error(
      `${b.name}'s supervisor (pid ${b.child.pid}) has ${workers.length} worker processes, not 1`,
    );
  supervision.workerPid = workers[0];
  const killedAt = performance.now();
  process.kill(supervision.workerPid, 'SIGKILL');
  balancer.replace(b, a);
  await sleep(100);
  while (!(await isReady(b))) {
    if (performance.now() - killedAt > SUPERVISED_RESTART_MS)
      return `${b.name}'s worker (pid ${supervision.workerPid}) killed; not ready again within ${s(SUPERVISED_RESTART_MS)}`;
    await sleep(100);
  }
  supervision.restartMs = performance.now() - killedAt;
  supervision.newPids = await childPids(b.child.pid);
  balancer.restore(b);
  return `${b.name}'s worker (pid ${supervision.workerPid}) killed, ready again ${s(supervision.restartMs)} later (worker pid ${supervision.newPids.join(', ') || 'none'})`;
}

/** Injects `fault`; answers what was done, in words. */
async function inject(
  fault,
  { serverUrl, database, postgres, downMs, instances, spares, balancer, supervision },
) {
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
  if (fault === 'kill-worker') return killWorker(a, b, balancer, supervision);
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
  const retries = new ShopperRetries();
  /** kill-worker: the worker killed, the supervisor's new one, how long until ready again. */
  const supervision = { workerPid: null, newPids: [], restartMs: null };
  let watch = null;
  try {
    // One after the other: the second finds the schema migrated. For kill-worker, B runs as `npm
    // start` runs it: under its supervisor (`child` is then the supervisor, its one worker a child).
    const a = await start('instance A');
    const b =
      fault === 'kill-worker'
        ? await start('instance B (supervised)', { BOXOFFICE_SUPERVISE: '1' })
        : await start('instance B');
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
        inject(fault, {
          serverUrl,
          database: databaseName,
          postgres,
          downMs,
          instances,
          spares,
          balancer,
          supervision,
        }),
      retries,
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
    const checked = checks({
      fault,
      sale,
      found,
      carts,
      instances,
      exits: watch.exits,
      notReady,
      retries,
      supervision,
    });
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
      triedAgain: Object.fromEntries(retries.tally),
      unready: Object.fromEntries(instances.map((i) => [i.name, i.unreadyMs])),
      loggedErrors: loggedErrors(instances),
      runs: sale.runs,
    };
  } finally {
    retries.uninstall();
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
async function onSale({ fault, targets, shoppers, deadlineMs, afterOrders, apis, inject, retries, log }) {
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
          // The shoppers' tries again, for the sale only (each run's probe before it is done).
          retries.install();
          release ??= performance.now();
        },
        beforeChecks: async () => {
          await ended.arrive();
          await injection;
          retries.uninstall();
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
 * run, and each shopper's own as its `cartTickets` (null: unread). A shopper refused at the payment
 * keeps its places in its cart (their hold's time left).
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
          shopper.cartTickets = null;
          if (answer.status !== 200) unread++;
          else {
            shopper.cartTickets = (answer.body?.value?.itemGroups ?? [])
              .flatMap((g) => g.items ?? [])
              .reduce((n, item) => n + (item.quantity ?? 0), 0);
            tickets += shopper.cartTickets;
          }
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
/** How many of `list` give each `key`: [key, count] entries, most first. */
const tally = (list, key) => {
  const counts = new Map();
  for (const x of list) counts.set(key(x), (counts.get(key(x)) ?? 0) + 1);
  return [...counts].sort((a, b) => b[1] - a[1]);
};
const s = (ms) => (ms === null || ms === undefined ? '-' : `${(ms / 1000).toFixed(1)} s`);

/** The checks of one fault's run, and the figures they rest on. */
function checks({ fault, sale, found, carts, instances, exits, notReady, retries, supervision }) {
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
  if (fault === 'kill-worker') {
    const back =
      supervision.restartMs !== null &&
      supervision.newPids.length === 1 &&
      supervision.newPids[0] !== supervision.workerPid;
    check(
      `the supervisor brought a worker back within ${s(SUPERVISED_RESTART_MS)}`,
      back,
      supervision.workerPid === null
        ? 'no worker was killed'
        : `worker pid ${supervision.workerPid} killed; /health/ready 200 again ${supervision.restartMs === null ? `not within ${s(SUPERVISED_RESTART_MS)}` : `after ${s(supervision.restartMs)}`}${supervision.newPids.length ? `, worker pid ${supervision.newPids.join(', ')}` : ''}`,
    );
  }
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
  const reasons = Object.entries(mergeTallies(runs.map((r) => r.errorReasons)))
    .slice(0, 3)
    .map(([k, v]) => `${v} x ${k}`)
    .join('; ');
  const retried = sum(runs, (r) => r.networkRetries);
  // Only a process that dies cuts a call off: where none does, a call without an answer is the
  // server's failure, even when its shopper's try again got one.
  const cut = retries.total;
  const cutOk = KILLS.has(fault) || cut.cut === 0;
  check(
    'every shopper a clear answer',
    unclear.length === 0 && cutOk,
    `${unclear.length} without one${reasons ? `: ${reasons}` : ''}; ${sum(runs, (r) => r.placedOrders)} placed, ${sum(runs, (r) => r.refused)} refused; ${cut.cut} calls cut off in flight${cutOk ? '' : ' with no process killed'}${cut.cut ? `, tried again by their shoppers as in the web app: ${cut.done} found done in the cart, ${cut.again} sent again${cut.gaveUp ? `, ${cut.gaveUp} given up` : ''}` : ''}${retried ? `; ${retried} submit tries repeated after no answer` : ''}`,
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
  // A shopper really refused (a seat taken, sold out, a 409) holds nothing afterwards; one told 'not
  // charged' keeps its places in its cart to try again (the issue's 'the places still held for them').
  const refused = shoppers.filter((x) => x.outcome === 'refused');
  const notCharged = refused.filter((x) => /not charged/.test(x.reason));
  const reallyRefused = refused.filter((x) => !/not charged/.test(x.reason));
  const holding = reallyRefused.filter((x) => x.cartTickets > 0);
  const heldByRefused = reallyRefused.some((x) => x.sessionId && x.cartTickets == null)
    ? null
    : reallyRefused.reduce((n, x) => n + (x.cartTickets ?? 0), 0);
  const keptNotCharged = notCharged.reduce((n, x) => n + (x.cartTickets ?? 0), 0);
  const holdingReasons = tally(holding, (x) => `${x.refusedAt}: ${x.reason}`.slice(0, 120))
    .slice(0, 3)
    .map(([k, v]) => `${v} x ${k}`)
    .join('; ');
  check(
    'no place left held by a refused shopper',
    heldByRefused === 0,
    `${heldByRefused ?? '?'} places in the carts of ${holding.length} of the ${reallyRefused.length} shoppers refused${heldByRefused === null ? ' (some carts unread)' : ''}${holdingReasons ? ` (${holdingReasons})` : ''}; ${keptNotCharged} kept for ${notCharged.filter((x) => x.cartTickets > 0).length} of the ${notCharged.length} told 'not charged', to try again`,
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
      cutOff: cut.cut,
      cutFoundDone: cut.done,
      cutSentAgain: cut.again,
      heldByRefused,
      keptNotCharged,
      restartMs: supervision.restartMs,
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
  const again = Object.entries(result.triedAgain ?? {});
  if (again.length)
    lines.push(
      '    calls cut off in flight, tried again by their shoppers (per step: cut, found done in the cart, sent again, given up):',
      ...again.map(
        ([step, t]) =>
          `      ${String(t.cut).padStart(5)} x ${step}: ${t.done} done, ${t.again} again, ${t.gaveUp} given up`,
      ),
    );
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
    ['fault', 12, (r) => r.fault],
    ['shoppers', 9, (r) => `${r.shoppers.day}+${r.shoppers.dinner}`],
    ['at', 7, (r) => s(r.injectedAtMs)],
    ['buying', 7, (r) => r.stillBuying ?? '-'],
    ['orders', 7, (r) => r.placed],
    ['refused (not charged)', 22, (r) => `${r.refused} (${r.notCharged})`],
    ['oversold', 9, (r) => r.oversold ?? '?'],
    ['lost', 5, (r) => r.lost],
    ['charged w/o order', 18, (r) => r.chargesWithoutOrder],
    ['no answer', 10, (r) => r.withoutClearAnswer],
    ['cut (done in cart)', 19, (r) => `${r.cutOff} (${r.cutFoundDone})`],
    ['untold', 7, (r) => r.untold],
    ['held by no one', 15, (r) => (Number.isNaN(r.leaked) ? '?' : r.leaked)],
    ['held by refused', 16, (r) => r.heldByRefused ?? '?'],
    ['5xx', 5, (r) => r.errors5xx],
    ['503 ok', 7, (r) => r.honoured503],
    ['exits', 6, (r) => r.exits],
    ['back in', 8, (r) => s(r.restartMs)],
    ['answer p50/p99', 15, (r) => `${s(r.answerP50Ms)}/${s(r.answerP99Ms)}`],
    ['submit p99/max', 15, (r) => `${s(r.submitP99Ms)}/${s(r.submitMaxMs)}`],
    ['checks', 8, (r) => `${r.checks.filter((c) => c.ok).length}/${r.checks.length}`],
  ];
  const lines = [columns.map(([name, w]) => name.padEnd(w)).join('')];
  for (const r of results)
    lines.push(
      r.broken
        ? `${r.fault.padEnd(12)}the run broke: ${r.broken}`
        : columns.map(([, w, get]) => String(get(r)).padEnd(w)).join(''),
    );
  return lines.join('\n');
}

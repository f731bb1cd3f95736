// `npm start`: the reference backend on 127.0.0.1:8080 (PORT and HOST override), with the simulated
// card provider on the next port (CARD_PROVIDER_PORT overrides), so that its page is a second origin
// as a real provider's iframe would be. LOG_LEVEL sets what is logged (logging.ts). Its state is kept
// where store/open.ts says (PGlite in .data/ by default; DATABASE_URL, BOXOFFICE_STORE=memory;
// `--fresh` starts the embedded one over). SIGTERM or SIGINT shuts down gracefully (shutdown.ts),
// closing the store; a second one exits at once. It runs in a worker of the supervisor
// (supervise.ts), which starts another when it dies, or alone with BOXOFFICE_SUPERVISE=0.
import cluster from 'node:cluster';
import type { Server } from 'node:http';
import { fileURLToPath } from 'node:url';
import { createAdaptorServer } from '@hono/node-server';
import { createApp } from './app.js';
import { clockFrom } from './clock.js';
import { holdSecondsFrom } from './domain/holds/expiry.js';
import { customerLimitsFrom } from './domain/orders/customer-limits.js';
import { addressCapsFrom } from './domain/waiting-room/address-caps.js';
import { PACE_BY_STORE } from './domain/waiting-room/keeper.js';
import { linePaceFrom, onSaleFrom } from './domain/waiting-room/on-sale.js';
import { startHoldSweep } from './features/cart/hold-sweep.js';
import { startOrderSweep } from './features/order/sweep.js';
import { trustProxyFrom } from './http/client.js';
import { Readiness } from './http/health.js';
import { createLogger, logLevelFrom } from './http/logging.js';
import { READY_MESSAGE, STOP_MESSAGE, shutDown } from './http/shutdown.js';
import { createCardProviderApp } from './providers/card.js';
import { openStore } from './store/open.js';
import { answerLogObserver } from './testing/answer-log.js';

const host = process.env.HOST ?? '127.0.0.1';
const port = Number(process.env.PORT ?? 8080);
const cardPort = Number(process.env.CARD_PROVIDER_PORT ?? port + 1);
// The web app's build: web/dist of this checkout (WEB_ROOT overrides).
const webRoot = process.env.WEB_ROOT ?? fileURLToPath(new URL('../../web/dist', import.meta.url));
const testControls = process.env.BOXOFFICE_TEST_CONTROLS === '1';
// The story's test payment key pays only on a test server: its test controls on, or the contract
// tests' (scripts/backend.mjs CONTRACT_TEST_ENV).
const storyPaymentKey = testControls || process.env.BOXOFFICE_STORY_PAYMENT_KEY === '1';
// What must outlive a restart (the order-number sequence): .data/ of this checkout (BOXOFFICE_DATA_DIR overrides).
const dataDir = process.env.BOXOFFICE_DATA_DIR ?? fileURLToPath(new URL('../../.data', import.meta.url));
const logger = createLogger(logLevelFrom(process.env));
// A failure no code awaited (the work that made it is over either way): logged, and the server goes
// on serving. Left to Node's default, it would end the process.
process.on('unhandledRejection', (reason) =>
  logger.log('error', 'unhandled rejection', {
    error: reason instanceof Error ? (reason.stack ?? reason.message) : String(reason),
  }),
);
// An exception nothing caught leaves the process in a state no code expects: logged (whatever
// LOG_LEVEL says: the process ends on it), and the process exits, for the supervisor to start a new one.
process.on('uncaughtException', (error) => {
  createLogger('error').log('error', 'uncaught exception; exiting', { error: error.stack ?? error.message });
  process.exit(1);
});
const readiness = new Readiness();
const clock = clockFrom(process.env.BOXOFFICE_NOW);
const sessionTimeout = 1200;
const onSale = onSaleFrom(process.env);
// Which proxies' X-Forwarded-For and X-Forwarded-Proto to believe; a bad value stops the start here.
const trustProxy = trustProxyFrom(process.env.TRUST_PROXY);
const opened = await openStore({
  env: process.env,
  dataDir,
  fresh: process.argv.includes('--fresh'),
  idleMs: () => sessionTimeout * 1000,
  now: () => clock.now(),
});
// BOXOFFICE_CHECK_ANSWERS=<file>: each /api answer checked against the bundled contract (the test
// runs; testing/answer-log.ts), which BOXOFFICE_CONTRACT may name (openapi/dist/openapi.json).
const checkAnswers = process.env.BOXOFFICE_CHECK_ANSWERS;
const answers = checkAnswers
  ? await answerLogObserver(
      checkAnswers,
      process.env.BOXOFFICE_CONTRACT ??
        fileURLToPath(new URL('../../openapi/dist/openapi.json', import.meta.url)),
    )
  : undefined;
const { app, services } = createApp({
  clock,
  sessionTimeout,
  store: opened.store,
  cardProviderOrigin: `http://${host}:${cardPort}`,
  publicOrigin: process.env.PUBLIC_ORIGIN?.replace(/\/+$/, '') || null,
  trustProxy,
  hsts: process.env.HSTS === '1',
  cardLatencyMs: Number(process.env.BOXOFFICE_CARD_LATENCY_MS ?? 0),
  paymentWindowMs: Number(process.env.BOXOFFICE_PAYMENT_WINDOW_SECONDS ?? 60) * 1000,
  cartHoldMs: holdSecondsFrom(process.env.BOXOFFICE_HOLD_SECONDS) * 1000,
  customerLimits: customerLimitsFrom(process.env),
  storyPaymentKey,
  webRoot,
  testControls,
  logger,
  readiness,
  onSale,
  linePace: { ...PACE_BY_STORE[opened.kind], ...linePaceFrom(process.env) },
  addressCaps: addressCapsFrom(process.env),
  answers,
});

const stopSweep = startOrderSweep(services, (error) =>
  logger.log('error', 'order sweep failed', { error: String(error) }),
);
const stopHoldSweep = startHoldSweep(services, (error) =>
  logger.log('error', 'hold sweep failed', { error: String(error) }),
);

/**
 * A server on `port`. Its queue of connections not yet accepted is as long as the system allows
 * (Node's default, 511, drops the connections of a crowd that arrives in the same second). An idle
 * connection stays open 65 s, longer than balancers (60 s) and clients keep theirs: with Node's 5 s,
 * a client sending its next call just as the server closes the connection gets a reset, which a
 * shopper meets as a failed call (likely the 29 resets one run of the surge benchmark saw).
 */
function listen(fetch: typeof app.fetch, at: number, ready: () => void): Server {
  const server = createAdaptorServer({ fetch }) as Server;
  server.keepAliveTimeout = 65_000;
  // A request's headers may take longer than an idle connection is kept (Node requires it).
  server.headersTimeout = 66_000;
  server.listen({ host, port: at, backlog: 4096 }, ready);
  return server;
}

const servers = [
  listen(app.fetch, port, () => {
    console.log(`Boxoffice: http://${host}:${port}  (API at /api, reference at /docs; Ctrl+C stops it)`);
    console.log(`State kept in ${opened.description}`);
  }),
  listen(createCardProviderApp(services, logger).fetch, cardPort, () => {
    console.log(`Simulated card provider: http://${host}:${cardPort}`);
  }),
];

// The supervisor (supervise.ts) counts the worker started once every server listens.
if (cluster.isWorker) {
  let waiting = servers.length;
  for (const server of servers)
    server.once('listening', () => {
      waiting -= 1;
      if (waiting === 0) process.send?.(READY_MESSAGE);
    });
}

let stopping = false;
async function stop(signal: string): Promise<void> {
  stopping = true;
  logger.log('info', 'shutting down', { signal });
  const result = await shutDown(servers, { readiness, timeoutMs: 10_000 });
  stopSweep();
  stopHoldSweep();
  services.waitingRoom.keeper.stop();
  await opened
    .close()
    .catch((error) => logger.log('error', 'closing the store failed', { error: String(error) }));
  logger.log(result === 'drained' ? 'info' : 'warn', 'stopped', { result });
  process.exit(0);
}
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (stopping) process.exit(1);
    void stop(signal);
  });
}
// The supervisor's SIGTERM comes as a message (shutdown.ts). Should the supervisor die, Node's cluster
// ends its workers at once (nothing would restart or stop them).
if (cluster.isWorker)
  process.on('message', (message) => {
    if (message === STOP_MESSAGE && !stopping) void stop('supervisor');
  });

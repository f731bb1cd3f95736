// What `node server/dist/server.mjs` runs, and so `npm start`: a supervisor on Node's cluster module
// that runs the server (main.ts) in BOXOFFICE_WORKERS worker processes (1) and starts a new one
// whenever one dies (an exception nothing caught, an out-of-memory, a kill), so that no fault ends
// the service. Restarts back off: 1 s, doubling up to 30 s while workers keep dying within 10 s of
// their start, and 1 s again after one that lived longer; each is one JSON line on stderr. A worker
// that dies before any worker ever served is a start that fails (a wrong setting, no database):
// the supervisor exits with its code instead of retrying it for ever (a container's restart policy
// is the layer outside this one).
//
// SIGTERM or SIGINT asks every worker to shut down as the signal would (each drains its requests,
// shutdown.ts), waits for them and exits 0; a second signal exits at once, and the workers with it
// (Node's cluster ends a worker whose supervisor is gone). BOXOFFICE_SUPERVISE=0 runs the server in
// this process alone: the test runs and benchmarks, which stop or kill it by its process id.
import cluster, { type Worker } from 'node:cluster';
import { createLogger, logLevelFrom } from './http/logging.js';
import { READY_MESSAGE, STOP_MESSAGE } from './http/shutdown.js';

/** A worker that dies sooner than this after its start makes the next restart wait twice as long. */
const QUICK_DEATH_MS = 10_000;
const FIRST_DELAY_MS = 1000;
const MAX_DELAY_MS = 30_000;
/** How long stopping workers may take (a 10 s drain, then the store closes) before they are killed. */
const STOP_TIMEOUT_MS = 30_000;

/** BOXOFFICE_WORKERS, or why it cannot be. */
function workersFrom(env: NodeJS.ProcessEnv): number | string {
  const raw = env.BOXOFFICE_WORKERS?.trim() || '1';
  const count = Number(raw);
  if (!Number.isInteger(count) || count < 1)
    return `BOXOFFICE_WORKERS must be a whole number from 1, not '${raw}'`;
  // The embedded database and the memory store live in one process: each worker would have its own.
  if (count > 1 && (!env.DATABASE_URL?.trim() || env.BOXOFFICE_STORE === 'memory'))
    return 'BOXOFFICE_WORKERS above 1 needs DATABASE_URL (a PostgreSQL server the workers share)';
  return count;
}

function supervise(count: number): void {
  const logger = createLogger(logLevelFrom(process.env));
  // One worker accepts its connections itself, as a server alone would; several take turns.
  cluster.schedulingPolicy = count === 1 ? cluster.SCHED_NONE : cluster.SCHED_RR;
  /** The workers alive, and when each started (ms, the process's clock). */
  const workers = new Map<Worker, number>();
  const restarts = new Set<NodeJS.Timeout>();
  /** Some worker served (main.ts's READY_MESSAGE): a death from now on is restarted. */
  let served = false;
  let delayMs = FIRST_DELAY_MS;
  let stopping = false;

  const fork = () => {
    const worker = cluster.fork();
    workers.set(worker, performance.now());
    worker.on('message', (message) => {
      if (message === READY_MESSAGE) served = true;
    });
    // A worker's process that cannot be reached (a message to one that is exiting) is no failure of
    // the supervisor's.
    worker.on('error', (error) => logger.log('warn', 'worker error', { error: error.message }));
    logger.log('info', 'worker started', { pid: worker.process.pid });
  };

  cluster.on('exit', (worker, code, signal) => {
    const lived = performance.now() - (workers.get(worker) ?? 0);
    workers.delete(worker);
    const fields = { pid: worker.process.pid, code, signal, livedMs: Math.round(lived) };
    if (stopping) {
      if (workers.size === 0) process.exit(0);
      return;
    }
    if (!served) {
      logger.log('error', 'the server did not start', fields);
      process.exit(code || 1);
    }
    if (lived >= QUICK_DEATH_MS) delayMs = FIRST_DELAY_MS;
    const wait = delayMs;
    delayMs = Math.min(MAX_DELAY_MS, delayMs * 2);
    logger.log('error', 'worker died; starting another', { ...fields, restartInMs: wait });
    const timer = setTimeout(() => {
      restarts.delete(timer);
      fork();
    }, wait);
    restarts.add(timer);
  });

  for (const signal of ['SIGINT', 'SIGTERM'] as const)
    process.on(signal, () => {
      if (stopping) process.exit(1);
      stopping = true;
      for (const timer of restarts) clearTimeout(timer);
      if (workers.size === 0) process.exit(0);
      for (const worker of workers.keys())
        worker.send(STOP_MESSAGE, (error: Error | null) => {
          if (error) worker.process.kill('SIGTERM');
        });
      setTimeout(() => {
        for (const worker of workers.keys()) worker.process.kill('SIGKILL');
      }, STOP_TIMEOUT_MS).unref();
    });

  for (let i = 0; i < count; i++) fork();
  // `--fresh` starts the embedded database over: once, not again at every restart.
  cluster.setupPrimary({ args: process.argv.slice(2).filter((arg) => arg !== '--fresh') });
}

if (cluster.isPrimary && process.env.BOXOFFICE_SUPERVISE !== '0') {
  const count = workersFrom(process.env);
  if (typeof count === 'string') {
    console.error(count);
    process.exit(1);
  }
  supervise(count);
} else await import('./main.js');

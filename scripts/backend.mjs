// Builds the reference backend and starts it as a child process on a free port (127.0.0.1), for
// the test command, the benchmarks and the contract tests. `npm start` runs it in the foreground.
import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import { freePort, root, run, startProcess, waitForHttp } from './lib.mjs';

export const serverBuild = join(root, 'server', 'dist', 'server.mjs');

/**
 * Node flags the backend runs with: a larger young generation, so that short-lived request objects
 * are collected in fewer, shorter pauses (this halves the p99 latency of `npm run bench:server`).
 */
export const nodeFlags = ['--max-semi-space-size=64'];

/** Builds the server bundle and its API reference page (Redoc, inlined: nothing loads from elsewhere). */
export async function buildBackend() {
  await run('node', ['server/build.mjs']);
  await run('node', ['server/scripts/build-docs.mjs']);
}

/** Builds the web app into web/dist, which the backend serves at /. */
export async function buildWebApp() {
  await run('npm', ['run', 'build', '-w', 'web']);
}

/**
 * The story's today (openapi/STORY.md), where the test runs start the backend's clock and the
 * journeys' browser clock (BOXOFFICE_NOW): the story's dated performances (2026-12-05 ...) then stay
 * ahead of the clock whatever the real date is.
 */
export const STORY_NOW = '2026-11-22T15:04:05Z';

/**
 * Starts the built backend; resolves with its origin once /api/session answers. It logs warnings
 * and errors only, keeps its data (the order-number sequence) in a folder of its own under .tmp/, so
 * test runs never touch the .data/ of `npm start`, and runs on the story's clock (STORY_NOW). It runs
 * without its supervisor (BOXOFFICE_SUPERVISE=0): `child` is the server itself, which the test runs
 * and benchmarks stop with SIGTERM or kill with SIGKILL as an instance that dies, and which must then
 * stay dead, not be restarted (the supervisor has tests of its own, server/test/supervise.test.ts).
 * `env: { BOXOFFICE_SUPERVISE: '1' }` runs it as `npm start` does, under its supervisor: `child` is
 * then the supervisor, and the server its one worker process (scripts/faults.mjs kills that worker).
 */
export async function startBackend({
  env = {},
  postgresServer = process.env.BOXOFFICE_TEST_POSTGRES_URL,
  checkAnswers = false,
} = {}) {
  const port = await freePort();
  const cardPort = await freePort();
  // With a PostgreSQL server for the tests (BOXOFFICE_TEST_POSTGRES_URL, the test command's), each
  // backend gets a database of its own on it; without one (null) it runs on its embedded PGlite.
  const server = postgresServer;
  const database =
    server && !env.DATABASE_URL ? await createDatabase(server, `boxoffice_${port}`) : undefined;
  const dataDir = join(root, '.tmp', `backend-${port}`);
  // With checkAnswers, the server checks each /api answer against the bundled contract (main.ts).
  const answerFile = checkAnswers ? join(dataDir, 'answers.jsonl') : undefined;
  // BOXOFFICE_CPU_PROFILE_DIR: each backend writes a CPU profile there as it stops (finding what a
  // benchmark's time goes to; `node --cpu-prof` is not allowed in NODE_OPTIONS).
  const profile = process.env.BOXOFFICE_CPU_PROFILE_DIR;
  const flags = profile ? [...nodeFlags, '--cpu-prof', `--cpu-prof-dir=${profile}`] : nodeFlags;
  const child = startProcess('node', [...flags, serverBuild], {
    env: {
      ...process.env,
      HOST: '127.0.0.1',
      PORT: String(port),
      CARD_PROVIDER_PORT: String(cardPort),
      LOG_LEVEL: 'warn',
      BOXOFFICE_NOW: STORY_NOW,
      BOXOFFICE_DATA_DIR: dataDir,
      BOXOFFICE_SUPERVISE: '0',
      ...(database ? { DATABASE_URL: database } : {}),
      ...(answerFile ? { BOXOFFICE_CHECK_ANSWERS: answerFile } : {}),
      ...env,
    },
  });
  const origin = `http://127.0.0.1:${port}`;
  await waitForHttp(`${origin}/api/session`, 30_000).catch((error) => {
    child.kill('SIGTERM');
    throw Object.assign(new Error(`the reference backend did not start: ${error.message}`), {
      output: child.output,
    });
  });
  return {
    origin,
    api: `${origin}/api`,
    cardOrigin: `http://127.0.0.1:${cardPort}`,
    child,
    /** Stops the server (SIGTERM) and waits for it to exit, its answer log written. */
    stop: () => stopChild(child),
    /**
     * With checkAnswers: stops the server and answers the tally of its answers (answer-check.mjs:
     * summary(), report(), mismatched), the log removed.
     */
    answers: async () => {
      await stopChild(child);
      const { readAnswerLog } = await import('../contract-tests/answer-check.mjs');
      const tally = await readAnswerLog(answerFile);
      await rm(answerFile, { force: true });
      return tally;
    },
  };
}

function stopChild(child) {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  return exited;
}

/**
 * What the contract tests' backends run with: they buy the story's performances over and over, as
 * one account from one address, and open a session for each of their transactions, far faster than
 * a person (server/README.md, 'A fair on-sale'): the limits per customer and the cap on new sessions
 * per address would refuse them. A backend team with such limits raises them for the contract run.
 * They pay with the story's test key, which the reference backend takes on a test server only.
 */
export const CONTRACT_TEST_ENV = {
  BOXOFFICE_NEW_SESSIONS_PER_MINUTE: '0',
  BOXOFFICE_CUSTOMER_LIMIT: '0',
  BOXOFFICE_ADDRESS_LIMIT: '0',
  BOXOFFICE_STORY_PAYMENT_KEY: '1',
};

/** Creates a database on a PostgreSQL server; answers its URL. */
export async function createDatabase(serverUrl, name) {
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(`CREATE DATABASE ${name}`);
  } finally {
    await client.end();
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

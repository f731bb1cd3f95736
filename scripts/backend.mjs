// Builds the reference backend and starts it as a child process on a free port (127.0.0.1), for
// the test command, the benchmarks and the contract tests. `npm start` runs it in the foreground.
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
 * test runs never touch the .data/ of `npm start`, and runs on the story's clock (STORY_NOW).
 */
export async function startBackend({ env = {} } = {}) {
  const port = await freePort();
  const cardPort = await freePort();
  const child = startProcess('node', [...nodeFlags, serverBuild], {
    env: {
      ...process.env,
      HOST: '127.0.0.1',
      PORT: String(port),
      CARD_PROVIDER_PORT: String(cardPort),
      LOG_LEVEL: 'warn',
      BOXOFFICE_NOW: STORY_NOW,
      BOXOFFICE_DATA_DIR: join(root, '.tmp', `backend-${port}`),
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
  return { origin, api: `${origin}/api`, cardOrigin: `http://127.0.0.1:${cardPort}`, child };
}

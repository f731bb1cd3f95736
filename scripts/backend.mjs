// Builds the reference backend and starts it as a child process on a free port (127.0.0.1), for
// the test command, the benchmarks and the contract tests. `npm start` runs it in the foreground.
import { join } from 'node:path';
import { freePort, root, run, startProcess, waitForHttp } from './lib.mjs';

export const serverBuild = join(root, 'server', 'dist', 'server.mjs');

/** Builds the server bundle (and, when the scripts exist, its API reference). */
export async function buildBackend() {
  await run('node', ['server/build.mjs']);
}

/** Starts the built backend; resolves with its origin once /api/session answers. */
export async function startBackend({ env = {} } = {}) {
  const port = await freePort();
  const cardPort = await freePort();
  const child = startProcess('node', [serverBuild], {
    env: {
      ...process.env,
      HOST: '127.0.0.1',
      PORT: String(port),
      CARD_PROVIDER_PORT: String(cardPort),
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

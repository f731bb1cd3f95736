// Process helpers of the contract-test command, which runs outside this repository too (installed from
// its tarball): a free loopback port, a server started and stopped with this process, waiting for HTTP.
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';

export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

export async function waitForHttp(url, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      await fetch(url, { signal: AbortSignal.timeout(2000) });
      return;
    } catch {
      await new Promise((r) => setTimeout(r, 200));
    }
  }
  throw new Error(`nothing answered at ${url} within ${timeoutMs / 1000} s`);
}

/**
 * Starts a long-running process, stopped when this process exits. Its output is kept in `child.output`;
 * with `echo` it is also written to stderr, each chunk marked with that label.
 */
export function startProcess(cmd, args, { cwd, inherit = false, env, echo } = {}) {
  const child = spawn(cmd, args, { cwd, env: env ?? process.env, stdio: inherit ? 'inherit' : 'pipe' });
  const stop = () => child.exitCode === null && child.kill('SIGTERM');
  process.on('exit', stop);
  child.output = '';
  const keep = (d) => {
    child.output += d;
    if (echo) process.stderr.write(`[${echo}] ${d}`);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  return child;
}

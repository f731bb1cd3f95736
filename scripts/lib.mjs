// Small helpers shared by the package.json commands: run a command, start a server and wait for it,
// find a free port, bundle the contract.
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = join(dirname(fileURLToPath(import.meta.url)), '..');
export const bin = (name) => join(root, 'node_modules', '.bin', name);
export const bundlePath = join(root, 'openapi', 'dist', 'openapi.yaml');

/** Runs a command to completion; resolves to its output, rejects with it on a non-zero exit. */
export function run(cmd, args, { cwd = root, echo = false, env } = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, args, { cwd, env: env ?? process.env, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    const take = (d) => {
      output += d;
      if (echo) process.stdout.write(d);
    };
    child.stdout.on('data', take);
    child.stderr.on('data', take);
    child.on('error', reject);
    child.on('exit', (code) => {
      if (code === 0) resolve(output);
      else reject(Object.assign(new Error(`${cmd} ${args.join(' ')} exited with ${code}`), { output }));
    });
  });
}

/**
 * Starts a long-running process, stopped when this process exits. Its output is kept in `child.output`;
 * with `echo` it is also written to stderr, each chunk marked with that label.
 */
export function startProcess(cmd, args, { cwd = root, inherit = false, env, echo } = {}) {
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

/** Bundles the hand-written contract into openapi/dist/openapi.{yaml,json}. */
export function bundle() {
  return run('npm', ['run', 'bundle', '--silent', '-w', 'openapi']);
}

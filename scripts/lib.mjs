// Small helpers shared by the package.json commands: run a command, start a server and wait for it,
// find a free port, bundle the contract.
import { spawn } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startProcess as start } from '../contract-tests/processes.mjs';

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

// The contract-test command carries these (it runs outside this repository too); the scripts share them.
export { freePort, waitForHttp } from '../contract-tests/processes.mjs';

/**
 * Starts a long-running process, stopped when this process exits, in the repository's folder unless
 * told otherwise (see contract-tests/processes.mjs).
 */
export const startProcess = (cmd, args, options = {}) => start(cmd, args, { cwd: root, ...options });

/** Bundles the hand-written contract into openapi/dist/openapi.{yaml,json}. */
export function bundle() {
  return run('npm', ['run', 'bundle', '--silent', '-w', 'openapi']);
}

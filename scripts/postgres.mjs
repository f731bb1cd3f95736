// A throwaway PostgreSQL server for the tests: Debian's `postgresql` package (installed with apt-get
// when missing and this runs as root), a new cluster in a scratch folder, listening on a free port of
// 127.0.0.1 only, stopped and deleted by `stop()`. As root the cluster runs as the `postgres` user,
// since PostgreSQL refuses to run as root.
import { existsSync, readdirSync } from 'node:fs';
import { chmod, chown, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort, run, startProcess } from './lib.mjs';

const LIB = '/usr/lib/postgresql';

/** The newest installed PostgreSQL's bin folder, or undefined. */
function binDir() {
  if (!existsSync(LIB)) return undefined;
  const versions = readdirSync(LIB)
    .filter((v) => existsSync(join(LIB, v, 'bin', 'initdb')))
    .sort((a, b) => Number(b) - Number(a));
  return versions[0] ? join(LIB, versions[0], 'bin') : undefined;
}

export async function ensurePostgres() {
  const found = binDir();
  if (found) return found;
  if (process.getuid?.() !== 0)
    throw new Error('PostgreSQL is missing. Install the Debian package as root: apt-get install postgresql');
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  await run('apt-get', ['update'], { env });
  await run('apt-get', ['install', '-y', '--no-install-recommends', 'postgresql'], { env });
  const installed = binDir();
  if (!installed) throw new Error(`apt-get installed postgresql, but no initdb is under ${LIB}`);
  return installed;
}

/**
 * Starts a new cluster; resolves with its URL (database `postgres`, user `boxoffice`), `restart()`
 * and `stop()`.
 */
export async function startPostgres() {
  const bin = await ensurePostgres();
  const root = process.getuid?.() === 0;
  const dir = await mkdtemp(join(tmpdir(), 'boxoffice-pg-'));
  const data = join(dir, 'data');
  // As root: run PostgreSQL's programs as the postgres user, which owns the scratch folder.
  const as = (cmd, args) => (root ? ['runuser', ['-u', 'postgres', '--', cmd, ...args]] : [cmd, args]);
  if (root) {
    const { uid, gid } = await idsOf('postgres');
    await chown(dir, uid, gid);
  }
  await chmod(dir, 0o700);
  await run(
    ...as(join(bin, 'initdb'), ['-D', data, '-U', 'boxoffice', '-A', 'trust', '-E', 'UTF8', '--no-sync']),
  );
  const port = await freePort();
  const args = [
    '-D',
    data,
    '-p',
    String(port),
    '-h',
    '127.0.0.1',
    '-k',
    dir,
    // A throwaway cluster: no waiting for the disk.
    '-c',
    'fsync=off',
    '-c',
    'max_connections=200',
    // When each transaction committed: the benchmarks' lock time per count change (lock-times.mjs).
    '-c',
    'track_commit_timestamp=on',
  ];
  const url = `postgres://boxoffice@127.0.0.1:${port}/postgres`;
  const launch = async () => {
    const started = startProcess(...as(join(bin, 'postgres'), args));
    await waitForPostgres(url, started);
    return started;
  };
  let server = await launch();
  /** A fast shutdown: every connection is ended, open transactions rolled back. */
  const halt = async () => {
    // pg_ctl signals the server itself (runuser, in between as root, does not pass signals on).
    const exited = new Promise((resolve) =>
      server.exitCode === null && server.signalCode === null ? server.on('exit', resolve) : resolve(),
    );
    await run(...as(join(bin, 'pg_ctl'), ['stop', '-D', data, '-m', 'fast', '-w'])).catch(() =>
      server.kill('SIGKILL'),
    );
    await exited;
  };
  return {
    url,
    /**
     * Restarts the server as a managed database's restart or failover does (`pg_ctl stop -m fast`,
     * then, `downMs` later, the same server on the same port and data): resolves once it accepts
     * connections again.
     */
    async restart({ downMs = 0 } = {}) {
      await halt();
      if (downMs > 0) await new Promise((resolve) => setTimeout(resolve, downMs));
      server = await launch();
    },
    async stop() {
      await halt();
      await rm(dir, { recursive: true, force: true });
    },
  };
}

async function idsOf(user) {
  const line = (await run('id', ['-u', user])).trim();
  const group = (await run('id', ['-g', user])).trim();
  return { uid: Number(line), gid: Number(group) };
}

/** Waits until the server accepts a connection (it answers nothing over HTTP: a TCP connect will do). */
async function waitForPostgres(url, server, timeoutMs = 30_000) {
  const { default: pg } = await import('pg');
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const client = new pg.Client({ connectionString: url });
    try {
      await client.connect();
      await client.end();
      return;
    } catch (error) {
      // A client that never connected is simply dropped (ending it would wait for ever).
      if (server.exitCode !== null || Date.now() > deadline)
        throw Object.assign(new Error(`PostgreSQL did not start: ${error.message}`), {
          output: server.output,
        });
      await new Promise((r) => setTimeout(r, 100));
    }
  }
}

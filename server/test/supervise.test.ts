// The supervisor (src/supervise.ts), run as `node server/dist/server.mjs` is: from a scratch build of
// the server bundle, on the memory store and free ports. A killed worker is replaced (the server
// answers again), SIGTERM stops the workers and the supervisor with 0, a killed supervisor takes its
// worker with it, and a start that fails ends the supervisor instead of looping.
import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';

const serverDir = fileURLToPath(new URL('..', import.meta.url));
const name = `supervise-test-${randomBytes(4).toString('hex')}`;
const bundle = join(serverDir, 'dist', `${name}.mjs`);
const dataDir = join(tmpdir(), name);

const freePort = () =>
  new Promise<number>((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });

/** Whether a process runs (a zombie waiting to be reaped does not). */
function alive(pid: number): boolean {
  try {
    return !/^\d+ \(.*\) Z/.test(readFileSync(`/proc/${pid}/stat`, 'utf8'));
  } catch {
    return false;
  }
}

async function until<T>(check: () => T | undefined | Promise<T | undefined>, ms = 15_000): Promise<T> {
  const deadline = performance.now() + ms;
  for (;;) {
    const value = await check();
    if (value !== undefined && value !== false) return value;
    if (performance.now() > deadline) throw new Error(`not so within ${ms} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

interface Supervised {
  readonly child: ChildProcess;
  readonly origin: string;
  /** Every line written so far, stdout and stderr. */
  readonly lines: string[];
  /** The pids of the workers started, in order (the supervisor's 'worker started' lines). */
  workers(): number[];
  readonly exited: Promise<number | null>;
}

const started: ChildProcess[] = [];

function start(env: Record<string, string> = {}): Promise<Supervised> {
  return Promise.all([freePort(), freePort()]).then(([port, cardPort]) => {
    const child = spawn(process.execPath, [bundle], {
      env: {
        ...process.env,
        PORT: String(port),
        CARD_PROVIDER_PORT: String(cardPort),
        BOXOFFICE_STORE: 'memory',
        BOXOFFICE_DATA_DIR: dataDir,
        LOG_LEVEL: 'info',
        BOXOFFICE_SUPERVISE: '',
        BOXOFFICE_WORKERS: '',
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    started.push(child);
    const lines: string[] = [];
    for (const stream of [child.stdout, child.stderr])
      stream?.on('data', (chunk: Buffer) => lines.push(...chunk.toString().split('\n').filter(Boolean)));
    const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
    const workers = () =>
      lines.flatMap((line) => {
        const entry = line.startsWith('{') ? (JSON.parse(line) as { message?: string; pid?: number }) : {};
        return entry.message === 'worker started' && entry.pid ? [entry.pid] : [];
      });
    return { child, origin: `http://127.0.0.1:${port}`, lines, workers, exited };
  });
}

const live = async (origin: string) => {
  try {
    return (await fetch(`${origin}/health/live`, { signal: AbortSignal.timeout(1000) })).status === 200;
  } catch {
    return false;
  }
};

beforeAll(async () => {
  await new Promise<void>((resolve, reject) =>
    execFile(process.execPath, [join(serverDir, 'build.mjs'), '--out', name], { cwd: serverDir }, (error) =>
      error ? reject(error) : resolve(),
    ),
  );
}, 60_000);
afterEach(() => {
  for (const child of started.splice(0)) if (child.exitCode === null) child.kill('SIGKILL');
});
afterAll(() => {
  for (const file of [bundle, `${bundle}.map`]) rmSync(file, { force: true });
  rmSync(dataDir, { recursive: true, force: true });
});

describe('the supervisor', () => {
  it('replaces a killed worker, and stops with 0 on SIGTERM, its worker first', async () => {
    const s = await start();
    await until(() => live(s.origin));
    const [first] = s.workers();
    expect(first).toBeDefined();
    process.kill(first as number, 'SIGKILL');
    const second = await until(() => s.workers()[1]);
    expect(second).not.toBe(first);
    await until(() => live(s.origin));
    const restart = s.lines.find((line) => line.includes('worker died; starting another'));
    expect(JSON.parse(restart ?? '{}')).toMatchObject({ level: 'error', pid: first, signal: 'SIGKILL' });
    s.child.kill('SIGTERM');
    expect(await s.exited).toBe(0);
    expect(alive(second)).toBe(false);
  }, 40_000);

  it('takes its worker with it when it is killed', async () => {
    const s = await start();
    await until(() => live(s.origin));
    const [worker] = s.workers();
    s.child.kill('SIGKILL');
    await s.exited;
    await until(() => !alive(worker as number), 5000);
  }, 30_000);

  it('exits with the worker when the server cannot start, instead of restarting it', async () => {
    const s = await start({ TRUST_PROXY: 'not a proxy' });
    expect(await s.exited).toBe(1);
    expect(s.lines.some((line) => line.includes('the server did not start'))).toBe(true);
  }, 30_000);

  it('refuses several workers without a database they share', async () => {
    const s = await start({ BOXOFFICE_WORKERS: '2' });
    expect(await s.exited).toBe(1);
    expect(s.lines.join('\n')).toContain('BOXOFFICE_WORKERS above 1 needs DATABASE_URL');
  });
});

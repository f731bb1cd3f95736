// A PostgreSQL server that drops the store's connections (an administrator's pg_terminate_backend, a
// restart): no error ends the process, the call on a lost connection fails with StoreBusy (503,
// nothing kept), the pool replaces what was lost, and reachable() (/health/ready) follows the
// database. Runs on the test command's server (BOXOFFICE_TEST_DATABASE_URL), in a database of its own;
// a restart is stood in for by a TCP proxy (tcp-proxy.ts) that drops its connections and refuses new
// ones until opened again.
import { randomBytes } from 'node:crypto';
import { createServer } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { PgDatabase } from '../../src/store/sql/database.js';
import { migrate } from '../../src/store/sql/migrate.js';
import { SqlStore } from '../../src/store/sql/sql-store.js';
import { StoreBusy } from '../../src/store/store.js';
import { testApp } from '../support/client.js';
import { TcpProxy } from './tcp-proxy.js';

const url = process.env.BOXOFFICE_TEST_DATABASE_URL ?? process.env.BOXOFFICE_TEST_POSTGRES_URL;

/** Waits until `check` answers true, trying every 20 ms for up to `ms`. */
async function until(check: () => Promise<boolean> | boolean, ms = 5000): Promise<void> {
  const deadline = performance.now() + ms;
  while (!(await check())) {
    if (performance.now() > deadline) throw new Error(`not so within ${ms} ms`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** A loopback port nothing listens on. */
const closedPort = () =>
  new Promise<number>((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 1));
    });
  });

const storeOptions = { idleMs: () => 60_000, now: Date.now, sweepEveryMs: 0, concurrent: true };
/** Reachability's timings, shortened so that a test sees each outcome within a few hundred ms. */
const quick = { freshMs: 200, probeEveryMs: 50, timeoutMs: 500 };

if (!url) {
  describe('lost PostgreSQL connections', () => {
    it.skip('needs BOXOFFICE_TEST_DATABASE_URL (npm test starts a PostgreSQL server and sets it)', () => {});
  });
} else {
  const name = `boxoffice_lost_${randomBytes(4).toString('hex')}`;
  const admin = new PgDatabase(url, { size: 2 });
  const databaseUrl = (() => {
    const u = new URL(url);
    u.pathname = `/${name}`;
    return u.toString();
  })();
  const pools: PgDatabase[] = [];
  const proxies: TcpProxy[] = [];
  /** Errors no code handled while a test ran: a lost connection's 'error' event without a listener. */
  const uncaught: unknown[] = [];
  const record = (error: unknown) => uncaught.push(error);

  const pool = (target = databaseUrl, size = 4) => {
    const db = new PgDatabase(target, { size, connectionTimeoutMs: 2000 }, quick);
    pools.push(db);
    return db;
  };

  /** Ends the backends of `pids` from another connection, and waits until they are gone. */
  const terminate = async (pids: readonly number[]) => {
    await admin.query('SELECT pg_terminate_backend(pid) FROM unnest($1::int[]) AS pid', [pids]);
    await until(
      async () =>
        (await admin.query('SELECT 1 FROM pg_stat_activity WHERE pid = ANY($1::int[])', [pids])).rows
          .length === 0,
    );
    // The server sent its FATAL message before its backend ended: let the driver read it while idle.
    await new Promise((resolve) => setTimeout(resolve, 50));
  };

  /** The backends connected to this file's database, other than the admin's. */
  const appBackends = async () =>
    (
      await admin.query<{ pid: number }>(
        'SELECT pid FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()',
        [name],
      )
    ).rows.map((r) => r.pid);

  beforeAll(async () => {
    await admin.query(`CREATE DATABASE ${name}`);
    const db = new PgDatabase(databaseUrl, { size: 1 });
    await migrate(db);
    await db.exec('CREATE TABLE kept (id text PRIMARY KEY)');
    await db.close();
    process.on('uncaughtException', record);
    process.on('unhandledRejection', record);
  });
  afterEach(() => {
    expect(uncaught).toEqual([]);
  });
  afterAll(async () => {
    process.off('uncaughtException', record);
    process.off('unhandledRejection', record);
    await Promise.all(proxies.map((p) => p.cut()));
    await Promise.all(pools.map((p) => p.close().catch(() => undefined)));
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.close();
  });

  describe('lost PostgreSQL connections', () => {
    it('a transaction whose connection is ended between statements fails with StoreBusy, keeps nothing, and the next call succeeds', async () => {
      const db = pool();
      const tx = await db.begin('SELECT pg_backend_pid() AS pid');
      await tx.query('INSERT INTO kept (id) VALUES ($1)', ['between-statements']);
      await terminate([Number(tx.opened[0]?.pid)]);
      const next = await tx.query('SELECT 1').catch((error: unknown) => error);
      expect(next).toBeInstanceOf(StoreBusy);
      expect((next as StoreBusy).retryAfterSeconds).toBeGreaterThan(0);
      // Rolling back a lost connection neither throws nor waits.
      await tx.rollback();
      const { rows } = await db.query('SELECT id FROM kept WHERE id = $1', ['between-statements']);
      expect(rows).toEqual([]);
    });

    it('a commit on a connection ended meanwhile fails with StoreBusy and keeps nothing', async () => {
      const db = pool();
      const tx = await db.begin('SELECT pg_backend_pid() AS pid');
      await tx.exec("INSERT INTO kept (id) VALUES ('before-commit')");
      await terminate([Number(tx.opened[0]?.pid)]);
      await expect(tx.commit("INSERT INTO kept (id) VALUES ('with-commit')")).rejects.toBeInstanceOf(
        StoreBusy,
      );
      expect((await db.query("SELECT id FROM kept WHERE id LIKE '%commit'")).rows).toEqual([]);
      expect((await db.query('SELECT 1 AS one')).rows).toEqual([{ one: 1 }]);
    });

    // The connection lost while its COMMIT is under way: the backend ends itself just after the
    // COMMIT (the closing's own statements stand in for the moment the answer is lost) or just before.
    const endsItself = 'SELECT pg_terminate_backend(pg_backend_pid())';

    it('a commit whose answer is lost after it committed completes: the call is not told it kept nothing', async () => {
      const db = pool();
      const tx = await db.begin('SELECT pg_backend_pid() AS pid');
      await tx.exec("INSERT INTO kept (id) VALUES ('answer-lost')");
      await expect(tx.commit(`COMMIT;\n${endsItself};\nBEGIN`)).resolves.toBeUndefined();
      expect((await db.query("SELECT id FROM kept WHERE id = 'answer-lost'")).rows).toEqual([
        { id: 'answer-lost' },
      ]);
    });

    it('a commit lost before it committed fails with StoreBusy and keeps nothing', async () => {
      const db = pool();
      const tx = await db.begin('SELECT pg_backend_pid() AS pid');
      await tx.exec("INSERT INTO kept (id) VALUES ('lost-before')");
      await expect(tx.commit(endsItself)).rejects.toBeInstanceOf(StoreBusy);
      expect((await db.query("SELECT id FROM kept WHERE id = 'lost-before'")).rows).toEqual([]);
    });

    it('commitAfter whose answer is lost after it committed completes (null: committed)', async () => {
      const db = pool();
      const tx = await db.begin('SELECT pg_backend_pid() AS pid');
      await tx.exec("INSERT INTO kept (id) VALUES ('after-lost')");
      const refusal = () => true;
      await expect(
        tx.commitAfter('', `SELECT 1;\nCOMMIT;\n${endsItself};\nBEGIN`, refusal),
      ).resolves.toBeNull();
      expect((await db.query("SELECT id FROM kept WHERE id = 'after-lost'")).rows).toEqual([
        { id: 'after-lost' },
      ]);
    });

    it('a statement running as its connection is ended fails with StoreBusy', async () => {
      const db = pool();
      const tx = await db.begin('SELECT pg_backend_pid() AS pid');
      const sleeping = tx.query('SELECT pg_sleep($1)', [30]).catch((error: unknown) => error);
      await until(
        async () =>
          (
            await admin.query(
              "SELECT 1 FROM pg_stat_activity WHERE pid = $1 AND query LIKE 'SELECT pg_sleep%'",
              [Number(tx.opened[0]?.pid)],
            )
          ).rows.length > 0,
      );
      await terminate([Number(tx.opened[0]?.pid)]);
      expect(await sleeping).toBeInstanceOf(StoreBusy);
      await tx.rollback();
      expect((await db.query('SELECT 1 AS one')).rows).toEqual([{ one: 1 }]);
    });

    it('replaces idle connections the server ended: the next calls succeed, or fail once with StoreBusy', async () => {
      const db = pool(databaseUrl, 4);
      const store = new SqlStore(db, storeOptions);
      // Four connections open and idle in the pool.
      await Promise.all([1, 2, 3, 4].map(() => db.query('SELECT pg_sleep(0.05)')));
      const backends = await appBackends();
      expect(backends.length).toBeGreaterThanOrEqual(4);
      await terminate(backends);
      const first = await db.query('SELECT 1 AS one').catch((error: unknown) => error);
      if (first instanceof Error) expect(first).toBeInstanceOf(StoreBusy);
      else expect(first).toEqual({ rows: [{ one: 1 }] });
      expect((await db.query('SELECT 1 AS one')).rows).toEqual([{ one: 1 }]);
      // A call of the store, in a transaction of its own, as a shopper's would be.
      const made = await store.visit(undefined, Date.now(), 'write', async () => {
        const session = await store.createSession(Date.now());
        return session.id;
      });
      expect(await store.findSession(made, Date.now())).toBeDefined();
      expect(await store.reachable()).toBe(true);
    });

    it('reachable() is false for a server that is not there', async () => {
      const u = new URL(databaseUrl);
      u.port = String(await closedPort());
      const db = pool(u.toString());
      expect(await db.reachable()).toBe(false);
      await expect(db.query('SELECT 1')).rejects.toBeInstanceOf(StoreBusy);
      expect(await new SqlStore(db, storeOptions).reachable()).toBe(false);
    });

    it('follows a database that goes away and comes back: StoreBusy and unreachable meanwhile, then served again', async () => {
      const proxy = await TcpProxy.to(databaseUrl);
      proxies.push(proxy);
      const db = pool(proxy.through(databaseUrl), 3);
      const store = new SqlStore(db, storeOptions);
      expect(await store.reachable()).toBe(true);
      const tx = await db.begin('SELECT 1');
      await proxy.cut();
      await until(async () => !(await store.reachable()));
      await expect(tx.exec('SELECT 1')).rejects.toBeInstanceOf(StoreBusy);
      await tx.rollback();
      await expect(db.query('SELECT 1')).rejects.toBeInstanceOf(StoreBusy);
      await proxy.open();
      await until(() => store.reachable());
      expect((await db.query('SELECT 1 AS one')).rows).toEqual([{ one: 1 }]);
    });

    it('answers 503 with Retry-After, and /health/ready 503, while the database is away; 200 once it is back', async () => {
      const proxy = await TcpProxy.to(databaseUrl);
      proxies.push(proxy);
      const store = new SqlStore(pool(proxy.through(databaseUrl), 4), storeOptions);
      const { app } = testApp({ store });
      let cookie = '';
      const get = (path: string) => app.request(`http://boxoffice.test${path}`, { headers: { cookie } });
      const opened = await get('/api/session');
      expect(opened.status).toBe(200);
      // A visitor's first call needs no database (its session is not written yet); later ones do.
      cookie = (opened.headers.get('set-cookie') ?? '')
        .split(',')
        .map((c) => c.split(';')[0]?.trim())
        .join('; ');
      expect((await get('/health/ready')).status).toBe(200);
      await proxy.cut();
      await until(async () => (await get('/health/ready')).status === 503);
      const ready = await get('/health/ready');
      expect(await ready.json()).toEqual({ status: 'database unreachable' });
      expect((await get('/health/live')).status).toBe(200);
      const call = await get('/api/session');
      expect(call.status).toBe(503);
      expect(Number(call.headers.get('Retry-After'))).toBeGreaterThan(0);
      await proxy.open();
      await until(async () => (await get('/health/ready')).status === 200);
      expect((await get('/api/session')).status).toBe(200);
    });
  });
}

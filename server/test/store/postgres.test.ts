// The store on a PostgreSQL server: the test command starts a throwaway cluster and passes its URL in
// BOXOFFICE_TEST_DATABASE_URL (scripts/postgres.mjs). Two pools stand for two backend instances.
import { randomBytes } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { PgDatabase } from '../../src/store/sql/database.js';
import { SqlStore } from '../../src/store/sql/sql-store.js';
import { StoreBusy } from '../../src/store/store.js';
import { sqlStores } from './sql-support.js';
import { storeSuite } from './store-suite.js';

const url = process.env.BOXOFFICE_TEST_DATABASE_URL;

if (!url) {
  describe('PostgreSQL store', () => {
    it.skip('needs BOXOFFICE_TEST_DATABASE_URL (npm test starts a PostgreSQL server and sets it)', () => {});
  });
} else {
  // A database of this file's own on the server, dropped at the end.
  const name = `boxoffice_test_${randomBytes(4).toString('hex')}`;
  const admin = new PgDatabase(url, { size: 2 });
  const databaseUrl = (() => {
    const u = new URL(url);
    u.pathname = `/${name}`;
    return u.toString();
  })();
  const ready = admin.query(`CREATE DATABASE ${name}`);
  const pools: PgDatabase[] = [];
  afterAll(async () => {
    await Promise.all(pools.map((p) => p.close()));
    await admin.query(`DROP DATABASE IF EXISTS ${name}`);
    await admin.close();
  });

  storeSuite('PostgreSQL', async () => {
    await ready;
    if (pools.length === 0)
      pools.push(new PgDatabase(databaseUrl, { size: 10 }), new PgDatabase(databaseUrl, { size: 10 }));
    return sqlStores([pools[0] as PgDatabase, pools[1] as PgDatabase], true);
  });

  // Concurrent buyers of one performance on two instances got 500s ('canceling statement due to lock
  // timeout'), and lost sales with them: a lock wait that runs past the timeout is a busy store.
  it('answers a lock wait past the timeout as StoreBusy (503 with Retry-After), never another error', async () => {
    await ready;
    const short = { size: 2, lockTimeout: '200ms' };
    const [one, two] = [new PgDatabase(databaseUrl, short), new PgDatabase(databaseUrl, short)];
    pools.push(one, two);
    const options = { idleMs: () => 60_000, now: Date.now, sweepEveryMs: 0, concurrent: true };
    const [a, b] = [new SqlStore(one, options), new SqlStore(two, options)];
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    let taken = () => {};
    const isTaken = new Promise<void>((resolve) => {
      taken = resolve;
    });
    const holder = a.lock(['performance:perf_concert'], async () => {
      taken();
      await held;
    });
    await isTaken;
    const waited = await b.lock(['performance:perf_concert'], async () => 'got it').catch((e: unknown) => e);
    release();
    await holder;
    expect(waited).toBeInstanceOf(StoreBusy);
    expect((waited as StoreBusy).retryAfterSeconds).toBeGreaterThan(0);
    expect(await b.lock(['performance:perf_concert'], async () => 'got it')).toBe('got it');
  });
}

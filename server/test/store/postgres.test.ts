// The store on a PostgreSQL server: the test command starts a throwaway cluster and passes its URL in
// BOXOFFICE_TEST_DATABASE_URL (scripts/postgres.mjs). Two pools stand for two backend instances.
import { randomBytes } from 'node:crypto';
import { afterAll, describe, it } from 'vitest';
import { PgDatabase } from '../../src/store/sql/database.js';
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
}

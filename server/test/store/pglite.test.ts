import { afterAll } from 'vitest';
import { PgliteDatabase } from '../../src/store/sql/database.js';
import { sqlStores } from './sql-support.js';
import { storeSuite } from './store-suite.js';

// One in-memory PGlite for the file (it takes a moment to start); each test empties its tables.
const db = PgliteDatabase.open();
afterAll(async () => (await db).close());

storeSuite('PGlite (embedded)', async () => {
  const shared = await db;
  return sqlStores([shared, shared], false);
});

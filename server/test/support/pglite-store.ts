// A SqlStore on a PGlite in memory, migrated: the backend's durable store, in the test's process.
import { PgliteDatabase } from '../../src/store/sql/database.js';
import { migrate } from '../../src/store/sql/migrate.js';
import { SqlStore } from '../../src/store/sql/sql-store.js';

export async function pgliteStore(idleMs = 20 * 60 * 1000): Promise<SqlStore> {
  const db = await PgliteDatabase.open();
  await migrate(db);
  return new SqlStore(db, { idleMs: () => idleMs, now: Date.now, sweepEveryMs: 0, concurrent: false });
}

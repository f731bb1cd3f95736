// A SqlStore on a PGlite in memory, migrated: the backend's durable store, in the test's process.
// `pgliteInstances` gives two stores on one database, as two backend instances would be.
import type { AdmissionLimits } from '../../src/store/admission.js';
import { PgliteDatabase } from '../../src/store/sql/database.js';
import { migrate } from '../../src/store/sql/migrate.js';
import { SqlStore } from '../../src/store/sql/sql-store.js';

const options = (idleMs: number, admission?: AdmissionLimits) => ({
  idleMs: () => idleMs,
  now: Date.now,
  sweepEveryMs: 0,
  concurrent: false,
  ...(admission ? { admission } : {}),
});

export async function pgliteStore(idleMs = 20 * 60 * 1000, admission?: AdmissionLimits): Promise<SqlStore> {
  const db = await PgliteDatabase.open();
  await migrate(db);
  return new SqlStore(db, options(idleMs, admission));
}

export async function pgliteInstances(idleMs = 20 * 60 * 1000): Promise<[SqlStore, SqlStore]> {
  const db = await PgliteDatabase.open();
  await migrate(db);
  return [new SqlStore(db, options(idleMs)), new SqlStore(db, options(idleMs))];
}

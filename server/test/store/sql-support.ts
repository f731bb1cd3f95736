// Two SqlStores on one database, as two backend instances would be, with the tables emptied first.
import type { Database } from '../../src/store/sql/database.js';
import { migrate } from '../../src/store/sql/migrate.js';
import { SqlStore } from '../../src/store/sql/sql-store.js';
import { IDLE_MS, type StoreUnderTest } from './store-suite.js';

export async function sqlStores(
  databases: readonly [Database, Database],
  concurrent: boolean,
): Promise<StoreUnderTest> {
  const [first, second] = databases;
  await migrate(first);
  await first.exec(`TRUNCATE sessions, session_files, records;
    DO $$ DECLARE s record; BEGIN
      FOR s IN SELECT sequencename FROM pg_sequences WHERE sequencename LIKE 'number:%' LOOP
        EXECUTE format('DROP SEQUENCE %I', s.sequencename);
      END LOOP;
    END $$`);
  const now = { value: Date.parse('2026-11-22T15:04:05Z') };
  const options = { idleMs: () => IDLE_MS, now: () => now.value, sweepEveryMs: 0, concurrent };
  const stores = [new SqlStore(first, options), new SqlStore(second, options)] as const;
  return {
    stores,
    now,
    rollsBack: true,
    sweep: async (at) => void (await stores[0].sweep(at)),
    close: async () => {},
  };
}

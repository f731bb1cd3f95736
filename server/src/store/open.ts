// Where `npm start` keeps the backend's state, chosen at start:
// - DATABASE_URL=postgres://...    a PostgreSQL server (several instances may share it);
// - BOXOFFICE_STORE=memory         in memory, gone at exit (order numbers still kept in a file);
// - otherwise                      PGlite, PostgreSQL embedded in this process, on <data dir>/pglite,
//                                  so a restart keeps every order; `--fresh` starts it over.
import { mkdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { MemoryStore } from './memory-store.js';
import { FileSequences } from './sequences.js';
import { type Database, PgDatabase, PgliteDatabase } from './sql/database.js';
import { migrate } from './sql/migrate.js';
import { SqlStore } from './sql/sql-store.js';
import type { Store } from './store.js';

export interface StoreChoice {
  readonly env: Readonly<Record<string, string | undefined>>;
  /** The data folder (.data/ of the checkout, or BOXOFFICE_DATA_DIR). */
  readonly dataDir: string;
  /** Start the embedded database over (the `--fresh` flag). */
  readonly fresh: boolean;
  readonly idleMs: () => number;
  readonly now: () => number;
}

export interface OpenedStore {
  readonly store: Store;
  /** What it is, for the start-up line: 'PostgreSQL', 'PGlite (.data/pglite)', 'memory'. */
  readonly description: string;
  close(): Promise<void>;
}

export async function openStore(choice: StoreChoice): Promise<OpenedStore> {
  const { env, dataDir, idleMs, now } = choice;
  if (env.BOXOFFICE_STORE === 'memory') {
    const store = new MemoryStore(idleMs, new FileSequences(join(dataDir, 'sequences.json')), now);
    return { store, description: 'memory', close: async () => store.close() };
  }
  if (env.BOXOFFICE_STORE && env.BOXOFFICE_STORE !== 'memory')
    throw new Error(`BOXOFFICE_STORE may only be 'memory' (or unset), not '${env.BOXOFFICE_STORE}'`);
  const url = env.DATABASE_URL?.trim();
  if (url) {
    const db = new PgDatabase(url, Number(env.DATABASE_POOL_SIZE ?? 20));
    return sqlStore(db, true, 'PostgreSQL', idleMs, now);
  }
  const folder = join(dataDir, 'pglite');
  if (choice.fresh) await rm(folder, { recursive: true, force: true });
  await mkdir(dataDir, { recursive: true });
  return sqlStore(await PgliteDatabase.open(folder), false, `PGlite (${folder})`, idleMs, now);
}

async function sqlStore(
  db: Database,
  concurrent: boolean,
  description: string,
  idleMs: () => number,
  now: () => number,
): Promise<OpenedStore> {
  await migrate(db);
  const store = new SqlStore(db, { idleMs, now, concurrent });
  return { store, description, close: () => store.close() };
}

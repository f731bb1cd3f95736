// Where `npm start` keeps the backend's state, chosen at start:
// - DATABASE_URL=postgres://...    a PostgreSQL server (several instances may share it);
// - BOXOFFICE_STORE=memory         in memory, gone at exit (order numbers still kept in a file);
// - otherwise                      PGlite, PostgreSQL embedded in this process, on <data dir>/pglite,
//                                  so a restart keeps every order; `--fresh` starts it over.
import { mkdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import type { AdmissionLimits } from './admission.js';
import { MemoryStore } from './memory-store.js';
import { FileSequences } from './sequences.js';
import { type Database, DEFAULT_POOL, PgDatabase, PgliteDatabase } from './sql/database.js';
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

/** Which store it is (what depends on it, such as the waiting room's pace, reads this). */
export type StoreKind = 'memory' | 'pglite' | 'postgres';

export interface OpenedStore {
  readonly store: Store;
  readonly kind: StoreKind;
  /** What it is, for the start-up line: 'PostgreSQL', 'PGlite (.data/pglite)', 'memory'. */
  readonly description: string;
  close(): Promise<void>;
}

/**
 * How many of a store's calls use the database at once (`limit`), and how long (BOXOFFICE_WAIT_MS,
 * 10 s) and how many (BOXOFFICE_QUEUE, 5000) may wait for a turn before being told to come back (503);
 * after how long a waiting call goes before later arrivals of any priority (BOXOFFICE_FAIR_MS, else
 * `fairAfterMs`; `off` never).
 */
export const admissionLimits = (
  env: Readonly<Record<string, string | undefined>>,
  limit: number,
  { perTurn, fairAfterMs }: { perTurn?: number; fairAfterMs?: number } = {},
): AdmissionLimits => {
  const fair = env.BOXOFFICE_FAIR_MS === 'off' ? undefined : Number(env.BOXOFFICE_FAIR_MS ?? fairAfterMs);
  return {
    limit,
    ...(perTurn === undefined ? {} : { perTurn }),
    ...(fair === undefined || Number.isNaN(fair) ? {} : { fairAfterMs: fair }),
    maxWaitMs: Number(env.BOXOFFICE_WAIT_MS ?? 10_000),
    maxQueue: Number(env.BOXOFFICE_QUEUE ?? 5000),
  };
};

/** The embedded store's door (below, in openStore, why). */
export const pgliteAdmission = (env: Readonly<Record<string, string | undefined>>): AdmissionLimits =>
  admissionLimits(env, 4, { perTurn: 1, fairAfterMs: 300 });

export async function openStore(choice: StoreChoice): Promise<OpenedStore> {
  const { env, dataDir, idleMs, now } = choice;
  if (env.BOXOFFICE_STORE === 'memory') {
    const store = new MemoryStore(idleMs, new FileSequences(join(dataDir, 'sequences.json')), now);
    return { store, kind: 'memory', description: 'memory', close: async () => store.close() };
  }
  if (env.BOXOFFICE_STORE && env.BOXOFFICE_STORE !== 'memory')
    throw new Error(`BOXOFFICE_STORE may only be 'memory' (or unset), not '${env.BOXOFFICE_STORE}'`);
  const url = env.DATABASE_URL?.trim();
  if (url) {
    const size = Number(env.DATABASE_POOL_SIZE ?? DEFAULT_POOL.size);
    const db = new PgDatabase(url, { size });
    // A few connections stay out of the shoppers' turns: the card provider's page and the sweeps.
    // And no more than BOXOFFICE_ADMIT (3) calls at once: past that, more transactions side by side
    // only share the database's processors more thinly (measured with bench:surge on two instances
    // and a 2-processor machine: 2 or 3 sold the day out fastest, 4 to 8 up to 40% slower;
    // server/README.md).
    const limit = Math.max(
      1,
      Math.min(Number(env.BOXOFFICE_ADMIT ?? 3), size - Math.max(2, Math.floor(size / 5))),
    );
    return sqlStore(db, 'postgres', 'PostgreSQL', idleMs, now, admissionLimits(env, limit));
  }
  const folder = join(dataDir, 'pglite');
  if (choice.fresh) await rm(folder, { recursive: true, force: true });
  await mkdir(dataDir, { recursive: true });
  // PGlite is one connection: a few calls at once overlap their own work with the database's. It runs
  // in this process, so a call starts and ends within one turn of the event loop: one call starts per
  // turn, and the server goes on accepting a crowd's new connections (Admission's perTurn). And its
  // one processor serves a crowd's calls one after another: past 700 ms, a call goes before later
  // arrivals, so that a crowd's wait is shared by the steps of a purchase, not all taken by a
  // visitor's first call (200 shoppers at once: its p99 5.6 s before, 1 s now; the product page's
  // up to 2.8 s).
  const limits = pgliteAdmission(env);
  return sqlStore(await PgliteDatabase.open(folder), 'pglite', `PGlite (${folder})`, idleMs, now, limits);
}

async function sqlStore(
  db: Database,
  kind: 'pglite' | 'postgres',
  description: string,
  idleMs: () => number,
  now: () => number,
  admission: AdmissionLimits,
): Promise<OpenedStore> {
  await migrate(db);
  const store = new SqlStore(db, { idleMs, now, concurrent: kind === 'postgres', admission });
  await store.prepare();
  return { store, kind, description, close: () => store.close() };
}

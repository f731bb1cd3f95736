// The two PostgreSQL engines the SQL store runs on, behind one small interface: a real server through
// the `pg` driver's connection pool (DATABASE_URL), or PGlite, PostgreSQL compiled to WebAssembly and
// run in this process on a data folder (the embedded default of `npm start`).
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { StoreBusy } from '../store.js';

export interface Row {
  readonly [column: string]: unknown;
}

/** What runs statements: a pool, one connection, or one transaction. */
export interface Sql {
  query<R extends Row = Row>(text: string, params?: readonly unknown[]): Promise<{ rows: R[] }>;
  /** Runs a script of several statements without parameters; answers the last statement's rows. */
  exec(text: string): Promise<Row[]>;
}

/** A transaction begun and not yet ended, on a connection of its own. */
export interface Transaction extends Sql {
  /** Rows of the last opening statement (see Database.begin). */
  readonly opened: Row[];
  /** Runs `closing` (statements without parameters, or '') and COMMIT in one round trip. */
  commit(closing: string): Promise<void>;
  rollback(): Promise<void>;
}

/** What a transaction's work answers: its value, and statements to run as the transaction ends. */
export interface Finished<T> {
  readonly value: T;
  /** Statements without parameters (values written with `literal`), or '' for none. */
  readonly closing: string;
}

export interface Database extends Sql {
  /**
   * Begins a transaction on a connection of its own, running `opening` (statements without
   * parameters, or '') in the same round trip as BEGIN. The connection is the transaction's until
   * it commits or rolls back.
   */
  begin(opening: string): Promise<Transaction>;
  close(): Promise<void>;
}

/**
 * Runs `work` in a transaction: committed with its closing statements when it resolves, rolled back
 * when it throws. `work` gets the rows of the opening statement.
 */
export async function transaction<T>(
  db: Database,
  opening: string,
  work: (sql: Sql, opened: Row[]) => Promise<Finished<T>>,
): Promise<T> {
  const tx = await db.begin(opening);
  let finished: Finished<T>;
  try {
    finished = await work(tx, tx.opened);
  } catch (error) {
    await tx.rollback();
    throw error;
  }
  await tx.commit(finished.closing);
  return finished.value;
}

/**
 * PostgreSQL's answers that mean "too busy right now", not "wrong": a lock or statement that waited
 * past its timeout, a deadlock or serialization failure (one side is cancelled), no connection
 * left. Nothing of the transaction was kept, so the call can be repeated: StoreBusy (503).
 */
const BUSY_CODES = new Set(['55P03', '40P01', '40001', '57014', '53300', '53400']);

export function busyOrSame(error: unknown): unknown {
  if (error instanceof StoreBusy) return error;
  const code = (error as { code?: unknown } | null)?.code;
  if (typeof code === 'string' && BUSY_CODES.has(code)) return new StoreBusy(1, `PostgreSQL ${code}`);
  // The pool's own wait for a connection (connectionTimeoutMillis).
  if (error instanceof Error && /timeout exceeded when trying to connect/i.test(error.message))
    return new StoreBusy(2, 'no database connection free in time');
  return error;
}

const busy = async <T>(promise: Promise<T>): Promise<T> => {
  try {
    return await promise;
  } catch (error) {
    throw busyOrSame(error);
  }
};

/** `value` as an SQL literal, for statements sent without parameters. */
export function literal(value: string | number | null): string {
  if (value === null) return 'NULL';
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw new Error(`not a number for SQL: ${value}`);
    return String(value);
  }
  // PostgreSQL text never holds NUL; JSON text escapes it (\u0000), and ids are checked before this.
  if (value.includes('\0')) throw new Error('a NUL character cannot go in an SQL literal');
  // E'...': backslashes and quotes doubled, whatever standard_conforming_strings says.
  return `E'${value.replace(/\\/g, '\\\\').replace(/'/g, "''")}'`;
}

/** Rows of the last statement of a script's results (one result, or one per statement). */
const lastRows = (result: pg.QueryResult | pg.QueryResult[]): Row[] =>
  (Array.isArray(result) ? result.at(-1)?.rows : result.rows) ?? [];

/** Settings of the pool of connections to a PostgreSQL server. */
export interface PoolSettings {
  /** Connections of this instance. */
  readonly size: number;
  /** How long a statement waits for a lock another instance holds (then StoreBusy). */
  readonly lockTimeout: string;
  /** How long a checkout waits for a free connection (ms; then StoreBusy). */
  readonly connectionTimeoutMs: number;
}

export const DEFAULT_POOL: PoolSettings = { size: 20, lockTimeout: '5s', connectionTimeoutMs: 10_000 };

/**
 * A PostgreSQL server through a pool of connections. Statements with parameters are prepared once
 * per connection (named by their text), so the server plans each of them once.
 */
export class PgDatabase implements Database {
  readonly #pool: pg.Pool;
  readonly #names = new Map<string, string>();
  readonly settings: PoolSettings;

  constructor(connectionString: string, settings: Partial<PoolSettings> = {}) {
    this.settings = { ...DEFAULT_POOL, ...settings };
    this.#pool = new pg.Pool({
      connectionString,
      max: this.settings.size,
      connectionTimeoutMillis: this.settings.connectionTimeoutMs,
      options: `-c lock_timeout=${this.settings.lockTimeout}`,
    });
    // A connection the server dropped while idle is replaced on the next checkout; without a
    // listener its error would end the process.
    this.#pool.on('error', () => undefined);
  }

  #prepared(text: string, params: readonly unknown[]): pg.QueryConfig | string {
    // Without parameters: the simple protocol, as before (it runs what cannot be prepared).
    if (params.length === 0) return text;
    let name = this.#names.get(text);
    if (!name) {
      name = `boxoffice_${this.#names.size + 1}`;
      this.#names.set(text, name);
    }
    return { name, text, values: params as unknown[] };
  }

  async query<R extends Row = Row>(text: string, params: readonly unknown[] = []) {
    const result = await busy(this.#pool.query(this.#prepared(text, params)));
    return { rows: result.rows as R[] };
  }

  async exec(text: string): Promise<Row[]> {
    return lastRows(await busy(this.#pool.query(text) as Promise<pg.QueryResult | pg.QueryResult[]>));
  }

  async begin(opening: string): Promise<Transaction> {
    const client = await busy(this.#pool.connect());
    // Without an opening statement BEGIN waits for the first statement, and goes in one round trip
    // with it when it is a script: a visitor's first call, which only writes its new session as it
    // commits, is then one round trip ('BEGIN; INSERT ...; COMMIT'), not two.
    let begun = opening !== '';
    let opened: Row[] = [];
    if (begun)
      try {
        opened = lastRows(await busy(client.query(`BEGIN;\n${opening}`) as Promise<pg.QueryResult>));
      } catch (error) {
        await client.query('ROLLBACK').catch(() => undefined);
        client.release();
        throw error;
      }
    /** A script with BEGIN before it when none was sent yet. */
    const script = (text: string) => {
      if (begun) return text;
      begun = true;
      return `BEGIN;\n${text}`;
    };
    let ended = false;
    const end = () => {
      ended = true;
      client.release();
    };
    return {
      opened,
      query: async <R extends Row>(text: string, params: readonly unknown[] = []) => {
        // A statement with parameters goes alone (the extended protocol runs one statement).
        if (!begun) await busy(client.query(script('')));
        return { rows: (await busy(client.query(this.#prepared(text, params)))).rows as R[] };
      },
      // Without parameters the driver sends the simple query protocol, which runs several statements.
      exec: async (text: string) =>
        lastRows(await busy(client.query(script(text)) as Promise<pg.QueryResult | pg.QueryResult[]>)),
      commit: async (closing: string) => {
        if (ended) return;
        try {
          // Nothing sent and nothing to keep: nothing to commit.
          if (begun || closing) await busy(client.query(script(closing ? `${closing};\nCOMMIT` : 'COMMIT')));
        } catch (error) {
          await client.query('ROLLBACK').catch(() => undefined);
          throw error;
        } finally {
          end();
        }
      },
      rollback: async () => {
        if (ended) return;
        if (begun) await client.query('ROLLBACK').catch(() => undefined);
        end();
      },
    };
  }

  close(): Promise<void> {
    return this.#pool.end();
  }
}

/**
 * PGlite on a data folder (or in memory without one). It is one connection: its transactions run one
 * at a time, which makes every lock of the store trivially held, and a call waits for the one before.
 */
/**
 * A new cluster's files, made once per process: PGlite's initdb takes 3 to 5 s on a 2-core machine,
 * loading its files 1.3 s, so every in-memory database after the first starts from a copy.
 */
let cluster: Promise<Blob> | undefined;
const freshCluster = (): Promise<Blob> => {
  cluster ??= PGlite.create().then(async (made) => {
    const files = await made.dumpDataDir('none');
    await made.close();
    return files;
  });
  return cluster;
};

export class PgliteDatabase implements Database {
  readonly #db: PGlite;

  private constructor(db: PGlite) {
    this.#db = db;
  }

  /** A data folder, or in memory (the tests' throwaway databases). */
  static async open(dataDir?: string): Promise<PgliteDatabase> {
    const db = dataDir
      ? await PGlite.create(dataDir)
      : await PGlite.create({ loadDataDir: await freshCluster() });
    return new PgliteDatabase(db);
  }

  async query<R extends Row = Row>(text: string, params: readonly unknown[] = []) {
    const result = await this.#db.query<R>(text, params as unknown[]);
    return { rows: result.rows };
  }

  async exec(text: string): Promise<Row[]> {
    return ((await this.#db.exec(text)).at(-1)?.rows ?? []) as Row[];
  }

  /**
   * PGlite runs one transaction at a time (its transaction() holds its only connection): this one
   * stays open until `commit` or `rollback`, and every other statement waits for it.
   */
  begin(opening: string): Promise<Transaction> {
    return new Promise<Transaction>((resolve, reject) => {
      let begun = false;
      const ended = this.#db
        .transaction(async (tx) => {
          const opened = opening ? ((await tx.exec(opening)).at(-1)?.rows ?? []) : [];
          const end = new Promise<{ closing: string } | 'rollback'>((finish) => {
            begun = true;
            resolve({
              opened: opened as Row[],
              query: async <R extends Row>(text: string, params: readonly unknown[] = []) => ({
                rows: (await tx.query<R>(text, params as unknown[])).rows,
              }),
              exec: async (text: string) => ((await tx.exec(text)).at(-1)?.rows ?? []) as Row[],
              commit: async (closing: string) => {
                finish({ closing });
                await ended;
              },
              rollback: async () => {
                finish('rollback');
                await ended.catch(() => undefined);
              },
            });
          });
          const how = await end;
          if (how === 'rollback') await tx.rollback();
          else if (how.closing) await tx.exec(how.closing);
        })
        .catch((error: unknown) => {
          // Before the transaction was handed out (its opening failed): the caller hears of it here.
          if (!begun) reject(error);
          throw error;
        });
      // Failures after that reach the caller through commit.
      ended.catch(() => undefined);
    });
  }

  close(): Promise<void> {
    return this.#db.close();
  }
}

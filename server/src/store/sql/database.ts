// The two PostgreSQL engines the SQL store runs on, behind one small interface: a real server through
// the `pg` driver's connection pool (DATABASE_URL), or PGlite, PostgreSQL compiled to WebAssembly and
// run in this process on a data folder (the embedded default of `npm start`).
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';

export interface Row {
  readonly [column: string]: unknown;
}

/** What runs statements: a pool, one connection, or one transaction. */
export interface Sql {
  query<R extends Row = Row>(text: string, params?: readonly unknown[]): Promise<{ rows: R[] }>;
  /** Runs a script of several statements without parameters (a migration file). */
  exec(text: string): Promise<void>;
}

export interface Database extends Sql {
  /** Runs `work` in a transaction on one connection: committed when it resolves, rolled back when it throws. */
  transaction<T>(work: (sql: Sql) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

/** A PostgreSQL server through a pool of `size` connections. */
export class PgDatabase implements Database {
  readonly #pool: pg.Pool;

  constructor(connectionString: string, size = 20) {
    this.#pool = new pg.Pool({ connectionString, max: size });
    // A connection the server dropped while idle is replaced on the next checkout; without a
    // listener its error would end the process.
    this.#pool.on('error', () => undefined);
  }

  async query<R extends Row = Row>(text: string, params: readonly unknown[] = []) {
    const result = await this.#pool.query(text, params as unknown[]);
    return { rows: result.rows as R[] };
  }

  async exec(text: string): Promise<void> {
    await this.#pool.query(text);
  }

  async transaction<T>(work: (sql: Sql) => Promise<T>): Promise<T> {
    const client = await this.#pool.connect();
    const sql: Sql = {
      query: async <R extends Row>(text: string, params: readonly unknown[] = []) => ({
        rows: (await client.query(text, params as unknown[])).rows as R[],
      }),
      // Without parameters the driver sends the simple query protocol, which runs several statements.
      exec: async (text: string) => void (await client.query(text)),
    };
    try {
      await client.query('BEGIN');
      const result = await work(sql);
      await client.query('COMMIT');
      return result;
    } catch (error) {
      await client.query('ROLLBACK').catch(() => undefined);
      throw error;
    } finally {
      client.release();
    }
  }

  close(): Promise<void> {
    return this.#pool.end();
  }
}

/**
 * PGlite on a data folder (or in memory without one). It is one connection: its transactions run one
 * at a time, which makes every lock of the store trivially held, and a call waits for the one before.
 */
export class PgliteDatabase implements Database {
  readonly #db: PGlite;

  private constructor(db: PGlite) {
    this.#db = db;
  }

  static async open(dataDir?: string): Promise<PgliteDatabase> {
    const db = dataDir ? await PGlite.create(dataDir) : await PGlite.create();
    return new PgliteDatabase(db);
  }

  async query<R extends Row = Row>(text: string, params: readonly unknown[] = []) {
    const result = await this.#db.query<R>(text, params as unknown[]);
    return { rows: result.rows };
  }

  async exec(text: string): Promise<void> {
    await this.#db.exec(text);
  }

  transaction<T>(work: (sql: Sql) => Promise<T>): Promise<T> {
    return this.#db.transaction(async (tx) =>
      work({
        query: async <R extends Row>(text: string, params: readonly unknown[] = []) => ({
          rows: (await tx.query<R>(text, params as unknown[])).rows,
        }),
        exec: async (text: string) => void (await tx.exec(text)),
      }),
    );
  }

  close(): Promise<void> {
    return this.#db.close();
  }
}

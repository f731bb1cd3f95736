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

/** What a transaction's work answers: its value, and statements to run as the transaction ends. */
export interface Finished<T> {
  readonly value: T;
  /** Statements without parameters (values written with `literal`), or '' for none. */
  readonly closing: string;
}

export interface Database extends Sql {
  /**
   * Runs `work` in a transaction on one connection: committed when it resolves, rolled back when it
   * throws. `opening` and `closing` are statements without parameters that go in one round trip with
   * BEGIN and with COMMIT, and `work` gets the rows of the last opening statement: a call's own
   * bookkeeping (its session read and locked, then written back) costs no round trip of its own.
   */
  transaction<T>(opening: string, work: (sql: Sql, opened: Row[]) => Promise<Finished<T>>): Promise<T>;
  close(): Promise<void>;
}

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

/**
 * A PostgreSQL server through a pool of `size` connections. Statements with parameters are prepared
 * once per connection (named by their text), so the server plans each of them once.
 */
export class PgDatabase implements Database {
  readonly #pool: pg.Pool;
  readonly #names = new Map<string, string>();

  constructor(connectionString: string, size = 20, lockTimeout = '10s') {
    // A lock another instance holds is waited for this long; then the call fails and rolls back.
    this.#pool = new pg.Pool({ connectionString, max: size, options: `-c lock_timeout=${lockTimeout}` });
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
    const result = await this.#pool.query(this.#prepared(text, params));
    return { rows: result.rows as R[] };
  }

  async exec(text: string): Promise<void> {
    await this.#pool.query(text);
  }

  async transaction<T>(opening: string, work: (sql: Sql, opened: Row[]) => Promise<Finished<T>>): Promise<T> {
    const client = await this.#pool.connect();
    const sql: Sql = {
      query: async <R extends Row>(text: string, params: readonly unknown[] = []) => ({
        rows: (await client.query(this.#prepared(text, params))).rows as R[],
      }),
      // Without parameters the driver sends the simple query protocol, which runs several statements.
      exec: async (text: string) => void (await client.query(text)),
    };
    try {
      const opened = lastRows(await client.query(opening ? `BEGIN;\n${opening}` : 'BEGIN'));
      const { value, closing } = await work(sql, opening ? opened : []);
      await client.query(closing ? `${closing};\nCOMMIT` : 'COMMIT');
      return value;
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

  transaction<T>(opening: string, work: (sql: Sql, opened: Row[]) => Promise<Finished<T>>): Promise<T> {
    return this.#db.transaction(async (tx) => {
      const opened = opening ? ((await tx.exec(opening)).at(-1)?.rows ?? []) : [];
      const { value, closing } = await work(
        {
          query: async <R extends Row>(text: string, params: readonly unknown[] = []) => ({
            rows: (await tx.query<R>(text, params as unknown[])).rows,
          }),
          exec: async (text: string) => void (await tx.exec(text)),
        },
        opened as Row[],
      );
      if (closing) await tx.exec(closing);
      return value;
    });
  }

  close(): Promise<void> {
    return this.#db.close();
  }
}

// The two PostgreSQL engines the SQL store runs on, behind one small interface: a real server through
// the `pg` driver's connection pool (DATABASE_URL), or PGlite, PostgreSQL compiled to WebAssembly and
// run in this process on a data folder (the embedded default of `npm start`).
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { StoreBusy } from '../store.js';
import { isConnectionLoss } from './connection-loss.js';
import { Reachability, type ReachabilityOptions } from './reachability.js';

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
  /** Rows of each opening statement, in order. */
  readonly openedEach: Row[][];
  /** Runs `closing` (statements without parameters, or '') and COMMIT in one round trip. */
  commit(closing: string): Promise<void>;
  /**
   * Runs `closing`, a savepoint, `last` and COMMIT in one round trip, so that what `last` locks stays
   * locked only while the database runs it and the commit. When `last` fails with an error that
   * `refusal` accepts, the transaction goes back to the savepoint and stays open (with what
   * `closing` did) and the error is answered; any other failure rolls it back and is thrown. Null:
   * committed.
   */
  commitAfter(closing: string, last: string, refusal: (error: unknown) => boolean): Promise<unknown>;
  rollback(): Promise<void>;
}

/** The script commitAfter sends (after BEGIN where that was not sent yet). */
const COMMIT_AFTER_SAVEPOINT = 'boxoffice_commit_after';
const commitAfterScript = (closing: string, last: string, commit: boolean) =>
  `${closing ? `${closing};\n` : ''}SAVEPOINT ${COMMIT_AFTER_SAVEPOINT};\n${last}${commit ? ';\nCOMMIT' : ''}`;
const BACK_TO_SAVEPOINT = `ROLLBACK TO SAVEPOINT ${COMMIT_AFTER_SAVEPOINT}`;

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
  /** Whether the database answers now (reachability.ts); true for one in this process. */
  reachable(): Promise<boolean>;
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

/**
 * A lost connection (connection-loss.ts): its transaction did not commit, and the call may be
 * repeated once the database is back (a restart takes a few seconds).
 */
const connectionLost = () => new StoreBusy(2, 'the database connection was lost');

export function busyOrSame(error: unknown): unknown {
  if (error instanceof StoreBusy) return error;
  if (isConnectionLoss(error)) return connectionLost();
  const code = (error as { code?: unknown } | null)?.code;
  if (typeof code === 'string' && BUSY_CODES.has(code)) return new StoreBusy(1, `PostgreSQL ${code}`);
  // The pool's own wait for a connection (connectionTimeoutMillis).
  if (error instanceof Error && /timeout exceeded when trying to connect/i.test(error.message))
    return new StoreBusy(2, 'no database connection free in time');
  return error;
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
/** Asked with BEGIN: the transaction's id, assigned at once (so that its fate can be asked). */
const XID_QUERY = 'SELECT txid_current()::text AS boxoffice_xid';
const xidOf = (result: pg.QueryResult | undefined): string | undefined => {
  const value = result?.rows[0]?.boxoffice_xid;
  return typeof value === 'string' ? value : undefined;
};
/** How long a lost COMMIT's fate is asked for while PostgreSQL still has it in progress. */
const FATE_WAIT_MS = 2000;

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
  readonly #reachability: Reachability;
  readonly settings: PoolSettings;

  constructor(
    connectionString: string,
    settings: Partial<PoolSettings> = {},
    reachability: Partial<ReachabilityOptions> = {},
  ) {
    this.settings = { ...DEFAULT_POOL, ...settings };
    this.#pool = new pg.Pool({
      connectionString,
      max: this.settings.size,
      connectionTimeoutMillis: this.settings.connectionTimeoutMs,
      options: `-c lock_timeout=${this.settings.lockTimeout}`,
    });
    // A connection the server dropped while idle is replaced on the next checkout; without a
    // listener its error would end the process. (A checked-out one is listened to in `begin`.)
    this.#pool.on('error', () => this.#reachability.lost());
    this.#reachability = new Reachability(() => this.query('SELECT 1'), reachability);
  }

  /** Records what a failed round trip says of the database; answers the error to throw. */
  #failed(error: unknown): unknown {
    if (isConnectionLoss(error)) this.#reachability.lost();
    // The server answered, if only to refuse.
    else if (error instanceof pg.DatabaseError) this.#reachability.answered();
    return busyOrSame(error);
  }

  /** A round trip, its outcome recorded; its failure as busyOrSame says. */
  async #sent<T>(promise: Promise<T>): Promise<T> {
    try {
      const result = await promise;
      this.#reachability.answered();
      return result;
    } catch (error) {
      throw this.#failed(error);
    }
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
    const result = await this.#sent(this.#pool.query(this.#prepared(text, params)));
    return { rows: result.rows as R[] };
  }

  async exec(text: string): Promise<Row[]> {
    return lastRows(await this.#sent(this.#pool.query(text) as Promise<pg.QueryResult | pg.QueryResult[]>));
  }

  async begin(opening: string): Promise<Transaction> {
    const client = await this.#sent(this.#pool.connect());
    // The pool listens to a connection only while it is idle. One checked out here can be lost
    // between statements (the server restarts, an administrator ends it) while the call awaits other
    // work, and its 'error' event, unheard, would end the process: heard here until it goes back, and
    // a connection lost is given back broken, for the pool to close and replace.
    let lost: Error | undefined;
    const onError = (error: Error) => {
      lost ??= error;
      this.#reachability.lost();
    };
    client.on('error', onError);
    let ended = false;
    const end = () => {
      if (ended) return;
      ended = true;
      client.removeListener('error', onError);
      client.release(lost);
    };
    /** One round trip on the transaction's connection; none once it is lost. */
    const send = async (query: string | pg.QueryConfig): Promise<pg.QueryResult | pg.QueryResult[]> => {
      if (lost) throw connectionLost();
      try {
        const result = await client.query(query);
        this.#reachability.answered();
        return result;
      } catch (error) {
        if (isConnectionLoss(error)) lost ??= error as Error;
        throw this.#failed(error);
      }
    };
    // On a lost connection there is nothing to roll back: the server ended the transaction with it.
    const rollback = async () => {
      if (!lost) await send('ROLLBACK').catch(() => undefined);
    };
    // The transaction's id, asked for with BEGIN (no round trip of its own): when the connection is
    // lost while its COMMIT is under way, the database is asked on another connection whether it
    // committed, so that the call completes if it did, and is refused (503, kept nothing) if not.
    let xid: string | undefined;
    // Without an opening statement BEGIN waits for the first statement, and goes in one round trip
    // with it when it is a script: a visitor's first call, which only writes its new session as it
    // commits, is then one round trip ('BEGIN; INSERT ...; COMMIT'), not two.
    let begun = opening !== '';
    let opened: Row[] = [];
    let openedEach: Row[][] = [];
    if (begun)
      try {
        const results = await send(`BEGIN;\n${XID_QUERY};\n${opening}`);
        if (Array.isArray(results)) xid = xidOf(results[1]);
        opened = lastRows(results);
        openedEach = Array.isArray(results) ? results.slice(2).map((r) => r.rows as Row[]) : [];
      } catch (error) {
        await rollback();
        end();
        throw error;
      }
    /** A script with BEGIN before it when none was sent yet (with the xid's query unless `bare`). */
    const script = (text: string, bare = false) => {
      if (begun) return text;
      begun = true;
      return bare ? `BEGIN;\n${text}` : `BEGIN;\n${XID_QUERY};\n${text}`;
    };
    /** Sends a script, keeping the xid when it began the transaction. */
    const run = async (text: string): Promise<pg.QueryResult | pg.QueryResult[]> => {
      const opens = !begun;
      const result = await send(script(text));
      if (opens && Array.isArray(result)) xid = xidOf(result[1]);
      return result;
    };
    /**
     * After a failed COMMIT: true when the connection was lost and the database says the
     * transaction committed all the same (asked once the connection is given back).
     */
    const committedAnyway = async (): Promise<boolean> => {
      if (!lost || xid === undefined) return false;
      end();
      return (await this.#fate(xid)) === 'committed';
    };
    return {
      opened,
      openedEach,
      query: async <R extends Row>(text: string, params: readonly unknown[] = []) => {
        // A statement with parameters goes alone (the extended protocol runs one statement).
        if (!begun) await run('');
        return { rows: ((await send(this.#prepared(text, params))) as pg.QueryResult).rows as R[] };
      },
      // Without parameters the driver sends the simple query protocol, which runs several statements.
      exec: async (text: string) => lastRows(await run(text)),
      commit: async (closing: string) => {
        if (ended) return;
        try {
          // Nothing sent and nothing to keep: nothing to commit. A transaction begun by its commit
          // asks no xid: nothing of it can be known after a loss, and it is refused as kept nothing.
          if (begun || closing) await send(script(closing ? `${closing};\nCOMMIT` : 'COMMIT', true));
        } catch (error) {
          if (await committedAnyway()) return;
          await rollback();
          throw error;
        } finally {
          end();
        }
      },
      commitAfter: async (closing: string, last: string, refusal: (error: unknown) => boolean) => {
        if (ended) throw new Error('commitAfter on a transaction that has ended');
        try {
          await send(script(commitAfterScript(closing, last, true), true));
        } catch (error) {
          if (await committedAnyway()) return null;
          // Refused: the COMMIT after it did not run, and the transaction goes on from the savepoint.
          if (!lost && refusal(error))
            try {
              await send(BACK_TO_SAVEPOINT);
              return error;
            } catch (again) {
              await rollback();
              end();
              throw again;
            }
          await rollback();
          end();
          throw error;
        }
        end();
        return null;
      },
      rollback: async () => {
        if (ended) return;
        if (begun) await rollback();
        end();
      },
    };
  }

  /**
   * Whether transaction `xid` committed, asked on a connection of the pool (the caller's own is
   * lost). A transaction whose backend was ended is 'aborted' once PostgreSQL has cleaned it up, so
   * 'in progress' is asked again for a bounded time; a database that cannot answer: 'unknown'.
   */
  async #fate(xid: string): Promise<string> {
    const until = Date.now() + FATE_WAIT_MS;
    for (;;) {
      const status = await this.#pool
        .query('SELECT txid_status($1::bigint) AS status', [xid])
        .then((r) => String(r.rows[0]?.status ?? 'unknown'))
        .catch(() => 'unknown');
      if (status !== 'in progress' || Date.now() >= until) return status;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }

  reachable(): Promise<boolean> {
    return this.#reachability.reachable();
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
          const openedEach = opening ? (await tx.exec(opening)).map((r) => r.rows as Row[]) : [];
          const opened = openedEach.at(-1) ?? [];
          const end = new Promise<{ closing: string } | 'rollback'>((finish) => {
            begun = true;
            resolve({
              opened,
              openedEach,
              query: async <R extends Row>(text: string, params: readonly unknown[] = []) => ({
                rows: (await tx.query<R>(text, params as unknown[])).rows,
              }),
              exec: async (text: string) => ((await tx.exec(text)).at(-1)?.rows ?? []) as Row[],
              commit: async (closing: string) => {
                finish({ closing });
                await ended;
              },
              // One connection in this process: nothing waits on its locks, so `last` and the commit
              // need not go together; the same outcome as on a server.
              commitAfter: async (closing: string, last: string, refusal: (error: unknown) => boolean) => {
                try {
                  await tx.exec(commitAfterScript(closing, last, false));
                } catch (error) {
                  if (refusal(error)) {
                    await tx.exec(BACK_TO_SAVEPOINT);
                    return error;
                  }
                  finish('rollback');
                  await ended.catch(() => undefined);
                  throw error;
                }
                finish({ closing: '' });
                await ended;
                return null;
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

  /** In this process: it answers while the process runs. */
  async reachable(): Promise<boolean> {
    return true;
  }

  close(): Promise<void> {
    return this.#db.close();
  }
}

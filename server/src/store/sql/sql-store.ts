// The Store on PostgreSQL (a server through `pg`, or PGlite in this process). Each call of a session
// is one transaction: `exclusive` locks the session's row (so calls of one session apply one after
// another on every instance), reads it, runs the handler, and writes the session back with everything
// else the call changed, or nothing when it fails. `lock` takes PostgreSQL advisory locks on the
// transaction, as pretix does for every quota and seat: once, late, in a fixed order, with a timeout.
import { AsyncLocalStorage } from 'node:async_hooks';
import { randomBytes } from 'node:crypto';
import { KeyedLock } from '../keyed-lock.js';
import type { Collection, Session, Slot, Store } from '../store.js';
import { decode, encode } from './codec.js';
import type { Database, Row, Sql } from './database.js';

const token = () => randomBytes(24).toString('base64url');

/** How long a call waits for a lock another instance holds before it fails (and rolls back). */
const LOCK_TIMEOUT = '10s';

class SqlSession implements Session {
  constructor(
    readonly id: string,
    readonly xsrfToken: string,
    public accountId: string | null,
    public lastSeen: number,
    readonly slots: Map<string, unknown> = new Map(),
  ) {}

  get<T>(slot: Slot<T>): T {
    if (!this.slots.has(slot.name)) this.slots.set(slot.name, slot.init());
    return this.slots.get(slot.name) as T;
  }

  set<T>(slot: Slot<T>, value: T): void {
    this.slots.set(slot.name, value);
  }
}

interface SessionRow extends Row {
  id: string;
  xsrf_token: string;
  account_id: string | null;
  last_seen: string | number;
  slots: Record<string, unknown>;
}

const sessionOf = (row: SessionRow): SqlSession =>
  new SqlSession(
    row.id,
    row.xsrf_token,
    row.account_id,
    Number(row.last_seen),
    new Map(Object.entries(decode<Record<string, unknown>>(row.slots))),
  );

/** An error that is the call's answer to the shopper (http/errors.ts ApiError 4xx), not a failure. */
const isAnswer = (error: unknown): boolean => {
  const status = (error as { status?: unknown } | null)?.status;
  return typeof status === 'number' && status >= 400 && status < 500;
};

/** One call's transaction, and the sessions it read or made, written back when it ends. */
interface CallContext {
  readonly sql: Sql;
  readonly sessions: Map<string, SqlSession>;
}

/** `LIKE` pattern for ids starting with `prefix`. */
const prefixPattern = (prefix: string) => `${prefix.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

class SqlCollection<T> implements Collection<T> {
  constructor(
    private readonly name: string,
    private readonly sql: () => Sql,
  ) {}

  async get(id: string): Promise<T | undefined> {
    const { rows } = await this.sql().query<{ value: unknown }>(
      'SELECT value FROM records WHERE collection = $1 AND id = $2',
      [this.name, id],
    );
    return rows[0] ? decode<T>(rows[0].value) : undefined;
  }

  async getMany(ids: readonly string[]): Promise<Map<string, T>> {
    if (ids.length === 0) return new Map();
    const { rows } = await this.sql().query<{ id: string; value: unknown }>(
      'SELECT id, value FROM records WHERE collection = $1 AND id = ANY($2::text[])',
      [this.name, [...new Set(ids)]],
    );
    return new Map(rows.map((r) => [r.id, decode<T>(r.value)]));
  }

  async put(id: string, value: T): Promise<void> {
    await this.sql().query(
      `INSERT INTO records (collection, id, value) VALUES ($1, $2, $3::jsonb)
       ON CONFLICT (collection, id) DO UPDATE SET value = EXCLUDED.value`,
      [this.name, id, encode(value)],
    );
  }

  async delete(id: string): Promise<void> {
    await this.sql().query('DELETE FROM records WHERE collection = $1 AND id = $2', [this.name, id]);
  }

  async values(): Promise<T[]> {
    const { rows } = await this.sql().query<{ value: unknown }>(
      'SELECT value FROM records WHERE collection = $1 ORDER BY id',
      [this.name],
    );
    return rows.map((r) => decode<T>(r.value));
  }

  async byPrefix(prefix: string): Promise<T[]> {
    const { rows } = await this.sql().query<{ value: unknown }>(
      'SELECT value FROM records WHERE collection = $1 AND id LIKE $2 ORDER BY id',
      [this.name, prefixPattern(prefix)],
    );
    return rows.map((r) => decode<T>(r.value));
  }
}

export interface SqlStoreOptions {
  /** Idle time after which a session ends (ms). */
  readonly idleMs: () => number;
  /** The server's clock (sessions are stamped by it). */
  readonly now: () => number;
  /** How often idle sessions are deleted (ms); 0 turns the sweep off (tests sweep by hand). */
  readonly sweepEveryMs?: number;
  /**
   * False for PGlite (one connection): everything a call does must use the call's transaction, or
   * it would wait for that very transaction to end.
   */
  readonly concurrent: boolean;
}

export class SqlStore implements Store {
  readonly #calls = new AsyncLocalStorage<CallContext>();
  readonly #collections = new Map<string, SqlCollection<unknown>>();
  // Calls of one session on this instance queue here first, so they wait without holding a connection.
  readonly #sessionQueue = new KeyedLock();
  readonly #sweeper: NodeJS.Timeout | undefined;

  constructor(
    private readonly db: Database,
    private readonly options: SqlStoreOptions,
  ) {
    const every = options.sweepEveryMs ?? 60_000;
    if (every > 0) {
      this.#sweeper = setInterval(() => void this.sweep(options.now()).catch(() => undefined), every);
      this.#sweeper.unref();
    }
  }

  /** The current call's transaction, or the database itself outside any call. */
  private sql(): Sql {
    return this.#calls.getStore()?.sql ?? this.db;
  }

  async findSession(id: string, now: number): Promise<Session | undefined> {
    const call = this.#calls.getStore();
    const known = call?.sessions.get(id);
    if (known) return known;
    const { rows } = await this.sql().query<SessionRow>('SELECT * FROM sessions WHERE id = $1', [id]);
    const row = rows[0];
    if (!row) return undefined;
    if (now - Number(row.last_seen) > this.options.idleMs()) {
      await this.dropSession(id);
      return undefined;
    }
    return sessionOf(row);
  }

  async createSession(now: number): Promise<Session> {
    const session = new SqlSession(token(), token(), null, now);
    await this.sql().query('INSERT INTO sessions (id, xsrf_token, last_seen) VALUES ($1, $2, $3)', [
      session.id,
      session.xsrfToken,
      now,
    ]);
    this.#calls.getStore()?.sessions.set(session.id, session);
    return session;
  }

  async renewSession(id: string, now: number): Promise<Session | undefined> {
    const call = this.#calls.getStore();
    const current = call?.sessions.get(id) ?? ((await this.findSession(id, now)) as SqlSession | undefined);
    if (!current) return undefined;
    const next = new SqlSession(token(), token(), current.accountId, now, new Map(current.slots));
    await this.sql().query('INSERT INTO sessions (id, xsrf_token, last_seen) VALUES ($1, $2, $3)', [
      next.id,
      next.xsrfToken,
      now,
    ]);
    await this.sql().query('DELETE FROM sessions WHERE id = $1', [id]);
    if (call) {
      call.sessions.delete(id);
      call.sessions.set(next.id, next);
    } else await this.save(this.db, next);
    return next;
  }

  async dropSession(id: string): Promise<void> {
    this.#calls.getStore()?.sessions.delete(id);
    await this.sql().query('DELETE FROM sessions WHERE id = $1', [id]);
  }

  exclusive<T>(session: Session, work: (session: Session) => Promise<T>): Promise<T> {
    return this.#sessionQueue.run([session.id], () =>
      this.call(async (call) => {
        const { rows } = await call.sql.query<SessionRow>('SELECT * FROM sessions WHERE id = $1 FOR UPDATE', [
          session.id,
        ]);
        const row = rows[0];
        // Gone meanwhile (signed out, renewed): the call runs on the session it was given, kept nowhere.
        const current = row ? sessionOf(row) : (session as SqlSession);
        current.lastSeen = Math.max(current.lastSeen, session.lastSeen);
        if (row) call.sessions.set(current.id, current);
        return work(current);
      }),
    );
  }

  async lock<T>(keys: readonly string[], work: () => T | Promise<T>): Promise<T> {
    const take = async (sql: Sql) => {
      // One order for every caller, so two calls never wait on each other's keys.
      for (const key of [...new Set(keys)].sort())
        await sql.query('SELECT pg_advisory_xact_lock(hashtextextended($1, 0))', [key]);
      return work();
    };
    const call = this.#calls.getStore();
    return call ? take(call.sql) : this.call((c) => take(c.sql));
  }

  async nextNumber(name: string, first: number): Promise<number> {
    // Outside the call's transaction on a server: the sequence's row is not held until the call ends
    // (numbers of a call that fails are skipped, never reused). PGlite has one connection: inside.
    const sql = this.options.concurrent ? this.db : this.sql();
    const { rows } = await sql.query<{ value: string }>(
      `INSERT INTO sequences (name, next) VALUES ($1, $2::bigint + 1)
       ON CONFLICT (name) DO UPDATE SET next = GREATEST(sequences.next, $2::bigint) + 1
       RETURNING next - 1 AS value`,
      [name, first],
    );
    return Number(rows[0]?.value);
  }

  collection<T>(name: string): Collection<T> {
    let collection = this.#collections.get(name);
    if (!collection) {
      collection = new SqlCollection<unknown>(name, () => this.sql());
      this.#collections.set(name, collection);
    }
    return collection as Collection<T>;
  }

  /** Deletes sessions idle longer than the timeout; answers how many. */
  async sweep(now: number): Promise<number> {
    const { rows } = await this.db.query<{ id: string }>(
      'DELETE FROM sessions WHERE last_seen < $1 RETURNING id',
      [now - this.options.idleMs()],
    );
    return rows.length;
  }

  async close(): Promise<void> {
    clearInterval(this.#sweeper);
    await this.db.close();
  }

  /**
   * Runs `work` as one transaction, the sessions it touched written back before it commits. A call
   * that ends in an answer for the shopper (an error with a 4xx `status`: a refused request, a wrong
   * try counted by a throttle) keeps what it did, as the in-memory store does; any other failure
   * rolls everything back.
   */
  private async call<T>(work: (call: CallContext) => Promise<T>): Promise<T> {
    const outer = this.#calls.getStore();
    if (outer) return work(outer);
    const outcome = await this.db.transaction(async (sql) => {
      await sql.query(`SET LOCAL lock_timeout = '${LOCK_TIMEOUT}'`);
      const call: CallContext = { sql, sessions: new Map() };
      return this.#calls.run(call, async (): Promise<{ value: T } | { answer: unknown }> => {
        let outcome: { value: T } | { answer: unknown };
        try {
          outcome = { value: await work(call) };
        } catch (error) {
          if (!isAnswer(error)) throw error;
          outcome = { answer: error };
        }
        for (const session of call.sessions.values()) await this.save(sql, session);
        return outcome;
      });
    });
    if ('answer' in outcome) throw outcome.answer;
    return outcome.value;
  }

  private async save(sql: Sql, session: SqlSession): Promise<void> {
    await sql.query(
      `INSERT INTO sessions (id, xsrf_token, account_id, last_seen, slots) VALUES ($1, $2, $3, $4, $5::jsonb)
       ON CONFLICT (id) DO UPDATE SET account_id = EXCLUDED.account_id, last_seen = EXCLUDED.last_seen,
         slots = EXCLUDED.slots`,
      [
        session.id,
        session.xsrfToken,
        session.accountId,
        session.lastSeen,
        encode(Object.fromEntries(session.slots)),
      ],
    );
  }
}

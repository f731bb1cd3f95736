// The Store on PostgreSQL (a server through `pg`, or PGlite in this process).
//
// A call that changes things is one transaction: it locks its session's row as it begins (so calls of
// one session apply one after another on every instance), runs the handler, and writes the session
// back as it commits, or nothing when it fails. Both go with BEGIN and COMMIT in one round trip each.
// A call that only reads (a GET) runs without a transaction or lock, on the session as last kept; if
// it turns out to change anything, it is run again as a write. A call may end its transaction early
// and go on in a new one (`outside`: its payment runs holding nothing). `lock` takes PostgreSQL
// advisory locks on the transaction, once, in a fixed order, with a timeout (the pool's
// lock_timeout); `changeCounts` checks and changes counts in one statement. Every call waits for its
// turn at the door first (admission.ts), so a crowd never waits inside the connection pool, and a
// call holds at most one connection at any time.
import { AsyncLocalStorage } from 'node:async_hooks';
import { Admission, type AdmissionLimits, type Leave } from '../admission.js';
import { FileCache } from '../file-cache.js';
import { KeyedLock } from '../keyed-lock.js';
import type {
  Access,
  Collection,
  CountChange,
  DoorBacklog,
  LineState,
  Priority,
  Session,
  SessionFile,
  Slot,
  Store,
  WaitingLine,
} from '../store.js';
import { type Database, literal, type Row, type Sql, type Transaction } from './database.js';
import { DeferredWrites } from './deferred-writes.js';
import { SessionIds } from './session-ids.js';
import { TxReads } from './tx-reads.js';

/** What a session id looks like (session-ids.ts); anything else names no session and is never queried. */
const SESSION_ID = /^[\w-]{1,64}$/;

/** A read call tried to change something: it is run again as a write call. */
class NeedsWrite extends Error {}

interface SessionRow extends Row {
  id: string;
  xsrf_token: string;
  account_id: string | null;
  last_seen: string | number;
  /** As the server wrote it (SESSION_COLUMNS reads it as text). */
  slots: string;
}

const SESSION_COLUMNS = 'id, xsrf_token, account_id, last_seen, slots::text AS slots';

/** What the database held of a session when a call read it. */
interface Stored {
  readonly accountId: string | null;
  readonly lastSeen: number;
  /** Its slots as JSON. */
  readonly slots: string;
  /** Not in the database yet: a touch writes the whole row. */
  readonly rowless?: boolean;
}

/** A session as one call sees it, and what the database held when the call read it. */
class SqlSession implements Session {
  readonly slots: Map<string, unknown>;
  /** When the store made the session, from its id (session-ids.ts); undefined for an older id. */
  madeAt: number | undefined;
  /** Slots `get` made in this call, by their first value: left out of the data kept until changed. */
  readonly #made = new Map<string, () => unknown>();
  /** As read (null: made in this call, not yet kept). */
  #stored: Stored | null;

  constructor(
    readonly id: string,
    readonly xsrfToken: string,
    public accountId: string | null,
    public lastSeen: number,
    slots: Map<string, unknown> = new Map(),
    stored: Stored | null = null,
  ) {
    this.slots = slots;
    this.#stored = stored;
  }

  static read(row: SessionRow, now: number): SqlSession {
    const slots = JSON.parse(row.slots) as Record<string, unknown>;
    const lastSeen = Number(row.last_seen);
    const stored = { accountId: row.account_id, lastSeen, slots: row.slots };
    return new SqlSession(
      row.id,
      row.xsrf_token,
      row.account_id,
      Math.max(lastSeen, now),
      new Map(Object.entries(slots)),
      stored,
    );
  }

  /**
   * A session this store handed out that has no row yet (session-ids.ts): empty, anonymous, last
   * seen when it was made. It is written when a call first changes it, or when it is touched.
   */
  static blank(id: string, xsrfToken: string, madeAt: number, now: number): SqlSession {
    const stored = { accountId: null, lastSeen: madeAt, slots: '{}', rowless: true };
    const session = new SqlSession(id, xsrfToken, null, Math.max(madeAt, now), new Map(), stored);
    session.madeAt = madeAt;
    return session;
  }

  /** Written as it is now (its slots as `data`; null: only its last-seen time). */
  kept(data: string | null): void {
    const slots = data ?? this.#stored?.slots ?? this.data();
    this.#stored = { accountId: this.accountId, lastSeen: this.lastSeen, slots };
    this.#needsRow = false;
  }

  /** Made by the store and not written yet (SqlSession.blank). */
  get rowless(): boolean {
    return this.#stored?.rowless === true;
  }

  /** Set when something that refers to the session's row is written (a file): the row must exist. */
  #needsRow = false;

  needsRow(): void {
    if (this.#stored?.rowless) this.#needsRow = true;
  }

  /** Takes the session as kept in `row` (read again after Store.outside). */
  reload(row: SessionRow, now: number): void {
    // As this call last kept it: what it changed since stays (nobody else changed it meanwhile).
    const stored = this.#stored;
    if (stored && !stored.rowless && row.slots === stored.slots && row.account_id === stored.accountId) {
      this.#stored = { ...stored, lastSeen: Number(row.last_seen) };
      this.lastSeen = Math.max(this.lastSeen, now);
      return;
    }
    const fresh = SqlSession.read(row, now);
    this.slots.clear();
    for (const [name, value] of fresh.slots) this.slots.set(name, value);
    this.#made.clear();
    this.#needsRow = false;
    this.accountId = fresh.accountId;
    this.lastSeen = fresh.lastSeen;
    this.#stored = fresh.#stored;
  }

  get<T>(slot: Slot<T>): T {
    if (!this.slots.has(slot.name)) {
      this.slots.set(slot.name, slot.init());
      this.#made.set(slot.name, slot.init);
    }
    return this.slots.get(slot.name) as T;
  }

  set<T>(slot: Slot<T>, value: T): void {
    this.slots.set(slot.name, value);
  }

  /** The session's data as JSON to keep (slots made and left as they began are not kept). */
  data(): string {
    const kept: Record<string, unknown> = {};
    for (const [name, value] of this.slots) {
      const init = this.#made.get(name);
      if (!init || JSON.stringify(value) !== JSON.stringify(init())) kept[name] = value;
    }
    return JSON.stringify(kept);
  }

  /**
   * What to write back as the call ends: everything when its data or account changed (or it is new),
   * only the time it was last seen when that is more than `touchMs` old, or nothing.
   */
  change(touchMs: number): { data: string } | 'seen' | null {
    const stored = this.#stored;
    if (!stored) return { data: this.data() };
    const data = this.data();
    if (data !== stored.slots || this.accountId !== stored.accountId || this.#needsRow) return { data };
    if (this.lastSeen - stored.lastSeen < touchMs) return null;
    return stored.rowless ? { data } : 'seen';
  }
}

/** An error that is the call's answer to the shopper (http/errors.ts ApiError 4xx), not a failure. */
const isAnswer = (error: unknown): boolean => {
  const status = (error as { status?: unknown } | null)?.status;
  return typeof status === 'number' && status >= 400 && status < 500;
};

type Outcome<T> = { value: T } | { answer: unknown };

/** Runs `work`; an answer for the shopper (a 4xx) is an outcome too, kept like a value. */
async function settle<T>(work: () => Promise<T>): Promise<Outcome<T>> {
  try {
    return { value: await work() };
  } catch (error) {
    if (!isAnswer(error)) throw error;
    return { answer: error };
  }
}

const unwrap = <T>(outcome: Outcome<T>): T => {
  if ('answer' in outcome) throw outcome.answer;
  return outcome.value;
};

/** A call's turn at the door, which `outside` gives back and takes again. */
interface Turn {
  leave: Leave;
}

/** One call: its connection or transaction, and the sessions it read, made or ended. */
interface CallContext {
  /** The call's transaction, the database itself for a read call, or null while it is `outside`. */
  tx: Transaction | null;
  readonly sql: () => Sql;
  /** A read call: no transaction and no lock; whatever would change something throws NeedsWrite. */
  readonly reading: boolean;
  readonly sessions: Map<string, SqlSession>;
  readonly dropped: Set<string>;
  /** Sessions renewed in the call: their files move to the new id as it commits (from, to). */
  readonly moves: [string, string][];
  /** The call's turn at the door (admission): given back while it is outside, taken again after. */
  readonly turn: Turn | null;
  readonly now: number;
  /** Records written in its transaction, sent with the COMMIT. */
  readonly writes: DeferredWrites;
  /** Records read in its current transaction (tx-reads.ts). */
  readonly reads: TxReads;
  /** How many `lock` works are running in the call: while one runs, its transaction must not end. */
  locks: number;
  /** A visitor's first call that reads (#firstRead): it may take a place in line. */
  readonly firstVisit?: boolean;
}

/** What a collection needs of its store. */
interface CollectionHost {
  /** Where statements run (see SqlStore.sql). */
  sql(writing?: 'write'): Sql;
  /** The writes of the call's transaction, or null outside one (a write then runs at once). */
  deferred(): DeferredWrites | null;
  /** What the call read in its transaction, when it has one (tx-reads.ts). */
  reads(): TxReads | null;
  /** Sends the call's kept writes of `collection` before a statement that reads it whole. */
  flush(collection: string): Promise<void>;
}

/** `LIKE` pattern for ids starting with `prefix`. */
const prefixPattern = (prefix: string) => `${prefix.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

class SqlCollection<T> implements Collection<T> {
  constructor(
    private readonly name: string,
    private readonly host: CollectionHost,
  ) {}

  private sql(): Sql {
    return this.host.sql();
  }

  async get(id: string): Promise<T | undefined> {
    const kept = this.host.deferred()?.get(this.name, id);
    if (kept !== undefined) return kept === null ? undefined : (JSON.parse(kept) as T);
    const reads = this.host.reads();
    const read = reads?.get<T>(this.name, id);
    if (read !== undefined) return read ?? undefined;
    const ticket = reads?.ticket();
    const { rows } = await this.sql().query<{ value: unknown }>(
      'SELECT value FROM records WHERE collection = $1 AND id = $2',
      [this.name, id],
    );
    const value = rows[0] ? (rows[0].value as T) : undefined;
    if (ticket !== undefined) reads?.keep(ticket, this.name, id, value);
    return value;
  }

  async getMany(ids: readonly string[]): Promise<Map<string, T>> {
    const found = new Map<string, T>();
    const deferred = this.host.deferred();
    const reads = this.host.reads();
    const unread: string[] = [];
    for (const id of new Set(ids)) {
      const kept = deferred?.get(this.name, id);
      const read = kept === undefined ? reads?.get<T>(this.name, id) : undefined;
      if (kept !== undefined) {
        if (kept !== null) found.set(id, JSON.parse(kept) as T);
      } else if (read !== undefined) {
        if (read !== null) found.set(id, read);
      } else unread.push(id);
    }
    if (unread.length === 0) return found;
    const ticket = reads?.ticket();
    const { rows } = await this.sql().query<{ id: string; value: unknown }>(
      'SELECT id, value FROM records WHERE collection = $1 AND id = ANY($2::text[])',
      [this.name, unread],
    );
    for (const r of rows) found.set(r.id, r.value as T);
    if (ticket !== undefined) for (const id of unread) reads?.keep(ticket, this.name, id, found.get(id));
    return found;
  }

  async put(id: string, value: T): Promise<void> {
    const deferred = this.writable();
    const json = JSON.stringify(value);
    if (deferred) {
      this.host.reads()?.wrote(this.name, id, json);
      return deferred.set(this.name, id, json);
    }
    await this.host.sql('write').query(
      `INSERT INTO records (collection, id, value) VALUES ($1, $2, $3::jsonb)
       ON CONFLICT (collection, id) DO UPDATE SET value = EXCLUDED.value`,
      [this.name, id, json],
    );
  }

  async putMany(entries: readonly (readonly [string, T])[]): Promise<void> {
    if (entries.length === 0) return;
    const deferred = this.writable();
    if (deferred) {
      const reads = this.host.reads();
      for (const [id, value] of entries) {
        const json = JSON.stringify(value);
        reads?.wrote(this.name, id, json);
        deferred.set(this.name, id, json);
      }
      return;
    }
    await this.host.sql('write').query(
      `INSERT INTO records (collection, id, value)
       SELECT $1, id, value::jsonb FROM unnest($2::text[], $3::text[]) AS e(id, value)
       ON CONFLICT (collection, id) DO UPDATE SET value = EXCLUDED.value`,
      [this.name, entries.map(([id]) => id), entries.map(([, value]) => JSON.stringify(value))],
    );
  }

  async delete(id: string): Promise<void> {
    const deferred = this.writable();
    if (deferred) {
      this.host.reads()?.wrote(this.name, id, null);
      return deferred.set(this.name, id, null);
    }
    await this.host
      .sql('write')
      .query('DELETE FROM records WHERE collection = $1 AND id = $2', [this.name, id]);
  }

  /** The call's deferred writes when it has a transaction (a read call becomes a write call first). */
  private writable(): DeferredWrites | null {
    this.host.sql('write');
    return this.host.deferred();
  }

  async values(): Promise<T[]> {
    await this.host.flush(this.name);
    const { rows } = await this.sql().query<{ value: unknown }>(
      'SELECT value FROM records WHERE collection = $1 ORDER BY id',
      [this.name],
    );
    return rows.map((r) => r.value as T);
  }

  async byPrefix(prefix: string): Promise<T[]> {
    await this.host.flush(this.name);
    const { rows } = await this.sql().query<{ value: unknown }>(
      'SELECT value FROM records WHERE collection = $1 AND id LIKE $2 ORDER BY id',
      [this.name, prefixPattern(prefix)],
    );
    return rows.map((r) => r.value as T);
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
  /** How many calls use the database at once, how long and how many may wait (admission.ts). */
  readonly admission?: AdmissionLimits;
}

const saveSession = (session: SqlSession, data: string) =>
  `INSERT INTO sessions (id, xsrf_token, account_id, last_seen, slots)
   VALUES (${literal(session.id)}, ${literal(session.xsrfToken)}, ${literal(session.accountId)}, ${literal(session.lastSeen)}, ${literal(data)}::json)
   ON CONFLICT (id) DO UPDATE SET account_id = EXCLUDED.account_id,
     last_seen = GREATEST(sessions.last_seen, EXCLUDED.last_seen), slots = EXCLUDED.slots`;

const moveFiles = (from: string, to: string) =>
  `UPDATE session_files SET session_id = ${literal(to)} WHERE session_id = ${literal(from)}`;

const touchSession = (session: SqlSession) =>
  `UPDATE sessions SET last_seen = GREATEST(last_seen, ${literal(session.lastSeen)}) WHERE id = ${literal(session.id)}`;

/** A session's records in `collections` (keyed by its id): read after its row is locked. */
const sessionRecords = (ids: readonly string[], collections: readonly string[]) =>
  `SELECT collection, id, value FROM records
   WHERE collection IN (${collections.map(literal).join(', ')}) AND id IN (${ids.map(literal).join(', ')})`;

/** What sessionRecords found, as the call's reads: a record not found is known to be absent. */
function keepSessionRecords(
  reads: TxReads,
  id: string,
  collections: readonly string[],
  rows: readonly Row[],
) {
  const ticket = reads.ticket();
  for (const collection of collections)
    reads.keep(ticket, collection, id, rows.find((r) => r.collection === collection && r.id === id)?.value);
}

/** Sessions whose first call an instance remembers, for their place in line (admission.ts). */
const SEEN_LIMIT = 100_000;

type LineRow = {
  admitted: string;
  last: string;
};
/** The last place handed out (a sequence not yet used has handed out none). */
const LAST_PLACE = '(SELECT CASE WHEN is_called THEN last_value ELSE 0 END FROM waiting_line)';
const lineState = ({ rows }: { rows: LineRow[] }): LineState => ({
  admitted: Number(rows[0]?.admitted ?? 0),
  last: Number(rows[0]?.last ?? 0),
});

const DEFAULT_ADMISSION: AdmissionLimits = { limit: 16, maxWaitMs: 10_000, maxQueue: 5000 };

/** The session rows a call works on, locked: its own, and after `outside` every session it holds. */
const lockSessions = (ids: readonly string[]) =>
  `SELECT ${SESSION_COLUMNS} FROM sessions WHERE id IN (${ids.map(literal).join(', ')}) ORDER BY id FOR UPDATE`;

export class SqlStore implements Store {
  readonly #calls = new AsyncLocalStorage<CallContext>();
  readonly #collections = new Map<string, SqlCollection<unknown>>();
  // Calls of one session on this instance queue here first, so they wait without holding a connection.
  readonly #sessionQueue = new KeyedLock();
  readonly #sweeper: NodeJS.Timeout | undefined;
  readonly admission: Admission;

  constructor(
    private readonly db: Database,
    private readonly options: SqlStoreOptions,
  ) {
    this.admission = new Admission(options.admission ?? DEFAULT_ADMISSION);
    const every = options.sweepEveryMs ?? 60_000;
    if (every > 0) {
      this.#sweeper = setInterval(() => void this.sweep(options.now()).catch(() => undefined), every);
      this.#sweeper.unref();
    }
  }

  /**
   * The current call's transaction, or the database itself outside any call (or while a call is
   * `outside`). Asked for writing, a read call gives way to a write call instead.
   */
  private sql(writing?: 'write'): Sql {
    const call = this.#calls.getStore();
    if (writing && call?.reading) throw new NeedsWrite();
    return call?.sql() ?? this.#free;
  }

  /**
   * What runs outside any call (the card provider's page, the sweeps, a call's payment): straight on
   * the database where a pool keeps connections for it; through the door first, ahead of every
   * shopper's call, where the database is one connection (PGlite), so it never waits behind a crowd.
   */
  readonly #free: Sql = {
    query: (text, params) => this.#admittedOutside(() => this.db.query(text, params)),
    exec: (text) => this.#admittedOutside(() => this.db.exec(text)),
  };

  async #admittedOutside<T>(work: () => Promise<T>): Promise<T> {
    if (this.options.concurrent) return work();
    const leave = await this.admission.enter('resuming');
    try {
      return await work();
    } finally {
      leave();
    }
  }

  /**
   * A session's last-seen time is written when it is this old (or the call changed the session): a
   * hundredth of the idle timeout, so a session in use does not cost a write on every read.
   */
  private touchMs(): number {
    return this.options.idleMs() / 100;
  }

  /** Idle too long, or ended for good (#dropStatement's marker: no token). */
  private expired(row: SessionRow, now: number): boolean {
    return row.xsrf_token === '' || now - Number(row.last_seen) > this.options.idleMs();
  }

  /** Collections keyed by session id, read with the session by a call that writes. */
  #sessionRecords: readonly string[] = [];

  readWithSession(collections: readonly string[]): void {
    this.#sessionRecords = [...new Set(collections)];
  }

  async findSession(id: string, now: number): Promise<Session | undefined> {
    const call = this.#calls.getStore();
    if (!SESSION_ID.test(id) || call?.dropped.has(id)) return undefined;
    const known = call?.sessions.get(id);
    if (known) return known;
    const { rows } = await this.sql().query<SessionRow>(
      `SELECT ${SESSION_COLUMNS} FROM sessions WHERE id = $1`,
      [id],
    );
    const row = rows[0];
    if (!row) return this.#blank(id, now);
    if (this.expired(row, now)) {
      await this.dropSession(id);
      return undefined;
    }
    return this.#fromRow(row, Number(row.last_seen));
  }

  /** Reads what the store needs before it serves: the session key. */
  async prepare(): Promise<void> {
    await this.#sessionIds(this.db);
  }

  /** The key session ids are signed with (migrations/008), read once. */
  #ids: Promise<SessionIds> | null = null;

  /** The same, once read. */
  #idsValue: SessionIds | null = null;

  #sessionIds(sql: Sql = this.sql()): Promise<SessionIds> {
    this.#ids ??= sql
      .query<{ key: string }>("SELECT key FROM store_keys WHERE name = 'session'")
      .then(({ rows }) => {
        const key = rows[0]?.key;
        if (!key) throw new Error('the store has no session key (migrations/008)');
        this.#idsValue = new SessionIds(Buffer.from(key, 'hex'));
        return this.#idsValue;
      });
    // A failed read (the database away) is tried again by the next call.
    this.#ids.catch(() => {
      this.#ids = null;
    });
    return this.#ids;
  }

  /**
   * The session an id without a row names: a blank one when this store made the id and it has not
   * been idle too long since (session-ids.ts), else none.
   */
  async #blank(id: string, now: number, sql?: Sql): Promise<SqlSession | undefined> {
    const ids = await this.#sessionIds(sql);
    const madeAt = ids.madeAt(id, now);
    if (madeAt === null || now - madeAt > this.options.idleMs()) return undefined;
    return SqlSession.blank(id, ids.xsrfOf(id), madeAt, now);
  }

  /** A session as its row keeps it, with when it was made where its id says. */
  #fromRow(row: SessionRow, now: number): SqlSession {
    const session = SqlSession.read(row, now);
    session.madeAt = this.#idsValue?.madeAt(row.id, now) ?? undefined;
    return session;
  }

  /** A new session: nothing is written until a call changes it (SqlSession.blank). */
  async createSession(now: number): Promise<Session> {
    const { id, xsrfToken } = (await this.#sessionIds()).mint(now);
    const session = SqlSession.blank(id, xsrfToken, now, now);
    this.#since(id);
    this.#calls.getStore()?.sessions.set(id, session);
    return session;
  }

  async renewSession(id: string, now: number): Promise<Session | undefined> {
    const current = (await this.findSession(id, now)) as SqlSession | undefined;
    if (!current) return undefined;
    // Made when the session it renews was (Session.madeAt): what the waiting room knows of it holds.
    const { id: nextId, xsrfToken } = (await this.#sessionIds()).mint(current.madeAt ?? now);
    const next = new SqlSession(nextId, xsrfToken, current.accountId, now, new Map(current.slots));
    next.madeAt = current.madeAt;
    await this.keep(next);
    const call = this.#calls.getStore();
    if (call?.tx) call.moves.push([id, next.id]);
    else await this.sql().exec(moveFiles(id, next.id));
    await this.dropSession(id);
    return next;
  }

  async dropSession(id: string): Promise<void> {
    const call = this.#calls.getStore();
    if (call?.reading) throw new NeedsWrite();
    await this.#sessionIds();
    if (!call?.tx) {
      await this.sql().exec(this.#dropStatement(id, this.options.now()));
      return;
    }
    call.sessions.delete(id);
    call.dropped.add(id);
  }

  /**
   * Ends a session for good. An id this store made, ended before its idle time since it was made
   * has passed (signed out, renewed at sign-in), would otherwise name a blank session again: its
   * row stays as a marker (no token, no data; SqlSession.ended) until the sweep deletes it once that
   * time has passed, from when its id stops naming anything by itself.
   */
  #dropStatement(id: string, now: number): string {
    const madeAt = this.#idsValue?.madeAt(id, now) ?? null;
    if (madeAt === null || now - madeAt > this.options.idleMs())
      return `DELETE FROM sessions WHERE id = ${literal(id)}`;
    return `DELETE FROM session_files WHERE session_id = ${literal(id)};
      INSERT INTO sessions (id, xsrf_token, account_id, last_seen, slots)
      VALUES (${literal(id)}, '', NULL, ${literal(madeAt)}, '{}')
      ON CONFLICT (id) DO UPDATE SET xsrf_token = '', account_id = NULL, last_seen = ${literal(madeAt)}, slots = '{}'`;
  }

  /** Session files served or written lately (64 MB: a dozen sessions' photos at the 5 MB limit). */
  readonly #files = new FileCache(64 * 1024 * 1024);

  async readSessionFile(sessionId: string, name: string): Promise<SessionFile | undefined> {
    if (!SESSION_ID.test(sessionId)) return undefined;
    const cached = this.#files.get(sessionId, name);
    if (cached) {
      // Whether the session still has it: a row's key, without its bytes.
      const { rows } = await this.sql().query(
        'SELECT 1 FROM session_files WHERE session_id = $1 AND name = $2',
        [sessionId, name],
      );
      return rows.length ? cached : undefined;
    }
    // The bytes travel as base64 text, both ways: PGlite turns a bytea parameter or value into hex
    // in JavaScript, byte by byte (5 MB: 3 s to write, 0.5 s to read, holding its one connection),
    // where base64 text is copied and converted natively (0.1 s and 0.05 s).
    const { rows } = await this.sql().query<{ type: string; base64: string }>(
      `SELECT type, encode(bytes, 'base64') AS base64 FROM session_files WHERE session_id = $1 AND name = $2`,
      [sessionId, name],
    );
    const row = rows[0];
    if (!row) return undefined;
    const file = { type: row.type, bytes: new Uint8Array(Buffer.from(row.base64, 'base64')) };
    this.#files.set(sessionId, name, file);
    return file;
  }

  async writeSessionFile(sessionId: string, name: string, file: SessionFile, keep: readonly string[]) {
    // The file's row refers to the session's, which a blank session does not have yet.
    this.#calls.getStore()?.sessions.get(sessionId)?.needsRow();
    // In the call's transaction (its session's row locked): the session's other calls wait, no one else.
    await this.sql('write').query(
      `WITH unused AS (DELETE FROM session_files WHERE session_id = $1 AND name <> ALL($2::text[]))
       INSERT INTO session_files (session_id, name, type, bytes) VALUES ($1, $3, $4, decode($5, 'base64'))`,
      [sessionId, keep, name, file.type, Buffer.from(file.bytes).toString('base64')],
    );
    // Kept before the call commits: should it roll back, nothing names the file.
    this.#files.set(sessionId, name, file);
  }

  /** A new session: written as its call ends, or at once outside any call. */
  private async keep(session: SqlSession): Promise<void> {
    const call = this.#calls.getStore();
    if (call?.reading) throw new NeedsWrite();
    if (call?.tx) call.sessions.set(session.id, session);
    else await this.sql().exec(saveSession(session, session.data()));
  }

  visit<T>(
    id: string | undefined,
    now: number,
    access: Access,
    work: (found: Session | undefined) => Promise<T>,
    priority: Priority = 'browse',
  ): Promise<T> {
    if (id === undefined || !SESSION_ID.test(id))
      return access === 'read'
        ? this.#firstRead(now, work, priority)
        : this.admitted(priority, undefined, (turn) => this.write(undefined, now, work, turn));
    return this.#sessionQueue.run([id], () =>
      this.admitted(priority, id, (turn) =>
        access === 'read' ? this.read(id, now, work, turn) : this.write(id, now, work, turn),
      ),
    );
  }

  /**
   * When this instance first saw each session (its shopper's place in line at the door), for the
   * last SEEN_LIMIT sessions: a shopper forgotten, or new, takes its place as it comes.
   */
  readonly #seen = new Map<string, number>();

  #since(id: string | undefined): number {
    const now = performance.now();
    if (id === undefined) return now;
    const seen = this.#seen.get(id);
    if (seen !== undefined) return seen;
    if (this.#seen.size >= SEEN_LIMIT) this.#seen.delete(this.#seen.keys().next().value as string);
    this.#seen.set(id, now);
    return now;
  }

  /** Runs a call once admission gives it a turn, and gives back the turn it holds as it ends. */
  private async admitted<T>(
    priority: Priority,
    id: string | undefined,
    run: (turn: Turn) => Promise<T>,
  ): Promise<T> {
    const turn: Turn = { leave: await this.admission.enter(priority, this.#since(id)) };
    try {
      return await run(turn);
    } finally {
      turn.leave();
    }
  }

  /**
   * A visitor's first call, when it reads: its new session is not written (SqlSession.blank), and
   * it takes a turn at the door only once it asks the database for something, so a crowd's first
   * page costs the store nothing. A write call instead as soon as it would change anything.
   */
  async #firstRead<T>(now: number, work: (found: Session | undefined) => Promise<T>, priority: Priority) {
    let leave: Leave | null = null;
    let entering: Promise<void> | null = null;
    const enter = () => {
      entering ??= this.admission.enter(priority, this.#since(undefined)).then((left) => {
        leave = left;
      });
      return entering;
    };
    const admitted: Sql = {
      query: async (text, params) => {
        await enter();
        return this.db.query(text, params);
      },
      exec: async (text) => {
        await enter();
        return this.db.exec(text);
      },
    };
    const call: CallContext = { ...this.#readContext(now, admitted, new Map()), firstVisit: true };
    let outcome: Outcome<T> | 'write';
    try {
      outcome = await this.#calls.run(call, () => settle(() => work(undefined)));
    } catch (error) {
      if (!(error instanceof NeedsWrite)) throw error;
      outcome = 'write';
    } finally {
      await (entering as Promise<void> | null)?.catch(() => undefined);
      (leave as Leave | null)?.();
    }
    if (outcome === 'write')
      return this.admitted(priority, undefined, (turn) => this.write(undefined, now, work, turn));
    // Sessions made by this call are known to no one else yet: written at once when changed (a
    // place in line), in one statement with no transaction or lock, once its turn is given back
    // (#free takes a turn of its own on PGlite).
    const changed = [...call.sessions.values()].flatMap((session) => {
      const change = session.change(this.touchMs());
      return change === null || change === 'seen' ? [] : [saveSession(session, change.data)];
    });
    if (changed.length) await this.#free.exec(changed.join(';\n'));
    return unwrap(outcome);
  }

  #readContext(now: number, sql: Sql, sessions: Map<string, SqlSession>): CallContext {
    return {
      tx: null,
      sql: () => sql,
      reading: true,
      sessions,
      dropped: new Set(),
      moves: [],
      turn: null,
      now,
      writes: new DeferredWrites(),
      reads: new TxReads(),
      locks: 0,
    };
  }

  /** Whether a read call changed a session it read or made (a touch is not a change). */
  #changed(call: CallContext): boolean {
    return [...call.sessions.values()].some((session) => {
      const change = session.change(this.touchMs());
      return change !== null && change !== 'seen';
    });
  }

  /** A read call: no transaction, no lock, and a write call instead as soon as it would change anything. */
  private async read<T>(
    id: string,
    now: number,
    work: (found: Session | undefined) => Promise<T>,
    turn: Turn,
  ) {
    const { rows } = await this.db.query<SessionRow>(
      `SELECT ${SESSION_COLUMNS} FROM sessions WHERE id = $1`,
      [id],
    );
    const row = rows[0];
    // Ending an idle session is a change; an id this store made whose session has no row yet names
    // a blank one (one it did not make names none: a new session is a change too).
    const session = row
      ? this.expired(row, now)
        ? undefined
        : this.#fromRow(row, now)
      : await this.#blank(id, now);
    if (!session) return this.write(id, now, work, turn);
    const call = this.#readContext(now, this.db, new Map([[id, session]]));
    let outcome: Outcome<T>;
    try {
      outcome = await this.#calls.run(call, () => settle(() => work(session)));
    } catch (error) {
      if (error instanceof NeedsWrite) return this.write(id, now, work, turn);
      throw error;
    }
    if (this.#changed(call)) return this.write(id, now, work, turn);
    if (session.change(this.touchMs()) === 'seen') await this.db.exec(touchSession(session));
    return unwrap(outcome);
  }

  /**
   * A write call: a transaction, the session's row locked as it begins and the sessions the call
   * read, made or ended written back as it commits. A call that ends in an answer for the shopper
   * (an error with a 4xx `status`: a refused request, a wrong try counted by a throttle) keeps what
   * it did, as the in-memory store does; any other failure rolls back what is not yet kept.
   */
  private async write<T>(
    id: string | undefined,
    now: number,
    work: (found: Session | undefined) => Promise<T>,
    turn: Turn,
  ): Promise<T> {
    // The session's row lock: one statement that waits for the call before and then reads what it
    // left; the idle sweep, deleting under the same lock, never takes a session from a call. The
    // session's records (readWithSession) are read after it, in the same round trip.
    const withRecords = id !== undefined && this.#sessionRecords.length > 0;
    const tx = await this.db.begin(
      id
        ? `${lockSessions([id])}${withRecords ? `;\n${sessionRecords([id], this.#sessionRecords)}` : ''}`
        : '',
    );
    const call: CallContext = {
      tx,
      sql: () => call.tx ?? this.#free,
      reading: false,
      sessions: new Map(),
      dropped: new Set(),
      moves: [],
      turn,
      now,
      writes: new DeferredWrites(),
      reads: new TxReads(),
      locks: 0,
    };
    let found: SqlSession | undefined;
    let row = tx.openedEach[0]?.[0] as SessionRow | undefined;
    if (row && withRecords)
      keepSessionRecords(call.reads, row.id, this.#sessionRecords, tx.openedEach[1] ?? []);
    const blank = id && !row ? await this.#blank(id, now, tx) : undefined;
    if (id && blank) {
      // Two calls of a session without a row, on two instances, would each write it whole: they
      // take turns on a lock of its id instead, and the later one reads what the first wrote.
      const rows =
        await tx.exec(`SELECT pg_advisory_xact_lock(hashtextextended(${literal(`session:${id}`)}, 0));
        ${lockSessions([id])}`);
      row = rows[0] as SessionRow | undefined;
    }
    if (row && this.expired(row, now)) {
      await this.#sessionIds(tx);
      call.dropped.add(row.id);
    } else if (row || blank) {
      found = row ? this.#fromRow(row, now) : blank;
    }
    if (found) call.sessions.set(found.id, found);
    let outcome: Outcome<T>;
    try {
      outcome = await this.#calls.run(call, () => settle(() => work(found)));
    } catch (error) {
      await call.tx?.rollback();
      throw error;
    }
    await this.#commitCall(call);
    return unwrap(outcome);
  }

  /** The statements that keep what a call did to sessions. */
  private closing(call: CallContext): string {
    const statements = call.writes.take();
    for (const session of call.sessions.values()) {
      const change = session.change(this.touchMs());
      if (change === 'seen') statements.push(touchSession(session));
      else if (change) statements.push(saveSession(session, change.data));
      // As these statements will have kept it: a change after them (a refusal at a commit point
      // putting the cart back, changeCounts) is measured from here, so it is written too.
      if (change) session.kept(change === 'seen' ? null : change.data);
    }
    // A renewed session's files go to its new row before the old one is deleted (with its files).
    for (const [from, to] of call.moves.splice(0)) statements.push(moveFiles(from, to));
    for (const id of call.dropped) statements.push(this.#dropStatement(id, call.now));
    return statements.join(';\n');
  }

  async outside<T>(work: () => Promise<T>): Promise<T> {
    const call = this.#calls.getStore();
    if (call?.reading) throw new NeedsWrite();
    if (!call?.tx) return work();
    // Keep what the call did so far, and let go of its locks, its connection and its turn.
    await this.#commitCall(call);
    call.tx = null;
    call.dropped.clear();
    call.turn?.leave();
    try {
      return await work();
    } finally {
      await this.#resume(call);
    }
  }

  /** Back from `outside`: a turn ahead of new arrivals, then the call's transaction again (#reopen). */
  async #resume(call: CallContext): Promise<void> {
    if (call.turn) call.turn.leave = await this.admission.enter('resuming');
    await this.#reopen(call);
  }

  /** A new transaction for the call, its sessions locked and read again as they were kept. */
  async #reopen(call: CallContext): Promise<void> {
    const ids = [...call.sessions.keys()];
    // A session without a row yet is locked by its id, as write() does (several: in one order).
    const blanks = [...call.sessions.values()]
      .filter((s) => s.rowless)
      .map((s) => literal(`session:${s.id}`));
    const opening = [
      ...(blanks.length
        ? [
            `SELECT pg_advisory_xact_lock(hashtextextended(key, 0))
            FROM (SELECT unnest(ARRAY[${blanks.join(', ')}]::text[]) AS key ORDER BY 1) AS keys`,
          ]
        : []),
      ...(ids.length ? [lockSessions(ids)] : []),
    ].join(';\n');
    call.tx = await this.db.begin(opening);
    const rows = new Map((call.tx.opened as SessionRow[]).map((r) => [r.id, r]));
    for (const [id, session] of call.sessions) {
      const row = rows.get(id);
      if (row && row.xsrf_token !== '') session.reload(row, call.now);
      // Still never written: still the blank session it was.
      else if (!row && session.rowless) continue;
      else {
        // Ended meanwhile (signed out, or idle and swept): the call goes on without keeping it.
        call.sessions.delete(id);
        call.dropped.add(id);
      }
    }
  }

  /**
   * One statement, the database function of migrations/007. In a call it is the transaction's last:
   * sent with what the call did so far and COMMIT in one round trip, so that the counts' rows (a hot
   * performance's) are locked only while PostgreSQL runs it, never while this process is busy; the
   * call then goes on in a new transaction (#reopen). Inside a `lock` work, whose locks must last
   * to the transaction's end, it runs in the transaction instead, its rows locked to the end.
   */
  async changeCounts(collection: string, changes: readonly CountChange[]): Promise<string[]> {
    if (changes.length === 0) return [];
    const call = this.#calls.getStore();
    if (call?.reading) throw new NeedsWrite();
    const statement = countsStatement(collection, changes);
    if (!call?.tx) return this.#admittedOutside(() => this.db.exec(statement).then(() => [], refusedOrThrow));
    // The function changes the counts' records itself, and a commit ends the transaction.
    call.reads.end();
    if (call.locks > 0) {
      await this.#host.flush(collection);
      return call.tx
        .exec(`SAVEPOINT counts;\n${statement}`)
        .then(
          () => [],
          async (error: unknown) => {
            const keys = refusedOrThrow(error);
            await call.tx?.exec('ROLLBACK TO SAVEPOINT counts');
            return keys;
          },
        )
        .finally(() => call.reads.end());
    }
    // A transaction begun lazily is begun first: its sessions read again before their changes count.
    await this.#begin(call);
    const tx = call.tx as Transaction;
    const refused = await tx.commitAfter(this.closing(call), statement, isCountsRefusal);
    call.reads.end();
    if (refused) return refusedOrThrow(refused);
    call.dropped.clear();
    call.tx = this.#lazyTx(call);
    return [];
  }

  /**
   * The call's next transaction, begun (#reopen) only when the call next uses the database: a call
   * that goes on to pay (Store.outside) or ends with nothing more to keep costs no round trip.
   */
  #lazyTx(call: CallContext): Transaction {
    let begun: Promise<Transaction> | null = null;
    const open = () => {
      begun ??= this.#reopen(call).then(() => call.tx as Transaction);
      return begun;
    };
    const lazy: Transaction = {
      opened: [],
      openedEach: [],
      query: async (text, params) => (await open()).query(text, params),
      exec: async (text) => (await open()).exec(text),
      commit: async (closing) => {
        if (begun || closing) await (await open()).commit(closing);
      },
      commitAfter: async (closing, last, refusal) => (await open()).commitAfter(closing, last, refusal),
      rollback: async () => {
        if (begun) await (await open()).rollback();
      },
    };
    this.#unopened.set(lazy, { begun: () => begun !== null, open });
    return lazy;
  }

  /** Lazy transactions (#lazyTx), each with what begins it (null once begun). */
  readonly #unopened = new WeakMap<
    Transaction,
    { readonly begun: () => boolean; readonly open: () => Promise<Transaction> }
  >();

  /** Begins the call's transaction where it is lazy and not begun yet. */
  async #begin(call: CallContext): Promise<void> {
    const lazy = call.tx ? this.#unopened.get(call.tx) : undefined;
    if (lazy && !lazy.begun()) await lazy.open();
  }

  /**
   * Commits what the call did. A lazy transaction not begun yet is begun first when there is
   * anything to keep (its sessions read again before their changes are measured), else left be.
   */
  async #commitCall(call: CallContext): Promise<void> {
    const tx = call.tx;
    if (!tx) return;
    call.reads.end();
    const lazy = this.#unopened.get(tx);
    if (lazy && !lazy.begun()) {
      if (!this.#anythingToKeep(call)) return;
      await lazy.open();
    }
    await (call.tx ?? tx).commit(this.closing(call));
  }

  #anythingToKeep(call: CallContext): boolean {
    return (
      !call.writes.empty() ||
      call.moves.length > 0 ||
      call.dropped.size > 0 ||
      [...call.sessions.values()].some((session) => session.change(this.touchMs()) !== null)
    );
  }

  async lock<T>(keys: readonly string[], work: () => T | Promise<T>): Promise<T> {
    // One statement takes them all, in one order for every caller, so two calls never wait on each
    // other's keys.
    // Sent as a script (values as literals): a transaction that begins with it sends its BEGIN in the
    // same round trip.
    const take = async (sql: Sql, context: CallContext) => {
      const list = [...new Set(keys)].map((key) => literal(key)).join(', ');
      // What the locks guard is read after them: the call's sessions' records with them.
      const ids = [...context.sessions.values()].filter((s) => !s.rowless).map((s) => s.id);
      const read = ids.length > 0 && this.#sessionRecords.length > 0;
      const rows = await sql.exec(
        `SELECT pg_advisory_xact_lock(hashtextextended(key, 0))
         FROM (SELECT key FROM unnest(ARRAY[${list}]::text[]) AS key ORDER BY key COLLATE "C") AS keys${
           read ? `;\n${sessionRecords(ids, this.#sessionRecords)}` : ''
         }`,
      );
      context.reads.end();
      if (read) for (const id of ids) keepSessionRecords(context.reads, id, this.#sessionRecords, rows);
      context.locks += 1;
      try {
        return await work();
      } finally {
        context.locks -= 1;
      }
    };
    const call = this.#calls.getStore();
    if (call?.reading) throw new NeedsWrite();
    if (call?.tx) return take(call.tx, call);
    // Outside any call (or while one is outside): a transaction of its own, on one connection, which
    // whatever `work` does runs in.
    return this.#admittedOutside(async () => {
      const tx = await this.db.begin('');
      const context: CallContext = {
        tx,
        sql: () => tx,
        reading: false,
        sessions: new Map(),
        dropped: new Set(),
        moves: [],
        turn: null,
        now: this.options.now(),
        writes: new DeferredWrites(),
        reads: new TxReads(),
        locks: 0,
      };
      let value: T;
      try {
        value = await this.#calls.run(context, () => take(tx, context));
      } catch (error) {
        await tx.rollback();
        throw error;
      }
      await tx.commit(context.writes.take().join(';\n'));
      return value;
    });
  }

  async nextNumber(name: string, first: number): Promise<number> {
    // A PostgreSQL sequence (migrations/004): it never hands out a number twice, holds nothing until
    // the call ends, and runs on the call's own connection.
    const { rows } = await this.sql('write').query<{ value: string }>(
      'SELECT boxoffice_next_number($1, $2) AS value',
      [name, first],
    );
    return Number(rows[0]?.value);
  }

  readonly line: WaitingLine = {
    join: async () => {
      // A sequence keeps nothing of the call's: a visitor's first call, which reads, may take one.
      // Where a pool serves calls at once, a first visit (which holds no connection) takes it
      // without a turn at the door: the line opens when the door is slow, and a newcomer's place
      // must not wait behind the calls it is kept from. On PGlite's one connection it keeps its turn.
      const call = this.#calls.getStore();
      const sql = call?.firstVisit ? (this.options.concurrent ? this.#free : this.sql()) : this.sql('write');
      const { rows } = await sql.query<{ place: string }>("SELECT nextval('waiting_line') AS place");
      return Number(rows[0]?.place);
    },
    read: async () =>
      lineState(await this.sql().query<LineRow>(`SELECT admitted, ${LAST_PLACE} AS last FROM waiting_room`)),
    admit: async (count) =>
      lineState(
        await this.sql('write').query<LineRow>(
          `UPDATE waiting_room SET admitted = GREATEST(admitted, LEAST(admitted + $1, ${LAST_PLACE}))
           RETURNING admitted, ${LAST_PLACE} AS last`,
          [Math.max(0, Math.floor(count))],
        ),
      ),
  };

  doorWaitMs(): number {
    return this.admission.takeLongestWait();
  }

  doorBacklogMs(): DoorBacklog {
    return this.admission.oldestWaits();
  }

  reachable(): Promise<boolean> {
    return this.db.reachable();
  }

  readonly #host: CollectionHost = {
    sql: (writing) => this.sql(writing),
    deferred: () => {
      const call = this.#calls.getStore();
      return call?.tx && !call.reading ? call.writes : null;
    },
    reads: () => {
      const call = this.#calls.getStore();
      return call?.tx && !call.reading ? call.reads : null;
    },
    flush: async (collection) => {
      const call = this.#calls.getStore();
      if (!call?.tx || call.reading) return;
      const statements = call.writes.take(collection);
      if (statements.length) await call.tx.exec(statements.join(';\n'));
    },
  };

  collection<T>(name: string): Collection<T> {
    let collection = this.#collections.get(name);
    if (!collection) {
      collection = new SqlCollection<unknown>(name, this.#host);
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
}

/** The function's refusal (migrations/007): SQLSTATE BXC01, the refused keys in its DETAIL. */
const COUNTS_REFUSED = 'BXC01';

const isCountsRefusal = (error: unknown): boolean =>
  (error as { code?: unknown } | null)?.code === COUNTS_REFUSED;

/** The keys a refusal names; any other error is thrown on. */
function refusedOrThrow(error: unknown): string[] {
  if (!isCountsRefusal(error)) throw error;
  const detail = (error as { detail?: unknown }).detail;
  const keys: unknown = typeof detail === 'string' ? JSON.parse(detail) : [];
  return Array.isArray(keys) ? keys.map(String) : [];
}

/**
 * Changes counts all or none in one statement (migrations/007, boxoffice_change_counts): it makes the
 * rows it needs, locks them in one order (so two orders never wait on each other), and adds where
 * every capacity allows; otherwise it changes nothing and raises, naming the keys that would not fit.
 */
function countsStatement(collection: string, changes: readonly CountChange[]): string {
  const byKey = new Map<string, CountChange>();
  for (const c of changes) {
    const seen = byKey.get(c.key);
    byKey.set(c.key, seen ? { ...c, by: seen.by + c.by, hold: (seen.hold ?? 0) + (c.hold ?? 0) } : c);
  }
  const merged = [...byKey.values()]
    .sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0))
    .map((c) => ({ key: c.key, by: c.by, capacity: c.capacity, hold: c.hold ?? 0 }));
  return `SELECT boxoffice_change_counts(${literal(collection)}, ${literal(JSON.stringify(merged))}::jsonb)`;
}

// The backend's state, behind one small interface. Handlers reach state only through a Session (one
// shopper's data, keyed by slot) and Collections (records shared by every session: orders, accounts,
// sold seats). A session's data is read when a call starts and written back when it ends (inside
// `visit`), so reading and changing it stays synchronous; everything shared is asynchronous, since
// a database store reads and writes it where every instance sees it.

/** A named, typed part of a session's data, created on first use. Features define their own. */
export interface Slot<T> {
  readonly name: string;
  readonly init: () => T;
}

export const defineSlot = <T>(name: string, init: () => T): Slot<T> => ({ name, init });

/** How a call uses its session: a 'read' call changes nothing (see Store.visit). */
export type Access = 'read' | 'write';

/**
 * How far along a purchase a call is, for a store that makes calls wait their turn in a crowd
 * (admission.ts), first to last: 'pay' (the submits), 'checkout' (settings, payment setup), 'cart'
 * changes, 'browse' (everything else), then 'new' (a visitor's first call). Shoppers who are buying
 * finish before new ones start.
 */
export type Priority = 'pay' | 'checkout' | 'new' | 'cart' | 'browse';

export interface Session {
  readonly id: string;
  /** The cross-site-request token the session's XSRF-TOKEN cookie carries. */
  readonly xsrfToken: string;
  /** The signed-in account's id, or null for an anonymous shopper. */
  accountId: string | null;
  /** Time of the last call, in milliseconds; the idle timeout counts from here. */
  lastSeen: number;
  /**
   * When the store made the session (ms), where it knows: a database store's session ids carry it,
   * and it writes a new session only once a call changes it, so a visitor's first call costs no
   * write. A session made so and never marked otherwise came in straight (the waiting room,
   * domain/waiting-room/rules.ts bornIn). Undefined for a store that writes every new session.
   */
  readonly madeAt?: number | undefined;
  /**
   * The client's address on the call being served (http/client.ts knownAddress), which the limits
   * per address count; set by the router for the call, never kept. Undefined when unknown.
   */
  address?: string | undefined;
  get<T>(slot: Slot<T>): T;
  set<T>(slot: Slot<T>, value: T): void;
}

/** A file kept with a session (a pass holder's photo): its media type and its bytes. */
export interface SessionFile {
  readonly type: string;
  readonly bytes: Uint8Array<ArrayBuffer>;
}

export interface Collection<T> {
  get(id: string): Promise<T | undefined>;
  /** The records of these ids that exist, read in one go. */
  getMany(ids: readonly string[]): Promise<Map<string, T>>;
  put(id: string, value: T): Promise<void>;
  /** Puts several records in one go (one statement on a database). */
  putMany(entries: readonly (readonly [string, T])[]): Promise<void>;
  delete(id: string): Promise<void>;
  values(): Promise<T[]>;
  /** The records whose ids start with `prefix` (an index keyed `<owner>/<id>` lists an owner's). */
  byPrefix(prefix: string): Promise<T[]>;
}

/**
 * A change to one count of a counts collection (what is taken of a seat, a section, a performance).
 * A count is what is taken: sold, or held for a shopper's cart; its `held` part is the holds. A hold
 * is taken as `{ by: n, hold: n }` and given back as `{ by: -n, hold: -n }`; a hold turned into a
 * sale is `{ by: 0, hold: -n }`, which nothing can refuse, since the places are taken already.
 */
export interface CountChange {
  readonly key: string;
  /** How much to add; a negative number gives back (a count never goes below zero). */
  readonly by: number;
  /** What the count may reach. */
  readonly capacity: number;
  /** How much of the count's held part to add (never below zero, never above the count); 0 if absent. */
  readonly hold?: number;
}

/** A count as a counts collection keeps it. */
export interface CountRecord {
  /** What is taken: sold and held. */
  readonly sold: number;
  /** The part of `sold` held for carts (absent in counts written before holds). */
  readonly held?: number;
  readonly capacity: number;
}

/**
 * The store cannot take the call in time (its connections are all busy, or a lock waited too long).
 * Nothing the call did was kept: the router answers 503 with Retry-After, and the call may be repeated.
 */
export class StoreBusy extends Error {
  constructor(
    readonly retryAfterSeconds: number,
    readonly reason: string,
  ) {
    super(`the store is busy: ${reason}`);
    this.name = 'StoreBusy';
  }
}

export interface Store {
  /** The session with this id, or undefined when there is none or it has been idle too long. */
  findSession(id: string, now: number): Promise<Session | undefined>;
  createSession(now: number): Promise<Session>;
  /**
   * Moves a session's data to a new id and new XSRF token, dropping the old id: done on sign-in, so
   * an id planted before sign-in (session fixation) is worthless after it.
   */
  renewSession(id: string, now: number): Promise<Session | undefined>;
  dropSession(id: string): Promise<void>;
  /**
   * A file of the session, by name. A session's files are kept apart from its data, so that only
   * the calls that serve them read them (the data is read by every call of the session); they move
   * with it (renewSession) and go with it (dropSession, the idle timeout).
   */
  readSessionFile(sessionId: string, name: string): Promise<SessionFile | undefined>;
  /**
   * Keeps `file` as the session's new file `name`, and deletes its files not named in `keep` (those
   * the session no longer uses), so that what a session keeps is what it names. A name is written
   * once (a new version takes a new name), so that a store may keep files in a cache.
   */
  writeSessionFile(
    sessionId: string,
    name: string,
    file: SessionFile,
    keep: readonly string[],
  ): Promise<void>;
  /**
   * Runs one call of a visit as the only work on its session, on every instance: calls of one
   * session queue here, so concurrent cart changes apply one after another and none is lost. `work`
   * gets the session `id` names as it is now, seen at `now`, or undefined when there is none (no id,
   * an unknown one, or idle too long; `createSession` then makes one). What `work` sets in a session
   * is kept when it ends.
   *
   * A 'read' call (a GET) is expected to change nothing: a store may run it unlocked, on the state
   * last kept, and run it again as a 'write' call when it changes anything. So what `work` does
   * outside the store must bear being done twice (building the answer, setting its headers).
   */
  visit<T>(
    id: string | undefined,
    now: number,
    access: Access,
    work: (found: Session | undefined) => Promise<T>,
    priority?: Priority,
  ): Promise<T>;
  /**
   * Runs `work` while holding the locks named `keys` (a seat, a section, a performance, an
   * entitlement): whatever else holds one of them runs before or after, never alongside. Placing an
   * order checks and records what it sells inside this (domain/orders/stock.ts).
   */
  lock<T>(keys: readonly string[], work: () => T | Promise<T>): Promise<T>;
  /**
   * Runs `work` outside the call's transaction: what the call did so far is kept, its locks and its
   * database connection are let go while `work` runs, and the call then goes on in a new transaction
   * with its session read again (what another instance changed meanwhile is seen). For slow work a
   * call must not do while it holds anything: a payment. Store calls inside `work` run on their own.
   */
  outside<T>(work: () => Promise<T>): Promise<T>;
  /**
   * Adds each change's `by` to its count in `collection`, all or none, atomically where every
   * instance sees it: when one count would go past its capacity nothing changes and the keys that
   * would are answered (none: done). A store may keep what the call did so far together with the
   * counts, in one step (a database store commits with them, so their rows are locked only while
   * the database runs the statement; the call goes on afterwards as after `outside`). So a call
   * writes what goes with the counts (an order's record, a cart's holds) before this, and undoes it
   * when it is refused. Inside a `lock` work the counts' rows stay locked to the call's end instead.
   */
  changeCounts(collection: string, changes: readonly CountChange[]): Promise<string[]>;
  /**
   * Names the collections whose records are keyed by session id (a cart's holds, its order being
   * paid): a database store reads a session's records of them with the session as a call that
   * writes begins, in the same round trip. Nothing else changes.
   */
  readWithSession(collections: readonly string[]): void;
  /** The next number of a named sequence (order numbers): never the same twice, nor after a restart of a durable store. */
  nextNumber(name: string, first: number): Promise<number>;
  collection<T>(name: string): Collection<T>;
  /** The waiting room's line, one for every instance that shares the store (domain/waiting-room/). */
  readonly line: WaitingLine;
  /**
   * How long calls have been waiting for their turn at this instance's door, in ms, since last asked
   * (the longest wait, a visitor's first call left out): the waiting room's measure of load. 0 for a
   * store without a door.
   */
  doorWaitMs(): number;
  /**
   * How long the calls waiting at this instance's door now have waited, at most, in ms: those of
   * shoppers inside, and visitors' first calls (0 when none waits, or without a door): how far behind
   * the store is.
   */
  doorBacklogMs(): DoorBacklog;
  /**
   * Whether the store's database answers now (/health/ready): cheap, from the outcome of its recent
   * round trips, with at most one quick probe a second when they are old or failed. Always true for
   * a store in this process.
   */
  reachable(): Promise<boolean>;
}

/** The longest waits of calls at an instance's door now (Store.doorBacklogMs), in ms. */
export interface DoorBacklog {
  /** Calls of shoppers inside (every call but a visitor's first). */
  readonly inside: number;
  /** Visitors' first calls (a crowd arriving). */
  readonly firstCalls: number;
}

/** Where the line stands: the last place handed out, and the last place let in. */
export interface LineState {
  readonly last: number;
  readonly admitted: number;
}

/**
 * Places in arrival order, across instances. A place is never handed out twice; `admitted` only
 * moves on, and never past `last`.
 */
export interface WaitingLine {
  /** A place at the end of the line (in a call, on the call's own connection). */
  join(): Promise<number>;
  read(): Promise<LineState>;
  /** Lets in up to `count` more places; answers where the line then stands. */
  admit(count: number): Promise<LineState>;
}

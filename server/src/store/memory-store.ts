// The in-memory Store: the reference backend's default. Idle sessions are forgotten after
// `idleMs`, checked on use and swept once a minute. Sequences are in memory too unless a durable
// one is given (main.ts keeps order numbers in a file, so a restart never reuses one).
import { randomBytes } from 'node:crypto';
import { KeyedLock } from './keyed-lock.js';
import { MemorySequences, type Sequences } from './sequences.js';
import type {
  Access,
  Collection,
  CountChange,
  CountRecord,
  DoorBacklog,
  LineState,
  Session,
  SessionFile,
  Slot,
  Store,
  WaitingLine,
} from './store.js';

const token = () => randomBytes(24).toString('base64url');
const ignore = () => undefined;

class MemorySession implements Session {
  readonly id = token();
  readonly xsrfToken = token();
  accountId: string | null = null;
  readonly #slots = new Map<string, unknown>();
  /** Its files (Store.readSessionFile): they live and die with it. */
  readonly files: Map<string, SessionFile>;

  constructor(
    public lastSeen: number,
    slots?: ReadonlyMap<string, unknown>,
    files = new Map<string, SessionFile>(),
  ) {
    if (slots) for (const [name, value] of slots) this.#slots.set(name, value);
    this.files = files;
  }

  /** The same data and files under a new id and token. */
  renewed(now: number): MemorySession {
    const next = new MemorySession(now, this.#slots, this.files);
    next.accountId = this.accountId;
    return next;
  }

  get<T>(slot: Slot<T>): T {
    if (!this.#slots.has(slot.name)) this.#slots.set(slot.name, slot.init());
    return this.#slots.get(slot.name) as T;
  }

  set<T>(slot: Slot<T>, value: T): void {
    this.#slots.set(slot.name, value);
  }
}

class MapCollection<T> implements Collection<T> {
  readonly #items = new Map<string, T>();
  get = async (id: string) => this.#items.get(id);
  getMany = async (ids: readonly string[]) => {
    const found = new Map<string, T>();
    for (const id of ids) {
      const item = this.#items.get(id);
      if (item !== undefined) found.set(id, item);
    }
    return found;
  };
  put = async (id: string, value: T) => void this.#items.set(id, value);
  putMany = async (entries: readonly (readonly [string, T])[]) => {
    for (const [id, value] of entries) this.#items.set(id, value);
  };
  /** The record as it is now, without waiting (changeCounts checks and writes in one step). */
  peek = (id: string) => this.#items.get(id);
  set = (id: string, value: T) => void this.#items.set(id, value);
  delete = async (id: string) => void this.#items.delete(id);
  values = async () => [...this.#items.values()];
  byPrefix = async (prefix: string) =>
    [...this.#items].flatMap(([id, value]) => (id.startsWith(prefix) ? [value] : []));
}

export class MemoryStore implements Store {
  readonly #sessions = new Map<string, MemorySession>();
  readonly #queues = new Map<string, Promise<unknown>>();
  readonly #collections = new Map<string, MapCollection<unknown>>();
  readonly #sweeper: NodeJS.Timeout;
  readonly #locks = new KeyedLock();

  constructor(
    private readonly idleMs: () => number,
    private readonly sequences: Sequences = new MemorySequences(),
    // The server's clock (BOXOFFICE_NOW may set it apart from the real one): sessions are stamped by it.
    now: () => number = Date.now,
  ) {
    this.#sweeper = setInterval(() => this.sweep(now()), 60_000);
    this.#sweeper.unref();
  }

  async findSession(id: string, now: number): Promise<Session | undefined> {
    return this.#live(id, now);
  }

  /** The session, unless it has been idle too long (then it is forgotten). */
  #live(id: string, now: number): MemorySession | undefined {
    const session = this.#sessions.get(id);
    if (session && now - session.lastSeen > this.idleMs()) {
      this.#sessions.delete(id);
      return undefined;
    }
    return session;
  }

  async createSession(now: number): Promise<Session> {
    const session = new MemorySession(now);
    this.#sessions.set(session.id, session);
    return session;
  }

  async renewSession(id: string, now: number): Promise<Session | undefined> {
    const session = this.#sessions.get(id);
    if (!session) return undefined;
    const next = session.renewed(now);
    this.#sessions.delete(id);
    this.#sessions.set(next.id, next);
    return next;
  }

  async dropSession(id: string): Promise<void> {
    this.#sessions.delete(id);
  }

  async readSessionFile(sessionId: string, name: string): Promise<SessionFile | undefined> {
    return this.#sessions.get(sessionId)?.files.get(name);
  }

  async writeSessionFile(sessionId: string, name: string, file: SessionFile, keep: readonly string[]) {
    const files = this.#sessions.get(sessionId)?.files;
    if (!files) return;
    if (files.has(name)) throw new Error(`the session file ${name} is written once`);
    for (const kept of files.keys()) if (!keep.includes(kept)) files.delete(kept);
    files.set(name, file);
  }

  async visit<T>(
    id: string | undefined,
    now: number,
    _access: Access,
    work: (found: Session | undefined) => Promise<T>,
  ): Promise<T> {
    const found = id === undefined ? undefined : this.#sessions.get(id);
    if (!id || !found) return work(undefined);
    const previous = this.#queues.get(id);
    // The session object itself is the state: what work sets in it is kept as it goes. Looked up
    // again when its turn comes, as a call before it may have ended it (signed out, renewed).
    const run = () => {
      const current = this.#live(id, now);
      if (current) current.lastSeen = Math.max(current.lastSeen, now);
      return work(current);
    };
    // No call of this session in flight (the usual case): start at once, without a queue hop.
    const result = previous ? previous.then(run, run) : run();
    const settled = result.then(ignore, ignore);
    this.#queues.set(id, settled);
    void settled.then(() => {
      if (this.#queues.get(id) === settled) this.#queues.delete(id);
    });
    return result;
  }

  lock<T>(keys: readonly string[], work: () => T | Promise<T>): Promise<T> {
    return this.#locks.run(keys, work);
  }

  /** Nothing is held across a call here but its session's turn, which it keeps. */
  outside<T>(work: () => Promise<T>): Promise<T> {
    return work();
  }

  /** Nothing to read ahead in memory. */
  readWithSession(): void {}

  async changeCounts(collection: string, changes: readonly CountChange[]): Promise<string[]> {
    const counts = this.#collection<CountRecord>(collection);
    const next = new Map<string, { sold: number; held: number; capacity: number }>();
    for (const change of changes) {
      const now = next.get(change.key) ?? counts.peek(change.key);
      const sold = Math.max(0, (now?.sold ?? 0) + change.by);
      const held = Math.min(sold, Math.max(0, (now?.held ?? 0) + (change.hold ?? 0)));
      next.set(change.key, { sold, held, capacity: change.capacity });
    }
    // Checked and written with no await in between: no other call runs in the middle.
    const over = changes.filter((c) => c.by > 0 && (next.get(c.key)?.sold ?? 0) > c.capacity);
    if (over.length) return [...new Set(over.map((c) => c.key))];
    for (const [key, count] of next) counts.set(key, count);
    return [];
  }

  async nextNumber(name: string, first: number): Promise<number> {
    return this.sequences.next(name, first);
  }

  // The line lives as long as the sessions that hold its places: in this process.
  #line: LineState = { last: 0, admitted: 0 };

  readonly line: WaitingLine = {
    join: async () => {
      this.#line = { ...this.#line, last: this.#line.last + 1 };
      return this.#line.last;
    },
    read: async () => this.#line,
    admit: async (count) => {
      const admitted = Math.min(this.#line.last, this.#line.admitted + Math.max(0, count));
      this.#line = { ...this.#line, admitted };
      return this.#line;
    },
  };

  /** No door: calls run as they come. */
  doorWaitMs(): number {
    return 0;
  }

  doorBacklogMs(): DoorBacklog {
    return { inside: 0, firstCalls: 0 };
  }

  /** In this process: it answers while the process runs. */
  async reachable(): Promise<boolean> {
    return true;
  }

  collection<T>(name: string): Collection<T> {
    return this.#collection<T>(name);
  }

  #collection<T>(name: string): MapCollection<T> {
    let collection = this.#collections.get(name);
    if (!collection) {
      collection = new MapCollection<unknown>();
      this.#collections.set(name, collection);
    }
    return collection as MapCollection<T>;
  }

  sweep(now: number): void {
    for (const [id, session] of this.#sessions)
      if (now - session.lastSeen > this.idleMs()) this.#sessions.delete(id);
  }

  close(): void {
    clearInterval(this.#sweeper);
  }
}

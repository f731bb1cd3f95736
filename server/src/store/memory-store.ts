// The in-memory Store: the reference backend's default. Idle sessions are forgotten after
// `idleMs`, checked on use and swept once a minute. Sequences are in memory too unless a durable
// one is given (main.ts keeps order numbers in a file, so a restart never reuses one).
import { randomBytes } from 'node:crypto';
import { KeyedLock } from './keyed-lock.js';
import { MemorySequences, type Sequences } from './sequences.js';
import type { Collection, Session, Slot, Store } from './store.js';

const token = () => randomBytes(24).toString('base64url');
const ignore = () => undefined;

class MemorySession implements Session {
  readonly id = token();
  readonly xsrfToken = token();
  accountId: string | null = null;
  readonly #slots = new Map<string, unknown>();

  constructor(
    public lastSeen: number,
    slots?: ReadonlyMap<string, unknown>,
  ) {
    if (slots) for (const [name, value] of slots) this.#slots.set(name, value);
  }

  /** The same data under a new id and token. */
  renewed(now: number): MemorySession {
    const next = new MemorySession(now, this.#slots);
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
  get = (id: string) => this.#items.get(id);
  put = (id: string, value: T) => void this.#items.set(id, value);
  delete = (id: string) => void this.#items.delete(id);
  values = () => this.#items.values();
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

  findSession(id: string, now: number): Session | undefined {
    const session = this.#sessions.get(id);
    if (session && now - session.lastSeen > this.idleMs()) {
      this.dropSession(id);
      return undefined;
    }
    return session;
  }

  createSession(now: number): Session {
    const session = new MemorySession(now);
    this.#sessions.set(session.id, session);
    return session;
  }

  renewSession(id: string, now: number): Session | undefined {
    const session = this.#sessions.get(id);
    if (!session) return undefined;
    const next = session.renewed(now);
    this.#sessions.delete(id);
    this.#sessions.set(next.id, next);
    return next;
  }

  dropSession(id: string): void {
    this.#sessions.delete(id);
  }

  exclusive<T>(sessionId: string, work: () => Promise<T>): Promise<T> {
    const previous = this.#queues.get(sessionId);
    // No call of this session in flight (the usual case): start at once, without a queue hop.
    const result = previous ? previous.then(work, work) : work();
    const settled = result.then(ignore, ignore);
    this.#queues.set(sessionId, settled);
    void settled.then(() => {
      if (this.#queues.get(sessionId) === settled) this.#queues.delete(sessionId);
    });
    return result;
  }

  lock<T>(keys: readonly string[], work: () => T | Promise<T>): Promise<T> {
    return this.#locks.run(keys, work);
  }

  nextNumber(name: string, first: number): number {
    return this.sequences.next(name, first);
  }

  collection<T>(name: string): Collection<T> {
    let collection = this.#collections.get(name);
    if (!collection) {
      collection = new MapCollection<unknown>();
      this.#collections.set(name, collection);
    }
    return collection as Collection<T>;
  }

  sweep(now: number): void {
    for (const [id, session] of this.#sessions)
      if (now - session.lastSeen > this.idleMs()) this.dropSession(id);
  }

  close(): void {
    clearInterval(this.#sweeper);
  }
}

// Admission control: at most `limit` calls use the database at once on this instance; the rest wait
// here, in arrival order, holding nothing (no connection, no lock). A burst of shoppers queues at the
// door instead of inside the connection pool, and the pool keeps connections free for work that is
// not a shopper's call (the card provider's page, the sweeps). Purchases under way finish first: a
// call resuming after its payment (Store.outside) goes before every other, then the others by their
// Priority (store.ts), each in arrival order. A wait is bounded: past `maxWaitMs`, or with `maxQueue`
// already waiting, the call is refused with StoreBusy (503 and Retry-After), having done nothing.
//
// Where the database answers without I/O (PGlite, in this process), a call runs from its turn to its
// answer in one go, and Node reads new connections one per turn of its event loop (libuv accepts one
// at a time): calls started back to back would make each turn of the loop long and leave a crowd's
// new shoppers unaccepted for seconds. `perTurn` bounds the calls started in one turn of the loop.
//
// The order by priority lets the first shoppers finish, but a crowd's wait then lands on one step (a
// visitor's first call waits for every purchase ahead). `fairAfterMs` bounds that: a call that has
// waited so long goes before every call that arrived after it, whatever their priorities, so that
// under a crowd the wait is shared by every step of every shopper instead.
import { type DoorBacklog, type Priority, StoreBusy } from './store.js';

export interface AdmissionLimits {
  /** Calls using the database at once. */
  readonly limit: number;
  /** Longest wait for a turn before the call is refused. */
  readonly maxWaitMs: number;
  /** Calls that may wait; one more is refused at once. */
  readonly maxQueue: number;
  /** Calls started in one turn of the event loop (the rest start in the next turns); default no bound. */
  readonly perTurn?: number;
  /** A call that waited this long goes before every later arrival, whatever its priority; default never. */
  readonly fairAfterMs?: number;
}

interface Waiter {
  readonly admit: () => void;
  /** Its shopper's place in line: when the session first came (earlier goes first). */
  readonly since: number;
  /** When it came to the door. */
  readonly arrived: number;
  /** Its queue (by priority). */
  readonly queue: Waiter[];
  /** Admitted or refused: no longer waiting. */
  gone: boolean;
}

/** Puts `waiter` after every waiter who came before it, or at the same time (a stable insert). */
function insertInLine(queue: Waiter[], waiter: Waiter): void {
  let low = 0;
  let high = queue.length;
  while (low < high) {
    const mid = (low + high) >>> 1;
    if ((queue[mid] as Waiter).since <= waiter.since) low = mid + 1;
    else high = mid;
  }
  queue.splice(low, 0, waiter);
}

/** Queues by how far along its purchase a call is; the first non-empty one goes next. */
const ORDER: readonly Priority[] = ['pay', 'checkout', 'cart', 'browse', 'new'];

/** The calls of shoppers already inside (all but a visitor's first call). */
const INSIDE: readonly Priority[] = ['pay', 'checkout', 'cart', 'browse'];

/** Gives back the turn; once only. */
export type Leave = () => void;

export class Admission {
  #active = 0;
  /** Calls started in this turn of the event loop, and whether the next turn is awaited. */
  #startedThisTurn = 0;
  #turnAwaited = false;
  /** Refusals in the current second (a burst). */
  #burst = { count: 0, since: Number.NEGATIVE_INFINITY };
  readonly #resuming: Waiter[] = [];
  readonly #arriving: Record<Priority, Waiter[]> = { pay: [], checkout: [], new: [], cart: [], browse: [] };
  /** Every arrival in arrival order (with `fairAfterMs`); the gone are dropped as they reach the head. */
  #inArrivalOrder: Waiter[] = [];
  #arrivalHead = 0;
  /** Recent turn times (ms), to tell a refused call when to come back. */
  #servedPerSecond = 0;
  #windowStart = 0;
  #servedInWindow = 0;

  constructor(
    readonly limits: AdmissionLimits,
    private readonly now: () => number = () => performance.now(),
  ) {}

  /** The longest wait of a call let in since last asked (a visitor's first call left out). */
  #longestWait = 0;

  /**
   * How long calls have waited for their turn since last asked, in ms: the longest wait of a call
   * let in meanwhile, or of one still waiting. A visitor's first call is left out: it is the crowd at
   * the door, not the load of the shoppers inside (the waiting room's measure, domain/waiting-room/).
   */
  takeLongestWait(): number {
    const now = this.now();
    let longest = this.#longestWait;
    for (const queue of [this.#resuming, ...INSIDE.map((p) => this.#arriving[p])])
      for (const waiter of queue) longest = Math.max(longest, now - waiter.arrived);
    this.#longestWait = 0;
    return longest;
  }

  /**
   * How long the calls waiting at the door now have waited, in ms, at most (0 when none waits): the
   * calls of shoppers inside, and visitors' first calls. A crowd arriving faster than the store serves
   * it shows here as waits that grow; a few visitors at once as waits that stay short.
   */
  oldestWaits(): DoorBacklog {
    const now = this.now();
    const oldest = (queues: readonly Waiter[][]) => {
      let longest = 0;
      for (const queue of queues)
        for (const waiter of queue) longest = Math.max(longest, now - waiter.arrived);
      return longest;
    };
    return {
      inside: oldest([this.#resuming, ...INSIDE.map((p) => this.#arriving[p])]),
      firstCalls: oldest([this.#arriving.new]),
    };
  }

  get waiting(): number {
    return this.#resuming.length + ORDER.reduce((n, p) => n + this.#arriving[p].length, 0);
  }

  get active(): number {
    return this.#active;
  }

  /**
   * Waits for a turn (`resuming`: a call back from its payment, ahead of every arrival); answers the
   * function that gives it back. Within a priority, the shopper who came first (`since`: when the
   * session was first seen) goes first, so the first shoppers finish their purchase instead of every
   * shopper moving one step at a time; calls of one time go in arrival order.
   */
  enter(priority: Priority | 'resuming' = 'browse', since = this.now()): Promise<Leave> {
    const resuming = priority === 'resuming';
    if (this.#active < this.limits.limit && this.waiting === 0 && this.#mayStart())
      return Promise.resolve(this.#take());
    if (!resuming && this.waiting >= this.limits.maxQueue)
      return Promise.reject(new StoreBusy(this.#refusal(), 'too many calls waiting'));
    // A call resuming after its payment is never refused: what it began must end.
    if (resuming)
      return new Promise<Leave>((resolve) => {
        const admit = () => resolve(this.#take());
        this.#resuming.push({ admit, since, arrived: this.now(), queue: this.#resuming, gone: false });
        this.#admitWaiting();
      });
    const queue = this.#arriving[priority];
    return new Promise<Leave>((resolve, reject) => {
      const timer = setTimeout(() => {
        this.#remove(waiter);
        reject(new StoreBusy(this.#refusal(), 'waited too long for a turn'));
      }, this.limits.maxWaitMs);
      const waiter: Waiter = {
        admit: () => {
          clearTimeout(timer);
          if (priority !== 'new')
            this.#longestWait = Math.max(this.#longestWait, this.now() - waiter.arrived);
          resolve(this.#take());
        },
        since,
        arrived: this.now(),
        queue,
        gone: false,
      };
      insertInLine(queue, waiter);
      if (this.limits.fairAfterMs !== undefined) this.#inArrivalOrder.push(waiter);
      this.#admitWaiting();
    });
  }

  /**
   * Seconds a refused call should wait: about how long the queue ahead takes to drain, 1 to 10, and
   * for the refusals of one burst (`refusedBefore`: refused in the same second before it), also the
   * time to serve those before it. Calls that waited their time out together are told to come back
   * one after another, in the order they were refused, not all in the same second.
   */
  retryAfter(refusedBefore = 0): number {
    const rate = Math.max(this.#servedPerSecond, 1);
    return Math.min(10, Math.max(1, Math.ceil((this.waiting + refusedBefore) / rate)));
  }

  /** The Retry-After of one more refusal, counted in its burst. */
  #refusal(): number {
    const now = this.now();
    if (now - this.#burst.since >= 1000) this.#burst = { count: 0, since: now };
    return this.retryAfter(this.#burst.count++);
  }

  #mayStart(): boolean {
    return this.#startedThisTurn < (this.limits.perTurn ?? Number.POSITIVE_INFINITY);
  }

  #take(): Leave {
    this.#active++;
    this.#startedThisTurn++;
    if (!this.#turnAwaited) {
      this.#turnAwaited = true;
      // Runs once the loop has gone round (read its sockets): a new turn, and the calls it may start.
      setImmediate(() => {
        this.#turnAwaited = false;
        this.#startedThisTurn = 0;
        this.#admitWaiting();
      });
    }
    let left = false;
    return () => {
      if (left) return;
      left = true;
      this.#active--;
      this.#count();
      this.#admitWaiting();
    };
  }

  /** Gives free turns to the first waiters, as many as this turn of the loop may still start. */
  #admitWaiting(): void {
    while (this.#active < this.limits.limit && this.#mayStart()) {
      const next = this.#resuming.shift() ?? this.#nextArrival();
      if (!next) return;
      next.admit();
    }
  }

  #nextArrival(): Waiter | undefined {
    const overdue = this.#overdue();
    if (overdue) {
      this.#remove(overdue);
      return overdue;
    }
    for (const priority of ORDER) {
      const next = this.#arriving[priority].shift();
      if (next) {
        next.gone = true;
        return next;
      }
    }
    return undefined;
  }

  /** The first arrival still waiting, when it has waited `fairAfterMs` or longer. */
  #overdue(): Waiter | undefined {
    const { fairAfterMs } = this.limits;
    if (fairAfterMs === undefined) return undefined;
    const line = this.#inArrivalOrder;
    while (this.#arrivalHead < line.length && (line[this.#arrivalHead] as Waiter).gone) this.#arrivalHead++;
    if (this.#arrivalHead > 1024 && this.#arrivalHead * 2 > line.length) {
      this.#inArrivalOrder = line.slice(this.#arrivalHead);
      this.#arrivalHead = 0;
    }
    const first = this.#inArrivalOrder[this.#arrivalHead];
    return first && this.now() - first.arrived >= fairAfterMs ? first : undefined;
  }

  /** Takes a waiter out of its queue (admitted out of turn, or refused). */
  #remove(waiter: Waiter): void {
    waiter.gone = true;
    const at = waiter.queue.indexOf(waiter);
    if (at >= 0) waiter.queue.splice(at, 1);
  }

  /** Turns served per second, over windows of a second. */
  #count(): void {
    const now = this.now();
    if (now - this.#windowStart >= 1000) {
      this.#servedPerSecond = this.#servedInWindow / Math.max(1, (now - this.#windowStart) / 1000);
      this.#windowStart = now;
      this.#servedInWindow = 0;
    }
    this.#servedInWindow++;
  }
}

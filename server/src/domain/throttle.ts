// Failed attempts counted in a sliding window, by key (an email, a client address, a pass id): once
// a key has `limit` failures within `windowMs`, further attempts are refused until the oldest of them
// leaves the window. Used by sign-in and by Link Your Passes, so a password or a holder's phone number
// cannot be found by trying many. State lives in a store collection, so every session (and every
// process sharing a persistent store) counts together.
//
// A try whose secret takes time to check (a password's hash) is counted when it starts and marked as
// being checked until it is settled (`begin`, then `settle`, `forgive` or `clear`): it counts against
// the limit meanwhile, so many tries at once cannot all slip past it, but a try refused only because
// of tries still being checked is told so (`checking`), and may wait for them. A mark older than
// CHECKING_MS is a failure like any other (its instance may have stopped before settling it).
import type { Collection, Store } from '../store/store.js';

export interface ThrottleRule {
  readonly limit: number;
  readonly windowMs: number;
  /** Keys kept before a sweep drops the quiet ones (and, in a flood, the least recent). */
  readonly maxKeys?: number;
}

interface Failures {
  readonly key: string;
  /** Times of the recent failures, oldest first; never more than `limit`. */
  readonly at: readonly number[];
  /** Of those, the times of the tries still being checked (absent when none). */
  readonly checking?: readonly number[];
}

export interface Sweep {
  readonly sweptAt: number;
  /** Keys added since then. */
  readonly added: number;
}

/** What `begin` answers. */
export interface Begun {
  /** 0: the try is counted; else the milliseconds until the key may try again (nothing counted). */
  readonly wait: number;
  /** Refused only because of tries still being checked: once they are settled, it may be let through. */
  readonly checking: boolean;
}

const DEFAULT_MAX_KEYS = 10_000;

/** How long a try may stay marked as being checked before it counts as a failure. */
export const CHECKING_MS = 5_000;

/** `list` without one occurrence of `value`. */
const withoutOne = (list: readonly number[], value: number): number[] => {
  const i = list.lastIndexOf(value);
  return i < 0 ? [...list] : list.filter((_, j) => j !== i);
};

export class Throttle {
  private readonly failures: Collection<Failures>;
  private readonly sweeps: Collection<Sweep>;
  private readonly maxKeys: number;

  constructor(
    store: Store,
    /** The store collection's name, one per throttle. */
    readonly name: string,
    readonly rule: ThrottleRule,
  ) {
    this.store = store;
    this.failures = store.collection(`throttle.${name}`);
    this.sweeps = store.collection(`throttle.${name}.sweep`);
    this.maxKeys = rule.maxKeys ?? DEFAULT_MAX_KEYS;
  }

  private readonly store: Store;

  /** The key's failures still in the window, and which of them are still being checked. */
  private recent(stored: Failures | undefined, now: number): { at: number[]; checking: number[] } {
    const inWindow = (t: number) => now - t < this.rule.windowMs;
    return {
      at: (stored?.at ?? []).filter(inWindow),
      checking: (stored?.checking ?? []).filter(inWindow),
    };
  }

  private async write(key: string, at: readonly number[], checking: readonly number[]): Promise<void> {
    if (!at.length) await this.failures.delete(key);
    else await this.failures.put(key, checking.length ? { key, at, checking } : { key, at });
  }

  /** Failures of one key are counted one at a time, on every instance (attempts come in parallel). */
  private locked<T>(key: string, work: () => Promise<T>): Promise<T> {
    return this.store.lock([`throttle:${this.name}:${key}`], work);
  }

  /** Whether a key with these failures may try now (wait 0), and if not, why and for how long. */
  private refusal(at: readonly number[], checking: readonly number[], now: number): Begun {
    if (at.length < this.rule.limit) return { wait: 0, checking: false };
    const fresh = checking.filter((t) => now - t < CHECKING_MS);
    if (at.length - fresh.length < this.rule.limit && fresh.length > 0) {
      const first = Math.min(...fresh);
      return { wait: Math.max(1, first + CHECKING_MS - now), checking: true };
    }
    const oldest = at[at.length - this.rule.limit] ?? now;
    return { wait: Math.max(1, oldest + this.rule.windowMs - now), checking: false };
  }

  /**
   * Milliseconds until `key` may try again; 0 when it may now. Tries still being checked count as
   * failures here; the wait for them is at most CHECKING_MS.
   */
  async retryAfterMs(key: string, now: number): Promise<number> {
    const { at, checking } = this.recent(await this.failures.get(key), now);
    return this.refusal(at, checking, now).wait;
  }

  /**
   * Starts a try: checked and counted as failed in one step, so that many attempts at once cannot
   * all slip past the limit. Answers the wait when `key` may not try now (counting nothing), or 0
   * after counting it; marked as being checked when `checking` (settle it with `settle`, `forgive`
   * or `clear`).
   */
  async begin(key: string, now: number, { checking = false } = {}): Promise<Begun> {
    const outcome = await this.locked(key, async () => {
      const stored = await this.failures.get(key);
      const recent = this.recent(stored, now);
      const refused = this.refusal(recent.at, recent.checking, now);
      if (refused.wait > 0) return { begun: refused, added: false };
      const at = [...recent.at, now].slice(-this.rule.limit);
      await this.write(key, at, checking ? [...recent.checking, now] : recent.checking);
      return { begun: refused, added: !stored };
    });
    if (outcome.added) await this.noteAdded(now);
    return outcome.begun;
  }

  /**
   * An attempt that is counted as failed at once (`begin` without the mark): answers the wait (ms)
   * when `key` may not try now, counting nothing then, or 0 after counting it. `forgive` takes it
   * back when it succeeds.
   */
  async attempt(key: string, now: number): Promise<number> {
    return (await this.begin(key, now)).wait;
  }

  /** The try begun at `at` was wrong: no longer being checked, it stays a failure. */
  settle(key: string, at: number): Promise<void> {
    return this.locked(key, async () => {
      const stored = await this.failures.get(key);
      if (!stored?.checking?.includes(at)) return;
      await this.write(key, stored.at, withoutOne(stored.checking, at));
    });
  }

  /** Takes back the failure counted at `at`, for an attempt that turned out to succeed. */
  forgive(key: string, at: number): Promise<void> {
    return this.locked(key, async () => {
      const stored = await this.failures.get(key);
      if (!stored?.at.includes(at)) return;
      await this.write(key, withoutOne(stored.at, at), withoutOne(stored.checking ?? [], at));
    });
  }

  /**
   * Forgets every failure of `key` (a right try, begun at `at` if given), but for the tries of others
   * still being checked: each is settled on its own.
   */
  clear(key: string, at?: number): Promise<void> {
    return this.locked(key, async () => {
      const stored = await this.failures.get(key);
      if (!stored) return;
      const others = at === undefined ? [...(stored.checking ?? [])] : withoutOne(stored.checking ?? [], at);
      await this.write(key, others, others);
    });
  }

  private noteAdded(now: number): Promise<void> {
    return sweepKeysWhenDue(this.store, {
      records: this.failures,
      sweeps: this.sweeps,
      lock: `throttle:${this.name}:sweep`,
      now,
      windowMs: this.rule.windowMs,
      maxKeys: this.maxKeys,
    });
  }
}

/** Records kept by key, each with the times of its recent tries, oldest first. */
interface Timed {
  readonly key: string;
  readonly at: readonly number[];
}

/**
 * Notes one key added to `records`, and sweeps them once a window has passed or `maxKeys` keys were
 * added since the last sweep: the collection stays under twice maxKeys without being walked on every
 * try. A sweep drops the keys quiet for a window, then (in a flood of keys) the least recent beyond
 * maxKeys. Used by every Throttle and by sign-in's turns (pages/sign-in-throttle.ts).
 */
export function sweepKeysWhenDue<R extends Timed>(
  store: Store,
  o: {
    readonly records: Collection<R>;
    readonly sweeps: Collection<Sweep>;
    readonly lock: string;
    readonly now: number;
    readonly windowMs: number;
    readonly maxKeys: number;
  },
): Promise<void> {
  const lastOf = (record: R) => record.at[record.at.length - 1] ?? 0;
  return store.lock([o.lock], async () => {
    const last = await o.sweeps.get('last');
    const added = (last?.added ?? 0) + 1;
    const sweptAt = last?.sweptAt ?? o.now;
    if (added < o.maxKeys && o.now - sweptAt < o.windowMs) {
      await o.sweeps.put('last', { sweptAt, added });
      return;
    }
    const live: R[] = [];
    for (const record of await o.records.values()) {
      if (o.now - lastOf(record) >= o.windowMs) await o.records.delete(record.key);
      else live.push(record);
    }
    live.sort((a, b) => lastOf(a) - lastOf(b));
    for (const record of live.slice(0, Math.max(0, live.length - o.maxKeys)))
      await o.records.delete(record.key);
    await o.sweeps.put('last', { sweptAt: o.now, added: 0 });
  });
}

/** Retry-After's value: whole seconds, rounded up. */
export const retryAfterSeconds = (ms: number) => Math.max(1, Math.ceil(ms / 1000));

/** 'in 15 minutes', 'in 1 minute': when a refused shopper may try again, for messages. */
export function tryAgainIn(ms: number): string {
  const minutes = Math.max(1, Math.ceil(ms / 60_000));
  return `in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}`;
}

// Failed attempts counted in a sliding window, by key (an email, a client address, a pass id): once
// a key has `limit` failures within `windowMs`, further attempts are refused until the oldest of them
// leaves the window. Used by sign-in and by Link Your Passes, so a password or a holder's phone number
// cannot be found by trying many. State lives in a store collection, so every session (and every
// process sharing a persistent store) counts together.
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
}

interface Sweep {
  readonly sweptAt: number;
  /** Keys added since then. */
  readonly added: number;
}

const DEFAULT_MAX_KEYS = 10_000;

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

  private async recent(key: string, now: number): Promise<number[]> {
    const at = (await this.failures.get(key))?.at ?? [];
    return at.filter((t) => now - t < this.rule.windowMs);
  }

  /** Failures of one key are counted one at a time, on every instance (attempts come in parallel). */
  private locked<T>(key: string, work: () => Promise<T>): Promise<T> {
    return this.store.lock([`throttle:${this.name}:${key}`], work);
  }

  /** Milliseconds until `key` may try again; 0 when it may now. */
  async retryAfterMs(key: string, now: number): Promise<number> {
    const recent = await this.recent(key, now);
    if (recent.length < this.rule.limit) return 0;
    const oldest = recent[recent.length - this.rule.limit] ?? now;
    return Math.max(1, oldest + this.rule.windowMs - now);
  }

  /**
   * An attempt that is counted as failed at once, checked and counted in one step so that many
   * attempts at once cannot all slip past the limit: answers the wait (ms) when `key` may not try
   * now, counting nothing then, or 0 after counting it. `forgive` takes it back when it succeeds.
   */
  async attempt(key: string, now: number): Promise<number> {
    const outcome = await this.locked(key, async () => {
      const wait = await this.retryAfterMs(key, now);
      if (wait > 0) return { wait, added: false };
      const before = await this.failures.get(key);
      const at = [...(await this.recent(key, now)), now].slice(-this.rule.limit);
      await this.failures.put(key, { key, at });
      return { wait: 0, added: !before };
    });
    if (outcome.added) await this.noteAdded(now);
    return outcome.wait;
  }

  /** Takes back the failure counted at `at`, for an attempt that turned out to succeed. */
  forgive(key: string, at: number): Promise<void> {
    return this.locked(key, async () => {
      const stored = await this.failures.get(key);
      if (!stored) return;
      const i = stored.at.lastIndexOf(at);
      if (i < 0) return;
      const rest = stored.at.filter((_, j) => j !== i);
      if (rest.length) await this.failures.put(key, { key, at: rest });
      else await this.failures.delete(key);
    });
  }

  /** Forgets every failure of `key`. */
  clear(key: string): Promise<void> {
    return this.locked(key, () => this.failures.delete(key));
  }

  // Sweeps once a window has passed or maxKeys keys were added since the last sweep: the collection
  // stays under twice maxKeys without being walked on every failure.
  private noteAdded(now: number): Promise<void> {
    return this.store.lock([`throttle:${this.name}:sweep`], async () => {
      const last = await this.sweeps.get('last');
      const added = (last?.added ?? 0) + 1;
      const sweptAt = last?.sweptAt ?? now;
      if (added < this.maxKeys && now - sweptAt < this.rule.windowMs) {
        await this.sweeps.put('last', { sweptAt, added });
        return;
      }
      await this.sweep(now);
      await this.sweeps.put('last', { sweptAt: now, added: 0 });
    });
  }

  /** Drops quiet keys, then (in a flood of keys) the least recent beyond maxKeys. */
  private async sweep(now: number): Promise<void> {
    const live: Failures[] = [];
    for (const record of await this.failures.values()) {
      const last = record.at[record.at.length - 1] ?? 0;
      if (now - last >= this.rule.windowMs) await this.failures.delete(record.key);
      else live.push(record);
    }
    if (live.length <= this.maxKeys) return;
    live.sort((a, b) => (a.at[a.at.length - 1] ?? 0) - (b.at[b.at.length - 1] ?? 0));
    for (const record of live.slice(0, live.length - this.maxKeys)) await this.failures.delete(record.key);
  }
}

/** Retry-After's value: whole seconds, rounded up. */
export const retryAfterSeconds = (ms: number) => Math.max(1, Math.ceil(ms / 1000));

/** 'in 15 minutes', 'in 1 minute': when a refused shopper may try again, for messages. */
export function tryAgainIn(ms: number): string {
  const minutes = Math.max(1, Math.ceil(ms / 60_000));
  return `in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}`;
}

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
    this.failures = store.collection(`throttle.${name}`);
    this.sweeps = store.collection(`throttle.${name}.sweep`);
    this.maxKeys = rule.maxKeys ?? DEFAULT_MAX_KEYS;
  }

  private recent(key: string, now: number): number[] {
    const at = this.failures.get(key)?.at ?? [];
    return at.filter((t) => now - t < this.rule.windowMs);
  }

  /** Milliseconds until `key` may try again; 0 when it may now. */
  retryAfterMs(key: string, now: number): number {
    const recent = this.recent(key, now);
    if (recent.length < this.rule.limit) return 0;
    const oldest = recent[recent.length - this.rule.limit] ?? now;
    return Math.max(1, oldest + this.rule.windowMs - now);
  }

  /** Counts a failed attempt (or one not yet known to have succeeded: see `forgive`). */
  fail(key: string, now: number): void {
    const before = this.failures.get(key);
    const at = [...this.recent(key, now), now].slice(-this.rule.limit);
    this.failures.put(key, { key, at });
    if (!before) this.noteAdded(now);
  }

  /** Takes back the failure counted at `at`, for an attempt that turned out to succeed. */
  forgive(key: string, at: number): void {
    const stored = this.failures.get(key);
    if (!stored) return;
    const i = stored.at.lastIndexOf(at);
    if (i < 0) return;
    const rest = stored.at.filter((_, j) => j !== i);
    if (rest.length) this.failures.put(key, { key, at: rest });
    else this.failures.delete(key);
  }

  /** Forgets every failure of `key`. */
  clear(key: string): void {
    this.failures.delete(key);
  }

  // Sweeps once a window has passed or maxKeys keys were added since the last sweep: the collection
  // stays under twice maxKeys without being walked on every failure.
  private noteAdded(now: number): void {
    const last = this.sweeps.get('last');
    const added = (last?.added ?? 0) + 1;
    const sweptAt = last?.sweptAt ?? now;
    if (added < this.maxKeys && now - sweptAt < this.rule.windowMs) {
      this.sweeps.put('last', { sweptAt, added });
      return;
    }
    this.sweep(now);
    this.sweeps.put('last', { sweptAt: now, added: 0 });
  }

  /** Drops quiet keys, then (in a flood of keys) the least recent beyond maxKeys. */
  private sweep(now: number): void {
    const live: Failures[] = [];
    for (const record of [...this.failures.values()]) {
      const last = record.at[record.at.length - 1] ?? 0;
      if (now - last >= this.rule.windowMs) this.failures.delete(record.key);
      else live.push(record);
    }
    if (live.length <= this.maxKeys) return;
    live.sort((a, b) => (a.at[a.at.length - 1] ?? 0) - (b.at[b.at.length - 1] ?? 0));
    for (const record of live.slice(0, live.length - this.maxKeys)) this.failures.delete(record.key);
  }
}

/** Retry-After's value: whole seconds, rounded up. */
export const retryAfterSeconds = (ms: number) => Math.max(1, Math.ceil(ms / 1000));

/** 'in 15 minutes', 'in 1 minute': when a refused shopper may try again, for messages. */
export function tryAgainIn(ms: number): string {
  const minutes = Math.max(1, Math.ceil(ms / 60_000));
  return `in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}`;
}

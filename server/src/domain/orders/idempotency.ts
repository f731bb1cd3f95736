// Idempotency-Key (the contract's header on the calls that charge or place an order): the first
// answer of a key is kept for 24 hours and a repeat returns it without doing the work again. Keys
// are scoped to the session and the operation, so one shopper's key never replays another's
// answer; a key reused with a different request body is refused (409), as it is most likely a bug.
import { badRequest, conflict } from '../../http/errors.js';
import type { Collection, Store } from '../../store/store.js';

export const IDEMPOTENCY_WINDOW_MS = 24 * 60 * 60 * 1000;
export const IDEMPOTENCY_KEY_MAX_LENGTH = 64;

export const IDEMPOTENCY_KEY_INVALID = 'The Idempotency-Key header must be 1 to 64 characters';
export const IDEMPOTENCY_KEY_REUSED =
  'This Idempotency-Key was already used for a different request. Use a new key for a new attempt';

interface Entry {
  readonly id: string;
  readonly at: number;
  readonly fingerprint: string;
  readonly answer: unknown;
}

export type IdempotencyCheck =
  | { readonly kind: 'invalidKey' }
  | { readonly kind: 'reused' }
  | { readonly kind: 'replay'; readonly answer: unknown }
  | { readonly kind: 'fresh' };

export class IdempotencyLedger {
  constructor(
    private readonly entries: Collection<Entry>,
    private readonly now: () => number,
  ) {}

  /** What to do with a call carrying `key` (null: no header, always fresh). */
  async check(scope: string, key: string | null, fingerprint: string): Promise<IdempotencyCheck> {
    if (key === null) return { kind: 'fresh' };
    if (key.length === 0 || key.length > IDEMPOTENCY_KEY_MAX_LENGTH) return { kind: 'invalidKey' };
    const entry = await this.entries.get(`${scope}|${key}`);
    if (!entry || this.now() - entry.at >= IDEMPOTENCY_WINDOW_MS) return { kind: 'fresh' };
    if (entry.fingerprint !== fingerprint) return { kind: 'reused' };
    return { kind: 'replay', answer: entry.answer };
  }

  /** Keeps the first answer of `key`. */
  async remember(scope: string, key: string | null, fingerprint: string, answer: unknown): Promise<void> {
    if (key === null) return;
    const id = `${scope}|${key}`;
    await this.entries.put(id, { id, at: this.now(), fingerprint, answer });
  }

  /** Drops expired entries (the orders' sweep does, every minute, outside any shopper's call). */
  async forgetExpired(): Promise<number> {
    const now = this.now();
    let forgotten = 0;
    for (const entry of await this.entries.values())
      if (now - entry.at >= IDEMPOTENCY_WINDOW_MS) {
        await this.entries.delete(entry.id);
        forgotten++;
      }
    return forgotten;
  }
}

/** A stable text of a request body (key order does not matter). */
export function fingerprint(value: unknown): string {
  const sorted = (v: unknown): unknown =>
    Array.isArray(v)
      ? v.map(sorted)
      : v && typeof v === 'object'
        ? Object.fromEntries(
            Object.entries(v as Record<string, unknown>)
              .filter(([, x]) => x !== undefined)
              .sort(([a], [b]) => (a < b ? -1 : 1))
              .map(([k, x]) => [k, sorted(x)]),
          )
        : v;
  return JSON.stringify(sorted(value) ?? null);
}

/** What a submit handler needs to run idempotently. */
export interface IdempotentCall {
  readonly services: { readonly store: Store; readonly clock: { now(): number } };
  readonly session: { readonly id: string };
  readonly request: Request;
  readonly body: unknown;
}

export const IDEMPOTENCY_HEADER = 'Idempotency-Key';

/** The ledger of every submit's first answers. */
export const idempotencyLedger = (services: IdempotentCall['services']) =>
  new IdempotencyLedger(services.store.collection('orders.idempotency'), () => services.clock.now());

/**
 * Where a submit's answer is kept: its scope (session and operation), its Idempotency-Key and its
 * request's fingerprint. The order it places carries it (pending.ts), so that whoever settles that
 * order in its payer's stead keeps the answer here (settle.ts) and a repeat finds it.
 */
export interface KeptSubmit {
  readonly scope: string;
  readonly key: string;
  readonly fingerprint: string;
}

/** Keeps `answer` as the first answer of a submit settled in its payer's stead. */
export const keepAnswer = (services: IdempotentCall['services'], kept: KeptSubmit, answer: unknown) =>
  idempotencyLedger(services).remember(kept.scope, kept.key, kept.fingerprint, answer);

/** What a submit found of its session's order in payment, before it runs (settle.ts settleOwnOrder). */
export interface OwnOrderFound<T> {
  /** There was one, and it is settled now: its submit's answer may be kept by now. */
  readonly found: boolean;
  /** The answer to give instead of running: that order, confirmed (the cart it paid for is emptied). */
  readonly instead?: T;
}

/**
 * Runs `work` once per Idempotency-Key: a repeat gets the first 200 answer back. Failures (thrown
 * ApiErrors) are not kept, so a corrected retry with the same key runs. Before a fresh key runs,
 * `ownOrder` settles the session's order in payment (a first try of this key on another instance,
 * or another submit): it waits for a live payer a little (then 503), or settles a dead one's order,
 * keeping its answer under that submit's key, which is then read again.
 */
export async function idempotent<T>(
  call: IdempotentCall,
  operation: string,
  work: (kept: KeptSubmit | null) => T | Promise<T>,
  ownOrder: () => Promise<OwnOrderFound<T>> = async () => ({ found: false }),
): Promise<T> {
  const ledger = idempotencyLedger(call.services);
  // An empty header is no key (some clients send every optional header, empty).
  const key = call.request.headers.get(IDEMPOTENCY_HEADER)?.trim() || null;
  const scope = `${call.session.id}|${operation}`;
  const print = fingerprint(call.body);
  let check = await ledger.check(scope, key, print);
  if (check.kind === 'invalidKey') throw badRequest(IDEMPOTENCY_KEY_INVALID);
  if (check.kind === 'fresh') {
    const own = await ownOrder();
    if (own.found) check = await ledger.check(scope, key, print);
    if (check.kind === 'fresh' && own.instead !== undefined) {
      await ledger.remember(scope, key, print, own.instead);
      return own.instead;
    }
  }
  if (check.kind === 'reused') throw conflict(IDEMPOTENCY_KEY_REUSED);
  if (check.kind === 'replay') return check.answer as T;
  const answer = await work(key === null ? null : { scope, key, fingerprint: print });
  await ledger.remember(scope, key, print, answer);
  return answer;
}

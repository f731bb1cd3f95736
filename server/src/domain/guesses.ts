// Secrets a caller could find by trying many (a password, a pass holder's phone or zip code, a
// promotion code, whether an email has an account) all sit behind this one mechanism. A try counts
// against each of its keys (whose secret it is: an email, a pass; and who tries: a session, an
// account, a client address), each in its own sliding window (Throttle). It is counted as it starts,
// before the secret is checked, so that many tries at once cannot all slip past a limit; over any
// key's limit the try is refused without checking (the caller answers 429 with Retry-After).
import type { Store } from '../store/store.js';
import { Throttle, type ThrottleRule } from './throttle.js';

export interface GuessKey {
  /** The throttle's name (its store collection): one per kind of key. */
  readonly throttle: string;
  readonly key: string;
  readonly rule: ThrottleRule;
  /**
   * The secret's own key (an email, a pass): a right try clears its failures. Keys of who tries keep
   * theirs (only that try is taken back), or one secret of the caller's own would reset its count
   * between guesses at others.
   */
  readonly clearOnSuccess?: boolean;
}

export interface Guess {
  /** Set when the try is refused: the key whose limit was reached (its throttle) and the wait. */
  readonly refused: { readonly throttle: string; readonly retryAfterMs: number } | null;
  /** The try was right. */
  succeeded(): Promise<void>;
  /** The try turned out not to be a wrong guess: it no longer counts. */
  notWrong(): Promise<void>;
}

const throttleOf = (store: Store, key: GuessKey) => new Throttle(store, key.throttle, key.rule);

/** Starts a try: counts it against every key, or refuses it (counting nothing) when one is over its limit. */
export async function startGuess(store: Store, keys: readonly GuessKey[], now: number): Promise<Guess> {
  const counted: GuessKey[] = [];
  let refused: Guess['refused'] = null;
  for (const key of keys) {
    const wait = await throttleOf(store, key).attempt(key.key, now);
    if (wait === 0) counted.push(key);
    else if (!refused || wait > refused.retryAfterMs)
      refused = { throttle: key.throttle, retryAfterMs: wait };
  }
  const forgive = async () => {
    for (const key of counted) await throttleOf(store, key).forgive(key.key, now);
  };
  if (refused) {
    await forgive(); // a refused try is not a try
    return { refused, succeeded: async () => {}, notWrong: async () => {} };
  }
  return {
    refused: null,
    succeeded: async () => {
      for (const key of counted) {
        const throttle = throttleOf(store, key);
        if (key.clearOnSuccess) await throttle.clear(key.key);
        else await throttle.forgive(key.key, now);
      }
    },
    notWrong: forgive,
  };
}

/** Milliseconds until every key may try again (0: now), counting nothing. */
export async function guessWait(store: Store, keys: readonly GuessKey[], now: number): Promise<number> {
  let wait = 0;
  for (const key of keys) wait = Math.max(wait, await throttleOf(store, key).retryAfterMs(key.key, now));
  return wait;
}

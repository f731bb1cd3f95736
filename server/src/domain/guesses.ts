// Secrets a caller could find by trying many (a password, a pass holder's phone or zip code, a
// promotion code, whether an email has an account) all sit behind this one mechanism. A try counts
// against each of its keys (whose secret it is: an email, a pass; and who tries: a session, an
// account, a client address), each in its own sliding window (Throttle). It is counted as it starts,
// before the secret is checked, so that many tries at once cannot all slip past a limit; over any
// key's limit the try is refused without checking (the caller answers 429 with Retry-After). A try
// whose secret is slow to check (a password) may wait a moment for the tries still being checked
// (GuessOptions.whileChecking), so that right ones at once are not refused for the others.
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
  /**
   * The try was wrong: it stays counted, no longer as being checked (a try not settled counts as
   * wrong all the same; settling it lets the tries waiting for it go on at once).
   */
  wrong(): Promise<void>;
  /** The try turned out not to be a wrong guess: it no longer counts. */
  notWrong(): Promise<void>;
}

export interface GuessOptions {
  /**
   * The secret is slow to check (a password's hash): the try is marked as being checked until it is
   * settled (succeeded, wrong, notWrong), and a try refused only because of tries still being checked
   * waits for them (up to `waitMs`, holding no lock nor transaction: Store.outside) and checks again.
   * So many right tries at once all go through, while many wrong ones are held to the limit.
   */
  readonly whileChecking?: {
    /** The clock tries are counted by (the services' clock), read again after each wait. */
    readonly now: () => number;
    /** How long a try may wait for others to be settled (ms); WAIT_FOR_CHECKS_MS unless set. */
    readonly waitMs?: number;
  };
}

/** How long a try waits for the tries still being checked before it is refused. */
export const WAIT_FOR_CHECKS_MS = 2_000;
const FIRST_PAUSE_MS = 20;
const LONGEST_PAUSE_MS = 200;

const throttleOf = (store: Store, key: GuessKey) => new Throttle(store, key.throttle, key.rule);

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

type Counted =
  | { readonly refused: null }
  | { readonly refused: NonNullable<Guess['refused']>; readonly checking: boolean };

/** Counts the try at `now` against every key, or (counting nothing) says why not. */
async function countTry(
  store: Store,
  keys: readonly GuessKey[],
  now: number,
  checking: boolean,
): Promise<Counted> {
  const counted: GuessKey[] = [];
  let refused: Guess['refused'] = null;
  let onlyChecking = true;
  for (const key of keys) {
    const begun = await throttleOf(store, key).begin(key.key, now, { checking });
    if (begun.wait === 0) {
      counted.push(key);
      continue;
    }
    onlyChecking &&= begun.checking;
    if (!refused || begun.wait > refused.retryAfterMs)
      refused = { throttle: key.throttle, retryAfterMs: begun.wait };
  }
  if (!refused) return { refused: null };
  for (const key of counted) await throttleOf(store, key).forgive(key.key, now); // a refused try is not a try
  return { refused, checking: onlyChecking };
}

/** Starts a try: counts it against every key, or refuses it (counting nothing) when one is over its limit. */
export async function startGuess(
  store: Store,
  keys: readonly GuessKey[],
  now: number,
  options: GuessOptions = {},
): Promise<Guess> {
  const { whileChecking } = options;
  const deadline = Date.now() + (whileChecking?.waitMs ?? WAIT_FOR_CHECKS_MS);
  let pause = FIRST_PAUSE_MS;
  let at = now;
  let outcome = await countTry(store, keys, at, whileChecking !== undefined);
  while (outcome.refused && outcome.checking && whileChecking && Date.now() + pause <= deadline) {
    const ms = pause;
    await store.outside(() => sleep(ms));
    pause = Math.min(pause * 2, LONGEST_PAUSE_MS);
    at = Math.max(at, whileChecking.now());
    outcome = await countTry(store, keys, at, true);
  }
  if (outcome.refused) {
    const none = async () => {};
    return { refused: outcome.refused, succeeded: none, wrong: none, notWrong: none };
  }
  const each = async (work: (throttle: Throttle, key: GuessKey) => Promise<void>) => {
    for (const key of keys) await work(throttleOf(store, key), key);
  };
  return {
    refused: null,
    succeeded: () =>
      each((throttle, key) =>
        key.clearOnSuccess ? throttle.clear(key.key, at) : throttle.forgive(key.key, at),
      ),
    wrong: () => (whileChecking ? each((throttle, key) => throttle.settle(key.key, at)) : Promise.resolve()),
    notWrong: () => each((throttle, key) => throttle.forgive(key.key, at)),
  };
}

/** Milliseconds until every key may try again (0: now), counting nothing. */
export async function guessWait(store: Store, keys: readonly GuessKey[], now: number): Promise<number> {
  let wait = 0;
  for (const key of keys) wait = Math.max(wait, await throttleOf(store, key).retryAfterMs(key.key, now));
  return wait;
}

// How many wrong passwords sign-in allows, so that a password cannot be found by trying many, while
// strangers cannot lock an owner out (OWASP's advice: count per pair, trust known browsers, and slow
// an account down rather than lock it):
// - a browser not known to the account: 5 wrong per email from one client address (the pair), and
//   20 per client address across emails, in 15 minutes; over either, refused (429) before the
//   password is checked. An email is counted whether or not it has an account, so the throttle does
//   not tell who has one;
// - per email from all addresses together, no lock: past 10 recent tries from browsers it does not
//   know, they take turns (one at a time, 1 s apart, then 2 s, 4 s, and 6 s at most), so a crowd of
//   addresses gets at most 10 guesses a minute at one account, and the owner's right password, from
//   any new address, goes through once its turn comes. A try waits 8 s at most for its turn; one
//   whose turn is further off is refused (429, Retry-After a few seconds), counting nothing;
// - a browser known to the account (it signed in to it before, known-browsers.ts): 5 wrong of its
//   own in 15 minutes, whatever others do, without turns; past them it is counted like any other.
// And how many registrations a client address may try: each one tells whether an email has an account.
import { normalizeEmail } from '../catalog/accounts.js';
import { type Guess, type GuessKey, startGuess } from '../domain/guesses.js';
import { type Sweep, sweepKeysWhenDue } from '../domain/throttle.js';
import { clientAddress } from '../http/client.js';
import type { Store } from '../store/store.js';
import { knownBrowser, rememberBrowser } from './known-browsers.js';
import type { PageRequest } from './request.js';

export const SIGN_IN_WINDOW_MS = 15 * 60 * 1000;
/** Wrong passwords per email from one client address (a browser not known to the account). */
export const MAX_FAILURES_PER_EMAIL_AND_CLIENT = 5;
/** Wrong passwords per client address across emails (browsers not known to the account). */
export const MAX_FAILURES_PER_CLIENT = 20;
/** Wrong passwords of a browser known to the account, counted apart from anyone else's. */
export const MAX_FAILURES_PER_KNOWN_BROWSER = 5;
// Per email from all addresses (browsers the account does not know), no lock but turns:
/** Tries before turns begin: twice one address's 5, so an owner mistyping on two devices is not slowed. */
export const TURNS_AFTER_TRIES_PER_EMAIL = 10;
/** The first turn's spacing, doubled with each further try (1, 2, 4 s): a guesser feels it at once. */
export const FIRST_TURN_SPACING_MS = 1_000;
/** The longest spacing: at most 10 guesses a minute at an account, at most 6 s more for its owner. */
export const MAX_TURN_SPACING_MS = 6_000;
/** The longest wait for a turn (then 429): with guesses.ts's 2 s for checks, no sign-in is held 10 s. */
export const MAX_TURN_WAIT_MS = 8_000;
/** How often a try waiting for its turn looks at the clock again (the services' clock: a test's moves). */
const TURN_POLL_MS = 50;
/** Turns kept per email: enough to know the spacing reached its longest. */
const TURNS_KEPT = 2 * TURNS_AFTER_TRIES_PER_EMAIL;
/** Emails whose turns are kept before a sweep drops the quiet ones (and, in a flood, the least recent). */
const MAX_TURN_KEYS = 10_000;
export const REGISTER_WINDOW_MS = 60 * 60 * 1000;
export const MAX_REGISTRATIONS_PER_CLIENT = 10;

export interface SignInAttempt {
  /** Milliseconds until this email and client may try again; 0 when they may now. */
  readonly retryAfterMs: number;
  /** The password was right: takes back what the attempt counted, and remembers the browser. */
  succeeded(): Promise<void>;
  /** The password was wrong (or the email has no account): the attempt stays counted. */
  failed(): Promise<void>;
}

const rule = (limit: number) => ({ limit, windowMs: SIGN_IN_WINDOW_MS });

/**
 * Starts a sign-in attempt (domain/guesses.ts): counted as failed at once and forgiven when it
 * succeeds, so many attempts at once cannot all slip past the limit while their passwords are being
 * hashed; one refused only because of attempts still being hashed waits for them (2 s at most), so
 * right passwords at once all go through. From a browser the account does not know, it then takes
 * its turn at the email (takeSignInTurn), waiting for it outside the call's transaction.
 */
export async function startSignIn({ c, services }: PageRequest, email: string): Promise<SignInAttempt> {
  const { store, clock } = services;
  const account = normalizeEmail(email);
  const now = clock.now();
  const options = { whileChecking: { now: () => clock.now() } };
  const attemptOf = (guess: Guess, turn?: number): SignInAttempt => ({
    retryAfterMs: guess.refused?.retryAfterMs ?? 0,
    succeeded: async () => {
      await guess.succeeded();
      if (turn !== undefined) await forgiveTurn(store, account, turn);
      await rememberBrowser(c, services, account, clock.now());
    },
    failed: guess.wrong,
  });
  const known = await knownBrowser(c, store, account, now);
  if (known) {
    const keys: GuessKey[] = [
      {
        throttle: 'sign-in.known-browser',
        key: known,
        rule: rule(MAX_FAILURES_PER_KNOWN_BROWSER),
        clearOnSuccess: true,
      },
    ];
    const guess = await startGuess(store, keys, now, options);
    if (!guess.refused) return attemptOf(guess);
    // Past its own limit, the browser is counted as one the account does not know.
  }
  const address = clientAddress(c, services.options);
  const keys: GuessKey[] = [
    {
      throttle: 'sign-in.email-client',
      key: `${address} ${account}`,
      rule: rule(MAX_FAILURES_PER_EMAIL_AND_CLIENT),
      clearOnSuccess: true,
    },
    { throttle: 'sign-in.client', key: address, rule: rule(MAX_FAILURES_PER_CLIENT) },
  ];
  const guess = await startGuess(store, keys, now, options);
  if (guess.refused) return attemptOf(guess);
  // Counted at its address first: an address over its limits takes no turn from the owner.
  const turn = await takeSignInTurn(store, account, clock.now());
  if ('refusedMs' in turn) {
    await guess.notWrong(); // a refused try is not a try
    const none = async () => {};
    return { retryAfterMs: turn.refusedMs, succeeded: none, failed: none };
  }
  if (turn.waitMs > 0) await store.outside(() => waitForTurn(() => clock.now(), turn.at, turn.waitMs));
  return attemptOf(guess, turn.at);
}

/** A try's turn at an email: when it comes (`at`, services' clock) and how far off; or refused. */
export type SignInTurn =
  | { readonly at: number; readonly waitMs: number }
  /** Its turn is more than MAX_TURN_WAIT_MS off: how long until one would not be (nothing taken). */
  | { readonly refusedMs: number };

interface Turns {
  readonly key: string;
  /**
   * The turns of the email's recent tries from browsers it does not know (ms, services' clock, in
   * order, some maybe still to come), each a wrong password unless forgiven; at most TURNS_KEPT.
   */
  readonly at: readonly number[];
}

const turnsOf = (store: Store) => store.collection<Turns>('sign-in.turns');
const lockOf = (account: string) => [`sign-in:turns:${account}`];

/** The spacing after the last turn, for an email with `tries` recent tries (none below the threshold). */
export const turnSpacing = (tries: number): number =>
  tries < TURNS_AFTER_TRIES_PER_EMAIL
    ? 0
    : Math.min(MAX_TURN_SPACING_MS, FIRST_TURN_SPACING_MS * 2 ** (tries - TURNS_AFTER_TRIES_PER_EMAIL));

/**
 * Takes the next turn at the email `account` (normalized) at `now`: past the threshold, one try at
 * a time, each a spacing after the one before (growing with the recent tries), so a crowd of
 * addresses is slowed rather than the account locked. Counted as a wrong try until forgiven
 * (forgiveTurn). Only a short read and write under the email's lock; the wait is the caller's.
 */
export async function takeSignInTurn(store: Store, account: string, now: number): Promise<SignInTurn> {
  const turns = turnsOf(store);
  const outcome = await store.lock(lockOf(account), async (): Promise<SignInTurn & { added?: true }> => {
    const stored = await turns.get(account);
    const at = (stored?.at ?? []).filter((t) => now - t < SIGN_IN_WINDOW_MS);
    const last = at[at.length - 1];
    const turn = last === undefined ? now : Math.max(now, last + turnSpacing(at.length));
    if (turn - now > MAX_TURN_WAIT_MS) return { refusedMs: turn - now - MAX_TURN_WAIT_MS };
    await turns.put(account, { key: account, at: [...at, turn].slice(-TURNS_KEPT) });
    return stored ? { at: turn, waitMs: turn - now } : { at: turn, waitMs: turn - now, added: true };
  });
  if (outcome.added) await noteAdded(store, now);
  const { added: _, ...turn } = outcome;
  return turn;
}

/** The try whose turn was `at` had the right password: it no longer counts. */
async function forgiveTurn(store: Store, account: string, at: number): Promise<void> {
  const turns = turnsOf(store);
  await store.lock(lockOf(account), async () => {
    const stored = await turns.get(account);
    const i = stored?.at.lastIndexOf(at) ?? -1;
    if (!stored || i < 0) return;
    const left = stored.at.filter((_, j) => j !== i);
    if (left.length) await turns.put(account, { key: account, at: left });
    else await turns.delete(account);
  });
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Waits, holding nothing (the caller is outside its transaction), until the clock reaches the turn
 * `at`, and never longer than `waitMs` of real time (a test's clock may stand still).
 */
async function waitForTurn(now: () => number, at: number, waitMs: number): Promise<void> {
  const deadline = performance.now() + waitMs;
  for (;;) {
    const left = Math.min(at - now(), deadline - performance.now());
    if (left <= 0) return;
    await sleep(Math.min(left, TURN_POLL_MS));
  }
}

/** Notes an email's first turn in the window: the turns are swept as a throttle's keys are. */
const noteAdded = (store: Store, now: number) =>
  sweepKeysWhenDue(store, {
    records: turnsOf(store),
    sweeps: store.collection<Sweep>('sign-in.turns.sweep'),
    lock: 'sign-in:turns:sweep',
    now,
    windowMs: SIGN_IN_WINDOW_MS,
    maxKeys: MAX_TURN_KEYS,
  });

/** Starts a registration: every one counts, made or refused, per client address (10 an hour). */
export async function startRegistration({ c, services }: PageRequest): Promise<{ retryAfterMs: number }> {
  const guess = await startGuess(
    services.store,
    [
      {
        throttle: 'register.client',
        key: clientAddress(c, services.options),
        rule: { limit: MAX_REGISTRATIONS_PER_CLIENT, windowMs: REGISTER_WINDOW_MS },
      },
    ],
    services.clock.now(),
  );
  return { retryAfterMs: guess.refused?.retryAfterMs ?? 0 };
}

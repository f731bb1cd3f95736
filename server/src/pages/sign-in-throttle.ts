// How many wrong passwords sign-in allows, so that a password cannot be found by trying many, while
// strangers cannot lock an owner out (OWASP's advice: count per pair, trust known browsers):
// - a browser not known to the account: 5 wrong per email from one client address (the pair), 30 per
//   email from all addresses together, and 20 per client address across emails, in 15 minutes; an
//   email is counted whether or not it has an account, so the throttle does not tell who has one;
// - a browser known to the account (it signed in to it before, known-browsers.ts): 5 wrong of its
//   own in 15 minutes, whatever others do; past them it is counted like any other browser.
// Over a limit, an attempt is refused before its password is checked. And how many registrations a
// client address may try: each one tells whether an email has an account.
import { normalizeEmail } from '../catalog/accounts.js';
import { type Guess, type GuessKey, startGuess } from '../domain/guesses.js';
import { clientAddress } from '../http/client.js';
import { knownBrowser, rememberBrowser } from './known-browsers.js';
import type { PageRequest } from './request.js';

export const SIGN_IN_WINDOW_MS = 15 * 60 * 1000;
/** Wrong passwords per email from one client address (a browser not known to the account). */
export const MAX_FAILURES_PER_EMAIL_AND_CLIENT = 5;
/** Wrong passwords per email from every address together (browsers not known to the account). */
export const MAX_FAILURES_PER_EMAIL = 30;
/** Wrong passwords per client address across emails (browsers not known to the account). */
export const MAX_FAILURES_PER_CLIENT = 20;
/** Wrong passwords of a browser known to the account, counted apart from anyone else's. */
export const MAX_FAILURES_PER_KNOWN_BROWSER = 5;
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
 * right passwords at once all go through.
 */
export async function startSignIn({ c, services }: PageRequest, email: string): Promise<SignInAttempt> {
  const { store, clock } = services;
  const account = normalizeEmail(email);
  const now = clock.now();
  const options = { whileChecking: { now: () => clock.now() } };
  const attemptOf = (guess: Guess): SignInAttempt => ({
    retryAfterMs: guess.refused?.retryAfterMs ?? 0,
    succeeded: async () => {
      await guess.succeeded();
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
    // Not cleared by a right password: a crowd of addresses guessing stays held to it.
    { throttle: 'sign-in.email', key: account, rule: rule(MAX_FAILURES_PER_EMAIL) },
    { throttle: 'sign-in.client', key: address, rule: rule(MAX_FAILURES_PER_CLIENT) },
  ];
  return attemptOf(await startGuess(store, keys, now, options));
}

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

// How many wrong passwords sign-in allows: per email (whether or not it has an account, so the
// throttle itself does not tell who has one) and per client address (one client trying many emails).
// Over either limit, an attempt is refused before its password is checked. And how many
// registrations a client address may try: each one tells whether an email has an account.
import { normalizeEmail } from '../catalog/accounts.js';
import { startGuess } from '../domain/guesses.js';
import { clientAddress } from '../http/client.js';
import type { PageRequest } from './request.js';

export const SIGN_IN_WINDOW_MS = 15 * 60 * 1000;
export const MAX_FAILURES_PER_EMAIL = 5;
export const MAX_FAILURES_PER_CLIENT = 20;
export const REGISTER_WINDOW_MS = 60 * 60 * 1000;
export const MAX_REGISTRATIONS_PER_CLIENT = 10;

export interface SignInAttempt {
  /** Milliseconds until this email and client may try again; 0 when they may now. */
  readonly retryAfterMs: number;
  /** The password was right: takes back what the attempt counted. */
  succeeded(): Promise<void>;
}

/**
 * Starts a sign-in attempt (domain/guesses.ts): counted as failed at once and forgiven when it
 * succeeds, so many attempts at once cannot all slip past the limit while their passwords are being
 * hashed.
 */
export async function startSignIn({ c, services }: PageRequest, email: string): Promise<SignInAttempt> {
  const guess = await startGuess(
    services.store,
    [
      {
        throttle: 'sign-in.email',
        key: normalizeEmail(email),
        rule: { limit: MAX_FAILURES_PER_EMAIL, windowMs: SIGN_IN_WINDOW_MS },
        clearOnSuccess: true,
      },
      {
        throttle: 'sign-in.client',
        key: clientAddress(c, services.options),
        rule: { limit: MAX_FAILURES_PER_CLIENT, windowMs: SIGN_IN_WINDOW_MS },
      },
    ],
    services.clock.now(),
  );
  return { retryAfterMs: guess.refused?.retryAfterMs ?? 0, succeeded: guess.succeeded };
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

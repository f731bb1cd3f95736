// How many wrong passwords sign-in allows: per email (whether or not it has an account, so the
// throttle itself does not tell who has one) and per client address (one client trying many emails).
// Over either limit, an attempt is refused before its password is checked.
import { normalizeEmail } from '../catalog/accounts.js';
import { Throttle } from '../domain/throttle.js';
import { clientAddress } from '../http/client.js';
import type { PageRequest } from './request.js';

export const SIGN_IN_WINDOW_MS = 15 * 60 * 1000;
export const MAX_FAILURES_PER_EMAIL = 5;
export const MAX_FAILURES_PER_CLIENT = 20;

export interface SignInAttempt {
  /** Milliseconds until this email and client may try again; 0 when they may now. */
  readonly retryAfterMs: number;
  /** The password was right: takes back what the attempt counted. */
  succeeded(): Promise<void>;
}

/**
 * Starts a sign-in attempt. An attempt that may go ahead is counted as failed at once and forgiven
 * when it succeeds, so many attempts at once cannot all slip past the limit while their passwords are
 * being hashed.
 */
export async function startSignIn({ c, services }: PageRequest, email: string): Promise<SignInAttempt> {
  const now = services.clock.now();
  const byEmail = new Throttle(services.store, 'sign-in.email', {
    limit: MAX_FAILURES_PER_EMAIL,
    windowMs: SIGN_IN_WINDOW_MS,
  });
  const byClient = new Throttle(services.store, 'sign-in.client', {
    limit: MAX_FAILURES_PER_CLIENT,
    windowMs: SIGN_IN_WINDOW_MS,
  });
  const emailKey = normalizeEmail(email);
  const clientKey = clientAddress(c, services.options);
  const emailWait = await byEmail.attempt(emailKey, now);
  const clientWait = await byClient.attempt(clientKey, now);
  const retryAfterMs = Math.max(emailWait, clientWait);
  if (retryAfterMs > 0) {
    // Refused: the attempt one throttle counted is not one.
    if (emailWait === 0) await byEmail.forgive(emailKey, now);
    if (clientWait === 0) await byClient.forgive(clientKey, now);
    return { retryAfterMs, succeeded: async () => {} };
  }
  return {
    retryAfterMs: 0,
    // The email's failures are over; the client's others stay, or one account of the attacker's
    // own would reset the client's count between guesses at others.
    succeeded: async () => {
      await byEmail.clear(emailKey);
      await byClient.forgive(clientKey, now);
    },
  };
}

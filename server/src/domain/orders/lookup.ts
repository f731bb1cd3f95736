// The anonymous order lookup (001 §4): the link's id and token open the order; when they do not, the
// shopper is asked for the order's phone number (the phone challenge) and the lookup is retried with
// it. Ours: a wrong phone number asks again; after MAX_PHONE_ATTEMPTS wrong numbers within
// PHONE_LOCK_MS the phone no longer opens the order until that window has passed, so the 10-digit
// phone cannot be guessed by trying numbers (the token still opens it).
import { digitsOnly } from '@boxoffice/sdk/rules';

export const MAX_PHONE_ATTEMPTS = 5;
export const PHONE_LOCK_MS = 15 * 60 * 1000;

/** The contract's phone-challenge example message. */
export const PHONE_CHALLENGE_MESSAGE = 'Please enter the phone number on the order';
export const PHONE_MISMATCH_MESSAGE =
  'The phone number does not match the order. Please enter the phone number on the order';
export const PHONE_LOCKED_MESSAGE =
  'Too many incorrect phone numbers were entered for this order. Please try again in 15 minutes';

export type LookupOutcome =
  | { readonly kind: 'open' }
  | { readonly kind: 'phoneRequired'; readonly message: string }
  | { readonly kind: 'locked'; readonly message: string };

export interface LookupTarget {
  readonly token: string;
  /** The order's phone, digits only. */
  readonly phoneNumber: string;
  readonly failedPhoneAttempts: readonly number[];
}

export interface LookupAttempt {
  readonly token: string;
  /** Digits only, or null on the first try. */
  readonly phoneNumber: string | null | undefined;
}

/** Same phone, allowing the NANP country code 1 in front of a 10-digit number. */
export function phoneMatches(orderPhone: string, entered: string): boolean {
  const a = digitsOnly(orderPhone);
  const b = digitsOnly(entered);
  if (a === '' || b === '') return false;
  return a === b || (a.length === 10 && b === `1${a}`) || (b.length === 10 && a === `1${b}`);
}

/** Constant-time string comparison, so the token cannot be found a character at a time. */
function sameSecret(a: string, b: string): boolean {
  let diff = a.length ^ b.length;
  for (let i = 0; i < Math.max(a.length, b.length); i++)
    diff |= (a.charCodeAt(i) || 0) ^ (b.charCodeAt(i) || 0);
  return diff === 0;
}

export const recentFailures = (attempts: readonly number[], now: number): number[] =>
  attempts.filter((at) => now - at < PHONE_LOCK_MS);

/**
 * Decides an anonymous lookup. Returns the outcome and the failed-attempt list to keep
 * (a wrong phone number adds one).
 */
export function checkLookup(
  target: LookupTarget,
  attempt: LookupAttempt,
  now: number,
): { outcome: LookupOutcome; failedPhoneAttempts: number[] } {
  const failures = recentFailures(target.failedPhoneAttempts, now);
  if (sameSecret(target.token, attempt.token))
    return { outcome: { kind: 'open' }, failedPhoneAttempts: failures };
  const phone = attempt.phoneNumber ?? null;
  if (phone === null || phone === '')
    return {
      outcome: { kind: 'phoneRequired', message: PHONE_CHALLENGE_MESSAGE },
      failedPhoneAttempts: failures,
    };
  if (failures.length >= MAX_PHONE_ATTEMPTS)
    return { outcome: { kind: 'locked', message: PHONE_LOCKED_MESSAGE }, failedPhoneAttempts: failures };
  if (phoneMatches(target.phoneNumber, phone))
    return { outcome: { kind: 'open' }, failedPhoneAttempts: failures };
  return {
    outcome: { kind: 'phoneRequired', message: PHONE_MISMATCH_MESSAGE },
    failedPhoneAttempts: [...failures, now],
  };
}

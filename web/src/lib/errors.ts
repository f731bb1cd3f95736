// The words an alert shows for a failed call. A shopper reads the server's message when it sent one
// (written for shoppers, in the seeds' words), or the message of an answer that said success false
// (a plain Error made from it), or, when no answer came, the transport's own message (seed 001 §8:
// 'the server or transport message'), after words of ours saying what it means. Anything else (an
// answer that is not the contract's JSON, a 5xx without a message, a fault in the page) gets the
// seeds' generic words or the caller's, and its technical text ("Request failed with status 500 on
// GET ...") goes to the console instead.
import { isStorefrontApiError, type StorefrontApiError } from '@boxoffice/sdk';

export const UNEXPECTED_ERROR = 'An unexpected error has occurred';

/** Ours: what a call without an answer means to the shopper, before the transport's own words. */
export const NO_ANSWER = 'The store could not be reached';

/** 'The store could not be reached (Failed to fetch).': the transport's message, when it gave one. */
function transportText(error: StorefrontApiError): string {
  const cause = error.cause instanceof Error ? error.cause.message.trim() : '';
  return cause ? `${NO_ANSWER} (${cause}).` : `${NO_ANSWER}.`;
}

/** Ours: a 429 that came without the server's words. */
export const TOO_MANY_ATTEMPTS = 'Too many attempts.';

/** 'in 15 minutes', 'in 1 minute', 'in 30 seconds': when a Retry-After of `seconds` has passed. */
export function tryAgainIn(seconds: number): string {
  if (seconds < 60) {
    const whole = Math.max(1, Math.ceil(seconds));
    return `in ${whole} ${whole === 1 ? 'second' : 'seconds'}`;
  }
  const minutes = Math.ceil(seconds / 60);
  return `in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}`;
}

/**
 * The words of a 429 (too many attempts: pass proofs, promotion codes, new visits from a network),
 * null for any other failure: the server's message, which says when to try again ('Please try again
 * in 15 minutes'), or ours; either way with Retry-After's time when the words do not say when.
 */
export function tooManyText(error: unknown): string | null {
  if (!isStorefrontApiError(error) || error.status !== 429) return null;
  const words = error.serverMessage?.trim() || TOO_MANY_ATTEMPTS;
  if (/try again/i.test(words)) return words;
  const when = error.retryAfter !== null ? tryAgainIn(error.retryAfter) : 'in a moment';
  return `${/[.!?]$/.test(words) ? words : `${words}.`} Please try again ${when}.`;
}

export function errorText(error: unknown, fallback: string = UNEXPECTED_ERROR): string {
  const tooMany = tooManyText(error);
  if (tooMany) return tooMany;
  if (isStorefrontApiError(error)) {
    if (error.serverMessage) return error.serverMessage;
    if (error.kind === 'network') {
      console.error(error);
      return transportText(error);
    }
  } else if (error instanceof Error && error.constructor === Error && error.message) {
    return error.message;
  }
  console.error(error);
  return fallback;
}

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

export function errorText(error: unknown, fallback: string = UNEXPECTED_ERROR): string {
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

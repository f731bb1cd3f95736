// The words an alert shows for a failed call. A shopper reads the server's message when it sent one
// (written for shoppers, in the seeds' words), or the message of an answer that said success false
// (a plain Error made from it). Anything else (no answer, an answer that is not the contract's JSON,
// a 5xx without a message, a fault in the page) gets the seeds' generic words or the caller's, and
// its technical text ("Request failed with status 500 on GET ...") goes to the console instead.
import { isStorefrontApiError } from '@boxoffice/sdk';

export const UNEXPECTED_ERROR = 'An unexpected error has occurred';

export function errorText(error: unknown, fallback: string = UNEXPECTED_ERROR): string {
  if (isStorefrontApiError(error)) {
    if (error.serverMessage) return error.serverMessage;
  } else if (error instanceof Error && error.constructor === Error && error.message) {
    return error.message;
  }
  console.error(error);
  return fallback;
}

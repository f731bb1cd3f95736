// Pages and the card provider's page answer a busy store as the API does: 503 with Retry-After and
// a sentence a person can read (nothing of the request was kept); anything else is a bug, logged.
import type { Context } from 'hono';
import { StoreBusy } from '../store/store.js';
import { ApiError, messages } from './errors.js';
import type { Logger } from './logging.js';

export const onAppError =
  (logger: Logger) =>
  (error: Error, c: Context): Response => {
    if (error instanceof StoreBusy) {
      c.header('Retry-After', String(error.retryAfterSeconds));
      return c.text(messages.storeBusy, 503);
    }
    // A refusal (a limit's 429: too many new visits from one address) in words, with its headers.
    if (error instanceof ApiError) {
      for (const [name, value] of Object.entries(error.headers ?? {})) c.header(name, value);
      return c.text(error.message, error.status);
    }
    logger.log('error', 'request failed', { path: c.req.path, error: error.stack ?? error.message });
    return c.text('Something went wrong on our side. Please try again.', 500);
  };

// Errors that say the connection to PostgreSQL is gone, not that a statement was wrong: the server
// restarting or shutting down, an administrator ending the backend (pg_terminate_backend), the
// network dropping it. A transaction on such a connection did not commit, so the call may be
// repeated once the database answers again (StoreBusy: 503 with Retry-After). The one exception is a
// COMMIT already sent as the connection went, which the server may have kept without the answer
// coming back: rare, and the reason a purchase carries an idempotency key.

/**
 * PostgreSQL's codes: 57P01 admin_shutdown (also pg_terminate_backend), 57P02 crash_shutdown,
 * 57P03 cannot_connect_now (starting up, shutting down), class 08 connection_exception; and Node's
 * socket errors.
 */
const CODES = new Set([
  '57P01',
  '57P02',
  '57P03',
  '08000',
  '08001',
  '08003',
  '08004',
  '08006',
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
]);

/**
 * The pg driver's own words for a lost connection: 'Connection terminated unexpectedly' (the socket
 * closed), 'Connection terminated' (and '... due to connection timeout'), and 'Client has encountered
 * a connection error and is not queryable' (a statement sent on a connection already lost).
 */
const MESSAGES = /^(Connection terminated|Client has encountered a connection error and is not queryable)/;

export function isConnectionLoss(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string' && CODES.has(code)) return true;
  if (MESSAGES.test(error.message)) return true;
  // Node's connect to a name with several addresses fails with one error per address.
  return error instanceof AggregateError && error.errors.some(isConnectionLoss);
}

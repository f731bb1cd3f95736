// A failure a handler reports by throwing: the router answers it with the contract's error envelope
// ({ success: false, message, errors? }). Anything else thrown is a bug, logged and answered 500.
// The answers the server gives any call of a kind (400 for bad input, 403 and 413 for a non-GET, 429
// and 503 for any call) are declared on every operation of that kind (openapi/AUTHORING.md); one an
// operation does not declare is logged as 'undeclared status'.
export type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 413 | 429;

export class ApiError extends Error {
  constructor(
    readonly status: ErrorStatus,
    message: string,
    readonly errors?: readonly string[],
    /** Extra response headers, such as Retry-After on a 429. */
    readonly headers?: Readonly<Record<string, string>>,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export const badRequest = (message: string, errors?: readonly string[]) => new ApiError(400, message, errors);
export const notFound = (message: string) => new ApiError(404, message);
export const conflict = (message: string) => new ApiError(409, message);

/** The contract's messages for the statuses every operation shares. */
export const messages = {
  unauthorized: 'You must be signed in to do this',
  forbidden: 'Invalid or missing cross-site request token',
  sessionExpired: 'Your session has timed out due to inactivity',
  notFound: 'The requested item was not found',
  storeBusy: 'So many people are buying right now. Please try again in a moment.',
  tooManyVisits:
    'So many new visits are coming from your network that we cannot take another right now. Please try again in a moment.',
  tooManyInLine:
    'So many shoppers from your network are already in line that you cannot join it now. Please try again once one of them has been let in.',
  waitingRoom:
    'So many people are buying right now that you are in line. Keep this page open: you will go on when it is your turn.',
} as const;

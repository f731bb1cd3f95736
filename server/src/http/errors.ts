// A failure a handler reports by throwing: the router answers it with the contract's error envelope
// ({ success: false, message, errors? }). Anything else thrown is a bug, logged and answered 500.
export type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 422;

export class ApiError extends Error {
  constructor(
    readonly status: ErrorStatus,
    message: string,
    readonly errors?: readonly string[],
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
} as const;

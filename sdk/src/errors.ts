/** What kind of failure reached the caller. */
export type StorefrontErrorKind =
  /** The server answered with a 4xx or 5xx status. */
  | 'http'
  /** No answer: the network failed, the server was unreachable, or CORS refused it. */
  | 'network'
  /** A success status whose body is not the JSON the contract declares. */
  | 'invalid-json';

export interface StorefrontApiErrorInit {
  kind: StorefrontErrorKind;
  /** HTTP status; 0 for a network failure. */
  status: number;
  method: string;
  url: string;
  /** The contract path of the operation (`/cart/add`), when known. */
  operation: string | null;
  /** The server's own message (`message` of the error envelope), when it sent one. */
  serverMessage?: string | null;
  /** One message per invalid field (`errors` of the error envelope). */
  messages?: readonly string[];
  /** The parsed error body (JSON) or its text. */
  body?: unknown;
  /** Seconds from the `Retry-After` header of an error status, or null without one. */
  retryAfter?: number | null;
  cause?: unknown;
}

/**
 * Every failure of a storefront call: an error status, a network failure, or a success status whose
 * body is not valid JSON. `message` is the server's message when it gave one, so it can be shown to
 * shoppers as it is; `status`, `method` and `url` say which call failed.
 */
export class StorefrontApiError extends Error {
  override readonly name = 'StorefrontApiError';
  readonly kind: StorefrontErrorKind;
  readonly status: number;
  readonly method: string;
  readonly url: string;
  readonly operation: string | null;
  readonly serverMessage: string | null;
  readonly messages: readonly string[];
  readonly body: unknown;
  /**
   * Seconds to wait before trying again, from the `Retry-After` header of an error status (a 429, or
   * a 503 when the store is too busy: nothing was done); null when the answer had none.
   */
  readonly retryAfter: number | null;

  constructor(init: StorefrontApiErrorInit) {
    super(init.serverMessage || describe(init), { cause: init.cause });
    this.kind = init.kind;
    this.status = init.status;
    this.method = init.method;
    this.url = init.url;
    this.operation = init.operation;
    this.serverMessage = init.serverMessage ?? null;
    this.messages = init.messages ?? [];
    this.body = init.body;
    this.retryAfter = init.retryAfter ?? null;
  }
}

function describe({ kind, status, method, url, cause }: StorefrontApiErrorInit): string {
  if (kind === 'network') {
    const reason = cause instanceof Error ? `: ${cause.message}` : '';
    return `Network error on ${method} ${url}${reason}`;
  }
  if (kind === 'invalid-json') return `Invalid JSON in the ${status} response to ${method} ${url}`;
  return `Request failed with status ${status} on ${method} ${url}`;
}

export function isStorefrontApiError(error: unknown): error is StorefrontApiError {
  return error instanceof StorefrontApiError;
}

/** The server's message from an error body: the envelope's `message`, or a problem document's `detail`/`title`. */
export function serverMessageOf(body: unknown): string | null {
  if (typeof body !== 'object' || body === null) return null;
  const record = body as Record<string, unknown>;
  for (const key of ['message', 'detail', 'title']) {
    const value = record[key];
    if (typeof value === 'string' && value.trim() !== '') return value;
  }
  return null;
}

export function fieldMessagesOf(body: unknown): string[] {
  if (typeof body !== 'object' || body === null) return [];
  // The error envelope lists them as `errors`; the checkout settings answer as `messages`.
  const record = body as Record<string, unknown>;
  const errors = record.errors ?? record.messages;
  return Array.isArray(errors) ? errors.filter((e): e is string => typeof e === 'string') : [];
}

/**
 * `Retry-After` in seconds: whole seconds as sent, or an HTTP date as the seconds from `now` to it
 * (at least 0); null when absent or unreadable.
 */
export function retryAfterSeconds(value: string | null, now = Date.now()): number | null {
  if (value === null || value.trim() === '') return null;
  if (/^\s*\d+\s*$/.test(value)) return Number(value);
  // An HTTP date names its day and month: numbers such as '1.5' are not read as dates.
  const at = /[a-z]/i.test(value) ? Date.parse(value) : Number.NaN;
  return Number.isNaN(at) ? null : Math.max(0, Math.ceil((at - now) / 1000));
}

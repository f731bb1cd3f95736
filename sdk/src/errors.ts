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

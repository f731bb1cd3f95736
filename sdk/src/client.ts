import createClient, {
  type Client,
  type MaybeOptionalInit,
  type Middleware,
  type ParseAs,
  type ParseAsResponse,
} from 'openapi-fetch';
import type {
  HttpMethod,
  MediaType,
  PathsWithMethod,
  Readable,
  RequiredKeysOf,
  ResponseObjectMap,
  SuccessResponse,
} from 'openapi-typescript-helpers';
import { fieldMessagesOf, StorefrontApiError, serverMessageOf } from './errors.js';
import { Emitter, type Listener, type StorefrontEventName } from './events.js';
import type { paths } from './generated/api.gen.js';
import { type OperationInfo, operationTable } from './generated/operations.gen.js';
import { apiOrigin, readXsrfCookie, XSRF_HEADER } from './xsrf.js';

export interface StorefrontClientOptions {
  /** The API root, e.g. `/api` in the browser or `https://tickets.example/api` elsewhere. */
  baseUrl: string;
  /** A fetch of your own (a cookie-keeping fetch in Node, a test double). Defaults to the global fetch. */
  fetch?: (input: Request) => Promise<Response>;
  /** Headers sent on every call. */
  headers?: Record<string, string>;
  /**
   * Where the cross-site-request token comes from. Defaults to the page's `XSRF-TOKEN` cookie; outside a
   * browser, give the value of the `XSRF-TOKEN` cookie your fetch received.
   */
  xsrfToken?: () => string | null | undefined;
}

type InitParam<Init> =
  RequiredKeysOf<Init> extends never
    ? [(Init & { [key: string]: unknown })?]
    : [Init & { [key: string]: unknown }];

/** What a successful call resolves to: the body the contract declares for its success status. */
export interface StorefrontResponse<Data> {
  data: Data;
  response: Response;
}

type SuccessData<Operation, Init> =
  // biome-ignore lint/suspicious/noExplicitAny: the same constraint openapi-fetch puts on an operation
  Operation extends Record<string | number, any>
    ? ParseAsResponse<Readable<SuccessResponse<ResponseObjectMap<Operation>, MediaType>>, Init>
    : never;

type Method<M extends HttpMethod> = <
  Path extends PathsWithMethod<paths, M>,
  Init extends MaybeOptionalInit<paths[Path], M>,
>(
  url: Path,
  ...init: InitParam<Init>
) => Promise<StorefrontResponse<SuccessData<paths[Path][M], Init>>>;

/**
 * A typed client for every operation of the contract. Each call resolves to `{ data, response }` on
 * success and rejects with a `StorefrontApiError` on any failure, so `data` is always the declared body.
 */
export interface StorefrontClient {
  GET: Method<'get'>;
  POST: Method<'post'>;
  PUT: Method<'put'>;
  DELETE: Method<'delete'>;
  /** Subscribe to an event; returns the function that unsubscribes. */
  on<E extends StorefrontEventName>(event: E, listener: Listener<E>): () => void;
  /** The underlying openapi-fetch client, to add middleware of your own. */
  readonly raw: Client<paths>;
}

const byRoute = new Map<string, OperationInfo>(operationTable.map((op) => [`${op.method} ${op.path}`, op]));

/** How the body of a success response is read, from the media type the contract declares. */
function parseAsFor(media: string | null): ParseAs {
  if (media === null || media === 'application/json' || media.endsWith('+json')) return 'json';
  if (media.startsWith('text/')) return 'text';
  return 'blob';
}

/** Multipart bodies (the pass photo upload) are sent as FormData, field by field. */
function formDataBody(body: unknown): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(body as Record<string, unknown>)) {
    if (value === undefined || value === null) continue;
    form.append(name, value instanceof Blob ? value : String(value));
  }
  return form;
}

export function createStorefrontClient(options: StorefrontClientOptions): StorefrontClient {
  const events = new Emitter();
  const raw = createClient<paths>({
    baseUrl: options.baseUrl,
    credentials: 'include',
    ...(options.fetch ? { fetch: options.fetch } : {}),
    ...(options.headers ? { headers: options.headers } : {}),
  });
  const readToken = options.xsrfToken ?? readXsrfCookie;
  const origin = apiOrigin(options.baseUrl);

  const middleware: Middleware = {
    onRequest({ request, schemaPath }) {
      if (events.has('apiCall'))
        events.emit('apiCall', { method: request.method, url: request.url, path: schemaPath });
      if (request.method !== 'GET' && request.method !== 'HEAD' && origin !== null) {
        if (new URL(request.url).origin === origin) {
          const token = readToken();
          if (token) request.headers.set(XSRF_HEADER, token);
        }
      }
      return undefined;
    },

    async onResponse({ request, response, schemaPath, options: merged }) {
      const route = { method: request.method, url: request.url, path: schemaPath };
      if (!response.ok) {
        const text = await response.text().catch(() => '');
        const body = parseOr(text, text);
        if (response.status === 401) events.emit('unauthorized', route);
        throw new StorefrontApiError({
          kind: 'http',
          status: response.status,
          method: request.method,
          url: request.url,
          operation: schemaPath,
          serverMessage: serverMessageOf(body),
          messages: fieldMessagesOf(body),
          body,
        });
      }
      const info = byRoute.get(`${request.method} ${schemaPath}`);
      if (merged.parseAs !== 'json' || response.status === 204 || info?.responseMedia === null) {
        if (info?.cartChanging) events.emit('cartChanged', { operationId: info.operationId, ...route });
        return undefined;
      }
      const text = await response.text();
      const body = parseOr(text, invalid);
      if (body === invalid) {
        throw new StorefrontApiError({
          kind: 'invalid-json',
          status: response.status,
          method: request.method,
          url: request.url,
          operation: schemaPath,
          body: text,
        });
      }
      const event = (body as { analyticsEvent?: unknown } | null)?.analyticsEvent;
      if (event && typeof event === 'object') {
        events.emit('analyticsEvent', event as Parameters<Listener<'analyticsEvent'>>[0]);
      }
      if (info?.cartChanging) events.emit('cartChanged', { operationId: info.operationId, ...route });
      return new ParsedResponse(text, response, body);
    },

    onError({ error, request, schemaPath }) {
      if (error instanceof StorefrontApiError) return error;
      if (error instanceof Error && error.name === 'AbortError') return error;
      return new StorefrontApiError({
        kind: 'network',
        status: 0,
        method: request.method,
        url: request.url,
        operation: schemaPath,
        cause: error,
      });
    },
  };
  raw.use(middleware);

  const method =
    (name: 'GET' | 'POST' | 'PUT' | 'DELETE') =>
    (url: string, init?: Record<string, unknown>): Promise<unknown> => {
      const info = byRoute.get(`${name} ${url}`);
      let effective = init;
      if (info && init?.parseAs === undefined) {
        const parseAs = parseAsFor(info.responseMedia);
        if (parseAs !== 'json') effective = { ...init, parseAs };
      }
      if (info?.requestMedia === 'multipart/form-data' && init?.bodySerializer === undefined) {
        effective = { ...effective, bodySerializer: formDataBody };
      }
      return (raw[name] as (url: string, init?: unknown) => Promise<unknown>)(url, effective);
    };

  return {
    GET: method('GET') as Method<'get'>,
    POST: method('POST') as Method<'post'>,
    PUT: method('PUT') as Method<'put'>,
    DELETE: method('DELETE') as Method<'delete'>,
    on: (event, listener) => events.on(event, listener),
    raw,
  };
}

const invalid = Symbol('invalid JSON');

function parseOr<T>(text: string, fallback: T): unknown {
  if (text === '') return fallback;
  try {
    return JSON.parse(text);
  } catch {
    return fallback;
  }
}

/**
 * The success response handed back to openapi-fetch once its body has been checked: `json()` returns the
 * body already parsed, so a response is parsed once, not twice.
 */
class ParsedResponse extends Response {
  readonly #body: unknown;

  constructor(text: string, original: Response, body: unknown) {
    const headers = new Headers(original.headers);
    // openapi-fetch calls json() only when a length is present; a chunked response has none.
    if (!headers.has('content-length'))
      headers.set('content-length', String(new TextEncoder().encode(text).byteLength));
    super(text, { status: original.status, statusText: original.statusText, headers });
    this.#body = body;
  }

  override json(): Promise<unknown> {
    return Promise.resolve(this.#body);
  }
}

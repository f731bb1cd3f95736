import createClient, {
  createQuerySerializer,
  type MaybeOptionalInit,
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
import { fieldMessagesOf, retryAfterSeconds, StorefrontApiError, serverMessageOf } from './errors.js';
import { Emitter, type Listener, type StorefrontEventName } from './events.js';
import type { paths } from './generated/api.gen.js';
import { cartChangingRoutes, multipartRoutes, responseMediaByRoute } from './generated/client-routes.gen.js';
import { type RetryOptions, retryingSend, type Send } from './retry.js';
import { WireRequest, wireFetch } from './wire.js';
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
   * browser, give the value of the `XSRF-TOKEN` cookie your fetch received. It may answer a promise: a
   * browser app's first non-GET call can wait there for the first answer that sets the cookie.
   */
  xsrfToken?: () => string | null | undefined | PromiseLike<string | null | undefined>;
  /**
   * Send a call again instead of failing it, when that is safe. Off by default; `true` or `{}` turns
   * it on with the defaults:
   * - `busy` (true): a 503 with `Retry-After` (the store was too busy; nothing was done) is sent again,
   *   whatever the method, after that many seconds (at most 10, plus up to 1 s at random);
   * - `network` (true): a call that got no answer (a network failure, or `attemptTimeoutMs` passed) is
   *   sent again only if it is a GET or HEAD or carries an `Idempotency-Key`, with that same key,
   *   after 0.5, 1, 2, 4, then 8 s (half of each at random);
   * - `maxWaitMs` (60 000): the whole call, waits included, ends by then, with the last failure;
   * - `attemptTimeoutMs` (only `maxWaitMs`): how long an attempt of such a repeatable call may wait
   *   for its answer (other calls are never cut short: their outcome would be unknown).
   * Every attempt sends the same headers (XSRF token, Idempotency-Key) and body. A caller's abort and
   * any other status end the call at once. The `retrying` and `retrySettled` events tell an app
   * that a call is waiting.
   */
  retry?: RetryOptions | boolean;
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
}

/** The success answer's media type for a call: JSON unless the contract says otherwise. */
const responseMediaOf = (route: string): string | null =>
  route in responseMediaByRoute ? (responseMediaByRoute[route] ?? null) : 'application/json';

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

type Init = Record<string, unknown> & { parseAs?: ParseAs; bodySerializer?: unknown };
type RawResult = { data?: unknown; error?: unknown; response: Response };

export function createStorefrontClient(options: StorefrontClientOptions): StorefrontClient {
  const events = new Emitter();
  const retry = options.retry === true ? {} : options.retry || null;
  // The contract path of each request a retry may announce (set by the middleware below).
  const pathOf = new WeakMap<object, string>();
  const described = (request: WireRequest) => ({
    method: request.method,
    url: request.url,
    path: pathOf.get(request) ?? '',
  });
  const send = retry
    ? retryingSend(wireFetch(options.fetch) as Send, retry, {
        retrying: (request, attempt, delayMs, reason, waitingRoom) =>
          events.emit('retrying', { ...described(request), attempt, delayMs, reason, waitingRoom }),
        settled: (request, attempts, status) =>
          events.emit('retrySettled', { ...described(request), attempts, status }),
      })
    : wireFetch(options.fetch);
  const raw = createClient<paths>({
    baseUrl: options.baseUrl,
    credentials: 'include',
    // Built once: given options instead, openapi-fetch builds a serializer on every call.
    querySerializer: createQuerySerializer(),
    Request: WireRequest as unknown as typeof Request,
    // openapi-fetch builds its requests with the Request class above: each is a WireRequest.
    fetch: send as unknown as (input: Request) => Promise<Response>,
    ...(options.headers ? { headers: options.headers } : {}),
  });
  const readToken = options.xsrfToken ?? readXsrfCookie;
  const origin = apiOrigin(options.baseUrl);
  // The request each success answered, for the URL of an invalid-JSON error.
  const requestOf = new WeakMap<Response, Request>();

  // Requests, error statuses and network failures are handled here; success bodies by `call` below,
  // which reads them once as text and parses them once.
  raw.use({
    onRequest({ request, schemaPath }) {
      if (retry) pathOf.set(request, schemaPath);
      if (events.has('apiCall')) {
        events.emit('apiCall', { method: request.method, url: request.url, path: schemaPath });
      }
      if (request.method !== 'GET' && request.method !== 'HEAD' && origin !== null) {
        // A relative base URL ('/api' in a browser app) makes relative request URLs: the page's own origin.
        const url =
          request.url.startsWith('/') && !request.url.startsWith('//') ? origin + request.url : request.url;
        if (url.startsWith(origin) && (url.length === origin.length || url[origin.length] === '/')) {
          const token = readToken();
          if (isPromiseLike(token)) {
            return Promise.resolve(token).then((value) => {
              if (value) request.headers.set(XSRF_HEADER, value);
              return undefined;
            });
          }
          if (token) request.headers.set(XSRF_HEADER, token);
        }
      }
      return undefined;
    },

    onResponse({ request, response, schemaPath }) {
      if (response.ok) {
        requestOf.set(response, request);
        return undefined;
      }
      return rejectWithError(request, response, schemaPath);
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
  });

  /** An error status becomes a StorefrontApiError with the server's message (a 401 is also announced). */
  async function rejectWithError(request: Request, response: Response, schemaPath: string): Promise<never> {
    const text = await response.text().catch(() => '');
    const body = parseJson(text) ?? text;
    if (response.status === 401) {
      events.emit('unauthorized', { method: request.method, url: request.url, path: schemaPath });
    }
    throw new StorefrontApiError({
      kind: 'http',
      status: response.status,
      method: request.method,
      url: request.url,
      operation: schemaPath,
      serverMessage: serverMessageOf(body),
      messages: fieldMessagesOf(body),
      body,
      retryAfter: retryAfterSeconds(response.headers.get('Retry-After')),
    });
  }

  async function call(
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    path: string,
    init?: Init,
  ): Promise<unknown> {
    const route = `${method} ${path}`;
    const responseMedia = responseMediaOf(route);
    const parseAs = init?.parseAs ?? parseAsFor(responseMedia);
    const readsJson = parseAs === 'json';
    const effective: Init = { ...init, parseAs: readsJson ? 'text' : parseAs };
    if (multipartRoutes.has(route) && init?.bodySerializer === undefined) {
      effective.bodySerializer = formDataBody;
    }
    const send = raw[method] as (url: string, init: Init) => Promise<RawResult>;
    const { data, response } = await send(path, effective);
    let result = data;
    if (readsJson && response.status !== 204 && responseMedia !== null) {
      result = parseJson(typeof data === 'string' ? data : '');
      if (result === undefined) {
        const request = requestOf.get(response);
        throw new StorefrontApiError({
          kind: 'invalid-json',
          status: response.status,
          method,
          url: request?.url ?? response.url,
          operation: path,
          body: data,
        });
      }
      const event = (result as { analyticsEvent?: unknown } | null)?.analyticsEvent;
      if (event && typeof event === 'object') {
        events.emit('analyticsEvent', event as Parameters<Listener<'analyticsEvent'>>[0]);
      }
    }
    const cartOperation = cartChangingRoutes[route];
    if (cartOperation) events.emit('cartChanged', { operationId: cartOperation, method, path });
    return { data: result, response };
  }

  return {
    GET: ((path: string, init?: Init) => call('GET', path, init)) as Method<'get'>,
    POST: ((path: string, init?: Init) => call('POST', path, init)) as Method<'post'>,
    PUT: ((path: string, init?: Init) => call('PUT', path, init)) as Method<'put'>,
    DELETE: ((path: string, init?: Init) => call('DELETE', path, init)) as Method<'delete'>,
    on: (event, listener) => events.on(event, listener),
  };
}

/** The parsed JSON of a body, or undefined when it is empty or not JSON. */
function parseJson(text: string): unknown {
  if (text === '') return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

const isPromiseLike = (value: unknown): value is PromiseLike<string | null | undefined> =>
  typeof (value as PromiseLike<unknown> | null)?.then === 'function';

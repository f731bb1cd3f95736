// Mounts every operation of the contract on a Hono app, from the SDK's operation table: session and
// cross-site-request check, login requirement, validation, one call at a time per session, then the
// handler; its answer (or ApiError) is written as the contract's media type says. Bodies over their
// limit (limits.ts) are refused before any of that.
import { type OperationInfo, operationTable } from '@boxoffice/sdk';
import { beginReservationSchema, orderPhoneChallengeSchema } from '@boxoffice/sdk/rules';
import type { Context, Hono } from 'hono';
import { getCookie } from 'hono/cookie';
import type { z } from 'zod';
import { cartSlot } from '../domain/cart/index.js';
import { holdsFollowCart } from '../domain/holds/holds.js';
import { passholderRowsRules } from '../domain/passes/limits.js';
import { promotionCodeTry, tooManyCodes } from '../domain/promotion-codes.js';
import { retryAfterSeconds } from '../domain/throttle.js';
import type { Services } from '../services.js';
import { type Access, type Priority, type Session, StoreBusy } from '../store/store.js';
import { clientAddress, knownAddress } from './client.js';
import type { OperationId } from './contract.js';
import { ApiError, messages } from './errors.js';
import type { AllHandlers, HandlerContext } from './handler.js';
import { BODY_LIMITS, limitBody } from './limits.js';
import { type Logger, silentLogger } from './logging.js';
import { allowOf, apiPathOf, pathMethods } from './methods.js';
import { SESSION_COOKIE, withSession, xsrfValid } from './session.js';
import {
  coerceStrings,
  holdsNul,
  MAX_JSON_DEPTH,
  NUL_MESSAGE,
  nestsDeeperThan,
  parseWith,
  schemaFor,
  TOO_DEEP_MESSAGE,
} from './validate.js';

type AnyReply = { status: number; body: unknown; headers?: Record<string, string> };
type AnyHandler = (context: HandlerContext<OperationId>) => AnyReply | Promise<AnyReply>;

const honoPath = (path: string) => path.replace(/\{(\w+)\}/g, ':$1');

export const errorBody = (error: ApiError) => ({
  success: false as const,
  message: error.message,
  ...(error.errors ? { errors: [...error.errors] } : {}),
});

async function readBody(c: Context, op: OperationInfo): Promise<unknown> {
  if (!op.requestMedia) return undefined;
  const type = c.req.header('content-type') ?? '';
  if (op.requestMedia === 'multipart/form-data') {
    if (!type.startsWith('multipart/form-data'))
      throw new ApiError(400, 'The request must be a multipart form upload');
    return c.req.formData().catch(() => {
      throw new ApiError(400, 'The upload could not be read');
    });
  }
  const text = await c.req.text();
  if (text.trim() === '') return undefined;
  if (!type.includes('json'))
    throw new ApiError(400, 'The request body must be JSON (Content-Type: application/json)');
  if (nestsDeeperThan(text, MAX_JSON_DEPTH)) throw new ApiError(400, TOO_DEEP_MESSAGE);
  try {
    return JSON.parse(text);
  } catch {
    throw new ApiError(400, 'The request body is not valid JSON');
  }
}

/** Forms whose shared rules word the 400s of these operations (see parseWith). */
const formRules: Partial<Record<OperationId, z.ZodType>> = {
  addPassWithProduct: passholderRowsRules,
  beginReservation: beginReservationSchema,
  updateReservationPersonalInformation: beginReservationSchema,
  getExternalOrderDetails: orderPhoneChallengeSchema,
};

interface OperationSchemas {
  readonly rules: z.ZodType | undefined;
  readonly body: z.ZodType | undefined;
  readonly query: z.ZodType | undefined;
  readonly path: z.ZodType | undefined;
}

const schemasOf = (op: OperationInfo): OperationSchemas => ({
  rules: formRules[op.operationId as OperationId],
  body: op.requestMedia === 'multipart/form-data' ? undefined : schemaFor(op.operationId, 'Body'),
  query: schemaFor(op.operationId, 'Query'),
  path: schemaFor(op.operationId, 'Path'),
});

/** The query values the operation declares: the others are never read, so never refused either. */
function declaredQuery(c: Context, schema: z.ZodType | undefined): Record<string, string> {
  const shape = (schema as unknown as { shape?: Record<string, unknown> } | undefined)?.shape;
  if (!shape) return {};
  return Object.fromEntries(Object.entries(c.req.query()).filter(([name]) => name in shape));
}

async function validated(c: Context, op: OperationInfo, schemas: OperationSchemas) {
  const raw = await readBody(c, op);
  const query = declaredQuery(c, schemas.query);
  if (holdsNul(raw) || holdsNul(query) || holdsNul(c.req.param())) throw new ApiError(400, NUL_MESSAGE);
  if (op.requestMedia === 'application/json' && raw === undefined && schemas.body) {
    const empty = schemas.body.safeParse(undefined);
    if (!empty.success) throw new ApiError(400, 'The request needs a JSON body');
  }
  const body = schemas.body ? parseWith(schemas.body, raw, 'request', schemas.rules) : raw;
  const parsedQuery = schemas.query
    ? parseWith(schemas.query, coerceStrings(schemas.query, query), 'query')
    : {};
  const path = schemas.path
    ? parseWith(schemas.path, coerceStrings(schemas.path, c.req.param()), 'address')
    : {};
  return { body, query: parsedQuery, path };
}

async function write(c: Context, op: OperationInfo, reply: AnyReply): Promise<Response> {
  for (const [name, value] of Object.entries(reply.headers ?? {})) c.header(name, value);
  const status = reply.status as 200;
  if (reply.body === undefined) return c.body(null, status);
  // A file whole, not as a stream: sent in one write, where a Blob's stream comes in small chunks
  // through web streams (a 5 MB photo: tens of milliseconds of the server's thread).
  if (reply.body instanceof Uint8Array) {
    if (!reply.headers?.['Content-Type'])
      c.header('Content-Type', op.responseMedia ?? 'application/octet-stream');
    return c.body(reply.body as Uint8Array<ArrayBuffer>, status);
  }
  if (reply.body instanceof Blob) {
    c.header('Content-Type', reply.body.type || op.responseMedia || 'application/octet-stream');
    return c.body(await reply.body.arrayBuffer(), status);
  }
  // Plain `text/html`, as the contract writes it: Prism's validating proxy refuses a charset suffix.
  if (typeof reply.body === 'string' && op.responseMedia === 'text/html')
    return c.body(reply.body, status, { 'Content-Type': 'text/html' });
  return c.json(reply.body as object, status);
}

function answerError(c: Context, op: OperationInfo | undefined, error: unknown, logger: Logger): Response {
  if (error instanceof StoreBusy) {
    // Nothing of the call was kept: the client repeats it after Retry-After (the contract's 503).
    logger.log('warn', 'store busy', { operationId: op?.operationId ?? null, reason: error.reason });
    c.header('Retry-After', String(error.retryAfterSeconds));
    return c.json({ success: false, message: messages.storeBusy }, 503);
  }
  if (error instanceof ApiError) {
    // Every operation declares the statuses the router gives any call of its kind (openapi/AUTHORING.md).
    if (op && !op.statuses.includes(error.status)) {
      logger.log('error', 'undeclared status', { operationId: op.operationId, status: error.status });
    }
    for (const [name, value] of Object.entries(error.headers ?? {})) c.header(name, value);
    return c.json(errorBody(error), error.status);
  }
  logger.log('error', 'handler failed', {
    operationId: op?.operationId ?? null,
    error: error instanceof Error ? (error.stack ?? error.message) : String(error),
  });
  return c.json({ success: false, message: 'Something went wrong on our side. Please try again.' }, 500);
}

/**
 * A call reads its session unless it changes things: GETs, and the POSTs the contract names get…,
 * which look things up with a body (a date's performances). A read that does change something after
 * all (an order lookup counting a wrong phone number) is run again as a write by the store.
 */
const accessOfOperation = (op: OperationInfo): Access =>
  op.method === 'GET' || /^get[A-Z]/.test(op.operationId) ? 'read' : 'write';

/** The calls that finish a purchase: in a crowd they go first (Store's Priority). */
const PAY: ReadonlySet<string> = new Set([
  'processFreedomPayCard',
  'submitOrder',
  'submitOrderSavedPayment',
  'submitUpliftOrder',
]);
const CHECKOUT: ReadonlySet<string> = new Set(['saveCartSettings', 'setupFreedomPay', 'setupUplift']);

const priorityOf = (op: OperationInfo): Priority =>
  PAY.has(op.operationId)
    ? 'pay'
    : CHECKOUT.has(op.operationId)
      ? 'checkout'
      : op.cartChanging
        ? 'cart'
        : 'browse';

/**
 * A call carrying a promotion code (the promotion code page, a product or performance priced with
 * it, a cart line): a code not valid now counts as a wrong guess (domain/promotion-codes.ts), and
 * past the limit the call is refused with 429, whatever its code.
 */
async function guardPromotionCode(ctx: HandlerContext<OperationId>): Promise<void> {
  const code = (ctx.body as { promotionCode?: unknown } | undefined)?.promotionCode;
  if (typeof code !== 'string' || code.trim() === '') return;
  const { store, venue, clock, options } = ctx.services;
  const now = clock.now();
  const valid = venue.promotionsByCode(code.trim(), venue.dateOf(now)).length > 0;
  const who = { sessionId: ctx.session.id, address: clientAddress(ctx.hono, options) };
  const wait = await promotionCodeTry(store, who, valid, now);
  if (wait > 0)
    throw new ApiError(429, tooManyCodes(wait), undefined, {
      'Retry-After': String(retryAfterSeconds(wait)),
    });
}

/**
 * The public catalog's calls: the same answer for every visitor, so they are served without a
 * session (no cookie set, nothing read from the store for it) and carry the contract's
 * CatalogCacheControl header, which lets a CDN keep them (issue 41: a crowd's first page). The texts'
 * POST (resource/pre-load) is not one of them: as every call that is not a read it asks for the
 * session's XSRF token (the web app's waits for the session's first answer, lib/api.ts).
 */
const PUBLIC_CATALOG: ReadonlySet<string> = new Set([
  'getSettings',
  'getAppConfig',
  'getCountries',
  'getStateProvinces',
  'getResource',
  'getWebSites',
]);
export const CATALOG_CACHE_CONTROL = 'public, max-age=60';

/** What a public catalog call's handler gets for a session: none (any use of it is a mistake). */
const NO_SESSION = new Proxy({} as Session, {
  get(_, name) {
    throw new Error(`a public catalog call has no session (it read '${String(name)}')`);
  },
});

/** The calls that hold what they add to the cart themselves (features/cart/hold-cart.ts). */
const HOLDS_ITS_OWN: ReadonlySet<string> = new Set(['addToCart', 'modifyCart']);

/** The photo upload (a multipart form) may be larger than a JSON body. */
const bodyLimitOf = (op: OperationInfo) =>
  limitBody(op.requestMedia === 'multipart/form-data' ? BODY_LIMITS.upload : BODY_LIMITS.api);

export function mountOperations(
  app: Hono,
  handlers: AllHandlers,
  services: Services,
  logger: Logger = silentLogger,
): void {
  for (const op of operationTable) {
    const handler = handlers[op.operationId as OperationId] as unknown as AnyHandler;
    const schemas = schemasOf(op);
    const access = accessOfOperation(op);
    const priority = priorityOf(op);
    app.on(op.method, honoPath(op.path), bodyLimitOf(op), async (c) => {
      try {
        // Reading and validating the request needs no session; a refusal waits for the session's
        // checks, which come first.
        const input = await validated(c, op, schemas).then(
          (value) => ({ value }),
          (error: unknown) => ({ error }),
        );
        if (PUBLIC_CATALOG.has(op.operationId)) {
          if ('error' in input) throw input.error;
          const context = { ...input.value, session: NO_SESSION, sessionExpired: false, services, hono: c };
          const reply = await handler(context as unknown as HandlerContext<OperationId>);
          c.header('Cache-Control', CATALOG_CACHE_CONTROL);
          return write(c, op, reply);
        }
        // A shopper waiting in line this instance knows of is answered without the store.
        const sessionId = getCookie(c, SESSION_COOKIE);
        const call = {
          op,
          input: 'value' in input ? input.value : undefined,
          address: knownAddress(c, services.options),
        };
        const early = 'value' in input ? await services.waitingRoom.early(sessionId, call) : null;
        if (early) return write(c, op, early);
        return await withSession(
          c,
          services,
          async ({ session, expired, fresh }) => {
            // A call naming a session that timed out learns that first (the reservation wizard's error
            // 1), before the token check, which the new session's token could never pass.
            if (expired && op.statuses.includes(401) && !op.loginRequired)
              throw new ApiError(401, messages.sessionExpired);
            if (!xsrfValid(c, session)) throw new ApiError(403, messages.forbidden);
            if (op.loginRequired && !session.accountId) throw new ApiError(401, messages.unauthorized);
            if ('error' in input) throw input.error;
            // The limits per address count this call's client (never kept with the session).
            session.address = call.address;
            const waits = await services.waitingRoom.check(session, call, fresh);
            if (waits) return write(c, op, waits);
            const context = {
              ...input.value,
              session,
              sessionExpired: expired,
              services,
              // Made on demand: building the Request costs more than most handlers, and few need it.
              get request() {
                return c.req.raw;
              },
              hono: c,
            };
            await guardPromotionCode(context as HandlerContext<OperationId>);
            const cart =
              access === 'write' && !HOLDS_ITS_OWN.has(op.operationId) ? session.get(cartSlot) : null;
            const reply = await handler(context as HandlerContext<OperationId>);
            if (cart) await holdsFollowCart(services, session, cart);
            return write(c, op, reply);
          },
          access,
          services.waitingRoom.priority(sessionId, op, priority),
        );
      } catch (error) {
        return answerError(c, op, error, logger);
      }
    });
  }
  // A path of the contract asked with a method it does not have: 405 with Allow (OPTIONS: 204);
  // any other path: 404.
  const paths = pathMethods(operationTable);
  app.all('*', (c) => {
    const allow = allowOf(paths, apiPathOf(c));
    if (allow === null)
      return c.json(errorBody(new ApiError(404, `There is no API call ${c.req.method} ${c.req.path}`)), 404);
    c.header('Allow', allow);
    if (c.req.method === 'OPTIONS') return c.body(null, 204);
    const message = `${c.req.path} does not answer ${c.req.method}; it answers ${allow}`;
    return c.json({ success: false as const, message }, 405);
  });
}

// Session cookies and the cross-site-request check. The first call of a visit creates the session
// and sets BOXOFFICE_SESSION (HttpOnly) and XSRF-TOKEN (readable by the page, which echoes it in the
// X-XSRF-TOKEN header of every call that is not a read). Both are Secure when the shopper came over
// HTTPS, so they never travel in clear once the site is on HTTPS.
import { XSRF_COOKIE, XSRF_HEADER } from '@boxoffice/sdk';
import type { Context } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import type { Account } from '../catalog/accounts.js';
import { accountContactSlot, contactOfAccount } from '../domain/cart/index.js';
import { moveLedger } from '../domain/holds/records.js';
import { moveHold } from '../domain/reservations/holds.js';
import { retryAfterSeconds } from '../domain/throttle.js';
import type { Services } from '../services.js';
import type { Access, Priority, Session } from '../store/store.js';
import { knownAddress, requestIsHttps } from './client.js';
import { ApiError, messages } from './errors.js';

export const SESSION_COOKIE = 'BOXOFFICE_SESSION';

export interface OpenedSession {
  readonly session: Session;
  /** The request named a session the server no longer has. */
  readonly expired: boolean;
  /** The session was made by this call (a visitor's first call, or one whose session had ended). */
  readonly fresh: boolean;
}

/** Reads change nothing, so need no token; Hono answers HEAD with the GET route, method unchanged. */
const READS = new Set(['GET', 'HEAD']);

/** How a request uses its session by its method: GET and HEAD read (Store.visit). */
export const accessOf = (method: string): Access => (READS.has(method) ? 'read' : 'write');

/**
 * Runs `work` as one call of the request's session (Store.visit, a read for GET and HEAD unless
 * `access` says otherwise): with the session, or a new one (its cookies set) when the request has
 * none or it expired.
 */
export function withSession<T>(
  c: Context,
  services: Services,
  work: (opened: OpenedSession) => Promise<T>,
  access: Access = accessOf(c.req.method),
  priority: Priority = 'browse',
): Promise<T> {
  const now = services.clock.now();
  const id = getCookie(c, SESSION_COOKIE);
  // A visitor's first call makes the session every later call needs: it does not wait behind them.
  if (id === undefined) priority = 'new';
  return services.store.visit(
    id,
    now,
    access,
    async (found) =>
      work(
        found
          ? { session: found, expired: false, fresh: false }
          : { session: await newSession(c, services, now), expired: id !== undefined, fresh: true },
      ),
    priority,
  );
}

/**
 * A new session, its cookies set on the answer; refused with 429 when the client's address has opened
 * more than its cap (domain/waiting-room/address-caps.ts), before the store is asked for anything.
 */
export async function newSession(c: Context, services: Services, now: number): Promise<Session> {
  const address = knownAddress(c, services.options);
  const wait = address === undefined ? 0 : services.waitingRoom.caps.newSession(address);
  if (wait > 0)
    throw new ApiError(429, messages.tooManyVisits, undefined, {
      'Retry-After': String(retryAfterSeconds(wait)),
    });
  const session = await services.store.createSession(now);
  issueCookies(c, services, session);
  return session;
}

/** Sets the cookies that name the session and carry its XSRF token. */
export function issueCookies(c: Context, services: Services, session: Session): void {
  const secure = requestIsHttps(c, services.options);
  setCookie(c, SESSION_COOKIE, session.id, { path: '/', httpOnly: true, sameSite: 'Lax', secure });
  setCookie(c, XSRF_COOKIE, session.xsrfToken, { path: '/', sameSite: 'Lax', secure });
}

/**
 * Signs the session in to an account under a new id (see Store.renewSession) and sets its cookies;
 * the checkout then starts from the account's contact details.
 */
export async function signInSession(
  c: Context,
  services: Services,
  session: Session,
  account: Account,
): Promise<Session> {
  const renewed = (await services.store.renewSession(session.id, services.clock.now())) ?? session;
  await moveHold(services.store, session.id, renewed.id);
  await moveLedger(services.store, session.id, renewed.id);
  renewed.accountId = account.id;
  renewed.set(accountContactSlot, contactOfAccount(account));
  issueCookies(c, services, renewed);
  return renewed;
}

export const xsrfValid = (c: Context, session: Session) =>
  READS.has(c.req.method) || c.req.header(XSRF_HEADER) === session.xsrfToken;

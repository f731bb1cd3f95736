// What every page does with its request: open the shopper's session (the API's, so signing in here
// signs in the app), read a posted form, check its XSRF field and answer HTML or a redirect.
import { timingSafeEqual } from 'node:crypto';
import type { Context } from 'hono';
import { withSession } from '../http/session.js';
import { holdsNul } from '../http/validate.js';
import type { Services } from '../services.js';
import type { Session } from '../store/store.js';
import { PAGE_HEADERS } from './html.js';
import { returnUrlParam, safeReturnUrl } from './return-url.js';

export type Form = Readonly<Record<string, unknown>>;

export interface PageRequest {
  readonly c: Context;
  readonly services: Services;
  readonly session: Session;
  /** The safe ReturnUrl of the query (GET) or form (POST). */
  readonly returnUrl: string;
  /** The posted form; empty for GET. */
  readonly form: Form;
}

export async function readForm(c: Context): Promise<Form> {
  if (c.req.method !== 'POST') return {};
  const type = c.req.header('content-type') ?? '';
  if (!type.includes('application/x-www-form-urlencoded') && !type.includes('multipart/form-data')) return {};
  try {
    const form = await c.req.parseBody();
    // A NUL character is never typed (and cannot be kept): such a form is as unreadable as a broken one.
    return holdsNul(form) ? {} : form;
  } catch {
    return {};
  }
}

/** Reads the request's form, then runs `handler` as one call of the shopper's session. */
export async function servePage(
  c: Context,
  services: Services,
  handler: (req: PageRequest) => Response | Promise<Response>,
): Promise<Response> {
  const form = await readForm(c);
  const returnUrl = returnUrlOf(c, form);
  return withSession(c, services, async ({ session }) => handler({ c, services, session, form, returnUrl }));
}

/** The safe ReturnUrl of the posted form, else of the query. */
export function returnUrlOf(c: Context, form: Form): string {
  const raw = returnUrlParam(form) ?? returnUrlParam(c.req.query());
  return safeReturnUrl(raw, new URL(c.req.url).origin);
}

/** The form's hidden __xsrf field is the session's token (compared in constant time). */
export function xsrfFieldValid(form: Form, session: Session): boolean {
  const sent = form.__xsrf;
  if (typeof sent !== 'string') return false;
  const a = Buffer.from(sent);
  const b = Buffer.from(session.xsrfToken);
  return a.length === b.length && timingSafeEqual(a, b);
}

export type PageStatus = 200 | 400 | 401 | 403 | 409 | 429;

export function htmlPage(
  c: Context,
  body: string,
  status: PageStatus = 200,
  headers: Readonly<Record<string, string>> = {},
): Response {
  for (const [name, value] of Object.entries({ ...PAGE_HEADERS, ...headers })) c.header(name, value);
  return c.html(body, status);
}

/** After a form succeeds: 303, so the browser loads the target with GET. */
export function redirectTo(c: Context, location: string): Response {
  c.header('Cache-Control', 'no-store');
  return c.redirect(location, 303);
}

// /logout: ends the signed-in session and goes to ReturnUrl. The whole server session is dropped and
// a new anonymous one begins, so the cart, checkout details and account-linked state (renewals,
// linked passes, entitlements in the cart) do not stay behind for the next person on this browser.
// GET is accepted because the app's header icon and its idle timeout navigate here with a link.
import type { Context } from 'hono';
import { getCookie } from 'hono/cookie';
import { openSession, SESSION_COOKIE } from '../http/session.js';
import type { Services } from '../services.js';
import { errorSummary, hiddenFields, html, page } from './html.js';
import { htmlPage, readForm, redirectTo, returnUrlOf, xsrfFieldValid } from './request.js';
import { FORM_EXPIRED } from './validation.js';

export async function logout(c: Context, services: Services): Promise<Response> {
  const form = await readForm(c);
  const returnUrl = returnUrlOf(c, form);
  const id = getCookie(c, SESSION_COOKIE);
  const current = id ? await services.store.findSession(id, services.clock.now()) : undefined;
  if (c.req.method === 'POST' && !(current && xsrfFieldValid(form, current))) {
    const { session } = current ? { session: current } : await openSession(c, services);
    const body = html`<h1>Sign Out</h1>
${errorSummary({}, FORM_EXPIRED)}
<form method="post" action="/logout">${hiddenFields(session.xsrfToken, returnUrl)}
<button type="submit">Sign Out</button></form>`;
    return htmlPage(c, page('Sign Out', body), 403);
  }
  if (current) await services.store.dropSession(current.id);
  await openSession(c, services);
  return redirectTo(c, returnUrl);
}

// /logout: ends the signed-in session and goes to ReturnUrl. The whole server session is dropped and
// a new anonymous one begins, so the cart, checkout details and account-linked state (renewals,
// linked passes, entitlements in the cart) do not stay behind for the next person on this browser.
// GET is accepted because the app's header icon and its idle timeout navigate here with a link.
import type { Context } from 'hono';
import { getCookie } from 'hono/cookie';
import { endHoldsOver } from '../domain/holds/expiry.js';
import { newSession, SESSION_COOKIE } from '../http/session.js';
import type { Services } from '../services.js';
import { errorSummary, hiddenFields, html, page } from './html.js';
import { htmlPage, readForm, redirectTo, returnUrlOf, xsrfFieldValid } from './request.js';
import { FORM_EXPIRED } from './validation.js';

export async function logout(c: Context, services: Services): Promise<Response> {
  const form = await readForm(c);
  const returnUrl = returnUrlOf(c, form);
  const now = services.clock.now();
  // A write even for GET: it ends the session.
  return services.store.visit(getCookie(c, SESSION_COOKIE), now, 'write', async (current) => {
    if (c.req.method === 'POST' && !(current && xsrfFieldValid(form, current))) {
      const session = current ?? (await newSession(c, services, now));
      const body = html`<h1>Sign Out</h1>
${errorSummary({}, FORM_EXPIRED)}
<form method="post" action="/logout">${hiddenFields(session.xsrfToken, returnUrl)}
<button type="submit">Sign Out</button></form>`;
      return htmlPage(c, page('Sign Out', body), 403);
    }
    if (current) {
      // What the cart and its reservation held goes back to everyone with the session (domain/holds).
      await endHoldsOver(services, current.id, undefined, now);
      await services.store.dropSession(current.id);
    }
    await newSession(c, services, now);
    return redirectTo(c, returnUrl);
  });
}

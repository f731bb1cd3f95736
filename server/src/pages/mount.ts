// The sign-in and account pages, outside the API and the single-page app (openapi.yaml, "Sessions,
// sign-in and cross-site-request protection"). They share the API's session, so signing in here
// signs in the app. Form posts run one at a time per session, like API calls.
import type { Context, Hono } from 'hono';
import { BODY_LIMITS, limitBody, tooLargeMessage } from '../http/limits.js';
import type { Services } from '../services.js';
import { html, PAGE_HEADERS, page } from './html.js';
import { loginPage, loginPost } from './login.js';
import { logout } from './logout.js';
import { profilePage } from './profile.js';
import { registerPage, registerPost } from './register.js';
import { type PageRequest, servePage } from './request.js';
import { smartLoginPage, smartLoginPost } from './smart-login.js';

type PageHandler = (req: PageRequest) => Response | Promise<Response>;

/** A form far larger than any of these pages' fields is refused before it is read. */
const formLimit = limitBody(BODY_LIMITS.form, (c) => {
  for (const [name, value] of Object.entries(PAGE_HEADERS)) c.header(name, value);
  const body = html`<h1>Form too large</h1><p>${tooLargeMessage(BODY_LIMITS.form)}.</p>`;
  return c.html(page('Form too large', body), 413);
});

export function mountPages(app: Hono, services: Services): void {
  for (const path of ['/login', '/authenticate/smart-login', '/authenticate/register', '/logout'])
    app.post(path, formLimit);
  const serve = (handler: PageHandler) => (c: Context) => servePage(c, services, handler);
  app.get('/login', serve(loginPage));
  app.post('/login', serve(loginPost));
  app.get('/authenticate/smart-login', serve(smartLoginPage));
  app.post('/authenticate/smart-login', serve(smartLoginPost));
  app.get('/authenticate/register', serve(registerPage));
  app.post('/authenticate/register', serve(registerPost));
  app.get('/profile', serve(profilePage));
  app.on(['GET', 'POST'], '/logout', (c) => logout(c, services));
}

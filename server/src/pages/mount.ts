// The sign-in and account pages, outside the API and the single-page app (openapi.yaml, "Sessions,
// sign-in and cross-site-request protection"). They share the API's session, so signing in here
// signs in the app. Form posts run one at a time per session, like API calls.
import type { Context, Hono } from 'hono';
import type { Services } from '../services.js';
import { loginPage, loginPost } from './login.js';
import { logout } from './logout.js';
import { profilePage } from './profile.js';
import { registerPage, registerPost } from './register.js';
import { type PageRequest, pageRequest } from './request.js';
import { smartLoginPage, smartLoginPost } from './smart-login.js';

type PageHandler = (req: PageRequest) => Response;

export function mountPages(app: Hono, services: Services): void {
  const serve = (handler: PageHandler) => async (c: Context) => {
    const req = await pageRequest(c, services);
    return services.store.exclusive(req.session.id, async () => handler(req));
  };
  app.get('/login', serve(loginPage));
  app.post('/login', serve(loginPost));
  app.get('/authenticate/smart-login', serve(smartLoginPage));
  app.post('/authenticate/smart-login', serve(smartLoginPost));
  app.get('/authenticate/register', serve(registerPage));
  app.post('/authenticate/register', serve(registerPost));
  app.get('/profile', serve(profilePage));
  app.on(['GET', 'POST'], '/logout', (c) => logout(c, services));
}

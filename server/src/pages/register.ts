// /authenticate/register: creates an account, signs it in and goes back to ReturnUrl.
import type { Outcome } from './actions.js';
import { register } from './actions.js';
import { registerForm } from './forms.js';
import { errorSummary, html, page, withReturnUrl } from './html.js';
import { htmlPage, type PageRequest, redirectTo } from './request.js';

const ACTION = '/authenticate/register';

function render(req: PageRequest, failed?: Extract<Outcome, { ok: false }>): Response {
  const body = html`<h1>Create an Account</h1>
${errorSummary(failed?.errors ?? {}, failed?.general)}
<section class="panel" aria-labelledby="register-heading">
<h2 id="register-heading">Your details</h2>
${registerForm({ action: ACTION, xsrfToken: req.session.xsrfToken, returnUrl: req.returnUrl, values: failed?.values, errors: failed?.errors, idPrefix: 'register' })}
<p>Already have an account? <a href="${withReturnUrl('/login', req.returnUrl)}">Sign in</a></p>
</section>`;
  return htmlPage(req.c, page('Create an Account', body), failed?.status ?? 200, failed?.headers);
}

export const registerPage = (req: PageRequest) => render(req);

export async function registerPost(req: PageRequest): Promise<Response> {
  const outcome = await register(req);
  return outcome.ok ? redirectTo(req.c, req.returnUrl) : render(req, outcome);
}

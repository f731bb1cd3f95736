// /login: the sign-in page. Success goes back to ReturnUrl.
import type { Outcome } from './actions.js';
import { signIn } from './actions.js';
import { signInForm } from './forms.js';
import { errorSummary, html, page, withReturnUrl } from './html.js';
import { htmlPage, type PageRequest, redirectTo } from './request.js';

const ACTION = '/login';

function render(req: PageRequest, failed?: Extract<Outcome, { ok: false }>): Response {
  const body = html`<h1>Sign In</h1>
${errorSummary(failed?.errors ?? {}, failed?.general)}
<section class="panel" aria-labelledby="signin-heading">
<h2 id="signin-heading">Sign in to your account</h2>
${signInForm({ action: ACTION, xsrfToken: req.session.xsrfToken, returnUrl: req.returnUrl, values: failed?.values, errors: failed?.errors, idPrefix: 'signin' })}
<p>New here? <a href="${withReturnUrl('/authenticate/register', req.returnUrl)}">Create an account</a></p>
</section>`;
  return htmlPage(req.c, page('Sign In', body), failed?.status ?? 200, failed?.headers);
}

export const loginPage = (req: PageRequest) => render(req);

export async function loginPost(req: PageRequest): Promise<Response> {
  const outcome = await signIn(req);
  return outcome.ok ? redirectTo(req.c, req.returnUrl) : render(req, outcome);
}

// /authenticate/smart-login: where the app sends a shopper who must be signed in (login-required
// routes, a product's login challenge). Already signed in: straight back to ReturnUrl. Otherwise one
// page offers both sign-in and registration, and whichever form succeeds goes back to ReturnUrl.
import { type Outcome, register, signIn } from './actions.js';
import { registerForm, signInForm } from './forms.js';
import { errorSummary, html, page } from './html.js';
import { htmlPage, type PageRequest, redirectTo } from './request.js';

const ACTION = '/authenticate/smart-login';

type Failed = Extract<Outcome, { ok: false }> & { readonly intent: 'signIn' | 'register' };

function render(req: PageRequest, failed?: Failed): Response {
  const forSignIn = failed?.intent === 'signIn' ? failed : undefined;
  const forRegister = failed?.intent === 'register' ? failed : undefined;
  const common = { action: ACTION, xsrfToken: req.session.xsrfToken, returnUrl: req.returnUrl };
  const body = html`<h1>Sign In or Create an Account</h1>
${errorSummary(failed?.errors ?? {}, failed?.general)}
<div class="panels">
<section class="panel" aria-labelledby="signin-heading">
<h2 id="signin-heading">I have an account</h2>
${signInForm({ ...common, intent: 'signIn', idPrefix: 'signin', values: forSignIn?.values, errors: forSignIn?.errors })}
</section>
<section class="panel" aria-labelledby="register-heading">
<h2 id="register-heading">I am new here</h2>
${registerForm({ ...common, intent: 'register', idPrefix: 'register', values: forRegister?.values, errors: forRegister?.errors })}
</section>
</div>`;
  return htmlPage(req.c, page('Sign In', body), failed?.status ?? 200, failed?.headers);
}

export function smartLoginPage(req: PageRequest): Response {
  if (req.session.accountId !== null) return redirectTo(req.c, req.returnUrl);
  return render(req);
}

export async function smartLoginPost(req: PageRequest): Promise<Response> {
  const intent = req.form.intent === 'register' ? 'register' : 'signIn';
  const outcome = await (intent === 'register' ? register(req) : signIn(req));
  return outcome.ok ? redirectTo(req.c, req.returnUrl) : render(req, { ...outcome, intent });
}

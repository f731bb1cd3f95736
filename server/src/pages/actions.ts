// Signing in and registering: the form's fields in, the signed-in session (or why not) out. The
// pages render the outcome; the session's cart stays as it was, so a shopper who signs in during
// checkout keeps what they chose.
import { createAccount, findAccountByEmail, passwordMatches } from '../catalog/accounts.js';
import { retryAfterSeconds, tryAgainIn } from '../domain/throttle.js';
import { signInSession } from '../http/session.js';
import type { FieldErrors } from './html.js';
import type { PageRequest, PageStatus } from './request.js';
import { xsrfFieldValid } from './request.js';
import { startRegistration, startSignIn } from './sign-in-throttle.js';
import {
  FORM_EXPIRED,
  REGISTER_FAILED,
  registerErrors,
  registerFields,
  SIGN_IN_FAILED,
  signInErrors,
  signInFields,
  tooManyRegistrations,
  tooManySignIns,
} from './validation.js';

export type Outcome =
  | { readonly ok: true }
  | {
      readonly ok: false;
      readonly status: Exclude<PageStatus, 200>;
      readonly errors: FieldErrors;
      readonly general?: string;
      /** What the shopper typed, to show again (never a password). */
      readonly values: Readonly<Record<string, string>>;
      /** Response headers, such as Retry-After on a 429. */
      readonly headers?: Readonly<Record<string, string>>;
    };

const expired = (values: Readonly<Record<string, string>>): Outcome => ({
  ok: false,
  status: 403,
  errors: {},
  general: FORM_EXPIRED,
  values,
});

export async function signIn(req: PageRequest): Promise<Outcome> {
  const { c, form, session, services } = req;
  const fields = signInFields(form);
  const values = { email: fields.email };
  if (!xsrfFieldValid(form, session)) return expired(values);
  const errors = signInErrors(fields);
  if (Object.keys(errors).length) return { ok: false, status: 400, errors, values };
  const attempt = await startSignIn(req, fields.email);
  if (attempt.retryAfterMs > 0) {
    const general = tooManySignIns(tryAgainIn(attempt.retryAfterMs));
    const headers = { 'Retry-After': String(retryAfterSeconds(attempt.retryAfterMs)) };
    return { ok: false, status: 429, errors: {}, general, values, headers };
  }
  const account = await findAccountByEmail(services.store, fields.email);
  // One message for an unknown email and a wrong password: the form does not reveal who has an
  // account (and passwordMatches takes as long for either). The hash takes tens of milliseconds: it
  // runs outside the call's transaction, which on the embedded store holds its one connection.
  const matches = await services.store.outside(() => passwordMatches(account, fields.password));
  if (!matches || !account) {
    await attempt.failed();
    return { ok: false, status: 401, errors: {}, general: SIGN_IN_FAILED, values };
  }
  await attempt.succeeded();
  await signInSession(c, services, session, account);
  return { ok: true };
}

export async function register(req: PageRequest): Promise<Outcome> {
  const { c, form, session, services } = req;
  const fields = registerFields(form);
  const values = { firstName: fields.firstName, lastName: fields.lastName, email: fields.email };
  if (!xsrfFieldValid(form, session)) return expired(values);
  const errors = registerErrors(fields);
  if (Object.keys(errors).length) return { ok: false, status: 400, errors, values };
  const attempt = await startRegistration(req);
  if (attempt.retryAfterMs > 0) {
    const general = tooManyRegistrations(tryAgainIn(attempt.retryAfterMs));
    const headers = { 'Retry-After': String(retryAfterSeconds(attempt.retryAfterMs)) };
    return { ok: false, status: 429, errors: {}, general, values, headers };
  }
  const taken = { ok: false, status: 409, errors: {}, general: REGISTER_FAILED, values } as const;
  if (await findAccountByEmail(services.store, fields.email)) return taken;
  const account = await createAccount(services.store, fields);
  if (!account) return taken; // registered by someone else while the password was hashed
  await signInSession(c, services, session, account);
  return { ok: true };
}

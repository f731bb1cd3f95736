// The sign-in and register forms, shared by /login, /authenticate/register and the smart login.
import { EMAIL_MAX_LENGTH, NAME_MAX_LENGTH, PASSWORD_RULE } from '@boxoffice/sdk/rules';
import { type FieldErrors, field, hiddenFields, html, type SafeHtml } from './html.js';

export interface FormOptions {
  /** Where the form posts (a path of this site). */
  readonly action: string;
  readonly xsrfToken: string;
  readonly returnUrl: string;
  /** Values to show again after a failed post (never the password). */
  readonly values?: Readonly<Record<string, string>>;
  readonly errors?: FieldErrors;
  /** Sent as `intent` when one page holds both forms. */
  readonly intent?: 'signIn' | 'register';
  readonly idPrefix: string;
}

const intentField = (intent: FormOptions['intent']) =>
  intent ? html`<input type="hidden" name="intent" value="${intent}">` : '';

export function signInForm(options: FormOptions): SafeHtml {
  const errors = options.errors ?? {};
  const common = { idPrefix: options.idPrefix };
  return html`<form method="post" action="${options.action}" novalidate>
${hiddenFields(options.xsrfToken, options.returnUrl)}${intentField(options.intent)}
${field({ ...common, name: 'email', label: 'Email Address', type: 'email', autocomplete: 'username', value: options.values?.email ?? '', maxLength: EMAIL_MAX_LENGTH }, errors)}
${field({ ...common, name: 'password', label: 'Password', type: 'password', autocomplete: 'current-password' }, errors)}
<button type="submit">Sign In</button>
</form>`;
}

export function registerForm(options: FormOptions): SafeHtml {
  const errors = options.errors ?? {};
  const values = options.values ?? {};
  const common = { idPrefix: options.idPrefix };
  return html`<form method="post" action="${options.action}" novalidate>
${hiddenFields(options.xsrfToken, options.returnUrl)}${intentField(options.intent)}
${field({ ...common, name: 'firstName', label: 'First Name', type: 'text', autocomplete: 'given-name', value: values.firstName ?? '', maxLength: NAME_MAX_LENGTH }, errors)}
${field({ ...common, name: 'lastName', label: 'Last Name', type: 'text', autocomplete: 'family-name', value: values.lastName ?? '', maxLength: NAME_MAX_LENGTH }, errors)}
${field({ ...common, name: 'email', label: 'Email Address', type: 'email', autocomplete: 'email', value: values.email ?? '', maxLength: EMAIL_MAX_LENGTH }, errors)}
${field({ ...common, name: 'password', label: 'Password', type: 'password', autocomplete: 'new-password', hint: PASSWORD_RULE }, errors)}
${field({ ...common, name: 'confirmPassword', label: 'Confirm Password', type: 'password', autocomplete: 'new-password' }, errors)}
<button type="submit">Create Account</button>
</form>`;
}

// The sign-in and register forms' rules, as plain functions over the posted fields. The name, email
// and password rules and their messages are the shared ones (@boxoffice/sdk/rules, seed 000 §5).
import {
  EMAIL_MAX_LENGTH,
  EMAIL_REQUIRED,
  firstMessage,
  firstNameSchema,
  isEmailAddress,
  lastNameSchema,
  passwordSchema,
} from '@boxoffice/sdk/rules';
import type { FieldErrors } from './html.js';

// Ours: the seeds show no sign-in or register messages; same style as theirs.
export const PASSWORD_REQUIRED = 'Password is required';
export const PASSWORDS_DO_NOT_MATCH = 'Passwords do not match';
export const SIGN_IN_FAILED = 'The email address or password is incorrect';
// Said for an email that already has an account, without saying so: registration signs the new
// account in at once, so failing at all hints at one, but the words confirm nothing and the throttle
// below keeps anyone from testing many emails.
export const REGISTER_FAILED =
  'We could not create an account with these details. If you have registered before, sign in instead, or use another email address.';
/** `wait` reads 'in 45 minutes' (domain/throttle.ts tryAgainIn). */
export const tooManyRegistrations = (wait: string) =>
  `Too many accounts were created from this connection. Please try again ${wait}.`;
export const FORM_EXPIRED = 'This form has expired. Please try again.';
/** `wait` reads 'in 15 minutes' (domain/throttle.ts tryAgainIn). */
export const tooManySignIns = (wait: string) => `Too many sign-in attempts. Please try again ${wait}.`;

export interface SignInFields {
  readonly email: string;
  readonly password: string;
}

export interface RegisterFields extends SignInFields {
  readonly firstName: string;
  readonly lastName: string;
  readonly confirmPassword: string;
}

const text = (form: Readonly<Record<string, unknown>>, name: string) => {
  const value = form[name];
  return typeof value === 'string' ? value : '';
};

export const signInFields = (form: Readonly<Record<string, unknown>>): SignInFields => ({
  email: text(form, 'email').trim(),
  password: text(form, 'password'),
});

export const registerFields = (form: Readonly<Record<string, unknown>>): RegisterFields => ({
  ...signInFields(form),
  firstName: text(form, 'firstName').trim(),
  lastName: text(form, 'lastName').trim(),
  confirmPassword: text(form, 'confirmPassword'),
});

const emailError = (email: string) =>
  email.length <= EMAIL_MAX_LENGTH && isEmailAddress(email) ? undefined : EMAIL_REQUIRED;

function collect(entries: readonly [string, string | undefined][]): FieldErrors {
  const errors: Record<string, string> = {};
  for (const [name, message] of entries) if (message) errors[name] = message;
  return errors;
}

export const signInErrors = (fields: SignInFields): FieldErrors =>
  collect([
    ['email', emailError(fields.email)],
    ['password', fields.password === '' ? PASSWORD_REQUIRED : undefined],
  ]);

export const registerErrors = (fields: RegisterFields): FieldErrors =>
  collect([
    ['firstName', firstMessage(firstNameSchema, fields.firstName)],
    ['lastName', firstMessage(lastNameSchema, fields.lastName)],
    ['email', emailError(fields.email)],
    ['password', firstMessage(passwordSchema, fields.password)],
    [
      'confirmPassword',
      fields.confirmPassword !== fields.password && !firstMessage(passwordSchema, fields.password)
        ? PASSWORDS_DO_NOT_MATCH
        : undefined,
    ],
  ]);

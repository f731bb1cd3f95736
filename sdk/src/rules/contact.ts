/** Contact fields: names, email, phone by country format, password (seed 000 §5, §9). */
import { z } from 'zod';
import {
  EMAIL_MAX_LENGTH,
  NAME_MAX_LENGTH,
  NAME_MIN_LENGTH,
  PASSWORD_MIN_LENGTH,
  PHONE_INTERNATIONAL_MAX_DIGITS,
  PHONE_NANP_DIGITS,
} from './limits.js';
import {
  EMAIL_REQUIRED,
  FIRST_NAME_LENGTH,
  LAST_NAME_LENGTH,
  PASSWORD_RULE,
  PHONE_INTERNATIONAL_TOO_LONG,
  PHONE_NANP_INVALID,
} from './messages.js';
import { digitsOnly } from './normalize.js';

/**
 * "Standard address pattern, case-insensitive" (000 §5), used by every flow.
 * It is zod's practical email pattern (what the contract's z.email() checks),
 * so an address these rules accept is never refused by the API schema: dot-
 * separated local part, '@', dot-separated domain labels, a 2+ letter TLD.
 */
export const EMAIL_PATTERN =
  /^(?:[a-z0-9_'+-]+\.)*[a-z0-9_'+-]*[a-z0-9_+-]@(?:[a-z0-9][a-z0-9-]*\.)+[a-z]{2,}$/i;

/** Pattern and the 200-character limit (001 §9, 002 §5). */
export function isEmailAddress(value: string): boolean {
  return value.length <= EMAIL_MAX_LENGTH && EMAIL_PATTERN.test(value);
}

const nameSchema = (message: string) =>
  z
    .string({ error: message })
    .min(NAME_MIN_LENGTH, { error: message })
    .max(NAME_MAX_LENGTH, { error: message });

/** 1 to 35 characters (000 §5). Not trimmed: the seeds count characters as typed. */
export const firstNameSchema = nameSchema(FIRST_NAME_LENGTH);
export const lastNameSchema = nameSchema(LAST_NAME_LENGTH);

/** Checkout email: required, standard pattern, max 200 (000 §5). */
export const emailAddressSchema = z
  .string({ error: EMAIL_REQUIRED })
  .refine(isEmailAddress, { error: EMAIL_REQUIRED });

/** NANP phone: exactly 10 digits once non-digits are removed; output is the digits (000 §5, §7 "phone cleaned"). */
export const nanpPhoneSchema = z
  .string({ error: PHONE_NANP_INVALID })
  .overwrite(digitsOnly)
  .length(PHONE_NANP_DIGITS, { error: PHONE_NANP_INVALID });

/**
 * Other countries: up to 15 digits once non-digits are removed; output is the digits.
 * The seeds give only an upper bound here ("otherwise up to 15"), so an empty
 * international phone is accepted; NANP needs its 10 digits.
 */
export const internationalPhoneSchema = z
  .string({ error: PHONE_INTERNATIONAL_TOO_LONG })
  .overwrite(digitsOnly)
  .max(PHONE_INTERNATIONAL_MAX_DIGITS, { error: PHONE_INTERNATIONAL_TOO_LONG });

/** The phone rule for a country's format (Country.phoneUseNanpFormat). */
export function phoneNumberSchema(nanp: boolean) {
  return nanp ? nanpPhoneSchema : internationalPhoneSchema;
}

/** At least 8 characters with a lowercase letter, an uppercase letter, a digit and a special (non-alphanumeric, non-space) character. */
export function isStrongPassword(value: string): boolean {
  return (
    value.length >= PASSWORD_MIN_LENGTH &&
    /[a-z]/.test(value) &&
    /[A-Z]/.test(value) &&
    /\d/.test(value) &&
    /[^A-Za-z0-9\s]/.test(value)
  );
}

/** Shared account validation (000 §5); the message is ours, the seeds show none. */
export const passwordSchema = z
  .string({ error: PASSWORD_RULE })
  .refine(isStrongPassword, { error: PASSWORD_RULE });

/**
 * Pass and reservation phone: exactly 10 digits once non-digits are removed, the
 * masked input at most 14 characters (001 §5, 002 §5). The message differs per
 * flow, so it is a parameter. The value is kept as typed (the seeds do not say
 * these flows clean it).
 */
export function tenDigitPhoneSchema(message: string, inputMaxLength = 14) {
  return z
    .string({ error: message })
    .refine((v) => v.length <= inputMaxLength && digitsOnly(v).length === PHONE_NANP_DIGITS, {
      error: message,
    });
}

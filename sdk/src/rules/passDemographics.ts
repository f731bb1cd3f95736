/**
 * Pass demographics (seed 001 §4 "Pass card", §5 table, §9). Field names as in
 * the Cart pass entity (001 §3). One message per field, as the table gives it,
 * also when a value is over the input's length limit.
 */
import { z } from 'zod';
import { usOrCanadianZipSchema } from './address.js';
import { isEmailAddress, tenDigitPhoneSchema } from './contact.js';
import { addIssues, type FieldIssue, firstMessage, flagInput, issuesByField, textInput } from './fields.js';
import {
  EMAIL_NOT_REQUIRED_MAX_AGE,
  NAME_MAX_LENGTH,
  PASS_ADDRESS_MAX_LENGTH,
  PASS_CITY_MAX_LENGTH,
} from './limits.js';
import {
  ADDRESS2_TOO_LONG,
  CITY_REQUIRED,
  CORRECT_ERRORS_ABOVE,
  FIRST_NAME_REQUIRED,
  LAST_NAME_REQUIRED,
  PASS_ADDRESS1_REQUIRED,
  PASS_BIRTH_DATE_INVALID,
  PASS_EMAIL_INVALID,
  PASS_PHONE_REQUIRED,
  PASS_STATE_REQUIRED,
} from './messages.js';
import { ageOn, parseDisplayOrIsoDate, todayIso } from './normalize.js';

export interface PassDemographicsOptions {
  /** 'yyyy-mm-dd'; defaults to the local date at validation time. */
  today?: string;
  /** State abbreviations offered (the states of country 80); when given, the state must be one of them. */
  stateAbbreviations?: readonly string[];
}

export interface PassEditFlags {
  allowNameChange?: boolean | null;
  allowBirthDateChange?: boolean | null;
  birthDate?: string | null;
}

/** Email is disabled (not required, and cleared) when the holder is 13 or under (001 §4, §5 "age at most 13"). */
export function emailDisabled(birthDate: string | null | undefined, today: string = todayIso()): boolean {
  const birth = parseDisplayOrIsoDate(birthDate ?? '');
  const age = birth === null ? null : ageOn(birth, today);
  return age !== null && age <= EMAIL_NOT_REQUIRED_MAX_AGE;
}

/**
 * Which fields a pass card lets the shopper edit (001 §4): names only with
 * allowNameChange, birth date only with allowBirthDateChange, email unless the
 * holder is 13 or under. A field that is not editable is not validated either
 * (the shopper could not fix it).
 */
export function editablePassFields(pass: PassEditFlags, today: string = todayIso()) {
  return {
    firstName: pass.allowNameChange === true,
    lastName: pass.allowNameChange === true,
    birthDate: pass.allowBirthDateChange === true,
    emailAddress: !emailDisabled(pass.birthDate, today),
  };
}

const text = (max: number, message: string, min = 1) =>
  z.string().min(min, { error: message }).max(max, { error: message });
const firstNameRule = text(NAME_MAX_LENGTH, FIRST_NAME_REQUIRED);
const lastNameRule = text(NAME_MAX_LENGTH, LAST_NAME_REQUIRED);
const address1Rule = text(PASS_ADDRESS_MAX_LENGTH, PASS_ADDRESS1_REQUIRED);
const address2Rule = text(PASS_ADDRESS_MAX_LENGTH, ADDRESS2_TOO_LONG, 0);
const cityRule = text(PASS_CITY_MAX_LENGTH, CITY_REQUIRED);
const phoneRule = tenDigitPhoneSchema(PASS_PHONE_REQUIRED);

/** A valid birth date (m/d/yyyy typed, or ISO from the API) that is not after today. */
export function isValidPassBirthDate(value: string, today: string = todayIso()): boolean {
  const birth = parseDisplayOrIsoDate(value);
  return birth !== null && birth <= today;
}

const passInputs = {
  firstName: textInput,
  lastName: textInput,
  emailAddress: textInput,
  birthDate: textInput,
  address1: textInput,
  address2: textInput,
  city: textInput,
  state: textInput,
  zip: textInput,
  phoneNumber: textInput,
  allowNameChange: flagInput,
  allowBirthDateChange: flagInput,
};

/** Every rule of the 001 §5 table for one pass, one message per field. */
export function passDemographicsIssues(
  values: Readonly<Record<string, unknown>>,
  options: PassDemographicsOptions = {},
): FieldIssue[] {
  const today = options.today ?? todayIso();
  const v = (key: string) => (typeof values[key] === 'string' ? (values[key] as string) : '');
  const editable = editablePassFields(
    {
      allowNameChange: values.allowNameChange === true,
      allowBirthDateChange: values.allowBirthDateChange === true,
      birthDate: v('birthDate'),
    },
    today,
  );
  const issues: FieldIssue[] = [];
  const add = (field: string, message: string | undefined) => {
    if (message) issues.push({ path: [field], message });
  };
  if (editable.firstName) add('firstName', firstMessage(firstNameRule, v('firstName')));
  if (editable.lastName) add('lastName', firstMessage(lastNameRule, v('lastName')));
  const email = v('emailAddress');
  if (editable.emailAddress && email !== '' && !isEmailAddress(email))
    add('emailAddress', PASS_EMAIL_INVALID);
  if (editable.birthDate && !isValidPassBirthDate(v('birthDate'), today))
    add('birthDate', PASS_BIRTH_DATE_INVALID);
  add('address1', firstMessage(address1Rule, v('address1')));
  add('address2', firstMessage(address2Rule, v('address2')));
  add('city', firstMessage(cityRule, v('city')));
  const state = v('state');
  if (state === '' || (options.stateAbbreviations && !options.stateAbbreviations.includes(state))) {
    add('state', PASS_STATE_REQUIRED);
  }
  add('zip', firstMessage(usOrCanadianZipSchema, v('zip')));
  add('phoneNumber', firstMessage(phoneRule, v('phoneNumber')));
  return issues;
}

/**
 * The pass card form. Output: birth date as 'yyyy-mm-dd' when valid, email
 * cleared when the holder is 13 or under (001 §4).
 */
export function passDemographicsSchema(options: PassDemographicsOptions = {}) {
  return z
    .object(passInputs)
    .superRefine((values, ctx) => addIssues(ctx, passDemographicsIssues(values, options)))
    .transform((values) => {
      const today = options.today ?? todayIso();
      return {
        ...values,
        birthDate: parseDisplayOrIsoDate(values.birthDate) ?? values.birthDate,
        emailAddress: emailDisabled(values.birthDate, today) ? '' : values.emailAddress,
      };
    });
}

/**
 * A pass card's validity for the page: field messages and, when any fails, the
 * card message 'Please correct errors above' (001 §5). On load the page checks
 * new passes without showing the messages: use `valid` only.
 */
export function validatePassDemographics(
  values: Readonly<Record<string, unknown>>,
  options: PassDemographicsOptions = {},
) {
  const errors = issuesByField(passDemographicsIssues(values, options));
  const valid = Object.keys(errors).length === 0;
  return { valid, errors, errorMessage: valid ? undefined : CORRECT_ERRORS_ABOVE };
}

/** Pass photo upload accepts png, jpg and jpeg only (001 §2, §5). */
export const ACCEPTED_PHOTO_EXTENSIONS = ['png', 'jpg', 'jpeg'] as const;

export function isAcceptedPhotoFile(fileName: string): boolean {
  const ext = fileName.split('.').pop()?.toLowerCase() ?? '';
  return fileName.includes('.') && (ACCEPTED_PHOTO_EXTENSIONS as readonly string[]).includes(ext);
}

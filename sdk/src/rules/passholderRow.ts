/**
 * Pass-holder rows on product pages (seed 001 §4 "Product lists", §5 "Pass holder
 * rows"): a row is valid only when first name, last name and birth date have no
 * error; the birth date must fall in the variant's minBirthDate..maxBirthDate.
 */
import { z } from 'zod';
import { addIssues, type FieldIssue, textInput } from './fields.js';
import { NAME_MAX_LENGTH } from './limits.js';
import {
  BIRTH_DATE_OUT_OF_RANGE,
  BIRTH_DATE_REQUIRED,
  FIRST_NAME_REQUIRED,
  INVALID_DATE_FORMAT,
  LAST_NAME_REQUIRED,
} from './messages.js';
import { parseDisplayOrIsoDate } from './normalize.js';

/** The variant's birth date bounds (000 §3 Variant), ISO dates or date-times; null means unbounded. */
export interface BirthDateRange {
  minBirthDate?: string | null;
  maxBirthDate?: string | null;
}

/**
 * The birth date message of a row, or undefined: empty → 'Birth date is required';
 * not a real m/d/yyyy date (slash, dash or dot) → 'Invalid date format'; before
 * minBirthDate or after maxBirthDate (inclusive bounds) → 'Invalid birth date for this selection'.
 */
export function birthDateMessage(
  value: string | null | undefined,
  range: BirthDateRange = {},
): string | undefined {
  const text = (value ?? '').trim();
  if (text === '') return BIRTH_DATE_REQUIRED;
  const birth = parseDisplayOrIsoDate(text);
  if (birth === null) return INVALID_DATE_FORMAT;
  const min = range.minBirthDate ? parseDisplayOrIsoDate(range.minBirthDate) : null;
  const max = range.maxBirthDate ? parseDisplayOrIsoDate(range.maxBirthDate) : null;
  if ((min !== null && birth < min) || (max !== null && birth > max)) return BIRTH_DATE_OUT_OF_RANGE;
  return undefined;
}

const nameMessage = (value: string, message: string) =>
  value.length < 1 || value.length > NAME_MAX_LENGTH ? message : undefined;

/** The three row messages by field. */
export function passholderRowIssues(
  values: Readonly<Record<string, unknown>>,
  range: BirthDateRange = {},
): FieldIssue[] {
  const v = (key: string) => (typeof values[key] === 'string' ? (values[key] as string) : '');
  const found: [string, string | undefined][] = [
    ['firstName', nameMessage(v('firstName'), FIRST_NAME_REQUIRED)],
    ['lastName', nameMessage(v('lastName'), LAST_NAME_REQUIRED)],
    ['birthDate', birthDateMessage(v('birthDate'), range)],
  ];
  return found.flatMap(([field, message]) => (message ? [{ path: [field], message }] : []));
}

/** A row schema for one variant's range. Output birth date is 'yyyy-mm-dd'. */
export function passholderRowSchema(range: BirthDateRange = {}) {
  return z
    .object({ firstName: textInput, lastName: textInput, birthDate: textInput })
    .superRefine((values, ctx) => addIssues(ctx, passholderRowIssues(values, range)))
    .transform((values) => ({
      ...values,
      birthDate: parseDisplayOrIsoDate(values.birthDate) ?? values.birthDate,
    }));
}

/** Add to cart for passes needs at least one passholder and every row valid (001 §4). */
export function canAddPassholders(
  rows: readonly { values: Readonly<Record<string, unknown>>; range?: BirthDateRange }[],
): boolean {
  return rows.length > 0 && rows.every((row) => passholderRowIssues(row.values, row.range).length === 0);
}

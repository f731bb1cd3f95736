// The passholder rows of the pass product pages as plain functions (seed 001 §4 'Product lists', §5
// 'Pass holder rows'): per pass variant, rows of first name, last name and birth date, added and
// removed by the shopper. The field rules are the SDK's (`passholderRowIssues`, `canAddPassholders`);
// here are only the rows' states: a field's message shows once the shopper has left the field (ours:
// the seed does not say when, and a message while typing the first digit would only be noise).
import type { Schema } from '@boxoffice/sdk';
import {
  BIRTH_DATE_PICKER_YEARS,
  type BirthDateRange,
  canAddPassholders,
  parseDisplayOrIsoDate,
  passholderRowIssues,
} from '@boxoffice/sdk/rules';
import { typedBirthDate } from './birth-date';

type Variant = Schema<'ProductVariant'>;
type NewPassholder = Schema<'NewPassholder'>;

export type PassholderField = 'firstName' | 'lastName' | 'birthDate';
export const PASSHOLDER_FIELDS: readonly PassholderField[] = ['firstName', 'lastName', 'birthDate'];

export interface PassholderRow {
  /** Stable across edits and removals, for React keys and labels. */
  readonly key: number;
  readonly firstName: string;
  readonly lastName: string;
  /** As typed: m/d/yyyy with a slash, dash or dot. */
  readonly birthDate: string;
  /** The fields the shopper has left, whose messages now show. */
  readonly touched: readonly PassholderField[];
}

/** The rows of a page, by variant id. */
export type PassholderRows = Readonly<Record<string, readonly PassholderRow[]>>;

let lastKey = 0;
export const newRow = (values: Partial<Pick<PassholderRow, PassholderField>> = {}): PassholderRow => ({
  key: ++lastKey,
  firstName: values.firstName ?? '',
  lastName: values.lastName ?? '',
  birthDate: values.birthDate ?? '',
  touched: [],
});

export const rowsOf = (rows: PassholderRows, variantId: string): readonly PassholderRow[] =>
  rows[variantId] ?? [];

export const addRow = (rows: PassholderRows, variantId: string): PassholderRows => ({
  ...rows,
  [variantId]: [...rowsOf(rows, variantId), newRow()],
});

export const removeRow = (rows: PassholderRows, variantId: string, key: number): PassholderRows => ({
  ...rows,
  [variantId]: rowsOf(rows, variantId).filter((row) => row.key !== key),
});

function changeRow(
  rows: PassholderRows,
  variantId: string,
  key: number,
  change: (row: PassholderRow) => PassholderRow,
): PassholderRows {
  return {
    ...rows,
    [variantId]: rowsOf(rows, variantId).map((row) => (row.key === key ? change(row) : row)),
  };
}

export const editRow = (
  rows: PassholderRows,
  variantId: string,
  key: number,
  field: PassholderField,
  value: string,
): PassholderRows => changeRow(rows, variantId, key, (row) => ({ ...row, [field]: value }));

export const touchRow = (
  rows: PassholderRows,
  variantId: string,
  key: number,
  field: PassholderField,
): PassholderRows =>
  changeRow(rows, variantId, key, (row) =>
    row.touched.includes(field) ? row : { ...row, touched: [...row.touched, field] },
  );

/** The variant's bounds for the birth date rule. */
export const birthDateRange = (variant: Variant): BirthDateRange => ({
  minBirthDate: variant.minBirthDate ?? null,
  maxBirthDate: variant.maxBirthDate ?? null,
});

/** A row as the SDK's rules read it: its birth date as typed (m/d/yyyy, not ISO). */
const ruleValues = (row: PassholderRow) => ({ ...row, birthDate: typedBirthDate(row.birthDate) });

/** Every message of a row, by field (the SDK's rule). */
export function rowMessages(
  row: PassholderRow,
  range: BirthDateRange,
): Partial<Record<PassholderField, string>> {
  const messages: Partial<Record<PassholderField, string>> = {};
  for (const issue of passholderRowIssues(ruleValues(row), range)) {
    const field = issue.path[0] as PassholderField;
    messages[field] ??= issue.message;
  }
  return messages;
}

/** The messages shown: those of the fields the shopper has left. */
export function visibleMessages(
  row: PassholderRow,
  range: BirthDateRange,
): Partial<Record<PassholderField, string>> {
  const all = rowMessages(row, range);
  return Object.fromEntries(
    PASSHOLDER_FIELDS.filter((f) => row.touched.includes(f) && all[f]).map((f) => [f, all[f]]),
  );
}

/** Seed 001 §4: Add to Cart needs at least one passholder and every row valid (the given variants' rows). */
export function canAddPasses(rows: PassholderRows, variants: readonly Variant[]): boolean {
  return canAddPassholders(
    variants.flatMap((variant) =>
      rowsOf(rows, variant.id).map((row) => ({ values: ruleValues(row), range: birthDateRange(variant) })),
    ),
  );
}

/** The request's newPasses (seed 001 §3): the rows of the given variants, names trimmed, ISO birth dates. */
export function newPasses(rows: PassholderRows, variants: readonly Variant[]): NewPassholder[] {
  return variants.flatMap((variant) =>
    rowsOf(rows, variant.id).map((row) => ({
      extProductVariantId: variant.extProductVariantId,
      birthDate: parseDisplayOrIsoDate(row.birthDate) ?? row.birthDate,
      firstName: row.firstName.trim(),
      lastName: row.lastName.trim(),
    })),
  );
}

/** The rows again from a request's newPasses (a pending add restored after sign-in), by variant id. */
export function rowsFromNewPasses(
  passes: readonly NewPassholder[],
  variants: readonly Variant[],
): PassholderRows {
  const byExtId = new Map(variants.map((variant) => [variant.extProductVariantId, variant.id]));
  const rows: Record<string, PassholderRow[]> = {};
  for (const pass of passes) {
    const variantId = byExtId.get(pass.extProductVariantId);
    if (!variantId) continue;
    const [y, m, d] = pass.birthDate.split('-');
    const birthDate = m && d ? `${Number(m)}/${Number(d)}/${y}` : pass.birthDate;
    const row = newRow({ firstName: pass.firstName, lastName: pass.lastName, birthDate });
    rows[variantId] = [...(rows[variantId] ?? []), row];
  }
  return rows;
}

/**
 * The birth date mask (seed 001 §5): digits and the separators slash, dash and dot only, at most
 * 10 characters (mm/dd/yyyy).
 */
export const maskBirthDate = (text: string): string => text.replace(/[^\d/.-]/g, '').slice(0, 10);

/**
 * The picker's days (seed 001 §9): the past 100 years up to today. Ours: narrowed to the variant's
 * own bounds where it has them, so the calendar offers only days the variant accepts (a typed date
 * outside them still gets 'Invalid birth date for this selection').
 */
export function pickerBounds(range: BirthDateRange, today: Date): { min: string; max: string } {
  const iso = (day: Date) =>
    `${day.getFullYear()}-${String(day.getMonth() + 1).padStart(2, '0')}-${String(day.getDate()).padStart(2, '0')}`;
  const max = iso(today);
  const min = iso(new Date(today.getFullYear() - BIRTH_DATE_PICKER_YEARS, today.getMonth(), today.getDate()));
  const lo = range.minBirthDate ? parseDisplayOrIsoDate(range.minBirthDate) : null;
  const hi = range.maxBirthDate ? parseDisplayOrIsoDate(range.maxBirthDate) : null;
  const from = lo && lo > min ? lo : min;
  const to = hi && hi < max ? hi : max;
  // A variant whose bounds lie wholly outside the picker's years keeps the picker's own range.
  return from <= to ? { min: from, max: to } : { min, max };
}

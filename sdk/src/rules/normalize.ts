/** Pure normalizers shared by the rules and the forms. No zod here. */

/** Phone cleaning (000 §5 "digits only after cleaning"). */
export function digitsOnly(value: string): string {
  return value.replace(/\D/g, '');
}

/**
 * The NANP phone mask '(xxx) xxx-xxxx' (000 §5). Applied progressively so it can
 * run while typing; digits past the tenth are dropped.
 */
export function formatNanpPhone(value: string): string {
  const d = digitsOnly(value).slice(0, 10);
  if (d.length === 0) return '';
  if (d.length <= 3) return `(${d}`;
  if (d.length <= 6) return `(${d.slice(0, 3)}) ${d.slice(3)}`;
  return `(${d.slice(0, 3)}) ${d.slice(3, 6)}-${d.slice(6)}`;
}

/** Checkout postal code: spaces and dashes stripped, uppercased (000 §5). */
export function normalizePostalCode(value: string): string {
  return value.replace(/[\s-]/g, '').toUpperCase();
}

/**
 * Pass and reservation zip: the seeds say "after removing a hyphen and a space"
 * (001 §5, 002 §5), i.e. one of each, unlike checkout which strips them all.
 * With the 7-character input limit this accepts 'A1A 1A1' and '12345-'.
 */
export function removeOneHyphenAndSpace(value: string): string {
  return value.replace('-', '').replace(' ', '');
}

export function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

export function daysInMonth(year: number, month: number): number {
  if (month === 2) return isLeapYear(year) ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

/** Builds 'yyyy-mm-dd' when year (1-9999), month and day form a real calendar date, else null. */
export function isoDate(year: number, month: number, day: number): string | null {
  if (!Number.isInteger(year) || year < 1 || year > 9999) return null;
  if (!Number.isInteger(month) || month < 1 || month > 12) return null;
  if (!Number.isInteger(day) || day < 1 || day > daysInMonth(year, month)) return null;
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

const DISPLAY_DATE = /^(\d{1,2})([/.-])(\d{1,2})\2(\d{4})$/;
const SHORT_YEAR_DATE = /^(\d{1,2})\/(\d{1,2})\/(\d{2})$/;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})(?:T.*)?$/;

/**
 * Typed birth dates: m/d/yyyy where the separator is a slash, dash or dot (the
 * same one twice), with a real month and day, leap years checked (001 §5).
 * Returns 'yyyy-mm-dd' or null.
 */
export function parseDisplayDate(text: string): string | null {
  const m = DISPLAY_DATE.exec(text.trim());
  return m ? isoDate(Number(m[4]), Number(m[1]), Number(m[3])) : null;
}

/**
 * m/d/yy, the short form accepted by the bundle date (002 §5) and the performance
 * date picker (000 §2). Two-digit years are read as 20yy: these are visit dates.
 */
export function parseShortYearDate(text: string): string | null {
  const m = SHORT_YEAR_DATE.exec(text.trim());
  return m ? isoDate(2000 + Number(m[3]), Number(m[1]), Number(m[2])) : null;
}

/** Bundle and performance date inputs: m/d/yy or m/d/yyyy, slash separated (000 §2, 002 §5). */
export function parsePickerDate(text: string): string | null {
  const t = text.trim();
  return t.includes('/') && !/[.-]/.test(t) ? (parseDisplayDate(t) ?? parseShortYearDate(t)) : null;
}

/** API dates: 'yyyy-mm-dd', optionally followed by a time ('1990-05-01T00:00:00'). Returns the date part or null. */
export function parseIsoDate(text: string): string | null {
  const m = ISO_DATE.exec(text.trim());
  return m ? isoDate(Number(m[1]), Number(m[2]), Number(m[3])) : null;
}

/** Birth dates arrive typed (m/d/yyyy) from forms and as ISO from the API; both are accepted. */
export function parseDisplayOrIsoDate(text: string): string | null {
  return parseDisplayDate(text) ?? parseIsoDate(text);
}

/** ISO date (or date-time) to the display form mm/dd/yyyy (000 §2); '' when not a valid date. */
export function formatDisplayDate(iso: string): string {
  const d = parseIsoDate(iso);
  return d ? `${d.slice(5, 7)}/${d.slice(8, 10)}/${d.slice(0, 4)}` : '';
}

/** Whole years between two ISO dates (a 29 February birthday counts from 1 March in other years); null if either is invalid. */
export function ageOn(birthIso: string, todayIso: string): number | null {
  const b = parseIsoDate(birthIso);
  const t = parseIsoDate(todayIso);
  if (!b || !t) return null;
  const [by, bm, bd] = b.split('-').map(Number) as [number, number, number];
  const [ty, tm, td] = t.split('-').map(Number) as [number, number, number];
  const beforeBirthday = tm < bm || (tm === bm && td < bd);
  return ty - by - (beforeBirthday ? 1 : 0);
}

/** Today's local date as 'yyyy-mm-dd'. */
export function todayIso(now: Date = new Date()): string {
  return isoDate(now.getFullYear(), now.getMonth() + 1, now.getDate()) ?? '';
}

/** Upgrade barcode input: split on commas, remove non-alphanumerics, drop empties (001 §5). */
export function splitBarcodes(text: string): string[] {
  return text
    .split(',')
    .map((part) => part.replace(/[^A-Za-z0-9]/g, ''))
    .filter((part) => part.length > 0);
}

/**
 * Select values to an id: a positive integer (or its decimal string), else null
 * (nothing chosen). Native selects give strings and valueAsNumber gives NaN.
 */
export function toId(value: unknown): number | null {
  const n = typeof value === 'string' && /^\d+$/.test(value.trim()) ? Number(value) : value;
  return typeof n === 'number' && Number.isSafeInteger(n) && n > 0 ? n : null;
}

/**
 * A chosen option whose id is a string in the API (deliveryMethodId 'dm_print',
 * performanceId): a non-blank string, or a finite number as its decimal text; else null.
 */
export function toChoiceId(value: unknown): string | null {
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : null;
  return typeof value === 'string' && value.trim() !== '' ? value : null;
}

/** Money to integer cents, so that sums and remainders have no float error. */
export function toCents(amount: number): number {
  return Math.round(amount * 100);
}

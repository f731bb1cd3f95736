// The pass card's holder rules (seed 001 §4 "Pass card", §5 table) on the server: what an Update
// saves, and whether a pass is complete enough to finish the demographics step.
import {
  BIRTH_DATE_PICKER_YEARS,
  digitsOnly,
  emailDisabled,
  passDemographicsIssues,
  passholderRowIssues,
} from '@boxoffice/sdk/rules';
import type { Holder, PassRecord } from './records.js';

export interface HolderRulesOptions {
  /** yyyy-mm-dd, from the server's clock. */
  readonly today: string;
  /** The states of country 80 (the only options the card offers). */
  readonly stateAbbreviations: readonly string[];
}

/** The Update form's fields (the updateCartPass body). */
export interface HolderInput {
  readonly firstName: string;
  readonly lastName: string;
  readonly emailAddress?: string | null;
  readonly birthDate: string;
  readonly address1: string;
  readonly address2?: string | null;
  readonly city: string;
  readonly state: string;
  readonly zip: string;
  readonly phoneNumber: string;
}

export type HolderUpdate =
  | { readonly ok: true; readonly holder: Holder }
  | { readonly ok: false; readonly message: string; readonly errors: readonly string[] };

const trimmed = (value: string | null | undefined) => {
  const text = (value ?? '').trim();
  return text === '' ? null : text;
};

/**
 * The holder an Update saves. Names are kept unless the pass allows a name change, the birth date
 * unless it allows a birth date change (the card disables those inputs); email is cleared for a
 * holder aged 13 or under. Failures carry the table's messages, first failure first.
 */
export function applyHolderUpdate(
  pass: PassRecord,
  input: HolderInput,
  options: HolderRulesOptions,
): HolderUpdate {
  const firstName = pass.allowNameChange ? input.firstName.trim() : (pass.holder.firstName ?? '');
  const lastName = pass.allowNameChange ? input.lastName.trim() : (pass.holder.lastName ?? '');
  const birthDate = pass.allowBirthDateChange ? input.birthDate.trim() : (pass.holder.birthDate ?? '');
  const values = {
    ...input,
    firstName,
    lastName,
    birthDate,
    emailAddress: trimmed(input.emailAddress) ?? '',
    address2: input.address2 ?? '',
    allowNameChange: pass.allowNameChange,
    allowBirthDateChange: pass.allowBirthDateChange,
  };
  const issues = passDemographicsIssues(values, options);
  if (issues.length > 0) {
    const errors = issues.map((issue) => issue.message);
    return { ok: false, message: errors[0] as string, errors };
  }
  return {
    ok: true,
    holder: {
      firstName,
      lastName,
      emailAddress: emailDisabled(birthDate, options.today) ? null : trimmed(input.emailAddress),
      birthDate,
      address1: input.address1.trim(),
      address2: trimmed(input.address2),
      city: input.city.trim(),
      state: input.state.trim(),
      zip: input.zip.trim().toUpperCase(),
      phoneNumber: digitsOnly(input.phoneNumber),
    },
  };
}

/** Every field of the table valid, names and birth date included (the card's 'Completed'). */
export function holderComplete(holder: Holder, options: HolderRulesOptions): boolean {
  const values = { ...holder, allowNameChange: true, allowBirthDateChange: true };
  return passDemographicsIssues(values, options).length === 0;
}

/**
 * Whether a pass lets the demographics step finish (001 §4): complete, and not waiting for the
 * holder to confirm details older than 12 months.
 */
export const passReady = (pass: PassRecord, options: HolderRulesOptions): boolean =>
  !pass.demographicsUpdateRequired && holderComplete(pass.holder, options);

/** The primary contact: the first renewal pass, or the first new pass when there are none (001 §2). */
export function primaryContactId(passes: readonly PassRecord[]): string | null {
  const renewal = passes.find((pass) => pass.origin.kind === 'renewal');
  return (renewal ?? passes[0])?.extCartTicketId ?? null;
}

/** 'Not Confirmed in 12+ Months': the details were last confirmed a year or more before today. */
export function confirmationStale(confirmedOn: string, today: string): boolean {
  const [year, month, day] = today.split('-').map(Number) as [number, number, number];
  const yearAgo = `${String(year - 1).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
  return confirmedOn <= yearAgo;
}

/**
 * A passholder row's messages (product pages and upgrade selections, 001 §5): first name, last
 * name and a birth date inside the variant's bounds and the picker's range, the past 100 years up
 * to today ('Invalid birth date for this selection' outside them).
 */
export function holderRowIssues(
  row: { readonly firstName: string; readonly lastName: string; readonly birthDate: string },
  today: string,
  range: { readonly minBirthDate: string | null; readonly maxBirthDate: string | null } = {
    minBirthDate: null,
    maxBirthDate: null,
  },
): string[] {
  const oldest = `${String(Number(today.slice(0, 4)) - BIRTH_DATE_PICKER_YEARS).padStart(4, '0')}${today.slice(4)}`;
  const bounds = {
    minBirthDate: range.minBirthDate && range.minBirthDate > oldest ? range.minBirthDate : oldest,
    maxBirthDate: range.maxBirthDate && range.maxBirthDate < today ? range.maxBirthDate : today,
  };
  return passholderRowIssues(row, bounds).map((issue) => issue.message);
}

/**
 * Checkout address (billing, and shipping with the 'shipping' prefix): seed 000 §5.
 * Entity fields as in 000 §3 "Address".
 */
import { z } from 'zod';
import { firstNameSchema, lastNameSchema, phoneNumberSchema } from './contact.js';
import { addIssues, type FieldIssue, firstMessage, idInput, textInput } from './fields.js';
import {
  ADDRESS_MAX_LENGTH,
  CITY_MAX_LENGTH,
  COUNTRY_ID_CANADA,
  COUNTRY_ID_USA,
  PASS_ZIP_INPUT_MAX_LENGTH,
  POSTAL_CODE_MAX_LENGTH,
} from './limits.js';
import {
  ADDRESS_FIELD_LABELS,
  ADDRESS2_TOO_LONG,
  CITY_REQUIRED,
  COUNTRY_REQUIRED,
  POSTAL_CODE_OTHER,
  STATE_PROVINCE_REQUIRED,
  STREET_ADDRESS_REQUIRED,
  US_CANADA_POSTAL_CODE,
} from './messages.js';
import { digitsOnly, normalizePostalCode, removeOneHyphenAndSpace, toId } from './normalize.js';

export const ADDRESS_KEYS = [
  'firstName',
  'lastName',
  'phoneNumber',
  'phoneUseNanpFormat',
  'countryId',
  'address1',
  'address2',
  'city',
  'stateProvinceId',
  'otherStateProvince',
  'zipCode',
] as const;
export type AddressKey = (typeof ADDRESS_KEYS)[number];

/** 'firstName' with prefix 'shipping' is 'shippingFirstName' (000 §3 "the same fields prefixed shipping"). */
export type PrefixedKey<P extends string, K extends string> = P extends '' ? K : `${P}${Capitalize<K>}`;
export function prefixedKey<P extends string, K extends string>(prefix: P, key: K): PrefixedKey<P, K> {
  return (prefix === '' ? key : `${prefix}${key.charAt(0).toUpperCase()}${key.slice(1)}`) as PrefixedKey<
    P,
    K
  >;
}

/** An address after cleaning: phone as digits, zip without spaces and dashes (000 §7 "phone and zip cleaned"). */
export interface AddressValues {
  firstName: string;
  lastName: string;
  phoneNumber: string;
  phoneUseNanpFormat: boolean | null;
  countryId: number | null;
  address1: string;
  address2: string;
  city: string;
  stateProvinceId: number | null;
  otherStateProvince: string;
  zipCode: string;
}

const addressInputs = {
  firstName: textInput,
  lastName: textInput,
  phoneNumber: textInput.transform(digitsOnly),
  phoneUseNanpFormat: z
    .boolean()
    .nullish()
    .transform((v) => v ?? null),
  countryId: idInput,
  address1: textInput,
  address2: textInput,
  city: textInput,
  stateProvinceId: idInput,
  otherStateProvince: textInput,
  zipCode: textInput.transform(normalizePostalCode),
};
export type AddressShape<P extends string> = {
  [K in AddressKey as PrefixedKey<P, K>]: (typeof addressInputs)[K];
};

/** The lenient field inputs of an address, keys prefixed (the rules run in the object's refinement). */
export function addressShape<P extends string>(prefix: P): AddressShape<P> {
  const shape: Record<string, z.ZodType> = {};
  for (const key of ADDRESS_KEYS) shape[prefixedKey(prefix, key)] = addressInputs[key];
  return shape as AddressShape<P>;
}

const text = (v: unknown): string => (typeof v === 'string' ? v : '');

/** Reads an address from form values or a request body, by prefix, cleaning it like the schema does. */
export function readAddress(values: Readonly<Record<string, unknown>>, prefix = ''): AddressValues {
  const get = (key: AddressKey) => values[prefixedKey(prefix, key)];
  const nanp = get('phoneUseNanpFormat');
  return {
    firstName: text(get('firstName')),
    lastName: text(get('lastName')),
    phoneNumber: digitsOnly(text(get('phoneNumber'))),
    phoneUseNanpFormat: typeof nanp === 'boolean' ? nanp : null,
    countryId: toId(get('countryId')),
    address1: text(get('address1')),
    address2: text(get('address2')),
    city: text(get('city')),
    stateProvinceId: toId(get('stateProvinceId')),
    otherStateProvince: text(get('otherStateProvince')),
    zipCode: normalizePostalCode(text(get('zipCode'))),
  };
}

export interface AddressRuleOptions {
  /**
   * Which fields may be left empty (000 §5 'Each address field may be optional under an allow empty
   * flag'): true for every field, or a flag per field ({ phoneNumber: true }). What is filled in
   * must still be valid. The state goes with the country: an empty country needs no state.
   */
  allowEmpty?: boolean | Partial<Record<AddressKey, boolean>>;
  /**
   * Whether the country has a state list (then stateProvinceId is a select, otherwise
   * otherStateProvince is free text). Defaults to: USA and Canada have states.
   */
  statesFor?: (countryId: number) => boolean;
}

/** State / province is required for USA (80) and Canada (17) only (000 §5). */
export function countryRequiresState(countryId: number | null | undefined): boolean {
  return countryId === COUNTRY_ID_USA || countryId === COUNTRY_ID_CANADA;
}

/** Phone format: the country's phoneUseNanpFormat; when unknown, USA and Canada use NANP. */
export function usesNanpPhone(address: Pick<AddressValues, 'phoneUseNanpFormat' | 'countryId'>): boolean {
  return address.phoneUseNanpFormat ?? countryRequiresState(address.countryId);
}

/** The zip rule for a country: US 5 digits, Canada A1A1A1, others 1-10 letters or digits; all after stripping spaces and dashes. Output is the cleaned code. */
export function postalCodeSchema(countryId: number | null | undefined) {
  const base = z.string({ error: POSTAL_CODE_OTHER }).overwrite(normalizePostalCode);
  if (countryId === COUNTRY_ID_USA) return base.regex(/^\d{5}$/, { error: US_CANADA_POSTAL_CODE });
  if (countryId === COUNTRY_ID_CANADA)
    return base.regex(/^[A-Z]\d[A-Z]\d[A-Z]\d$/, { error: US_CANADA_POSTAL_CODE });
  return base.regex(new RegExp(`^[A-Z0-9]{1,${POSTAL_CODE_MAX_LENGTH}}$`), { error: POSTAL_CODE_OTHER });
}

/**
 * Pass and reservation zip (001 §5, 002 §5): input at most 7 characters; after
 * removing a hyphen and a space, 5 digits or a Canadian A1A1A1 (either case).
 * The value is kept as typed.
 */
export function isUsOrCanadianZip(value: string): boolean {
  const code = removeOneHyphenAndSpace(value).toUpperCase();
  return (
    value.length <= PASS_ZIP_INPUT_MAX_LENGTH &&
    (/^\d{5}$/.test(code) || /^[A-Z]\d[A-Z]\d[A-Z]\d$/.test(code))
  );
}

export const usOrCanadianZipSchema = z
  .string({ error: US_CANADA_POSTAL_CODE })
  .refine(isUsOrCanadianZip, { error: US_CANADA_POSTAL_CODE });

/** City 1 to 50 characters (000 §5). */
export const citySchema = z
  .string({ error: CITY_REQUIRED })
  .min(1, { error: CITY_REQUIRED })
  .max(CITY_MAX_LENGTH, { error: CITY_REQUIRED });

/** All address rules, one message per failing field, unprefixed field names. */
export function addressIssues(
  address: AddressValues,
  options: AddressRuleOptions = {},
): { field: AddressKey; message: string }[] {
  const flags = options.allowEmpty;
  const optional = (field: AddressKey) =>
    flags === true || (typeof flags === 'object' && flags[field] === true);
  const statesFor = options.statesFor ?? countryRequiresState;
  const out: { field: AddressKey; message: string }[] = [];
  const check = (field: AddressKey, message: string | undefined) => {
    if (message) out.push({ field, message });
  };
  const a = address;
  if (!(optional('firstName') && a.firstName === ''))
    check('firstName', firstMessage(firstNameSchema, a.firstName));
  if (!(optional('lastName') && a.lastName === ''))
    check('lastName', firstMessage(lastNameSchema, a.lastName));
  if (!(optional('phoneNumber') && a.phoneNumber === '')) {
    check('phoneNumber', firstMessage(phoneNumberSchema(usesNanpPhone(a)), a.phoneNumber));
  }
  if (a.countryId === null && !optional('countryId')) check('countryId', COUNTRY_REQUIRED);
  // Street Address 1 to 50: the one message covers the limit too, as 'City is required' does.
  if ((a.address1 === '' && !optional('address1')) || a.address1.length > ADDRESS_MAX_LENGTH)
    check('address1', STREET_ADDRESS_REQUIRED);
  if (a.address2.length > ADDRESS_MAX_LENGTH) check('address2', ADDRESS2_TOO_LONG);
  if (!(optional('city') && a.city === '')) check('city', firstMessage(citySchema, a.city));
  if (a.countryId !== null && countryRequiresState(a.countryId)) {
    if (statesFor(a.countryId)) {
      if (a.stateProvinceId === null && !optional('stateProvinceId'))
        check('stateProvinceId', STATE_PROVINCE_REQUIRED);
    } else if (a.otherStateProvince === '' && !optional('otherStateProvince')) {
      check('otherStateProvince', STATE_PROVINCE_REQUIRED);
    }
  }
  if (!(optional('zipCode') && normalizePostalCode(a.zipCode) === '')) {
    check('zipCode', firstMessage(postalCodeSchema(a.countryId), a.zipCode));
  }
  return out;
}

/** The address rules on prefixed form values, as issues with prefixed paths (for object refinements). */
export function addressFieldIssues(
  values: Readonly<Record<string, unknown>>,
  prefix = '',
  options: AddressRuleOptions = {},
): FieldIssue[] {
  return addressIssues(readAddress(values, prefix), options).map(({ field, message }) => ({
    path: [prefixedKey(prefix, field)],
    message,
  }));
}

export interface AddressSchemaOptions<P extends string> extends AddressRuleOptions {
  /** '' for billing (the default), 'shipping' for the shipping block. */
  prefix?: P;
}

/** The address form: {firstName, lastName, phoneNumber, phoneUseNanpFormat, countryId, address1, address2, city, stateProvinceId, otherStateProvince, zipCode}, optionally prefixed. */
export function addressSchema<P extends string = ''>(options: AddressSchemaOptions<P> = {}) {
  const prefix = (options.prefix ?? '') as P;
  return z
    .object(addressShape(prefix))
    .superRefine((values, ctx) => addIssues(ctx, addressFieldIssues(values, prefix, options)));
}

/**
 * The labels of the invalid fields (000 §5: First Name, Last Name, Phone, Country,
 * Address 1, City, State, Zip), optionally with a label prefix such as 'Shipping'.
 */
export function invalidAddressFieldLabels(
  values: Readonly<Record<string, unknown>>,
  options: AddressRuleOptions & { prefix?: string; labelPrefix?: string } = {},
): string[] {
  const labels = addressIssues(readAddress(values, options.prefix ?? ''), options).map(
    ({ field }) => ADDRESS_FIELD_LABELS[field as keyof typeof ADDRESS_FIELD_LABELS],
  );
  const lp = options.labelPrefix?.trim();
  return [...new Set(labels)].map((label) => (lp ? `${lp} ${label}` : label));
}

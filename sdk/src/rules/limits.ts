/** Business constants and limits from the seeds' section 9 (and the rules of section 5 that name a number). */

// Seed 000 §9: country ids. State / province is required for these two (000 §5).
export const COUNTRY_ID_USA = 80;
export const COUNTRY_ID_CANADA = 17;

// Seed 000 §9: checkout contact and address.
export const NAME_MIN_LENGTH = 1;
export const NAME_MAX_LENGTH = 35;
export const CITY_MAX_LENGTH = 50;
/** Street address lines: 50 as in 001 §9 (000 does not say; the contract uses 50 too). */
export const ADDRESS_MAX_LENGTH = 50;
export const POSTAL_CODE_MAX_LENGTH = 10;
export const US_ZIP_LENGTH = 5;
export const CANADIAN_POSTAL_CODE_LENGTH = 6;
export const PHONE_INTERNATIONAL_MAX_DIGITS = 15;
export const PHONE_NANP_DIGITS = 10;
export const EMAIL_MAX_LENGTH = 200;
/** Seed 000 §5 shared account validation. */
export const PASSWORD_MIN_LENGTH = 8;

// Seed 000 §9: card.
export const CVV_MIN_LENGTH = 3;
export const CVV_MAX_LENGTH = 4;
export const CARDHOLDER_NAME_MAX_LENGTH = 26;
/** The installment card modal aborts with 'too many calls' after this many token submissions. */
export const INSTALLMENT_TOKEN_SUBMISSIONS_MAX = 10;

// Seed 001 §9 / 002 §9: pass demographics and reservation inputs.
export const PASS_ADDRESS_MAX_LENGTH = 50;
export const PASS_CITY_MAX_LENGTH = 50;
export const PASS_ZIP_INPUT_MAX_LENGTH = 7;
export const PASS_PHONE_INPUT_MAX_LENGTH = 14;
export const PASS_ID_MAX_LENGTH = 17;
export const BARCODE_MAX_LENGTH = 17;
/** Email is not required (and is disabled and cleared) at this age or under (001 §4, §5). */
export const EMAIL_NOT_REQUIRED_MAX_AGE = 13;
/** Birth date picker range: the past 100 years up to today (001 §5). */
export const BIRTH_DATE_PICKER_YEARS = 100;
/** Pass validation method 2 means zip code, otherwise phone (000 §9, 001 §9, 002 §9). */
export const PASS_VALIDATION_METHOD_ZIP = 2;

// Seed 000 §9: quantities and performance selections.
export const QUANTITY_DEFAULT_MIN = 1;
export const QUANTITY_DEFAULT_MAX = 100;
export const QUANTITY_ABSOLUTE_MIN = 0;
export const PERFORMANCE_SELECTIONS_MAX = 4;

// Seed 002 §9: donation.
export const DONATION_MIN = 0;
export const DONATION_MAX = 10000;
export const DONATION_STEP = 0.01;

// Seed 002 §3: reservation capacity levels; the entry-time modal excludes Reached and Unavailable (002 §4.1).
export const RESERVATION_CAPACITY_REACHED = 1;
export const RESERVATION_CAPACITY_UNAVAILABLE = 6;

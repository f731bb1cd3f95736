/**
 * Shopper-facing validation messages. The seeds' texts are a contract: they are
 * copied word for word, typos included ('limitied'). Seed 000 = storefront core,
 * 001 = pass and account flows, 002 = reservation, bundle, donation.
 * Texts the seeds do not show are grouped at the end under "ours".
 */

// --- Seed 000 §5: checkout settings, contact and address (same for shipping) ---
export const DELIVERY_METHOD_REQUIRED = 'Delivery method is required';
export const PAYMENT_METHOD_REQUIRED = 'Payment method is required';
export const FIRST_NAME_LENGTH = 'First name must be between 1 and 35 characters in length';
export const LAST_NAME_LENGTH = 'Last name must be between 1 and 35 characters in length';
export const PHONE_NANP_INVALID = 'Phone number must be a 10 digit numeric value';
export const PHONE_INTERNATIONAL_TOO_LONG = 'Phone number cannot be longer than 15 numeric digits';
export const EMAIL_REQUIRED = 'A valid email address is required';
export const COUNTRY_REQUIRED = 'Country selection is required';
export const STREET_ADDRESS_REQUIRED = 'Street Address is required';
/** Also seed 001 §5 pass demographics (same text). */
export const CITY_REQUIRED = 'City is required';
export const STATE_PROVINCE_REQUIRED = 'State / province is required';
/** Seed 000 §5 (US/Canada checkout), 001 §5 (pass zip) and 002 §5 (reservation zip). */
export const US_CANADA_POSTAL_CODE = 'A 5 digit US or 6 character Canadian postal code is required';
export const POSTAL_CODE_OTHER = 'Postal Code is required and must be 10 characters or less';

/** Seed 000 §5 quantity: 'Minimum quantity is {min}, Maximum quantity is {max}' (its own module). */
export { quantityRangeMessage } from './quantity-message.js';

/** Seed 000 §5: labels reported for invalid address fields, optionally prefixed. */
export const ADDRESS_FIELD_LABELS = {
  firstName: 'First Name',
  lastName: 'Last Name',
  phoneNumber: 'Phone',
  countryId: 'Country',
  address1: 'Address 1',
  /** Ours: the seeds list no label for address 2 (its only rule is the 50-character limit). */
  address2: 'Address 2',
  city: 'City',
  stateProvinceId: 'State',
  otherStateProvince: 'State',
  zipCode: 'Zip',
} as const;

// --- Seed 001 §5: pass demographics and pass-holder rows ---
export const FIRST_NAME_REQUIRED = 'First name is required';
export const LAST_NAME_REQUIRED = 'Last name is required';
export const PASS_EMAIL_INVALID = 'Email address is invalid (email address is not required)';
export const PASS_BIRTH_DATE_INVALID = 'A valid birth date is required (mm/dd/yyyy)';
export const PASS_ADDRESS1_REQUIRED = 'Address1 is required';
export const PASS_STATE_REQUIRED = 'State is required';
export const PASS_PHONE_REQUIRED = 'A 10 digit phone number is required';
/** Seed 001 §5/§8: shown on a pass card when any of its fields fails. */
export const CORRECT_ERRORS_ABOVE = 'Please correct errors above';
export const BIRTH_DATE_REQUIRED = 'Birth date is required';
export const INVALID_DATE_FORMAT = 'Invalid date format';
export const BIRTH_DATE_OUT_OF_RANGE = 'Invalid birth date for this selection';

// --- Seed 001 §5 "Other" and §8 ---
export const SELECTION_REQUIRED = 'Selection is required';
export const ORDER_PHONE_INVALID = 'A valid, numeric phone number is required';
export const INVALID_ORDER = 'Invalid Order';
export const SEASON_PASS_ID_REQUIRED = 'Season Pass ID is required';
export const ZIP_CODE_REQUIRED = 'Zip Code is required';
export const PHONE_NUMBER_REQUIRED = 'Phone Number is required';
export const NO_VALID_BARCODES = 'No valid barcodes found';
export const NO_TICKETS_SELECTED_FOR_UPGRADE = 'No tickets selected for upgrade';
export const NO_VALID_PASSES_SELECTED = 'No valid passes selected';

// --- Seed 002 §5: reservation wizard ---
export const RESERVATION_FIRST_NAME_REQUIRED = 'First Name is required';
export const RESERVATION_LAST_NAME_REQUIRED = 'Last Name is required';
export const RESERVATION_PHONE_REQUIRED = 'A ten digit phone number is required';
export const RESERVATION_TICKET_REQUIRED =
  'You must add at least one (1) ID or barcode as instructed above before you can continue.';
/** Seed 002 §5, typo 'limitied' kept on purpose (contract text). */
export const reservationMaxGuestsMessage = (n: number): string =>
  `Reservations are limitied to a maximum of ${n} guests`;
export const reservationMaxChildrenMessage = (n: number): string =>
  `You can only have a max of ${n} non-ticketed child(ren) per reservation`;
export const reservationMaxAdditionalGuestsMessage = (n: number): string =>
  `You can only have a max of ${n} additional adult(s) or child(ren) (4+) per reservation`;
export const ENTRY_TIME_REQUIRED = 'You must select an entry time';
export const bringAFriendMaxMessage = (n: number): string =>
  `The reservation only allows ${n} bring a friends`;

// --- Seed 002 §8: bundle builder (the catalogue text used for a date not in the bundle's list) ---
export const BUNDLE_DATE_NOT_AVAILABLE =
  'Bundle not available on the selected date. Please choose a different date.';

// --- Ours: the seeds state these rules but show no message; same style as theirs ---
/** The three consents: the same words as the contract's saveCartSettings (paths/cart/settings.yaml). */
export const TERMS_REQUIRED = 'You must accept the Terms of Sale and Terms of Use';
export const INSTALLMENT_TERMS_REQUIRED = 'You must accept the payment plan terms';
export const LOCATION_ACKNOWLEDGEMENT_REQUIRED = 'You must acknowledge the venue location disclosure';
export const PASSWORD_RULE =
  'Password must be at least 8 characters and contain a lowercase letter, an uppercase letter, a number and a special character';
export const SECURITY_CODE_INVALID = 'Security code must be 3 or 4 digits';
export const CARDHOLDER_NAME_TOO_LONG = 'Cardholder name cannot be longer than 26 characters';
export const ADDRESS2_TOO_LONG = 'Address2 cannot be longer than 50 characters';
export const QUANTITY_NONE_SELECTED = 'At least one quantity must be greater than 0';
export const PERFORMANCE_SELECTIONS_TOO_MANY = 'No more than 4 performance selections are allowed';
export const TIME_SELECTION_REQUIRED = 'Time selection is required';
export const DONATION_AMOUNT_INVALID =
  'Donation amount must be a number from 0 to 10000 with no more than 2 decimals';

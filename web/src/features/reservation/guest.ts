// Guest Info's form (seed 002 §5 'Begin reservation'): the fields, their input limits and the
// messages of the SDK's beginReservationSchema, one per field.
import type { Schema } from '@boxoffice/sdk';
import {
  beginReservationSchema,
  EMAIL_MAX_LENGTH,
  issuesByField,
  NAME_MAX_LENGTH,
  PASS_PHONE_INPUT_MAX_LENGTH,
  PASS_ZIP_INPUT_MAX_LENGTH,
} from '@boxoffice/sdk/rules';

export type GuestForm = Schema<'BeginReservationRequest'>;
export type GuestErrors = Partial<Record<keyof GuestForm, string>>;

export const GUEST_FIELDS: readonly {
  readonly name: keyof GuestForm;
  readonly label: string;
  readonly maxLength: number;
  readonly autoComplete: string;
  readonly type?: string;
}[] = [
  { name: 'firstName', label: 'First Name', maxLength: NAME_MAX_LENGTH, autoComplete: 'given-name' },
  { name: 'lastName', label: 'Last Name', maxLength: NAME_MAX_LENGTH, autoComplete: 'family-name' },
  { name: 'emailAddress', label: 'Email', maxLength: EMAIL_MAX_LENGTH, autoComplete: 'email', type: 'email' },
  {
    name: 'phoneNumber',
    label: 'Phone',
    maxLength: PASS_PHONE_INPUT_MAX_LENGTH,
    autoComplete: 'tel',
    type: 'tel',
  },
  { name: 'zip', label: 'Zip', maxLength: PASS_ZIP_INPUT_MAX_LENGTH, autoComplete: 'postal-code' },
];

export const EMPTY_GUEST: GuestForm = {
  firstName: '',
  lastName: '',
  emailAddress: '',
  phoneNumber: '',
  zip: '',
};

/**
 * The buyer fields GET cart answers (CartDetails): for a signed-in session the server fills them from
 * the account at sign-in (server/src/domain/cart/contact.ts, the checkout's prefill), until the
 * shopper saves checkout details of their own.
 */
export type AccountContact = Pick<
  Schema<'CartDetails'>,
  'firstName' | 'lastName' | 'emailAddress' | 'phoneNumber' | 'zipCode'
>;

/**
 * The form's start: the details of the reservation the session has (§4.1 updates them); else, for a
 * signed-in shopper, the account's contact (ours: the seed shows no account prefill, the contract's
 * cart carries the account's details as the checkout uses them); else empty (an anonymous shopper).
 */
export function initialGuest(
  reservation: Partial<GuestForm> | null,
  account: AccountContact | null = null,
): GuestForm {
  if (reservation) {
    return {
      firstName: reservation.firstName ?? '',
      lastName: reservation.lastName ?? '',
      emailAddress: reservation.emailAddress ?? '',
      phoneNumber: reservation.phoneNumber ?? '',
      zip: reservation.zip ?? '',
    };
  }
  return {
    firstName: account?.firstName ?? '',
    lastName: account?.lastName ?? '',
    emailAddress: account?.emailAddress ?? '',
    phoneNumber: account?.phoneNumber ?? '',
    zip: account?.zipCode ?? '',
  };
}

/** Each field's first §5 message; empty when the form may be sent. */
export function guestErrors(form: GuestForm): GuestErrors {
  const result = beginReservationSchema.safeParse(form);
  return result.success ? {} : (issuesByField(result.error.issues) as GuestErrors);
}

/** Begin a reservation, or update the guest details of the one in progress (§4.1). */
export const guestCall = (inProgress: boolean): 'begin' | 'update' => (inProgress ? 'update' : 'begin');

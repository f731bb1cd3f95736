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

/** The form prefilled from the reservation in progress, else from the signed-in account's contact. */
export function initialGuest(reservation: Partial<GuestForm> | null): GuestForm {
  return {
    firstName: reservation?.firstName ?? '',
    lastName: reservation?.lastName ?? '',
    emailAddress: reservation?.emailAddress ?? '',
    phoneNumber: reservation?.phoneNumber ?? '',
    zip: reservation?.zip ?? '',
  };
}

/** Each field's first §5 message; empty when the form may be sent. */
export function guestErrors(form: GuestForm): GuestErrors {
  const result = beginReservationSchema.safeParse(form);
  return result.success ? {} : (issuesByField(result.error.issues) as GuestErrors);
}

/** Begin a reservation, or update the guest details of the one in progress (§4.1). */
export const guestCall = (inProgress: boolean): 'begin' | 'update' => (inProgress ? 'update' : 'begin');

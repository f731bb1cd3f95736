// Guest details of the begin step (002 §5 "Begin reservation"), checked with the shared rules so the
// server answers the form's own first message.
import type { Schema } from '@boxoffice/sdk';
import { beginReservationSchema, digitsOnly, firstMessage } from '@boxoffice/sdk/rules';
import type { GuestDetails } from './types.js';

type GuestInput = Schema<'BeginReservationRequest'>;

/** The first failing field's message, or undefined when the details are valid. */
export const guestDetailsIssue = (input: GuestInput): string | undefined =>
  firstMessage(beginReservationSchema, input);

/** The details as stored: names and email trimmed, the phone as its ten digits (STORY: stored 5125550142). */
export const cleanGuestDetails = (input: GuestInput): GuestDetails => ({
  firstName: input.firstName.trim(),
  lastName: input.lastName.trim(),
  emailAddress: input.emailAddress.trim(),
  phoneNumber: digitsOnly(input.phoneNumber),
  zip: input.zip.trim().toUpperCase(),
});

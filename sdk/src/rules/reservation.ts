/**
 * Reservation wizard (seed 002 §4.1, §5 "Begin reservation", "Link tickets
 * Continue", "Entry-time modal", §9). Field names as in 002 §3 and §7.1.
 */
import { z } from 'zod';
import { usOrCanadianZipSchema } from './address.js';
import { isEmailAddress, tenDigitPhoneSchema } from './contact.js';
import { addIssues, choiceInput, type FieldIssue, textInput } from './fields.js';
import {
  NAME_MAX_LENGTH,
  PASS_PHONE_INPUT_MAX_LENGTH,
  RESERVATION_CAPACITY_REACHED,
  RESERVATION_CAPACITY_UNAVAILABLE,
} from './limits.js';
import {
  bringAFriendMaxMessage,
  EMAIL_REQUIRED,
  ENTRY_TIME_REQUIRED,
  RESERVATION_FIRST_NAME_REQUIRED,
  RESERVATION_LAST_NAME_REQUIRED,
  RESERVATION_PHONE_REQUIRED,
  RESERVATION_TICKET_REQUIRED,
  reservationMaxAdditionalGuestsMessage,
  reservationMaxChildrenMessage,
  reservationMaxGuestsMessage,
} from './messages.js';

const name = (message: string) =>
  z.string().min(1, { error: message }).max(NAME_MAX_LENGTH, { error: message });

/** Begin reservation (POST reservation/begin, PUT reservation/personal-information). Values are kept as typed. */
export const beginReservationSchema = z.object({
  firstName: textInput.pipe(name(RESERVATION_FIRST_NAME_REQUIRED)),
  lastName: textInput.pipe(name(RESERVATION_LAST_NAME_REQUIRED)),
  emailAddress: textInput.pipe(z.string().refine(isEmailAddress, { error: EMAIL_REQUIRED })),
  phoneNumber: textInput.pipe(tenDigitPhoneSchema(RESERVATION_PHONE_REQUIRED, PASS_PHONE_INPUT_MAX_LENGTH)),
  zip: textInput.pipe(usOrCanadianZipSchema),
});

/** Config limits (002 §3 Config); values are not shown in the seeds, so an absent limit does not apply. */
export interface ReservationLimits {
  reservationMaxOrderQuantity?: number | null;
  reservationMaxUnderAgeTickets?: number | null;
}

/** The counters and lists on the link-tickets page when Continue is pressed. */
export interface LinkTicketsValues {
  tickets: readonly { maxAdditionalPeople?: number | null }[];
  reservationEntitlements?: readonly { quantity?: number | null }[] | null;
  underAgeTicketCount?: number | null;
  additionalGuestCount?: number | null;
}

/** Additional guests allowed: the largest maxAdditionalPeople across the added tickets (0 without tickets). */
export function maxAdditionalGuests(tickets: LinkTicketsValues['tickets']): number {
  return tickets.reduce((max, t) => Math.max(max, t.maxAdditionalPeople ?? 0), 0);
}

/** Counters are clamped at 0 and their maximum (002 §5); no maximum means only the floor applies. */
export function clampCount(value: number, max?: number | null): number {
  const floor = Number.isFinite(value) ? Math.max(0, Math.trunc(value)) : 0;
  return max == null ? floor : Math.min(floor, Math.max(0, max));
}

/**
 * Link tickets Continue (002 §5). Paths: 'tickets' for "at least one" and the
 * guest total, 'underAgeTicketCount' and 'additionalGuestCount' for their maxima.
 * The guest total counts tickets, children and additional guests, as the seed
 * says; reservation entitlements only satisfy "at least one".
 */
export function linkTicketsIssues(values: LinkTicketsValues, limits: ReservationLimits = {}): FieldIssue[] {
  const issues: FieldIssue[] = [];
  const children = values.underAgeTicketCount ?? 0;
  const additional = values.additionalGuestCount ?? 0;
  const entitlementCount = (values.reservationEntitlements ?? []).reduce(
    (n, e) => n + Math.max(0, e.quantity ?? 0),
    0,
  );
  if (values.tickets.length === 0 && entitlementCount === 0) {
    issues.push({ path: ['tickets'], message: RESERVATION_TICKET_REQUIRED });
  }
  const maxOrder = limits.reservationMaxOrderQuantity;
  if (maxOrder != null && values.tickets.length + children + additional > maxOrder) {
    issues.push({ path: ['tickets'], message: reservationMaxGuestsMessage(maxOrder) });
  }
  const maxChildren = limits.reservationMaxUnderAgeTickets;
  if (children < 0 || (maxChildren != null && children > maxChildren)) {
    issues.push({ path: ['underAgeTicketCount'], message: reservationMaxChildrenMessage(maxChildren ?? 0) });
  }
  const maxAdditional = maxAdditionalGuests(values.tickets);
  if (additional < 0 || additional > maxAdditional) {
    issues.push({
      path: ['additionalGuestCount'],
      message: reservationMaxAdditionalGuestsMessage(maxAdditional),
    });
  }
  return issues;
}

/** The link-tickets messages in order, for the page's single alert. */
export function linkTicketsMessages(values: LinkTicketsValues, limits: ReservationLimits = {}): string[] {
  return linkTicketsIssues(values, limits).map((issue) => issue.message);
}

const count = z
  .number()
  .int()
  .nullish()
  .transform((v) => v ?? 0);

/** Link tickets as a schema, for a form resolver or the ticket-finalize request. */
export function linkTicketsSchema(limits: ReservationLimits = {}) {
  return z
    .object({
      tickets: z.array(z.looseObject({ maxAdditionalPeople: z.number().nullish() })),
      reservationEntitlements: z.array(z.looseObject({ quantity: z.number().nullish() })).nullish(),
      underAgeTicketCount: count,
      additionalGuestCount: count,
    })
    .superRefine((values, ctx) => addIssues(ctx, linkTicketsIssues(values, limits)));
}

/** A reservation entitlement counter: clamped at 0 and its maxQuantity (002 §5). */
export function clampEntitlementQuantity(
  quantity: number,
  entitlement: { maxQuantity?: number | null },
): number {
  return clampCount(quantity, entitlement.maxQuantity);
}

/** Entry-time choices: performances at level Reached (1) or Unavailable (6) are excluded (002 §4.1). */
export function entryTimeOptions<T extends { capacityLevel?: number | null }>(
  performances: readonly T[],
): T[] {
  return performances.filter(
    (p) =>
      p.capacityLevel !== RESERVATION_CAPACITY_REACHED &&
      p.capacityLevel !== RESERVATION_CAPACITY_UNAVAILABLE,
  );
}

/** A single remaining entry time is auto-selected (002 §4.1); otherwise none. */
export function autoSelectedEntryTime<T extends { id: string | number; capacityLevel?: number | null }>(
  performances: readonly T[],
): T['id'] | null {
  const options = entryTimeOptions(performances);
  return options.length === 1 ? (options[0]?.id ?? null) : null;
}

/**
 * The entry-time modal (PUT reservation/performance): an entry time is required;
 * bring-a-friend count 0 to the day's maxBringAFriendDayTicketCount.
 */
export function entryTimeSchema(maxBringAFriend: number) {
  const max = Math.max(0, maxBringAFriend);
  return z
    .object({ performanceId: choiceInput, bringAFriendDayTicketCount: count })
    .superRefine((values, ctx) => {
      if (values.performanceId === null) {
        ctx.addIssue({ code: 'custom', message: ENTRY_TIME_REQUIRED, path: ['performanceId'] });
      }
      const baf = values.bringAFriendDayTicketCount;
      if (baf < 0 || baf > max) {
        ctx.addIssue({
          code: 'custom',
          message: bringAFriendMaxMessage(max),
          path: ['bringAFriendDayTicketCount'],
        });
      }
    });
}

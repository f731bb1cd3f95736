// Add Tickets' rules (seed 002 §2.2, §5 'Link tickets Continue', §7.1, §8 'Link tickets'): which
// account tickets are offered, the add request, the entitlement choice, the counters and the
// ticket-finalize payload. The Continue rules themselves are the SDK's (linkTicketsMessages).
import type { Schema } from '@boxoffice/sdk';
import {
  clampCount,
  clampEntitlementQuantity,
  formatDisplayDate,
  linkTicketsMessages,
  maxAdditionalGuests,
} from '@boxoffice/sdk/rules';
import { tooManyText } from '../../lib/errors';

type AccountTicket = Schema<'AccountTicket'>;
type ReservationTicket = Schema<'ReservationTicket'>;
type Reservation = Schema<'Reservation'>;
type AppConfig = Schema<'AppConfig'>;
type FinalizeRequest = Schema<'TicketFinalizeRequest'>;

/** §9 ticket types (the contract's TicketTypeId). */
export const TicketType = { Pass: 1, Ticket: 3 } as const satisfies Record<string, Schema<'TicketTypeId'>>;
/** §9: entitlement selection type 1 is selectable (EntitlementSelectionTypeId). */
export const EntitlementSelection = { Selectable: 1 } as const satisfies Record<
  string,
  Schema<'EntitlementSelectionTypeId'>
>;
/** §9: reservation entitlement type 2 is a counter (ReservationEntitlementTypeId). */
export const ReservationEntitlementType = { Ticket: 1, Counter: 2 } as const satisfies Record<
  string,
  Schema<'ReservationEntitlementTypeId'>
>;
/** §9: pass validation method 2 is zip, otherwise phone. */
export const PASS_VALIDATION_ZIP: Schema<'PassValidationMethodId'> = 2;

// §8 'Link tickets', word for word.
export const PASS_ADDED = 'Pass added successfully';
export const TICKET_ADDED = 'Ticket added successfully';
export const TICKET_REMOVED = 'Ticket removed successfully';
export const PASS_NOT_ADDED = 'Pass unable to be added';
export const TICKET_NOT_ADDED = 'Ticket unable to be added';
export const REMOVE_FAILED = 'An unexpected error has occurred';
// Remove asks first, in the dialog every removal asks with (RemoveConfirmDialog); seed 002 gives no
// question for an added pass or ticket, so it is ours.
export const removeTicketQuestion = (ticket: Pick<ReservationTicket, 'barcode' | 'productName'>): string =>
  `Are you sure you want to remove ${ticket.barcode} (${ticket.productName}) from this reservation?`;
/** §9: success flashes last 2 seconds. */
export const FLASH_MS = 2000;

const sameCode = (a: string, b: string) => a.trim().toUpperCase() === b.trim().toUpperCase();

/** The account's passes and tickets offered with Add: only those not linked yet (§6). */
export function offeredAccountTickets(
  account: readonly AccountTicket[],
  linked: readonly ReservationTicket[],
): AccountTicket[] {
  return account.filter((t) => !linked.some((l) => sameCode(l.barcode, t.barcode)));
}

/** The label of the season pass form's validation field by the app config's method. */
export const validationLabel = (method: number | null | undefined): string =>
  method === PASS_VALIDATION_ZIP ? 'Zip Code' : 'Phone Number';

/** An account ticket's validation data: the holder's zip or phone on file, by the configured method. */
export const accountValidationData = (ticket: AccountTicket, method: number | null | undefined): string =>
  (method === PASS_VALIDATION_ZIP ? ticket.zipCode : ticket.phoneNumber) ?? '';

/** POST reservation/ticket for a pass (type 1, with validation data) or a ticket (type 3). */
export function addTicketRequest(
  kind: 'pass' | 'ticket',
  barcode: string,
  validationData = '',
): Schema<'AddReservationTicketRequest'> {
  return kind === 'pass'
    ? { barcode: barcode.trim(), ticketTypeId: TicketType.Pass, validationData1: validationData.trim() }
    : { barcode: barcode.trim(), ticketTypeId: TicketType.Ticket, validationData1: null };
}

/** A ticket's Valid column: its days as dates (12/05/2026), a range when it has an end. */
export function validityText(ticket: Pick<ReservationTicket, 'activeFrom' | 'activeTo'>): string {
  const from = ticket.activeFrom ? formatDisplayDate(ticket.activeFrom) || ticket.activeFrom : '';
  const to = ticket.activeTo ? formatDisplayDate(ticket.activeTo) || ticket.activeTo : '';
  if (from && to) return from === to ? from : `${from} – ${to}`;
  return from;
}

/**
 * What the add shows: success flash or the seed's failure text (the server's own is not shown), but
 * for a 429 (too many wrong pass proofs) the server's message with when to try again.
 */
export const addedText = (kind: 'pass' | 'ticket') => (kind === 'pass' ? PASS_ADDED : TICKET_ADDED);
export const notAddedText = (kind: 'pass' | 'ticket', error?: unknown) =>
  tooManyText(error) ?? (kind === 'pass' ? PASS_NOT_ADDED : TICKET_NOT_ADDED);
/** What a failed Remove shows: the seed's text, or a 429's message with when to try again. */
export const removeFailedText = (error?: unknown) => tooManyText(error) ?? REMOVE_FAILED;
export const kindOf = (ticketTypeId: number): 'pass' | 'ticket' =>
  ticketTypeId === TicketType.Pass ? 'pass' : 'ticket';

/** A ticket's selectable entitlements (selection type 1), offered as its entitlement choice. */
export const selectableEntitlements = (ticket: ReservationTicket) =>
  ticket.entitlements.filter((e) => e.selectionTypeId === EntitlementSelection.Selectable);

/** Entitlement choice per ticket id: the one chosen this reservation, else the first still free. */
export type Choices = Readonly<Record<string, string | null>>;

export function initialChoices(tickets: readonly ReservationTicket[], current: Choices = {}): Choices {
  const choices: Record<string, string | null> = {};
  for (const ticket of tickets) {
    const options = selectableEntitlements(ticket);
    const kept = current[ticket.id];
    const chosen =
      (kept && options.some((o) => o.entitlementId === kept) ? kept : undefined) ??
      options.find((o) => o.selectedThisReservation)?.entitlementId ??
      options.find((o) => !o.redeemedOtherReservation)?.entitlementId ??
      null;
    choices[ticket.id] = chosen;
  }
  return choices;
}

/** The reservation entitlement counters (type 2). */
export const counterEntitlements = (reservation: Reservation | null) =>
  (reservation?.reservationEntitlements ?? []).filter(
    (e) => e.entitlementTypeId === ReservationEntitlementType.Counter,
  );

/**
 * The counters are clamped at 0 and their own maximum (§5), whatever is typed: non-ticketed children
 * at the configured reservationMaxUnderAgeTickets (no maximum when it is not configured), additional
 * guests at the largest maxAdditionalPeople of the added tickets (0 without tickets). Continue still
 * names each limit (§5), for counts the counter did not set: a removed ticket lowers the
 * additional-guest maximum, and the guest total is its own limit.
 */
export const clampChildren = (
  value: number,
  config: Pick<AppConfig, 'reservationMaxUnderAgeTickets'> | null,
): number => clampCount(value, config?.reservationMaxUnderAgeTickets);

export const clampAdditionalGuests = (
  value: number,
  tickets: readonly Pick<ReservationTicket, 'maxAdditionalPeople'>[],
): number => clampCount(value, maxAdditionalGuests(tickets));

export const clampCounter = (value: number, entitlement: { maxQuantity: number }) =>
  clampEntitlementQuantity(value, entitlement);

export interface LinkState {
  readonly tickets: readonly ReservationTicket[];
  readonly choices: Choices;
  readonly counters: Readonly<Record<string, number>>;
  readonly children: number;
  readonly additionalGuests: number;
}

/** §5 Continue messages, in order (empty when Continue may go on). */
export function continueMessages(
  state: LinkState,
  reservation: Reservation | null,
  config: Pick<AppConfig, 'reservationMaxOrderQuantity' | 'reservationMaxUnderAgeTickets'> | null,
): string[] {
  return linkTicketsMessages(
    {
      tickets: state.tickets,
      reservationEntitlements: counterEntitlements(reservation).map((e) => ({
        quantity: state.counters[e.id] ?? 0,
      })),
      underAgeTicketCount: state.children,
      additionalGuestCount: state.additionalGuests,
    },
    {
      reservationMaxOrderQuantity: config?.reservationMaxOrderQuantity,
      reservationMaxUnderAgeTickets: config?.reservationMaxUnderAgeTickets,
    },
  );
}

/** POST reservation/ticket-finalize (§7.1). */
export function finalizeRequest(state: LinkState, reservation: Reservation | null): FinalizeRequest {
  const entitlements = state.tickets.flatMap((ticket) => {
    const chosen = selectableEntitlements(ticket).find((e) => e.entitlementId === state.choices[ticket.id]);
    return chosen
      ? [{ reservationTicketId: ticket.id, entitlementId: chosen.entitlementId, sequence: chosen.sequence }]
      : [];
  });
  return {
    underAgeTicketCount: state.children,
    entitlements,
    reservationEntitlements: counterEntitlements(reservation).map((e) => ({
      entitlementId: e.id,
      quantity: state.counters[e.id] ?? 0,
    })),
    additionalGuests: state.additionalGuests,
  };
}

/** The counters' starting values: what the reservation holds. */
export const initialCounters = (reservation: Reservation | null): Record<string, number> =>
  Object.fromEntries(counterEntitlements(reservation).map((e) => [e.id, e.quantity]));

// Linking passes and tickets to a reservation (002 §2.2 Link tickets, §8 'Pass unable to be added',
// 'Ticket unable to be added') and showing them with their entitlement choice. A pass is the
// ticketing system's (catalog) or one the store's orders issued (domain/passes/issued.ts): both are
// linked, validated and shown alike, so the lookups read the store and are asynchronous.
import type { Schema } from '@boxoffice/sdk';
import { digitsOnly, removeOneHyphenAndSpace } from '@boxoffice/sdk/rules';
import {
  boughtDayTicket,
  findTicketingTicket,
  passTicketingTicket,
  type TicketingTicket,
} from '../../catalog/reservations-tickets.js';
import type { Store } from '../../store/store.js';
import { boughtDayTickets, visitDateOf } from '../orders/account-tickets.js';
import { issuedPassesById } from '../passes/issued.js';
import { redemptionKey } from './holds.js';
import type { LinkedTicket, ReservationData } from './types.js';

export const PASS_UNABLE_TO_BE_ADDED = 'Pass unable to be added';
export const TICKET_UNABLE_TO_BE_ADDED = 'Ticket unable to be added';

export interface LinkRequest {
  readonly barcode: string;
  readonly ticketTypeId: 1 | 3;
  readonly validationData1?: string | null;
}

const zipKey = (zip: string) => removeOneHyphenAndSpace(zip.trim()).toUpperCase();

/** Whether the validation data proves the pass is the guest's (passValidationMethodId 2: zip, else phone). */
export function passValidates(
  ticket: TicketingTicket,
  validationData: string | null | undefined,
  passValidationMethodId: number,
): boolean {
  const given = validationData ?? '';
  if (passValidationMethodId === 2)
    return ticket.holderZip !== null && zipKey(given) === zipKey(ticket.holderZip);
  return ticket.holderPhone !== null && digitsOnly(given) === ticket.holderPhone;
}

/**
 * The tickets with these barcodes, by barcode as given: the catalog's first, then the passes orders
 * issued, read in one go (none when every barcode is the catalog's), then the day tickets orders
 * printed (issue 40: a day ticket bought in the store was 'Ticket unable to be added'). Store reads
 * on the call's own connection, as issued.ts reads; unknown barcodes are left out.
 */
export async function ticketingTickets(
  store: Store,
  barcodes: readonly string[],
): Promise<Map<string, TicketingTicket>> {
  const found = new Map<string, TicketingTicket>();
  const rest: string[] = [];
  for (const barcode of barcodes) {
    const ticket = findTicketingTicket(barcode);
    if (ticket) found.set(barcode, ticket);
    else rest.push(barcode);
  }
  if (rest.length)
    for (const [id, pass] of await issuedPassesById(store, rest)) found.set(id, passTicketingTicket(pass));
  const unknown = rest.filter((barcode) => !found.has(barcode));
  if (unknown.length)
    for (const [barcode, { record, ticket }] of await boughtDayTickets(store, unknown))
      found.set(
        barcode,
        boughtDayTicket({
          barcode: ticket.barcode,
          productName: ticket.productDisplayName,
          visitDate: visitDateOf(ticket),
          phoneNumber: record.order.phoneNumber,
        }),
      );
  return found;
}

/** The pass or ticket a guest typed (Pass ID or barcode; spaces around it do not count). */
export const findReservationTicket = async (
  store: Store,
  barcode: string,
): Promise<TicketingTicket | undefined> =>
  (await ticketingTickets(store, [barcode.trim()])).get(barcode.trim());

/**
 * The ticket a link request names, or the message why it cannot be linked: unknown, of the other type,
 * no longer valid, failing its validation data, or already on the reservation.
 */
export async function ticketToLink(
  store: Store,
  reservation: ReservationData,
  request: LinkRequest,
  options: { passValidationMethodId: number; today: string },
): Promise<TicketingTicket | { message: string }> {
  const message = request.ticketTypeId === 1 ? PASS_UNABLE_TO_BE_ADDED : TICKET_UNABLE_TO_BE_ADDED;
  const ticket = await findReservationTicket(store, request.barcode);
  if (!ticket || ticket.ticketTypeId !== request.ticketTypeId) return { message };
  if (ticket.activeTo !== null && ticket.activeTo < options.today) return { message };
  if (
    ticket.ticketTypeId === 1 &&
    !passValidates(ticket, request.validationData1, options.passValidationMethodId)
  )
    return { message };
  if (reservation.tickets.some((t) => t.barcode === ticket.barcode)) return { message };
  return ticket;
}

/** The reservation with the ticket linked (no entitlement chosen yet), and the new link. */
export function linkTicket(
  reservation: ReservationData,
  ticket: TicketingTicket,
): { reservation: ReservationData; linked: LinkedTicket } {
  const linked: LinkedTicket = {
    id: `rt_${reservation.nextTicketNumber}`,
    barcode: ticket.barcode,
    selectedEntitlementId: null,
  };
  return {
    linked,
    reservation: {
      ...reservation,
      tickets: [...reservation.tickets, linked],
      nextTicketNumber: reservation.nextTicketNumber + 1,
      ...partyChanged,
    },
  };
}

/** Changing who comes means the tickets must be finalized, and an entry time chosen, again. */
export const partyChanged = {
  ticketValidationCompleted: false,
  performanceId: null,
  bringAFriendDayTicketCount: 0,
} as const;

/**
 * The records of the reservation's linked tickets, in link order (at most one store read). The
 * sync rules below take them, so a call reads them once and its later changes (finalize, entry
 * time) keep the same tickets.
 */
export async function linkedTicketDefs(
  store: Store,
  reservation: ReservationData,
): Promise<TicketingTicket[]> {
  const found = await ticketingTickets(
    store,
    reservation.tickets.map((t) => t.barcode),
  );
  return reservation.tickets.flatMap((t) => found.get(t.barcode) ?? []);
}

/** A linked ticket's record among the reservation's (linkedTicketDefs); a link keeps the record's barcode. */
export const ticketingTicketOf = (
  linked: LinkedTicket,
  tickets: readonly TicketingTicket[],
): TicketingTicket | undefined => tickets.find((t) => t.barcode === linked.barcode);

/** The linked tickets as the wizard shows them (those whose record was found). */
export const ticketViews = (
  reservation: ReservationData,
  tickets: readonly TicketingTicket[],
  redeemedElsewhere: ReadonlySet<string>,
): Schema<'ReservationTicket'>[] =>
  reservation.tickets.flatMap((linked) => {
    const ticket = ticketingTicketOf(linked, tickets);
    return ticket ? [ticketView(linked, ticket, reservation.reservationCode, redeemedElsewhere)] : [];
  });

/** A linked ticket as the wizard shows it; `redeemedElsewhere` holds other reservations' redemptions. */
export function ticketView(
  linked: LinkedTicket,
  ticket: TicketingTicket,
  reservationCode: string | null,
  redeemedElsewhere: ReadonlySet<string>,
): Schema<'ReservationTicket'> {
  return {
    id: linked.id,
    barcode: ticket.barcode,
    realBarcode: ticket.realBarcode,
    qrCode: ticket.qrCode,
    passholderAccountId: ticket.passholderAccountId,
    productName: ticket.productName,
    activeFrom: ticket.activeFrom,
    activeTo: ticket.activeTo,
    reservationCode,
    maxAdditionalPeople: ticket.maxAdditionalPeople,
    entitlements: ticket.entitlements.map((e) => ({
      entitlementId: e.entitlementId,
      name: e.name,
      sequence: e.sequence,
      selectionTypeId: e.selectionTypeId,
      selectedThisReservation: e.selectionTypeId === 2 || linked.selectedEntitlementId === e.entitlementId,
      redeemedOtherReservation: redeemedElsewhere.has(redemptionKey(ticket.barcode, e.entitlementId)),
      activeFrom: ticket.activeFrom,
      activeTo: ticket.activeTo,
      cssKey: e.cssKey,
    })),
  };
}

/** The single-visit admissions this reservation uses (held with its entry time); `tickets` its linkedTicketDefs. */
export function redemptionsOf(reservation: ReservationData, tickets: readonly TicketingTicket[]): string[] {
  return reservation.tickets.flatMap((linked) => {
    const ticket = ticketingTicketOf(linked, tickets);
    return ticket?.singleVisit && linked.selectedEntitlementId
      ? [redemptionKey(ticket.barcode, linked.selectedEntitlementId)]
      : [];
  });
}

// The link-tickets Continue (002 §5 "Link tickets Continue"): the reservation entitlement counters the
// linked passes grant, and the checks the page makes, in its order, with the shared rules' messages.
import type { Schema } from '@boxoffice/sdk';
import { linkTicketsMessages, type ReservationLimits } from '@boxoffice/sdk/rules';
import type { TicketingTicket } from '../../catalog/reservations-tickets.js';
import type { ReservationData } from './types.js';

type FinalizeRequest = Schema<'TicketFinalizeRequest'>;

/** Each counter the linked tickets grant, with the most per reservation (summed over the tickets). */
export function entitlementOffers(tickets: readonly TicketingTicket[]): Map<string, number> {
  const offers = new Map<string, number>();
  for (const grant of tickets.flatMap((t) => t.grants))
    offers.set(grant.entitlementId, (offers.get(grant.entitlementId) ?? 0) + grant.maxQuantity);
  return offers;
}

/** Not in the seeds: the counter's own limit, worded like the page's other limits. */
export const reservationEntitlementMaxMessage = (n: number, title: string): string =>
  `You can only have a max of ${n} ${title}(s) per reservation`;

/** Ids of the request that are not on this reservation (for a 404), or an empty list. */
export function idsNotOnReservation(
  request: FinalizeRequest,
  reservation: ReservationData,
  tickets: readonly TicketingTicket[],
): string[] {
  const offers = entitlementOffers(tickets);
  const missing: string[] = [];
  for (const choice of request.entitlements) {
    const linked = reservation.tickets.find((t) => t.id === choice.reservationTicketId);
    const ticket = tickets.find((t) => t.barcode === linked?.barcode);
    const entitlement = ticket?.entitlements.find((e) => e.entitlementId === choice.entitlementId);
    if (!entitlement || entitlement.sequence !== choice.sequence) missing.push(choice.reservationTicketId);
  }
  for (const counter of request.reservationEntitlements)
    if (!offers.has(counter.entitlementId)) missing.push(counter.entitlementId);
  return missing;
}

/** The first message of the page's checks, or undefined when the choices may be saved. */
export function finalizeIssue(
  request: FinalizeRequest,
  tickets: readonly TicketingTicket[],
  limits: ReservationLimits,
  counterTitle: (id: string) => string,
): string | undefined {
  const first = linkTicketsMessages(
    {
      tickets,
      reservationEntitlements: request.reservationEntitlements,
      underAgeTicketCount: request.underAgeTicketCount,
      additionalGuestCount: request.additionalGuests,
    },
    limits,
  )[0];
  if (first) return first;
  const offers = entitlementOffers(tickets);
  for (const counter of request.reservationEntitlements) {
    const max = offers.get(counter.entitlementId) ?? 0;
    if (counter.quantity > max)
      return reservationEntitlementMaxMessage(max, counterTitle(counter.entitlementId));
  }
  return undefined;
}

/**
 * The reservation with the choices saved and its tickets finalized. A ticket's selectable entitlement is
 * the last one chosen for it (the page offers one choice per ticket); counters left out are 0.
 */
export function applyFinalize(reservation: ReservationData, request: FinalizeRequest): ReservationData {
  const chosen = new Map(request.entitlements.map((c) => [c.reservationTicketId, c.entitlementId]));
  const quantities: Record<string, number> = {};
  for (const counter of request.reservationEntitlements) quantities[counter.entitlementId] = counter.quantity;
  return {
    ...reservation,
    tickets: reservation.tickets.map((t) => ({ ...t, selectedEntitlementId: chosen.get(t.id) ?? null })),
    entitlementQuantities: quantities,
    underAgeTicketCount: request.underAgeTicketCount,
    additionalGuestCount: request.additionalGuests,
    ticketValidationCompleted: true,
    performanceId: null,
    bringAFriendDayTicketCount: 0,
  };
}

/** Everyone the reservation brings: ticket holders, children, additional guests, counters and friends. */
export function partySize(reservation: ReservationData): number {
  const counters = Object.values(reservation.entitlementQuantities).reduce((n, q) => n + q, 0);
  return (
    reservation.tickets.length +
    reservation.underAgeTicketCount +
    reservation.additionalGuestCount +
    counters +
    reservation.bringAFriendDayTicketCount
  );
}

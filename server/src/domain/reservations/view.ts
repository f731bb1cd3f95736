// A reservation in the contract's shape (002 §3 Reservation).
import type { Schema } from '@boxoffice/sdk';
import {
  findReservationEntitlementType,
  findReservationProperty,
  reservationConfig,
  reservationSettings,
} from '../../catalog/reservations.js';
import type { TicketingTicket } from '../../catalog/reservations-tickets.js';
import { visitOf } from './booking.js';
import { dayHours } from './calendar.js';
import { entitlementOffers } from './limits.js';
import type { ReservationData } from './types.js';
import { displayTime } from './venue-time.js';

/** The visit the reservation books (Reservation.visit, ours), once an entry time is chosen. */
function visitView(reservation: ReservationData): Schema<'ReservationVisit'> | undefined {
  const visit = visitOf(reservation);
  if (!visit) return undefined;
  return {
    performanceId: visit.entryTime.id,
    businessDate: visit.day.date,
    entryTime: displayTime(visit.entryTime.time),
    propertyHours: visit.day.entryTimes.length > 0 ? dayHours(visit.day) : null,
    bringAFriendDayTicketCount: reservation.bringAFriendDayTicketCount,
    inCart: reservation.inCart,
    reservationCode: reservation.reservationCode,
  };
}

/** The reservation with its linked tickets' records (linkedTicketDefs: the caller reads them). */
export function reservationView(
  reservation: ReservationData,
  tickets: readonly TicketingTicket[],
): Schema<'Reservation'> {
  const property = reservation.propertyId ? findReservationProperty(reservation.propertyId) : undefined;
  const counters = [...entitlementOffers(tickets)].flatMap(([id, maxQuantity]) => {
    const type = findReservationEntitlementType(id);
    if (!type) return [];
    const quantity = Math.min(reservation.entitlementQuantities[id] ?? 0, maxQuantity);
    const { entitlementTypeId, cardTitle, cardDescription } = type;
    return [{ id, quantity, maxQuantity, entitlementTypeId, cardTitle, cardDescription }];
  });
  // The property messages to show: those of the tickets' entitlements and of the chosen property.
  const cssKeys = new Set(tickets.flatMap((t) => t.entitlements.map((e) => e.cssKey)));
  if (property) cssKeys.add(property.cssKey);
  const visit = visitView(reservation);
  return {
    ...reservation.guest,
    reservationInProgress: reservation.inProgress,
    ticketValidationCompleted: reservation.ticketValidationCompleted,
    hasAddOns: reservationConfig.hasAddOns,
    propertyName: property?.name ?? null,
    underAgeTicketCount: reservation.underAgeTicketCount,
    additionalGuestCount: reservation.additionalGuestCount,
    reservationEntitlements: counters,
    messageCssKeys: [...cssKeys].filter((k): k is string => k !== null),
    settings: { ...reservationSettings },
    ...(visit ? { visit } : {}),
  };
}

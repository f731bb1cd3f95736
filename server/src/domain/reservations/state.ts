// Where reservations live: the wizard's draft in the shopper's session, the places each session's
// chosen entry time holds in a collection every session sees (so capacity counts other shoppers),
// and the reservations orders booked.
import { defineSlot } from '../../store/store.js';
import type { ReservationData } from './types.js';

export const reservationSlot = defineSlot<ReservationData | null>('reservation', () => null);

export const RESERVATION_HOLDS = 'reservationHolds';

/** Booked reservations (domain/reservations/booking.ts), by id. */
export const RESERVATION_BOOKINGS = 'reservationBookings';

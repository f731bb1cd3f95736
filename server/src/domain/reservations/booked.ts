// Reservations accounts have booked (GET reservation/my/{id}). The demo account's booking is seeded
// (STORY.md: rsv_4001, RV3T8N5P). It is the story's record of the same visit the contract's wizard
// examples make, so it holds no capacity and does not mark the pass as already booked: on a fresh
// server those examples replay that visit.
import { newReservation, type ReservationData } from './types.js';

export interface BookedReservation {
  readonly id: string;
  readonly reservation: ReservationData;
}

export const bookedReservations: readonly BookedReservation[] = [
  {
    id: 'rsv_4001',
    reservation: {
      ...newReservation(
        {
          firstName: 'Jordan',
          lastName: 'Rivera',
          emailAddress: 'jordan.rivera@example.com',
          phoneNumber: '5125550142',
          zip: '78701',
        },
        'acct_jordan',
      ),
      inProgress: false,
      tickets: [{ id: 'rt_7001', barcode: 'SP2026001234', selectedEntitlementId: 'ent_gold_admission' }],
      nextTicketNumber: 7002,
      ticketValidationCompleted: true,
      additionalGuestCount: 1,
      entitlementQuantities: { rent_6001: 1 },
      propertyId: 'site_park',
      performanceId: 'rperf_20261205_1000',
      bringAFriendDayTicketCount: 1,
      reservationCode: 'RV3T8N5P',
    },
  },
];

/** The account's booked reservation with this id, if it is this account's. */
export const findBookedReservation = (id: string, accountId: string): ReservationData | undefined =>
  bookedReservations.find((b) => b.id === id && b.reservation.accountId === accountId)?.reservation;

// Reservations accounts have booked (GET reservation/my/{id}). The demo account's booking is seeded
// (STORY.md: rsv_4001, RV3T8N5P). It is the story's record of the same visit the contract's wizard
// examples make, so it holds no capacity and does not mark the pass as already booked: on a fresh
// server those examples replay that visit.
import { seeded } from '../../catalog/seeded.js';
import type { Store } from '../../store/store.js';
import { type BookedReservation, bookingsOf, isBookedCode } from './booking.js';
import { newReservation, type ReservationData } from './types.js';

export const bookedReservations: readonly BookedReservation[] = seeded([
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
]);

/** The account's booked reservations: the ones orders booked (newest first), then the story's. */
export const accountReservations = async (store: Store, accountId: string): Promise<BookedReservation[]> => [
  ...(await bookingsOf(store, accountId)),
  ...bookedReservations.filter((b) => b.reservation.accountId === accountId),
];

/** The account's booked reservation with this id, if it is this account's. */
export const findBookedReservation = async (
  store: Store,
  id: string,
  accountId: string,
): Promise<ReservationData | undefined> =>
  (await accountReservations(store, accountId)).find((b) => b.id === id)?.reservation;

/** Whether a code is a booked reservation's, the story's included (its barcode may be drawn). */
export const isReservationCode = async (store: Store, code: string): Promise<boolean> =>
  bookedReservations.some((b) => b.reservation.reservationCode === code) || (await isBookedCode(store, code));

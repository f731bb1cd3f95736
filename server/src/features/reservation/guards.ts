// What every reservation call checks first: the session has not timed out (401, the wizard's error 1)
// and the reservation is where the step needs it (409 with the wizard's error texts, seed 002 §8).

import {
  type ReservationData,
  reservationSlot,
  takeReservationOutOfCart,
} from '../../domain/reservations/index.js';
import { ApiError, conflict, messages, notFound } from '../../http/errors.js';
import type { Session } from '../../store/store.js';

export const texts = {
  incorrectStatus: "Reservation has an incorrect status. Let's begin again.",
  unexpected: 'Unexpected error occurred in reservation',
  ticketsNotAdded: "Tickets were not added successfully. Let's try again.",
  dateNotAdded: "The date of visit was not added successfully. Let's try again.",
  unableToLocate: 'Unable to locate reservation',
  unableToCreate: 'Unable to create reservation',
} as const;

/** 401 when the request named a session the server no longer has. */
export function assertAlive(ctx: { readonly sessionExpired: boolean }): void {
  if (ctx.sessionExpired) throw new ApiError(401, messages.sessionExpired);
}

export const currentReservation = (session: Session): ReservationData | null => session.get(reservationSlot);

/** Saves the wizard's draft; a change to one the cart holds takes it out of the cart (the review adds it again). */
export function saveReservation(session: Session, reservation: ReservationData | null): void {
  const inCart = reservation !== null && currentReservation(session)?.inCart === true;
  session.set(reservationSlot, inCart ? takeReservationOutOfCart(session, reservation) : reservation);
}

/** The reservation for a read that answers 404 without one. */
export function existingReservation(session: Session): ReservationData {
  const reservation = currentReservation(session);
  if (!reservation) throw notFound(texts.unableToLocate);
  return reservation;
}

/** The reservation for a step that answers 409 without one in progress. */
export function reservationInProgress(session: Session): ReservationData {
  const reservation = currentReservation(session);
  if (!reservation?.inProgress) throw conflict(texts.incorrectStatus);
  return reservation;
}

/** The reservation for the steps after the date (add-ons, review): in progress with its entry time chosen. */
export function reservationWithVisit(session: Session): ReservationData {
  const reservation = reservationInProgress(session);
  if (!reservation.ticketValidationCompleted || !reservation.performanceId)
    throw conflict(texts.dateNotAdded);
  return reservation;
}

/** The reservation for the select-date step: in progress with its tickets finalized. */
export function validatedReservation(session: Session): ReservationData {
  const reservation = reservationInProgress(session);
  if (!reservation.ticketValidationCompleted) throw conflict(texts.ticketsNotAdded);
  return reservation;
}

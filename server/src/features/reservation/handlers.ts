// Operations of this area: getReservation, beginReservation, getReservationItems, getMyReservation, getMyReservationItems, getReservationPerformances, setReservationPerformance, updateReservationPersonalInformation, getReservationProperties, setReservationProperty, addReservationTicket, finalizeReservationTickets, removeReservationTicket, getReservationAddOns, setReservationAddOns, addReservationToCart.
import { linkedTicketDefs, reservationView } from '../../domain/reservations/index.js';
import { type Handlers, ok } from '../../http/handler.js';
import { getMyReservation, getMyReservationItems } from './account.js';
import {
  getReservationPerformances,
  getReservationProperties,
  setReservationPerformance,
  setReservationProperty,
} from './date.js';
import { assertAlive, existingReservation } from './guards.js';
import { beginReservation, updateReservationPersonalInformation } from './guest.js';
import { addReservationToCart, getReservationAddOns, setReservationAddOns } from './review.js';
import {
  addReservationTicket,
  finalizeReservationTickets,
  getReservationItems,
  removeReservationTicket,
} from './tickets.js';

export const reservationHandlers = {
  getReservation: async (ctx) => {
    assertAlive(ctx);
    const reservation = existingReservation(ctx.session);
    const tickets = await linkedTicketDefs(ctx.services.store, reservation);
    return ok({ success: true, message: null, value: reservationView(reservation, tickets) });
  },
  beginReservation,
  updateReservationPersonalInformation,
  getReservationItems,
  addReservationTicket,
  removeReservationTicket,
  finalizeReservationTickets,
  getReservationProperties,
  setReservationProperty,
  getReservationPerformances,
  setReservationPerformance,
  getReservationAddOns,
  setReservationAddOns,
  addReservationToCart,
  getMyReservation,
  getMyReservationItems,
} satisfies Handlers;

// Operations of this area: getReservation, beginReservation, getReservationItems, getMyReservation, getMyReservationItems, getReservationPerformances, setReservationPerformance, updateReservationPersonalInformation, getReservationProperties, setReservationProperty, addReservationTicket, finalizeReservationTickets, removeReservationTicket.
import type { Handlers } from '../../http/handler.js';

export const reservationHandlers = {} satisfies Handlers;

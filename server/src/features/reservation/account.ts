// The signed-in account's booked reservations (reservation/my/{id}); the router has checked sign-in.
import {
  findBookedReservation,
  linkedTicketDefs,
  reservationView,
  ticketViews,
} from '../../domain/reservations/index.js';
import { notFound } from '../../http/errors.js';
import { type Handler, ok } from '../../http/handler.js';
import type { Store } from '../../store/store.js';
import { texts } from './guards.js';

async function accountReservation(store: Store, id: string, accountId: string | null) {
  const reservation = accountId ? await findBookedReservation(store, id, accountId) : undefined;
  if (!reservation) throw notFound(texts.unableToLocate);
  return reservation;
}

export const getMyReservation: Handler<'getMyReservation'> = async (ctx) => {
  const reservation = await accountReservation(ctx.services.store, ctx.path.id, ctx.session.accountId);
  const tickets = await linkedTicketDefs(ctx.services.store, reservation);
  return ok({ success: true, message: null, value: reservationView(reservation, tickets) });
};

export const getMyReservationItems: Handler<'getMyReservationItems'> = async (ctx) => {
  const reservation = await accountReservation(ctx.services.store, ctx.path.id, ctx.session.accountId);
  const tickets = await linkedTicketDefs(ctx.services.store, reservation);
  const value = ticketViews(reservation, tickets, new Set());
  return ok({ success: true, message: null, value });
};

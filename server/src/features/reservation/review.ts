// Steps 4 and 5 (ours past the seeds): the add-ons the reservation takes, and the review's move of
// the reservation into the cart, where the usual checkout books it (domain/reservations/booking.ts).
import { cartCatalog } from '../../domain/cart/catalog.js';
import {
  addOnViews,
  chooseAddOns,
  putReservationInCart,
  reservationDemand,
} from '../../domain/reservations/index.js';
import { badRequest, conflict, notFound } from '../../http/errors.js';
import { type Handler, ok } from '../../http/handler.js';
import { assertAlive, reservationWithVisit, saveReservation } from './guards.js';

export const getReservationAddOns: Handler<'getReservationAddOns'> = (ctx) => {
  assertAlive(ctx);
  const reservation = reservationWithVisit(ctx.session);
  const value = addOnViews(reservation, cartCatalog(ctx.services.venue));
  return ok({ success: true, message: null, value });
};

export const setReservationAddOns: Handler<'setReservationAddOns'> = (ctx) => {
  assertAlive(ctx);
  const reservation = reservationWithVisit(ctx.session);
  const catalog = cartCatalog(ctx.services.venue);
  const choice = chooseAddOns(ctx.body.addOns, catalog);
  if ('unknown' in choice) throw notFound(`Not an add-on of this reservation: ${choice.unknown.join(', ')}`);
  if ('issue' in choice) throw badRequest(choice.issue, [choice.issue]);
  const same = JSON.stringify(choice.quantities) === JSON.stringify(reservation.addOnQuantities);
  const next = same ? reservation : { ...reservation, addOnQuantities: choice.quantities };
  // An unchanged choice leaves a reservation the cart holds where it is.
  if (!same) saveReservation(ctx.session, next);
  return ok({ success: true, message: null, value: addOnViews(next, catalog) });
};

export const addReservationToCart: Handler<'addReservationToCart'> = async (ctx) => {
  assertAlive(ctx);
  const { session, services } = ctx;
  const reservation = reservationWithVisit(session);
  const demand = await reservationDemand(services.store, session.id, services.clock.now(), reservation);
  if (demand.quantity > demand.available) throw conflict(demand.shortage());
  putReservationInCart(session, services.venue, reservation);
  return ok({ success: true, message: null });
};

// Step 2, Add Tickets: link and remove passes and tickets, list them, and finalize the choices.
import { findReservationEntitlementType, reservationConfig } from '../../catalog/reservations.js';
import { knownTicketEntitlementIds } from '../../catalog/reservations-tickets.js';
import { type Prover, startLinkAttempt } from '../../domain/passes/linking.js';
import {
  applyFinalize,
  finalizeIssue,
  idsNotOnReservation,
  linkedTicketDefs,
  linkTicket,
  otherHolds,
  partyChanged,
  type ReservationData,
  redemptionsOf,
  releaseHold,
  reservationView,
  ticketToLink,
  ticketView,
  ticketViews,
  venueToday,
} from '../../domain/reservations/index.js';
import { retryAfterSeconds } from '../../domain/throttle.js';
import { clientAddress } from '../../http/client.js';
import type { OperationId } from '../../http/contract.js';
import { ApiError, badRequest, conflict, notFound } from '../../http/errors.js';
import { type Handler, type HandlerContext, ok } from '../../http/handler.js';
import { assertAlive, existingReservation, reservationInProgress, saveReservation } from './guards.js';

/** Who tries a pass's validation data: the signed-in account, or the client's address. */
const proverOf = (ctx: HandlerContext<OperationId>): Prover =>
  ctx.session.accountId
    ? { accountId: ctx.session.accountId }
    : { address: clientAddress(ctx.hono, ctx.services.options) };

/** Single-visit admissions other live reservations already use. */
async function redeemedElsewhere(ctx: HandlerContext<OperationId>): Promise<Set<string>> {
  const holds = await otherHolds(ctx.services.store, ctx.session.id, ctx.services.clock.now());
  return new Set(holds.flatMap((h) => h.redemptions));
}

async function ticketsView(ctx: HandlerContext<OperationId>, reservation: ReservationData) {
  const tickets = await linkedTicketDefs(ctx.services.store, reservation);
  return ticketViews(reservation, tickets, await redeemedElsewhere(ctx));
}

export const getReservationItems: Handler<'getReservationItems'> = async (ctx) => {
  assertAlive(ctx);
  const reservation = existingReservation(ctx.session);
  return ok({ success: true, message: null, value: await ticketsView(ctx, reservation) });
};

export const addReservationTicket: Handler<'addReservationTicket'> = async (ctx) => {
  assertAlive(ctx);
  const reservation = reservationInProgress(ctx.session);
  const now = ctx.services.clock.now();
  // A pass is proven by its holder's phone or zip code: tries are limited as Link Your Passes' are,
  // and counted with them.
  const attempt =
    ctx.body.ticketTypeId === 1
      ? await startLinkAttempt(ctx.services.store, proverOf(ctx), ctx.body.barcode, now)
      : null;
  if (attempt?.refused) {
    const retryAfter = String(retryAfterSeconds(attempt.refused.retryAfterMs));
    throw new ApiError(429, attempt.refused.message, undefined, { 'Retry-After': retryAfter });
  }
  const ticket = await ticketToLink(ctx.services.store, reservation, ctx.body, {
    passValidationMethodId: reservationConfig.passValidationMethodId,
    today: venueToday(now),
  });
  if ('message' in ticket) throw badRequest(ticket.message);
  await attempt?.linked();
  const linked = linkTicket(reservation, ticket);
  saveReservation(ctx.session, linked.reservation);
  await releaseHold(ctx.services.store, ctx.session.id);
  const value = ticketView(linked.linked, ticket, null, await redeemedElsewhere(ctx));
  return ok({ success: true, message: null, value });
};

export const removeReservationTicket: Handler<'removeReservationTicket'> = async (ctx) => {
  assertAlive(ctx);
  const reservation = existingReservation(ctx.session);
  if (!reservation.inProgress || !reservation.tickets.some((t) => t.id === ctx.path.id))
    throw notFound('The ticket is not on this reservation');
  saveReservation(ctx.session, {
    ...reservation,
    tickets: reservation.tickets.filter((t) => t.id !== ctx.path.id),
    ...partyChanged,
  });
  await releaseHold(ctx.services.store, ctx.session.id);
  return ok({ success: true, message: null });
};

export const finalizeReservationTickets: Handler<'finalizeReservationTickets'> = async (ctx) => {
  assertAlive(ctx);
  const request = ctx.body;
  // An id no pass or counter has is unknown whatever the reservation holds.
  const unknown =
    request.entitlements.some((c) => !knownTicketEntitlementIds.has(c.entitlementId)) ||
    request.reservationEntitlements.some((c) => !findReservationEntitlementType(c.entitlementId));
  if (unknown) throw notFound('The entitlement is not on this reservation');
  const reservation = reservationInProgress(ctx.session);
  const tickets = await linkedTicketDefs(ctx.services.store, reservation);
  if (idsNotOnReservation(request, reservation, tickets).length)
    throw notFound('The ticket or entitlement is not on this reservation');
  const issue = finalizeIssue(
    request,
    tickets,
    reservationConfig,
    (id) => findReservationEntitlementType(id)?.cardTitle ?? id,
  );
  if (issue) throw badRequest(issue);
  const finalized = applyFinalize(reservation, request);
  const redeemed = await redeemedElsewhere(ctx);
  if (redemptionsOf(finalized, tickets).some((key) => redeemed.has(key)))
    throw conflict('This ticket was already used by another reservation');
  saveReservation(ctx.session, finalized);
  await releaseHold(ctx.services.store, ctx.session.id);
  return ok({ success: true, message: null, value: reservationView(finalized, tickets) });
};

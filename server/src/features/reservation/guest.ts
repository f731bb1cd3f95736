// Step 1, Guest Info: begin a reservation, or save changed details of the one in progress.
import { cleanGuestDetails, guestDetailsIssue, newReservation } from '../../domain/reservations/index.js';
import { badRequest, conflict } from '../../http/errors.js';
import { type Handler, ok } from '../../http/handler.js';
import { assertAlive, currentReservation, reservationInProgress, saveReservation, texts } from './guards.js';

export const beginReservation: Handler<'beginReservation'> = (ctx) => {
  assertAlive(ctx);
  const issue = guestDetailsIssue(ctx.body);
  if (issue) throw badRequest(issue);
  // A reservation in progress is changed with updateReservationPersonalInformation instead.
  if (currentReservation(ctx.session)?.inProgress) throw conflict(texts.unableToCreate);
  saveReservation(ctx.session, newReservation(cleanGuestDetails(ctx.body), ctx.session.accountId));
  return ok({ success: true, message: null });
};

export const updateReservationPersonalInformation: Handler<'updateReservationPersonalInformation'> = (
  ctx,
) => {
  assertAlive(ctx);
  const issue = guestDetailsIssue(ctx.body);
  if (issue) throw badRequest(issue);
  const reservation = reservationInProgress(ctx.session);
  saveReservation(ctx.session, { ...reservation, guest: cleanGuestDetails(ctx.body) });
  return ok({ success: true, message: null });
};

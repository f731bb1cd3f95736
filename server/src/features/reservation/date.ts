// Step 3, Choose Date: the property picker, the calendar of its days and the entry-time modal.

import { ENTRY_TIME_REQUIRED } from '@boxoffice/sdk/rules';
import {
  findReservationProperty,
  reservationConfig,
  reservationProperties,
} from '../../catalog/reservations.js';
import {
  daysOfProperty,
  findEntryTime,
  type ReservationDaySeed,
} from '../../catalog/reservations-calendar.js';
import type { TicketingTicket } from '../../catalog/reservations-tickets.js';
import { holdEntryTimeOnce } from '../../domain/holds/cool-down.js';
import {
  bringAFriendIssue,
  type CalendarInput,
  CapacityLevels,
  calendar,
  dayState,
  dayView,
  isBookableLevel,
  linkedTicketDefs,
  otherHolds,
  partySize,
  placeHold,
  type ReservationData,
  redemptionsOf,
  releaseHold,
  reservationView,
} from '../../domain/reservations/index.js';
import type { OperationId } from '../../http/contract.js';
import { badRequest, conflict, notFound } from '../../http/errors.js';
import { type Handler, type HandlerContext, ok } from '../../http/handler.js';
import {
  assertAlive,
  reservationInProgress,
  saveReservation,
  texts,
  validatedReservation,
} from './guards.js';

export const getReservationProperties: Handler<'getReservationProperties'> = (ctx) => {
  assertAlive(ctx);
  reservationInProgress(ctx.session);
  const value = reservationProperties.map((p) => ({
    id: p.id,
    name: p.name,
    cssKey: p.cssKey,
    showLogoIfOnlyOnePropertyAvailable: p.showLogoIfOnlyOnePropertyAvailable,
    logoUrl: p.logoUrl,
  }));
  return ok({ success: true, message: null, value });
};

export const setReservationProperty: Handler<'setReservationProperty'> = async (ctx) => {
  assertAlive(ctx);
  const property = findReservationProperty(ctx.body.webSitePropertyId);
  if (!property) throw notFound('The property is not one of the listed properties');
  const reservation = validatedReservation(ctx.session);
  if (reservation.propertyId !== property.id) {
    // Another property's days apply: an entry time chosen before is dropped.
    saveReservation(ctx.session, {
      ...reservation,
      propertyId: property.id,
      performanceId: null,
      bringAFriendDayTicketCount: 0,
    });
    await releaseHold(ctx.services.store, ctx.session.id);
  }
  return ok({ success: true, message: null });
};

/** The calendar as this reservation sees it; `tickets` are its linkedTicketDefs. */
async function calendarInput(
  ctx: HandlerContext<OperationId>,
  tickets: readonly TicketingTicket[],
  propertyId: string,
): Promise<CalendarInput> {
  const property = findReservationProperty(propertyId);
  const now = ctx.services.clock.now();
  return {
    days: daysOfProperty(propertyId),
    tickets,
    holds: await otherHolds(ctx.services.store, ctx.session.id, now),
    now,
    allowSameTicketSamePerformanceMultipleBooking:
      property?.allowSameTicketSamePerformanceMultipleBooking ?? false,
    allowPartialTicketingReservations: reservationConfig.allowPartialTicketingReservations,
  } satisfies CalendarInput;
}

/** The chosen property, for the steps after the picker (409 before one is chosen). */
function chosenProperty(reservation: ReservationData): string {
  if (!reservation.propertyId) throw conflict(texts.unexpected);
  return reservation.propertyId;
}

export const getReservationPerformances: Handler<'getReservationPerformances'> = async (ctx) => {
  assertAlive(ctx);
  const reservation = validatedReservation(ctx.session);
  const tickets = await linkedTicketDefs(ctx.services.store, reservation);
  const input = await calendarInput(ctx, tickets, chosenProperty(reservation));
  return ok({ success: true, message: null, value: calendar(input).map(dayView) });
};

export const setReservationPerformance: Handler<'setReservationPerformance'> = async (ctx) => {
  assertAlive(ctx);
  const { performanceId } = ctx.body;
  if (performanceId.trim() === '') throw badRequest(ENTRY_TIME_REQUIRED);
  const found = findEntryTime(performanceId);
  if (!found) throw notFound('The entry time is not one of the chosen property');
  const reservation = validatedReservation(ctx.session);
  const propertyId = chosenProperty(reservation);
  if (found.day.propertyId !== propertyId) throw notFound('The entry time is not one of the chosen property');
  // Read before the locks are taken: they are keyed by the tickets' single-visit admissions.
  const tickets = await linkedTicketDefs(ctx.services.store, reservation);
  // Checked and held under the entry time's lock (the key an order's check takes too), so two
  // shoppers cannot both take its last places; and under each single-visit admission the party
  // redeems, so two reservations at different times cannot both use one ticket's visit.
  const keys = [
    `reservation:${performanceId}`,
    ...redemptionsOf(reservation, tickets).map((redemption) => `reservation-redemption:${redemption}`),
  ];
  return ctx.services.store.lock(keys, () =>
    holdEntryTime(ctx, { reservation, tickets }, propertyId, found.day),
  );
};

async function holdEntryTime(
  ctx: HandlerContext<'setReservationPerformance'>,
  { reservation, tickets }: { reservation: ReservationData; tickets: readonly TicketingTicket[] },
  propertyId: string,
  foundDay: ReservationDaySeed,
) {
  const { performanceId, bringAFriendDayTicketCount } = ctx.body;
  const input = await calendarInput(ctx, tickets, propertyId);
  const day = dayState(foundDay, input);
  const issue = bringAFriendIssue(bringAFriendDayTicketCount, day.maxBringAFriend);
  if (issue) throw badRequest(issue);
  const entryTime = day.entryTimes.find((t) => t.seed.id === performanceId);
  const booked = { ...reservation, performanceId, bringAFriendDayTicketCount };
  const open =
    entryTime !== undefined &&
    day.level !== CapacityLevels.Closed &&
    isBookableLevel(entryTime.level) &&
    entryTime.left >= partySize(booked);
  if (!open) throw conflict(texts.dateNotAdded);
  // Held for the cart's hold time from now, as what is added to the cart is (issue 24), and once:
  // an entry time chosen again ends no later than the session's first hold on it, and after that end
  // the session waits a cool-down before it may hold it again (issue 37).
  const { cartHoldMs } = ctx.services.options;
  const held =
    cartHoldMs > 0
      ? await holdEntryTimeOnce(
          ctx.services.store,
          ctx.session.id,
          performanceId,
          ctx.services.clock.now(),
          cartHoldMs,
        )
      : null;
  if (held && 'refused' in held) throw conflict(held.refused);

  saveReservation(ctx.session, booked);
  await placeHold(ctx.services.store, {
    sessionId: ctx.session.id,
    performanceId,
    guests: partySize(booked),
    barcodes: booked.tickets.map((t) => t.barcode),
    redemptions: redemptionsOf(booked, tickets),
    ...(held ? { expiresAt: held.expiresAt } : {}),
  });
  return ok({ success: true, message: null, value: reservationView(booked, tickets) });
}

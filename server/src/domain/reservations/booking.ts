// What follows the review (ours; the seeds stop there): the reservation moves into the cart as one
// package, "Timed-Entry Reservation" (the reservation at 0.00, its bring-a-friend day tickets and
// add-ons as paid lines), and the order placed from that cart books it. Booking keeps the
// reservation under the order's reservation code, turns the session's hold on the entry time into
// a permanent one (so capacity, 'already booked' and single-visit redemptions count it after the
// session ends) and ends the wizard's draft.
import type { Schema } from '@boxoffice/sdk';
import { facts } from '../../catalog/data/site.js';
import {
  bringAFriendDayTicket,
  findReservationProperty,
  reservationPackage,
} from '../../catalog/reservations.js';
import { findEntryTime } from '../../catalog/reservations-calendar.js';
import type { Venue } from '../../catalog/venue.js';
import type { Session, Store } from '../../store/store.js';
import { cartCatalog } from '../cart/catalog.js';
import {
  addLines,
  type CartLine,
  cartLines,
  type NewCartLine,
  onCartCleared,
  onLinesRemoved,
  removeLines,
  takeOutLines,
} from '../cart/index.js';
import { longDate } from '../cart/limits.js';
import { pricedAddOns } from './add-ons.js';
import { BOOKED_HOLDS, type EntryTimeHold, heldPlaces, holdLasts, otherHolds, releaseHold } from './holds.js';
import { partySize } from './limits.js';
import { RESERVATION_BOOKINGS, RESERVATION_HOLDS, reservationSlot } from './state.js';
import { linkedTicketDefs, redemptionsOf } from './tickets.js';
import type { ReservationData } from './types.js';
import { displayTime, venueDateTime } from './venue-time.js';

/** A booked reservation: its id (`rsv_4002`...) and the reservation as booked (code set). */
export interface BookedReservation {
  readonly id: string;
  readonly reservation: ReservationData;
}

/** The booked reservation numbers continue after the story's rsv_4001. */
const FIRST_BOOKING_NUMBER = 4002;

/** The visit's day and entry time, or undefined before one is chosen. */
export function visitOf(reservation: ReservationData) {
  return reservation.performanceId ? findEntryTime(reservation.performanceId) : undefined;
}

const guestsText = (n: number) => `${n} ${n === 1 ? 'guest' : 'guests'}`;

/** The package's lines for the reservation (a chosen entry time is the caller's check). */
export function reservationCartLines(reservation: ReservationData, venue: Venue): NewCartLine[] {
  const visit = visitOf(reservation);
  const property = reservation.propertyId ? findReservationProperty(reservation.propertyId) : undefined;
  const when = visit ? `${longDate(visit.day.date)}, ${displayTime(visit.entryTime.time)} entry` : '';
  const common = {
    packageId: reservationPackage.packageId,
    allowModification: false,
    blocksInstallments: true,
  };
  const lines: NewCartLine[] = [
    {
      ...common,
      kind: 'reservation',
      productId: reservationPackage.productId,
      productVariantId: reservationPackage.productVariantId,
      quantity: 1,
      unitPrice: 0,
      charges: { taxRate: 0, feePerUnit: 0 },
      display: {
        productName: reservationPackage.displayName,
        productDisplayName: reservationPackage.displayName,
        displayName: [property?.name, when, guestsText(partySize(reservation))].filter(Boolean).join(', '),
      },
      meta: { reservation },
    },
  ];
  if (reservation.bringAFriendDayTicketCount > 0)
    lines.push({
      ...common,
      kind: 'reservation-ticket',
      productId: bringAFriendDayTicket.productId,
      productVariantId: bringAFriendDayTicket.productVariantId,
      quantity: reservation.bringAFriendDayTicketCount,
      unitPrice: bringAFriendDayTicket.unitPrice,
      charges: { taxRate: facts.taxRate, feePerUnit: facts.feePerTicket },
      display: {
        productName: bringAFriendDayTicket.displayName,
        productDisplayName: bringAFriendDayTicket.displayName,
        displayName: bringAFriendDayTicket.displayName,
      },
    });
  for (const addOn of pricedAddOns(cartCatalog(venue))) {
    const quantity = reservation.addOnQuantities[addOn.offer.productVariantId] ?? 0;
    if (quantity > 0)
      lines.push({
        ...common,
        kind: 'addon',
        productId: addOn.productId,
        productVariantId: addOn.offer.productVariantId,
        quantity,
        unitPrice: addOn.unitPrice,
      });
  }
  return lines;
}

const inPackage = (line: CartLine) => line.packageId === reservationPackage.packageId;

/** Puts the reservation into the cart, replacing the package if it was there already. */
export function putReservationInCart(session: Session, venue: Venue, reservation: ReservationData): void {
  removeLines(session, inPackage);
  addLines(session, venue, reservationCartLines(reservation, venue));
  session.set(reservationSlot, { ...reservation, inCart: true });
}

/** Takes the reservation's package out of the cart (the wizard changed it); answers the draft as no longer in the cart. */
export function takeReservationOutOfCart(session: Session, reservation: ReservationData): ReservationData {
  removeLines(session, inPackage);
  return { ...reservation, inCart: false };
}

// A cleared cart, or one whose reservation package was removed, no longer holds the reservation:
// the review must add it again.
const notInCart = (session: Session) => {
  const reservation = session.get(reservationSlot);
  if (reservation?.inCart) session.set(reservationSlot, { ...reservation, inCart: false });
};
onCartCleared(notInCart);
// Its package removed from the cart, the reservation gives its entry time back at once (other
// shoppers' calendars stop counting it); the shopper chooses a date again to add it back. The wizard's
// own changes put the draft back themselves (takeReservationOutOfCart, putReservationInCart).
onLinesRemoved((session, removed) => {
  if (!removed.some(inPackage)) return;
  const reservation = session.get(reservationSlot);
  if (reservation?.inProgress)
    session.set(reservationSlot, {
      ...reservation,
      inCart: false,
      performanceId: null,
      bringAFriendDayTicketCount: 0,
    });
  else notInCart(session);
});

/**
 * Ends a session's entry-time hold once its time has run out (issue 24), or once the session has
 * ended: the entry time goes back to everyone, the reservation's package leaves the cart for the next
 * revise to report (takeOutLines), and the draft forgets the entry time, so the shopper chooses one
 * again. Answers whether a hold ended.
 */
export async function expireEntryTime(
  store: Store,
  sessionId: string,
  session: Session | undefined,
  now: number,
): Promise<boolean> {
  const hold = await store.collection<EntryTimeHold>(RESERVATION_HOLDS).get(sessionId);
  if (!hold || (session && holdLasts(hold, now))) return false;
  await releaseHold(store, sessionId);
  if (!session) return true;
  takeOutLines(
    session,
    cartLines(session)
      .filter(inPackage)
      .map((line) => line.id),
  );
  const reservation = session.get(reservationSlot);
  if (reservation?.performanceId === hold.performanceId)
    session.set(reservationSlot, {
      ...reservation,
      inCart: false,
      performanceId: null,
      bringAFriendDayTicketCount: 0,
    });
  return true;
}

/** When the entry time the cart's reservation holds stops being held (epoch ms), or null. */
export async function entryTimeHoldEnd(store: Store, session: Session): Promise<number | null> {
  if (!cartLines(session).some(inPackage)) return null;
  return (await store.collection<EntryTimeHold>(RESERVATION_HOLDS).get(session.id))?.expiresAt ?? null;
}

/** The reservation the lines carry (the package's reservation line), or null. */
export function reservationOfLines(lines: readonly CartLine[]): ReservationData | null {
  const line = lines.find((l) => l.kind === 'reservation' && inPackage(l));
  return (line?.meta.reservation as ReservationData | undefined) ?? null;
}

/** Ours: the order's check found the entry time full. */
export const entryTimeFullMessage = (when: string) =>
  `${when} no longer has room for everyone on your reservation. Please choose another entry time.`;

/** What the order takes of the entry time (domain/orders/stock.ts checks it under its lock). */
export async function reservationDemand(
  store: Store,
  sessionId: string,
  now: number,
  reservation: ReservationData,
) {
  const visit = visitOf(reservation);
  const key = `reservation:${reservation.performanceId}`;
  const quantity = partySize(reservation);
  if (!visit || Date.parse(venueDateTime(visit.day.date, visit.entryTime.time)) <= now)
    return { key, quantity, available: 0, shortage: () => entryTimeFullMessage('Your entry time') };
  const taken =
    visit.entryTime.booked + heldPlaces(await otherHolds(store, sessionId, now), visit.entryTime.id);
  const when = `${displayTime(visit.entryTime.time)} on ${longDate(visit.day.date)}`;
  return {
    key,
    quantity,
    available: visit.entryTime.capacity - taken,
    shortage: () => entryTimeFullMessage(when),
  };
}

/** The order's account of the visit (Order.reservation, ours). */
export function orderReservation(reservation: ReservationData, code: string): Schema<'OrderReservation'> {
  const visit = visitOf(reservation);
  const property = reservation.propertyId ? findReservationProperty(reservation.propertyId) : undefined;
  return {
    reservationCode: code,
    propertyName: property?.name ?? '',
    businessDate: visit?.day.date ?? '',
    entryTime: visit ? displayTime(visit.entryTime.time) : '',
  };
}

const bookings = (store: Store) => store.collection<BookedReservation>(RESERVATION_BOOKINGS);
/** `<accountId>/<reservation id>` -> reservation id: an account's bookings, listed by prefix. */
const byAccount = (store: Store) => store.collection<string>(`${RESERVATION_BOOKINGS}.byAccount`);
/** Reservation code -> reservation id. */
const byCode = (store: Store) => store.collection<string>(`${RESERVATION_BOOKINGS}.byCode`);

/**
 * Books the reservation the order placed: keeps it under `code`, holds its places for good, and ends
 * the session's draft when it is the one in the cart. `session` is undefined when the order is
 * confirmed after its session ended (orders/pending.ts); `placedBy` is the order's session and account.
 */
export async function bookReservation(
  store: Store,
  session: Session | undefined,
  placedBy: { readonly sessionId: string; readonly accountId: string | null },
  reservation: ReservationData,
  code: string,
): Promise<BookedReservation> {
  const id = `rsv_${await store.nextNumber('reservationNumber', FIRST_BOOKING_NUMBER)}`;
  const booked: BookedReservation = {
    id,
    // The account that placed the order owns it, though the wizard may have begun before sign-in.
    reservation: {
      ...reservation,
      accountId: placedBy.accountId ?? reservation.accountId,
      inProgress: false,
      inCart: false,
      reservationCode: code,
    },
  };
  await bookings(store).put(id, booked);
  const owner = booked.reservation.accountId;
  if (owner) await byAccount(store).put(`${owner}/${id}`, id);
  await byCode(store).put(code, id);
  if (reservation.performanceId) {
    const hold: EntryTimeHold = {
      sessionId: id,
      performanceId: reservation.performanceId,
      guests: partySize(reservation),
      barcodes: reservation.tickets.map((t) => t.barcode),
      redemptions: redemptionsOf(reservation, await linkedTicketDefs(store, reservation)),
    };
    await store.collection<EntryTimeHold>(BOOKED_HOLDS).put(id, hold);
  }
  await releaseHold(store, placedBy.sessionId);
  if (session?.get(reservationSlot)?.inCart) session.set(reservationSlot, null);
  return booked;
}

/** Reservations booked since the server started, of one account, newest first. */
export async function bookingsOf(store: Store, accountId: string): Promise<BookedReservation[]> {
  const ids = await byAccount(store).byPrefix(`${accountId}/`);
  const found = await bookings(store).getMany(ids);
  return [...found.values()].sort((a, b) => Number(b.id.slice(4)) - Number(a.id.slice(4)));
}

/** Whether a code is a booked reservation's (its barcode may be drawn). */
export const isBookedCode = async (store: Store, code: string): Promise<boolean> =>
  (await byCode(store).get(code)) !== undefined;

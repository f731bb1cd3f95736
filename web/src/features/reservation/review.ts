// The rules of the steps after the date (ours past the seeds): add-on counters clamped at 0 and the
// add-on's maximum, the add-ons' total, and what the review lists.
import type { Schema } from '@boxoffice/sdk';

type AddOn = Schema<'ReservationAddOn'>;
type Reservation = Schema<'Reservation'>;

/** A typed or stepped count, clamped at 0 and the add-on's maximum. */
export function clampAddOn(n: number, addOn: Pick<AddOn, 'maxQuantity'>): number {
  if (!Number.isFinite(n)) return 0;
  return Math.min(Math.max(0, Math.trunc(n)), addOn.maxQuantity);
}

/** What the chosen add-ons cost before tax and fees. */
export function addOnsTotal(addOns: readonly AddOn[], quantities: Readonly<Record<string, number>>): number {
  const cents = addOns.reduce(
    (sum, a) => sum + Math.round(a.unitPrice * 100) * (quantities[a.productVariantId] ?? 0),
    0,
  );
  return cents / 100;
}

/** The review's guest lines: children, additional guests, counters and bring-a-friend tickets that are above 0. */
export function guestLines(reservation: Reservation): string[] {
  const lines: string[] = [];
  const count = (n: number, one: string, many: string) => {
    if (n > 0) lines.push(`${n} ${n === 1 ? one : many}`);
  };
  count(reservation.underAgeTicketCount, 'non-ticketed child', 'non-ticketed children');
  count(reservation.additionalGuestCount, 'additional guest', 'additional guests');
  for (const e of reservation.reservationEntitlements) count(e.quantity, e.cardTitle, e.cardTitle);
  count(
    reservation.visit?.bringAFriendDayTicketCount ?? 0,
    'Bring-a-Friend Day Ticket',
    'Bring-a-Friend Day Tickets',
  );
  return lines;
}

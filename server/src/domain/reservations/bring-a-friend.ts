// Bring-a-friend day tickets (002 §2.2 entry-time modal, §5 'The reservation only allows N bring a
// friends'): a day offers up to its allowance when one of the linked passes carries the benefit.
import { bringAFriendMaxMessage } from '@boxoffice/sdk/rules';
import type { ReservationDaySeed } from '../../catalog/reservations-calendar.js';
import type { TicketingTicket } from '../../catalog/reservations-tickets.js';

export function maxBringAFriend(day: ReservationDaySeed, tickets: readonly TicketingTicket[]): number {
  return tickets.some((t) => t.bringAFriend) ? day.bringAFriendMax : 0;
}

/** The modal's message when the count is above the day's maximum, else undefined. */
export const bringAFriendIssue = (count: number, max: number): string | undefined =>
  count > max ? bringAFriendMaxMessage(max) : undefined;

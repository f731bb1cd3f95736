// The ticket view's rules (seed 001 §2 'Order lookup and ticket view': lookupType 'account' or
// 'account-grouping' with parameter id) as plain functions.

export type LookupType = 'account' | 'account-grouping';

export const TICKETS_TITLE = 'Your Tickets';
export const RETURN_TO_PROFILE = 'Return to my profile';
/** Ours (the seed is silent): what the page says when the route's id is blank. */
export const NO_TICKET = 'No tickets were found for this link';

/** The route's id, decoded and trimmed; null when blank (the page then calls nothing). */
export function ticketId(id: string | undefined): string | null {
  let value = id ?? '';
  try {
    value = decodeURIComponent(value);
  } catch {
    // A malformed escape is taken as written.
  }
  value = value.trim();
  return value === '' ? null : value;
}

/** The state of the page: loading, the tickets' HTML, or why there is none. */
export type TicketsState =
  | { readonly kind: 'loading' }
  | { readonly kind: 'shown'; readonly html: string }
  | { readonly kind: 'failed'; readonly message: string };

export const ticketsStart = (id: string | null): TicketsState =>
  id === null ? { kind: 'failed', message: NO_TICKET } : { kind: 'loading' };

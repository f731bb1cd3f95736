// The reservation wizard's frame (seed 002 §2.1, §2.2, §4.1, §8): its paths, the breadcrumb, the
// redirect codes and their messages, the guards and where a failed call sends the shopper.
import type { Schema } from '@boxoffice/sdk';

type Reservation = Schema<'Reservation'>;

export const PATHS = {
  selectSite: '/select-site',
  begin: '/reservation/begin',
  link: '/reservation/link',
  date: '/reservation/date',
  addOns: '/reservation/add-ons',
  /** Ours: the seed does not show the review step's path under the reservation prefix. */
  review: '/reservation/review',
} as const;

/**
 * The unprefixed paths the seed's code navigates to (§2.1). Ours: each redirects to its prefixed
 * page (keeping the query, so ?error=N survives), so every step has one address.
 */
export const UNPREFIXED_REDIRECTS: Readonly<Record<string, string>> = {
  '/begin-reservation': PATHS.begin,
  '/link-tickets': PATHS.link,
  '/select-date': PATHS.date,
  '/add-ons': PATHS.addOns,
  '/review': PATHS.review,
};

/** §8 Reservation redirect codes, word for word. */
export const REDIRECT_MESSAGES: Readonly<Record<number, string>> = {
  1: 'Your session has timed out due to inactivity',
  2: "Reservation has an incorrect status. Let's begin again.",
  3: 'Unexpected error occurred in reservation',
  4: "Tickets were not added successfully. Let's try again.",
  5: 'Unexpected error occurred adding tickets',
  6: "The date of visit was not added successfully. Let's try again.",
  7: 'Access to the reservation no longer allowed',
  8: 'Unable to locate reservation',
  9: 'Unable to create reservation',
  10: 'Unable to create reservation',
};
export const OTHER_ERROR = 'An unexpected error has occurred';

export const ErrorCode = {
  TimedOut: 1,
  IncorrectStatus: 2,
  Reservation: 3,
  TicketsNotAdded: 4,
  AddingTickets: 5,
  DateNotAdded: 6,
} as const;

/** The message for the page's ?error= value; null without one. Any unknown value is 'other'. */
export function redirectMessage(search: string): string | null {
  const raw = new URLSearchParams(search).get('error');
  if (raw === null || raw === '') return null;
  return REDIRECT_MESSAGES[Number(raw)] ?? OTHER_ERROR;
}

/**
 * The address's query without its error code: once the page has said something of its own (a
 * success, a failure), the message it landed with is old news, and a reload must not bring it back.
 */
export function withoutErrorCode(search: string): string {
  const params = new URLSearchParams(search);
  params.delete('error');
  const rest = params.toString();
  return rest ? `?${rest}` : '';
}

/** A wizard path with its error code. */
export const withError = (path: string, code: number): string => `${path}?error=${code}`;

/** An unprefixed path's target, with the query kept; null when the path is not one of them. */
export function unprefixedTarget(path: string, search: string): string | null {
  const target = UNPREFIXED_REDIRECTS[path];
  if (!target) return null;
  return search && search !== '?' ? `${target}${search.startsWith('?') ? search : `?${search}`}` : target;
}

/** A 401 from a reservation call: the session timed out (§4.1). */
export const isTimedOut = (error: unknown): boolean =>
  typeof error === 'object' && error !== null && (error as { status?: unknown }).status === 401;

/** A 404 from GET reservation: the session has no reservation (yet). */
export const isNotFound = (error: unknown): boolean =>
  typeof error === 'object' && error !== null && (error as { status?: unknown }).status === 404;

// --- Guards (§4.1) ---

/** Link tickets needs a reservation in progress, else begin with error 2. */
export function linkGuard(reservation: Reservation | null): string | null {
  return reservation?.reservationInProgress ? null : withError(PATHS.begin, ErrorCode.IncorrectStatus);
}

/** Choose date needs the tickets finalized, else link tickets with error 4 (or begin, error 2). */
export function dateGuard(reservation: Reservation | null): string | null {
  return (
    linkGuard(reservation) ??
    (reservation?.ticketValidationCompleted ? null : withError(PATHS.link, ErrorCode.TicketsNotAdded))
  );
}

/** Ours: add-ons and review need an entry time chosen, else choose date with error 6 (or the guards before). */
export function visitGuard(reservation: Reservation | null): string | null {
  return (
    dateGuard(reservation) ?? (reservation?.visit ? null : withError(PATHS.date, ErrorCode.DateNotAdded))
  );
}

/** After a date: add-ons when the reservation has them, otherwise review (§4.1). */
export const stepAfterDate = (reservation: Pick<Reservation, 'hasAddOns'>): string =>
  reservation.hasAddOns ? PATHS.addOns : PATHS.review;

// --- Where a failure sends the shopper ---

/** Steps other than choose date: a timeout goes to begin with error 1; null when the page shows it. */
export function failureRedirect(error: unknown): string | null {
  return isTimedOut(error) ? withError(PATHS.begin, ErrorCode.TimedOut) : null;
}

/**
 * Choose date's failures (§4.1): 401 to site selection with error 1; a reservation not in progress
 * (409 before the tickets step) to begin with error 3; other failures to link tickets with error 5.
 */
export function dateFailureRedirect(error: unknown, reservation: Reservation | null): string {
  if (isTimedOut(error)) return withError(PATHS.selectSite, ErrorCode.TimedOut);
  if (!reservation?.reservationInProgress) return withError(PATHS.begin, ErrorCode.Reservation);
  return withError(PATHS.link, ErrorCode.AddingTickets);
}

/**
 * Saving the entry time failed (§4.1 'Select date failures'): where the shopper goes, as for choose
 * date's other failures (a 409, the tickets no longer finalized or the entry time closed, included);
 * null when the modal stays open with the server's words, for a 400 refusing what the modal sent (no
 * entry time, too many bring-a-friends: the modal's own messages, which it checks first).
 */
export function entryTimeFailure(error: unknown, reservation: Reservation | null): string | null {
  return (error as { status?: unknown } | null)?.status === 400
    ? null
    : dateFailureRedirect(error, reservation);
}

// --- Breadcrumb (§2.2) ---

export interface Crumb {
  readonly number: number;
  readonly label: string;
  readonly path: string;
}

/**
 * 1 Guest Info, 2 Add Tickets, 3 Choose Date, 4 Add Ons (only if the reservation has add-ons), 5 Review
 * (§2.2). The numbers are the seed's and never shift: without add-ons Add Ons is left out and Review
 * stays 5. Ours: while it is not known whether the reservation has add-ons (`undefined`: before one
 * begins, or while a step loads it), Add Ons is listed, so the steps stay put across the visit.
 */
export function breadcrumb(hasAddOns: boolean | undefined): Crumb[] {
  const crumbs: Crumb[] = [
    { number: 1, label: 'Guest Info', path: PATHS.begin },
    { number: 2, label: 'Add Tickets', path: PATHS.link },
    { number: 3, label: 'Choose Date', path: PATHS.date },
  ];
  if (hasAddOns !== false) crumbs.push({ number: 4, label: 'Add Ons', path: PATHS.addOns });
  crumbs.push({ number: 5, label: 'Review', path: PATHS.review });
  return crumbs;
}

/** Earlier steps are links (going back only); the current and later ones are not. */
export const crumbIsLink = (crumb: Crumb, current: number): boolean => crumb.number < current;

// --- Site selection (§7.1: the chosen site is remembered in session storage) ---

const SITE_KEY = 'boxoffice.reservationSite';

export function rememberSite(id: string): void {
  sessionStorage.setItem(SITE_KEY, id);
}

export function rememberedSite(): string | null {
  return sessionStorage.getItem(SITE_KEY);
}

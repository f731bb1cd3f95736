// The signed-in account behind a pass, account or upgrade call. The router already answers 401
// to these login-required calls without an account; this keeps the handlers honest about it.
import { ApiError, messages } from '../../http/errors.js';
import type { Services } from '../../services.js';
import type { Session } from '../../store/store.js';
import { type PassCatalog, passCatalog } from './catalog.js';
import { venueToday } from './dates.js';
import type { HolderRulesOptions } from './holder.js';

export function signedInAccountId(session: Session): string {
  if (session.accountId === null) throw new ApiError(401, messages.unauthorized);
  return session.accountId;
}

/** The pass catalog of the server's venue, pricing on today's venue date. */
export const passCatalogOf = (services: Services): PassCatalog =>
  passCatalog(services.venue, services.venue.dateOf(services.clock.now()));

/** The holder rules' options for today at the venue. */
export const holderRules = (services: Services): HolderRulesOptions => ({
  today: venueToday(services.clock.now()),
  stateAbbreviations: passCatalogOf(services).stateAbbreviations,
});

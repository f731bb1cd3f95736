// The signed-in account behind a pass, account or upgrade call. The router already answers 401
// to these login-required calls without an account; this keeps the handlers honest about it.
import { findAccount } from '../../catalog/accounts.js';
import { ApiError, messages } from '../../http/errors.js';
import type { Services } from '../../services.js';
import type { Session } from '../../store/store.js';
import { type PassCatalog, passCatalog } from './catalog.js';
import { venueToday } from './dates.js';
import type { HolderRulesOptions } from './holder.js';
import type { Holder } from './records.js';

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

/**
 * A new holder (a new pass, an upgrade's pass) starts with the signed-in account's address and phone
 * (the family's, usually), so the shopper types them once; they may change them on the pass card.
 */
export async function accountAddress(services: Services, session: Session): Promise<Partial<Holder>> {
  const account = await findAccount(services.store, session.accountId);
  const address = account?.address;
  if (!account || !address) return {};
  const state = address.stateProvinceId === null ? undefined : services.venue.state(address.stateProvinceId);
  return {
    address1: address.address1,
    address2: address.address2,
    city: address.city,
    // The pass card offers the states of country 80 only.
    state: state?.countryId === 80 ? state.abbreviation : null,
    zip: address.zipCode,
    phoneNumber: account.phoneNumber,
  };
}

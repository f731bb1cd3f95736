// The session's current web site (property): chosen with selectWebSite, else the venue's default.
// In domain/ because the reservation wizard may read it too.
import type { Schema } from '@boxoffice/sdk';
import type { Venue } from '../catalog/venue.js';
import { defineSlot, type Session } from '../store/store.js';

/** The chosen web site's id; null until the shopper chooses one. */
export const webSiteSlot = defineSlot<string | null>('site.webSite', () => null);

export function currentWebSite(venue: Venue, session: Session): Schema<'WebSite'> {
  const chosen = session.get(webSiteSlot);
  const site = (chosen ? venue.webSite(chosen) : undefined) ?? venue.webSite(venue.defaultWebSiteId);
  // The default is one of the venue's own sites (data/site.ts); fall back to the first for safety.
  return site ?? (venue.webSites[0] as Schema<'WebSite'>);
}

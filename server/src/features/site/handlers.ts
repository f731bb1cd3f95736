// Operations of this area: getCountries, getStateProvinces, getAppConfig, getWebSites, selectWebSite,
// getCurrentWebSite, redirectCms, getResource, preloadResources, getSession, getSettings.

import { findAccount } from '../../catalog/accounts.js';
import {
  appConfig,
  contentSystemTarget,
  resourceTexts,
  siteMessage,
  siteSettings,
} from '../../catalog/site.js';
import { currentWebSite, webSiteSlot } from '../../domain/web-site.js';
import { notFound } from '../../http/errors.js';
import { type Handlers, ok } from '../../http/handler.js';

const logoUrl = (path: string, publicOrigin: string | null) =>
  publicOrigin ? new URL(path, publicOrigin).href : path;

const wantsJson = (request: Request) => (request.headers.get('accept') ?? '').includes('application/json');

export const siteHandlers = {
  // --- settings, session, app configuration, resources, navigation (pages area) ---
  getSettings: ({ services }) =>
    ok({
      ...siteSettings,
      // The demo logo is served by this backend: on the configured public origin, else relative to
      // the site. Never built from the request's Host header, which any client may set.
      siteLogoUrl:
        siteSettings.siteLogoUrl && logoUrl(siteSettings.siteLogoUrl, services.options.publicOrigin),
      sessionTimeout: services.options.sessionTimeout,
    }),

  /** An anonymous visit reads nothing from the store; a signed-in one reads its account's name. */
  getSession: async ({ session, services }) => {
    const userAuthenticated = session.accountId !== null;
    const showMessage = userAuthenticated || !siteMessage.signedInOnly;
    const account = userAuthenticated ? await findAccount(services.store, session.accountId) : undefined;
    return ok({
      success: true,
      message: null,
      value: {
        userAuthenticated,
        siteMessage: showMessage ? siteMessage.text : null,
        firstName: account?.firstName ?? null,
      },
    });
  },

  getAppConfig: () => ok({ success: true, message: null, value: appConfig }),

  getResource: ({ path }) => {
    const resourceText = resourceTexts.get(path.id);
    if (resourceText === undefined) throw notFound(`There is no resource text '${path.id}'`);
    return ok({ success: true, message: null, value: { extResourceId: path.id, resourceText } });
  },

  preloadResources: ({ body }) => {
    const ids = [...new Set(body.extResourceIds)];
    const value = ids.flatMap((extResourceId) => {
      const text = resourceTexts.get(extResourceId);
      return text === undefined ? [] : [{ extResourceId, value: text }];
    });
    return ok({ success: true, message: null, value });
  },

  /** JSON for clients that ask for it (tools, the mock); a plain 302 for the browser's page load. */
  redirectCms: ({ query, request }) => {
    const redirectUrl = contentSystemTarget(query.path);
    if (wantsJson(request)) return ok({ success: true, message: null, value: { redirectUrl } });
    return { status: 302, body: undefined, headers: { Location: redirectUrl } };
  },

  // --- addresses and web sites (catalog area) ---
  getCountries: ({ services: { venue } }) =>
    ok({ success: true, message: null, value: [...venue.countries] }),

  /** An unknown country id gives an empty list (the contract's choice), not an error. */
  getStateProvinces: ({ query, services: { venue } }) =>
    ok({
      success: true,
      message: null,
      value: [...(query.countryId === undefined ? venue.states : venue.statesOf(query.countryId))],
    }),

  getWebSites: ({ services: { venue } }) => ok({ success: true, message: null, value: [...venue.webSites] }),

  selectWebSite: ({ path, services: { venue }, session }) => {
    const site = venue.webSite(path.id);
    if (!site) throw notFound(`There is no web site '${path.id}'`);
    session.set(webSiteSlot, site.id);
    return ok({ success: true, message: null, value: site });
  },

  getCurrentWebSite: ({ services: { venue }, session }) =>
    ok({ success: true, message: null, value: currentWebSite(venue, session) }),
} satisfies Handlers;

// Operations of this area: getCountries, getStateProvinces, getAppConfig, getWebSites, selectWebSite,
// getCurrentWebSite, redirectCms, getResource, preloadResources, getSession, getSettings.
import { type Handlers, ok } from '../../http/handler.js';

export const siteHandlers = {
  getSession: ({ session }) =>
    ok({
      success: true,
      message: null,
      value: { userAuthenticated: session.accountId !== null, siteMessage: null },
    }),
} satisfies Handlers;

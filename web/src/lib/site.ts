// What the shell knows of the site and the shopper: settings, app configuration and session,
// loaded once at start (the session again after sign-in changes and on the idle check).
import type { Schema } from '@boxoffice/sdk';
import { proxy } from 'valtio';
import { api, rootFromSettings } from './api';

export interface SiteState {
  settings: Schema<'Settings'> | null;
  appConfig: Schema<'AppConfig'> | null;
  session: Schema<'Session'> | null;
  /** Why the shell could not start, in words for the shopper; null when it did. */
  failure: string | null;
}

export const site = proxy<SiteState>({ settings: null, appConfig: null, session: null, failure: null });

export async function loadSession(): Promise<Schema<'Session'>> {
  const { data } = await api.GET('/session', { params: { query: { ts: Date.now() } } });
  site.session = data.value;
  return data.value;
}

let siteLoad: Promise<void> | null = null;

/**
 * Loads settings, app configuration and session, once; the shell shows the overlay until this
 * settles. Begun at start-up (main.tsx), before a page's first call: every call but the settings'
 * own waits for their apiRoot (lib/api.ts).
 */
export function loadSite(): Promise<void> {
  siteLoad ??= (async () => {
    const settingsCall = api.GET('/settings');
    rootFromSettings(settingsCall.then(({ data }) => data.apiRoot));
    try {
      const [settings, config] = await Promise.all([settingsCall, api.GET('/config/app'), loadSession()]);
      site.settings = settings.data;
      site.appConfig = config.data.value;
    } catch {
      site.failure = 'The store could not be reached. Please check your connection and reload the page.';
    }
  })();
  return siteLoad;
}

/** '{page} | {site name}', or 'Store' when the site has no name (seed 000 §2). */
export function pageTitle(page: string | null, siteName: string | null | undefined): string {
  const name = siteName?.trim() || 'Store';
  return page ? `${page} | ${name}` : name;
}

// The venue's site data (STORY.md "The venue" and "Site, session, app configuration, resources and
// navigation"): settings, app configuration, the site message, resource texts and the content
// system's pages that unknown storefront paths redirect to.

import type { Schema } from '@boxoffice/sdk';
import { facts } from './data/site.js';
import { seeded } from './seeded.js';

/** The settings call's answer but the idle timeout, which is the server's option. */
export const siteSettings: Omit<Schema<'Settings'>, 'sessionTimeout'> = seeded({
  webSiteName: facts.webSiteName,
  siteLogoUrl: facts.siteLogoUrl,
  apiRoot: facts.apiRoot,
  analyticsId: facts.analyticsTrackingId,
  analyticsSiteCode: facts.analyticsSiteCode,
  analyticsScriptUrl: facts.analyticsScriptUrl,
  cssKey: facts.cssKey,
});

/**
 * The analytics script's host and where it reports, when another host: what the CSP lets the
 * storefront load and send besides this site (nothing for the demo's script on this site).
 */
export function analyticsPolicyOf(scriptUrl: string | null, collectOrigins: readonly string[]) {
  const remote = scriptUrl !== null && /^https?:\/\//.test(scriptUrl);
  return {
    scriptOrigins: remote ? [new URL(scriptUrl).origin] : [],
    collectOrigins: scriptUrl ? collectOrigins : [],
  };
}

export const analyticsPolicy = analyticsPolicyOf(facts.analyticsScriptUrl, facts.analyticsCollectOrigins);

export const appConfig: Schema<'AppConfig'> = seeded({
  privacyPolicyUrl: facts.privacyPolicyUrl,
  termsOfSaleUrl: facts.termsOfSaleUrl,
  termsOfUseUrl: facts.termsOfUseUrl,
  savedPayments: true,
  savedPaymentCvvSuppressed: false,
  passValidationMethodId: 1,
  cssKey: facts.cssKey,
  apiRoot: facts.apiRoot,
  reservationMaxOrderQuantity: 10,
  reservationMaxUnderAgeTickets: 4,
  allowPartialTicketingReservations: false,
  newPassesSuppressed: false,
});

/**
 * The site message of the page header. The contract's examples show it to a signed-in session and
 * null to an anonymous visitor, so it is configured with the audience it is meant for.
 */
export const siteMessage = seeded({
  text: 'Holiday Lights nights sell out early. Book your date today.',
  signedInOnly: true,
} as const);

/** Resource texts by id; `{{name}}` placeholders are filled in by the client. */
export const resourceTexts: ReadonlyMap<string, string> = new Map(
  seeded([
    ['entitlement.page.title', 'Redeem your entitlements'],
    [
      'entitlement.page.description',
      'Welcome back, {{firstName}}. Choose the entitlements to add to your cart.',
    ],
    [
      'session.timeout.message',
      'Your session has ended due to inactivity. Select Return to site to start again.',
    ],
  ]),
);

// The demo venue's site is served by this backend (content/venue-pages.ts has a page for each of
// these), so the fallback's redirect lands on a page that exists on a first run.
export const contentSystemHome = facts.siteHomeUrl;

/** Storefront paths the content system has a page for (lower-case, no trailing slash). */
const contentSystemPages: ReadonlyMap<string, string> = new Map(
  ['holiday-lights', 'plan-your-visit', 'attractions', 'faq'].map((page) => [
    `/${page}`,
    `${contentSystemHome}${page}`,
  ]),
);

/**
 * Where the content system shows a storefront path the app does not know: its page for the path, or
 * the site home. Only targets from the table are returned, so the redirect can never be turned
 * against another host.
 */
export function contentSystemTarget(path: string | undefined): string {
  if (!path) return contentSystemHome;
  const [pathname = ''] = path.split(/[?#]/);
  const key = pathname.toLowerCase().replace(/\/+$/, '');
  return contentSystemPages.get(key) ?? contentSystemHome;
}

// The demo venue's analytics script (Settings.analyticsScriptUrl, ours): a stand-in for a venue's
// tag, served on this site so a first run loads nothing from a host that may not resolve. It only
// notes the tracking id it was loaded with beside the data layer the storefront fills; a venue
// points analyticsScriptUrl at its own tag (the CSP then allows that host, http/headers.ts).

export const ANALYTICS_SCRIPT_PATH = '/demo/analytics.js';

export const ANALYTICS_SCRIPT = `(function () {
  var script = document.currentScript;
  var id = script ? new URL(script.src).searchParams.get('id') : null;
  window.dataLayer = window.dataLayer || [];
  window.demoAnalytics = { trackingId: id, dataLayer: window.dataLayer };
})();
`;

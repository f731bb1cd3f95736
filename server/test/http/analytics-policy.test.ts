// The analytics script in the storefront's CSP (ours: Settings.analyticsScriptUrl): the demo's script
// is on this site, so the policy stays 'self'; a venue's tag on another host is allowed, with the
// hosts it reports to.
import { describe, expect, it } from 'vitest';
import { analyticsPolicy, analyticsPolicyOf } from '../../src/catalog/site.js';
import { storefrontCsp } from '../../src/http/headers.js';
import { testApp } from '../support/client.js';

const GTAG = 'https://www.googletagmanager.com/gtag/js?id={id}';
const COLLECT = ['https://*.google-analytics.com'];

describe('the analytics script in the CSP', () => {
  it('allows nothing more for a script on this site (the demo)', () => {
    expect(analyticsPolicy).toEqual({ scriptOrigins: [], collectOrigins: [] });
    expect(analyticsPolicyOf('/demo/analytics.js?id={id}', COLLECT).scriptOrigins).toEqual([]);
    expect(analyticsPolicyOf(null, COLLECT)).toEqual({ scriptOrigins: [], collectOrigins: [] });
  });

  it("allows another host's script, and where it reports", () => {
    const analytics = analyticsPolicyOf(GTAG, COLLECT);
    expect(analytics).toEqual({
      scriptOrigins: ['https://www.googletagmanager.com'],
      collectOrigins: COLLECT,
    });
    const csp = storefrontCsp({ cardProviderOrigin: 'http://127.0.0.1:8081', analytics });
    expect(csp.scriptSrc).toEqual(["'self'", 'http://127.0.0.1:8081', 'https://www.googletagmanager.com']);
    expect(csp.connectSrc).toEqual(["'self'", ...COLLECT]);
    expect(csp.imgSrc).toEqual(["'self'", 'data:', ...COLLECT]);
  });

  it('serves the demo script on this site', async () => {
    const response = await testApp().app.request('/demo/analytics.js?id=G-LAKESIDE01');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/javascript');
    expect(await response.text()).toContain('window.dataLayer');
  });
});

import { StorefrontApiError } from '@boxoffice/sdk';
import { describe, expect, it } from 'vitest';
import { Browser, pagesApp } from '../pages/support.js';
import { TestShopper, testApp } from '../support/client.js';

const app = testApp();
const shopper = () => new TestShopper(app).open();

describe('getSettings', () => {
  it('answers the flat settings object of STORY.md, with the server idle timeout', async () => {
    const { data } = await (await shopper()).api.GET('/settings');
    expect(data).toEqual({
      webSiteName: 'Lakeside Adventure Park',
      siteLogoUrl: '/brand/logo.svg',
      apiRoot: '/api/',
      sessionTimeout: 1200,
      analyticsId: 'G-LAKESIDE01',
      // Ours: where the analytics script comes from, `{id}` for the web site's tracking id.
      analyticsScriptUrl: '/demo/analytics.js?id={id}',
      analyticsSiteCode: 'lakeside-store',
      cssKey: 'lakeside',
    });
  });

  it('points the logo at the image this backend serves, relative to the site', async () => {
    const { data } = await (await shopper()).api.GET('/settings');
    expect(data?.siteLogoUrl).toBe('/brand/logo.svg');
    const logo = await app.app.request('/brand/logo.svg');
    expect(logo.status).toBe(200);
    expect(logo.headers.get('content-type')).toBe('image/svg+xml');
    expect(await logo.text()).toMatch(/^<svg [^>]*width="200" height="40"/);
  });

  it('reports the configured sessionTimeout', async () => {
    const s = await new TestShopper(testApp({ sessionTimeout: 90 })).open();
    expect((await s.api.GET('/settings')).data?.sessionTimeout).toBe(90);
  });
});

describe('getSession', () => {
  it("is anonymous without a site message or name until signed in, then carries the site message and the shopper's first name", async () => {
    const b = new Browser(pagesApp());
    expect((await b.api.GET('/session')).data).toEqual({
      success: true,
      message: null,
      value: { userAuthenticated: false, siteMessage: null, firstName: null },
    });
    await b.signIn();
    expect((await b.api.GET('/session', { params: { query: { ts: 1795359845000 } } })).data?.value).toEqual({
      userAuthenticated: true,
      siteMessage: 'Holiday Lights nights sell out early. Book your date today.',
      firstName: 'Jordan',
    });
  });
});

describe('getAppConfig', () => {
  it("answers STORY.md's app configuration", async () => {
    const { data } = await (await shopper()).api.GET('/config/app');
    expect(data?.value).toEqual({
      privacyPolicyUrl: '/venue/privacy',
      termsOfSaleUrl: '/venue/terms-of-sale',
      termsOfUseUrl: '/venue/terms-of-use',
      savedPayments: true,
      savedPaymentCvvSuppressed: false,
      passValidationMethodId: 1,
      cssKey: 'lakeside',
      apiRoot: '/api/',
      reservationMaxOrderQuantity: 10,
      reservationMaxUnderAgeTickets: 4,
      allowPartialTicketingReservations: false,
      newPassesSuppressed: false,
    });
  });
});

describe('getResource', () => {
  it('answers a configured text with its placeholders left for the client', async () => {
    const s = await shopper();
    const { data } = await s.api.GET('/resource/{id}', {
      params: { path: { id: 'entitlement.page.description' } },
    });
    expect(data?.value).toEqual({
      extResourceId: 'entitlement.page.description',
      resourceText: 'Welcome back, {{firstName}}. Choose the entitlements to add to your cart.',
    });
  });

  it('answers 404 for an id without a text, so the client shows its default', async () => {
    const s = await shopper();
    const call = s.api.GET('/resource/{id}', { params: { path: { id: 'no.such.text' } } });
    await expect(call).rejects.toBeInstanceOf(StorefrontApiError);
    await expect(call).rejects.toMatchObject({ status: 404 });
  });
});

describe('preloadResources', () => {
  it('lists the configured texts among those asked for, once each, leaving out unknown ids', async () => {
    const s = await shopper();
    const { data } = await s.api.POST('/resource/pre-load', {
      body: {
        extResourceIds: [
          'session.timeout.message',
          'unknown.id',
          'entitlement.page.title',
          'session.timeout.message',
        ],
      },
    });
    expect(data).toEqual({
      success: true,
      message: null,
      value: [
        {
          extResourceId: 'session.timeout.message',
          value: 'Your session has ended due to inactivity. Select Return to site to start again.',
        },
        { extResourceId: 'entitlement.page.title', value: 'Redeem your entitlements' },
      ],
    });
  });

  it('answers 400 for an empty list or more than 100 ids', async () => {
    const s = await shopper();
    for (const extResourceIds of [[], Array.from({ length: 101 }, (_, i) => `id.${i}`)]) {
      const response = await s.raw('/api/resource/pre-load', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-xsrf-token': s.cookies.get('XSRF-TOKEN') ?? '' },
        body: JSON.stringify({ extResourceIds }),
      });
      expect(response.status).toBe(400);
    }
  });
});

describe('redirectCms', () => {
  const get = async (query: string, accept?: string) =>
    (await shopper()).raw(`/api/navigation/redirect-cms${query}`, accept ? { headers: { accept } } : {});

  it("redirects a page load to the content system's page for the path", async () => {
    const response = await get('?path=%2Fholiday-lights', 'text/html,application/xhtml+xml,*/*;q=0.8');
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/venue/holiday-lights');
  });

  it('redirects to the site home for paths the content system does not have, or no path', async () => {
    for (const query of [
      '?path=%2Fnot-a-page',
      '',
      '?path=https%3A%2F%2Fevil.example%2F',
      '?path=%2F%2Fevil.example',
    ]) {
      const response = await get(query);
      expect(response.status).toBe(302);
      expect(response.headers.get('location')).toBe('/venue/');
    }
  });

  it('matches the path without case, trailing slash or query', async () => {
    const response = await get('?path=%2FHoliday-Lights%2F%3Fref%3Dnav');
    expect(response.headers.get('location')).toBe('/venue/holiday-lights');
  });

  it('answers JSON with the same target when JSON is asked for', async () => {
    const response = await get('?path=%2Fholiday-lights', 'application/json');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      success: true,
      message: null,
      value: { redirectUrl: '/venue/holiday-lights' },
    });
  });
});

describe('the public catalog calls', () => {
  it('answer every visitor alike, without a session, and let a CDN keep the answer a minute', async () => {
    const app = testApp();
    const paths = [
      '/api/settings',
      '/api/config/app',
      '/api/address/country',
      '/api/address/state-province?countryId=1',
      '/api/resource/entitlement.page.title',
      '/api/config/web-site',
    ];
    for (const path of paths) {
      const answer = await app.app.request(`http://boxoffice.test${path}`);
      expect(answer.status, path).toBe(200);
      expect(answer.headers.get('cache-control'), path).toBe('public, max-age=60');
      expect(answer.headers.get('set-cookie'), path).toBeNull();
    }
    // A call for the shopper still opens the session.
    const session = await app.app.request('http://boxoffice.test/api/session');
    expect(session.headers.get('set-cookie')).toMatch(/BOXOFFICE_SESSION=/);
    expect(session.headers.get('cache-control')).toBe('no-store');
  });
});

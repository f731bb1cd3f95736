// The demo venue's content on the backend's own origin: every picture and page the seeded data links
// is served here, so a first run never points at a host that does not resolve.
import { describe, expect, it } from 'vitest';
import { reservationProperties } from '../src/catalog/reservations.js';
import { appConfig, contentSystemTarget } from '../src/catalog/site.js';
import { testApp } from './support/client.js';

const { app, services } = testApp();
const get = (path: string) => app.request(path);

describe('product pictures', () => {
  const pictures = services.venue.products().flatMap((p) => (p.imageUrl ? [p.imageUrl] : []));

  it('are on this site for every product that has one, the home page products among them', () => {
    expect(pictures.length).toBeGreaterThanOrEqual(9);
    for (const url of pictures) expect(url).toMatch(/^\/demo\/products\/[a-z-]+\.svg$/);
    for (const id of ['prod_day', 'prod_concert', 'prod_dinner', 'prod_tour', 'prod_gold_pass'])
      expect(services.venue.product(id)?.imageUrl).toBeTruthy();
  });

  it('are served as small SVGs with the product name, cached for long', async () => {
    for (const url of pictures) {
      const response = await get(url);
      expect(response.status, url).toBe(200);
      expect(response.headers.get('content-type')).toBe('image/svg+xml');
      expect(response.headers.get('cache-control')).toContain('max-age=31536000');
      const svg = await response.text();
      expect(svg.length, url).toBeLessThan(3 * 1024);
      expect(svg).toMatch(/<text [^>]*>[^<]+<\/text><\/svg>$/);
    }
  });

  it('answers 404 for a picture it does not have', async () => {
    expect((await get('/demo/products/nothing.svg')).status).toBe(404);
  });
});

describe("the reservation properties' logos", () => {
  it('are on this site, served as small SVGs named for the property', async () => {
    expect(reservationProperties.length).toBeGreaterThanOrEqual(2);
    for (const property of reservationProperties) {
      expect(property.logoUrl).toMatch(/^\/demo\/properties\/[a-z-]+\.svg$/);
      const response = await get(property.logoUrl ?? '');
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('image/svg+xml');
      const svg = await response.text();
      expect(svg.length).toBeLessThan(2 * 1024);
      expect(svg).toContain(`aria-label="${property.name}"`);
    }
    expect((await get('/demo/properties/nothing.svg')).status).toBe(404);
  });
});

describe('the venue pages', () => {
  const linked = [
    appConfig.privacyPolicyUrl,
    appConfig.termsOfSaleUrl,
    appConfig.termsOfUseUrl,
    contentSystemTarget(undefined),
    contentSystemTarget('/holiday-lights'),
    '/venue',
    '/venue/faq',
  ];

  it('serve every address the site data links, titled in the store style', async () => {
    for (const url of linked) {
      expect(url.startsWith('/venue')).toBe(true);
      const response = await get(url);
      expect(response.status, url).toBe(200);
      expect(response.headers.get('content-type')).toContain('text/html');
      expect(await response.text()).toMatch(/<title>[^<]+ \| Lakeside Adventure Park<\/title>/);
    }
  });

  it('link the store\u2019s tag pages, as a venue\u2019s own site does: holiday tickets and the season passes', async () => {
    const home = await (await get('/venue/')).text();
    for (const store of [
      '/product/multi/tag/holiday',
      '/product/multi/pass/tag/passes',
      '/product/multi/pass/tag/passes?installmentBilling=true',
    ])
      expect(home).toContain(`href="${store}"`);
  });

  it('answer Not Found for a page the venue does not have', async () => {
    const response = await get('/venue/nothing');
    expect(response.status).toBe(404);
    expect(await response.text()).toContain('<h1>Not Found</h1>');
  });
});

describe('the favicon', () => {
  it('is served for the pages that do not link one', async () => {
    const response = await get('/favicon.ico');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/svg+xml');
  });
});

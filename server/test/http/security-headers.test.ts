import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { HSTS } from '../../src/http/headers.js';
import { createCardProviderApp } from '../../src/providers/card.js';
import { cardGateway } from '../../src/providers/card-gateway.js';
import { signedInShopper } from '../features/pass-support.js';
import { TestShopper, testApp } from '../support/client.js';

const CARD_ORIGIN = 'https://cards.example';

async function webRoot() {
  const root = await mkdtemp(join(tmpdir(), 'boxoffice-web-'));
  await writeFile(join(root, 'index.html'), '<!doctype html><title>Store</title><div id="root"></div>');
  return root;
}

/** The directives of a Content-Security-Policy header, by name. */
function directives(response: Response): Record<string, string> {
  const csp = response.headers.get('content-security-policy');
  expect(csp, 'a Content-Security-Policy header').toBeTruthy();
  expect(csp).not.toContain(','); // one policy, not two joined
  return Object.fromEntries(
    (csp ?? '').split(';').map((part) => {
      const [name = '', ...values] = part.trim().split(/\s+/);
      return [name, values.join(' ')];
    }),
  );
}

function expectCommon(response: Response) {
  expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  expect(response.headers.get('referrer-policy')).toMatch(
    /^(strict-origin-when-cross-origin|same-origin|no-referrer)$/,
  );
  expect(directives(response)['frame-ancestors']).toBe("'none'");
  expect(response.headers.get('strict-transport-security')).toBeNull();
}

describe('security headers of the storefront origin', () => {
  it('sends the storefront policy with the web app: this site, plus the card provider for its frame and widget', async () => {
    const app = testApp({ webRoot: await webRoot(), cardProviderOrigin: CARD_ORIGIN });
    const index = await app.app.request('/product/single/prod_day', { headers: { accept: 'text/html' } });
    expect(index.status).toBe(200);
    expectCommon(index);
    const csp = directives(index);
    expect(csp['default-src']).toBe("'self'");
    expect(csp['script-src']).toBe(`'self' ${CARD_ORIGIN}`);
    expect(csp['frame-src']).toBe(CARD_ORIGIN);
    expect(csp['style-src']).toBe("'self'");
    // The demo's product pictures are served by this site (content/), so no other host is allowed.
    expect(csp['img-src']).toBe("'self' data:");
    expect(csp['connect-src']).toBe("'self'");
    expect(csp['object-src']).toBe("'none'");
    expect(csp['form-action']).toBe("'self'");
    expect(csp['base-uri']).toBe("'self'");
    // The web app keeps its own caching: index.html is revalidated, never no-store.
    expect(index.headers.get('cache-control')).toBe('no-cache');
  });

  it('sends them, and no-store, with every /api answer but the public catalog: JSON, errors and ticket HTML', async () => {
    const shopper = await new TestShopper(testApp()).open();
    for (const path of ['/api/cart', '/api/session', '/api/no-such-call']) {
      const response = await shopper.raw(path);
      expectCommon(response);
      expect(response.headers.get('cache-control'), path).toBe('no-store');
    }
    // The public catalog's answers say how long they may be kept (the contract's CatalogCacheControl).
    const settings = await shopper.raw('/api/settings');
    expectCommon(settings);
    expect(settings.headers.get('cache-control')).toBe('public, max-age=60');
    const jordan = await signedInShopper();
    const ticket = await jordan.raw('/api/ticket/account/uat_2001/html');
    expect(ticket.status).toBe(200);
    expect(ticket.headers.get('content-type')).toMatch(/^text\/html/);
    expectCommon(ticket);
    expect(ticket.headers.get('cache-control')).toBe('no-store');
  });

  it('keeps the sign-in pages’ stricter policy, alone', async () => {
    const page = await testApp().app.request('/login');
    expect(page.status).toBe(200);
    expectCommon(page);
    const csp = directives(page);
    expect(csp['default-src']).toBe("'none'");
    expect(csp['form-action']).toBe("'self'");
    expect(page.headers.get('cache-control')).toBe('no-store');
  });

  it('gives /docs its own policy: Redoc’s inline scripts by hash only', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'boxoffice-docs-'));
    const file = join(dir, 'index.html');
    await writeFile(file, '<!doctype html><title>API</title><script>console.log(1)</script>');
    process.env.BOXOFFICE_DOCS_HTML = file;
    try {
      const docs = await testApp().app.request('/docs');
      expect(docs.status).toBe(200);
      expectCommon(docs);
      const csp = directives(docs);
      // sha256 of "console.log(1)"
      expect(csp['script-src']).toBe("'sha256-CihokcEcBW4atb/CW/XWsvWwbTjqwQlE9nj9ii5ww5M='");
      expect(csp['default-src']).toBe("'none'");
    } finally {
      delete process.env.BOXOFFICE_DOCS_HTML;
    }
  });

  it('sends them with the brand logo and the health probes', async () => {
    const { app } = testApp();
    for (const path of ['/brand/logo.svg', '/health/live']) expectCommon(await app.request(path));
  });
});

describe('Strict-Transport-Security', () => {
  const https = { 'x-forwarded-proto': 'https' };

  it('is sent when turned on and the request came over HTTPS (through a trusted proxy)', async () => {
    const { app } = testApp({ hsts: true, trustProxy: 1 });
    const response = await app.request('/api/settings', { headers: https });
    expect(response.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
    expect(
      (await testApp({ hsts: true }).app.request('https://tickets.example/api/settings')).headers.get(
        'strict-transport-security',
      ),
    ).toBe('max-age=31536000; includeSubDomains');
  });

  it('is not sent over plain HTTP, from an untrusted X-Forwarded-Proto, or when turned off', async () => {
    const cases = [
      testApp({ hsts: true, trustProxy: 1 }).app.request('/api/settings'),
      testApp({ hsts: true }).app.request('/api/settings', { headers: https }),
      testApp({ trustProxy: 1 }).app.request('/api/settings', { headers: https }),
    ];
    for (const response of await Promise.all(cases))
      expect(response.headers.get('strict-transport-security')).toBeNull();
  });
});

describe('the card provider origin', () => {
  it('keeps its own framable policy and adds nosniff and a referrer policy', async () => {
    const app = testApp();
    const provider = createCardProviderApp(app.services);
    const page = await provider.request(
      '/api/v1.5/cdn/card?sessionKey=none&parentOrigin=http%3A%2F%2Fshop.example',
    );
    expect(page.headers.get('x-content-type-options')).toBe('nosniff');
    expect(page.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(page.headers.get('x-frame-options')).toBeNull();
    expect(directives(page)['frame-ancestors']).toBe('http://shop.example');
    const widget = await provider.request('/uplift/widget.js');
    expect(widget.headers.get('x-content-type-options')).toBe('nosniff');
    expect(widget.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
  });

  it('denies framing and loading to every other answer: widget script, tokenize, errors, 404', async () => {
    const provider = createCardProviderApp(testApp().services);
    const tokenize = (body: string, headers: Record<string, string> = {}) =>
      provider.request('/api/v1.5/cdn/card/tokenize', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', ...headers },
        body,
      });
    const answers = {
      widget: await provider.request('/uplift/widget.js'),
      'tokenize, unknown session': await tokenize(JSON.stringify({ sessionKey: 'fps_none' })),
      'tokenize, too large': await tokenize('x'.repeat(65 * 1024), { 'Content-Length': String(65 * 1024) }),
      'not found': await provider.request('/no-such-page'),
    };
    expect(Object.values(answers).map((r) => r.status)).toEqual([200, 409, 413, 404]);
    for (const [name, response] of Object.entries(answers)) {
      expectCommon(response);
      const csp = directives(response);
      expect(csp['default-src'], name).toBe("'none'");
      expect(response.headers.get('x-frame-options'), name).toBe('DENY');
    }
    // The storefront still loads the widget from its page (a classic script, any origin).
    expect(answers.widget.headers.get('content-type')).toMatch(/^text\/javascript/);
    expect(answers.widget.headers.get('access-control-allow-origin')).toBe('*');
    expect(answers.widget.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
  });

  it('lets only its storefront frame the card page, with one policy of its own', async () => {
    const app = testApp();
    const provider = createCardProviderApp(app.services);
    const session = await cardGateway(app.services).openSession('shopper', 'http://shop.example', 10);
    const page = await provider.request(`/api/v1.5/cdn/card?sessionKey=${session.sessionKey}`);
    expect(page.status).toBe(200);
    const csp = directives(page);
    expect(csp['default-src']).toBe("'none'");
    expect(csp['frame-ancestors']).toBe('http://shop.example');
    expect(page.headers.get('x-frame-options')).toBeNull();
    expect(page.headers.get('x-content-type-options')).toBe('nosniff');
    // Nobody to tell: nobody may frame it.
    const orphan = await provider.request('/api/v1.5/cdn/card?sessionKey=fps_none&parentOrigin=javascript:x');
    expect(directives(orphan)['frame-ancestors']).toBe("'none'");
  });

  it('sends Strict-Transport-Security on every answer when turned on and the request is HTTPS', async () => {
    const paths = ['/uplift/widget.js', '/api/v1.5/cdn/card?sessionKey=fps_none', '/no-such-page'];
    const on = createCardProviderApp(testApp({ hsts: true }).services);
    for (const path of paths) {
      const response = await on.request(`https://cards.example${path}`);
      expect(response.headers.get('strict-transport-security'), path).toBe(HSTS);
      expect(
        (await on.request(`http://cards.example${path}`)).headers.get('strict-transport-security'),
      ).toBeNull();
    }
    // Served behind TLS at an https: provider origin, every answer is HTTPS (as PUBLIC_ORIGIN is).
    const behindTls = createCardProviderApp(
      testApp({ hsts: true, cardProviderOrigin: CARD_ORIGIN }).services,
    );
    expect((await behindTls.request('/uplift/widget.js')).headers.get('strict-transport-security')).toBe(
      HSTS,
    );
    const off = createCardProviderApp(testApp({ cardProviderOrigin: CARD_ORIGIN }).services);
    expect(
      (await off.request('https://cards.example/uplift/widget.js')).headers.get('strict-transport-security'),
    ).toBeNull();
  });
});

// The app's client resolves every call against the settings' apiRoot (seed 000 §7), once the
// settings are asked for; the settings themselves are read at api/settings.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { api, apiRootOf, apiUrl, DEFAULT_API_ROOT, rootFromSettings } from '../../src/lib/api';

afterEach(() => vi.restoreAllMocks());

describe("the settings' apiRoot", () => {
  it('is a path from the site root or an absolute address, ending in a slash; the default without one', () => {
    expect(apiRootOf('/api/')).toBe('/api/');
    expect(apiRootOf('/store-api')).toBe('/store-api/');
    expect(apiRootOf('store-api/')).toBe('/store-api/');
    expect(apiRootOf('https://tickets.example/api/')).toBe('https://tickets.example/api/');
    expect(apiRootOf('')).toBe(DEFAULT_API_ROOT);
    expect(apiRootOf(null)).toBe(DEFAULT_API_ROOT);
  });
});

describe("the app's client", () => {
  it('sends every call but the settings to the configured root, once the settings have answered', async () => {
    const urls: string[] = [];
    vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
      urls.push(String(input instanceof Request ? input.url : input));
      return Response.json({ success: true, message: null, value: { itemCount: 1 } });
    });
    const calls: string[] = [];
    const off = api.on('apiCall', ({ url }) => calls.push(url));
    // Before the settings are asked for (as in these tests), calls go to the default root.
    await api.GET('/cart/mini-cart');
    let answer: (root: string) => void = () => undefined;
    rootFromSettings(new Promise((resolve) => (answer = resolve)));
    const waiting = api.GET('/cart/mini-cart');
    await api.GET('/settings');
    // The call made while the settings were on their way waited for their root.
    expect(urls).toEqual(['/api/cart/mini-cart', '/api/settings']);
    answer('/store-api/');
    await waiting;
    await api.GET('/cart/mini-cart');
    expect(urls.slice(2)).toEqual(['/store-api/cart/mini-cart', '/store-api/cart/mini-cart']);
    // The app's listeners hear every root's calls.
    expect(calls).toEqual(urls);
    expect(apiUrl('/ticket/barcode/R1')).toBe('/store-api/ticket/barcode/R1');
    off();
  });
});

// What the router answers before any handler, as the contract declares it: a method a path does not
// have (405 with Allow; OPTIONS 204), NUL only where the operation reads (its own query parameters),
// int64 query values as whole decimal numbers only, and the malformed checkout form's plain envelope.
import { describe, expect, it } from 'vitest';
import { TestShopper, testApp } from '../support/client.js';

const app = testApp();

async function shopper() {
  return new TestShopper(app).open();
}

function send(s: TestShopper, method: string, path: string, body?: unknown) {
  const headers: Record<string, string> = { 'x-xsrf-token': s.cookies.get('XSRF-TOKEN') ?? '' };
  if (body !== undefined) headers['content-type'] = 'application/json';
  return s.raw(path, { method, headers, ...(body !== undefined ? { body: JSON.stringify(body) } : {}) });
}

describe('a method a path does not have', () => {
  it('answers 405 with Allow and the error envelope', async () => {
    const s = await shopper();
    const response = await send(s, 'PATCH', '/api/cart');
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe('GET, HEAD, OPTIONS');
    const body = (await response.json()) as { success: unknown; message: unknown };
    expect(body.success).toBe(false);
    expect(body.message).toBe('/api/cart does not answer PATCH; it answers GET, HEAD, OPTIONS');
  });

  it('lists every method of the paths it matches, a path parameter included', async () => {
    const s = await shopper();
    const current = await send(s, 'DELETE', '/api/config/web-site/current');
    expect(current.status).toBe(405);
    expect(current.headers.get('allow')).toBe('GET, HEAD, POST, OPTIONS');
    const ticket = await send(s, 'GET', '/api/reservation/ticket/rt_1');
    expect(ticket.status).toBe(405);
    expect(ticket.headers.get('allow')).toBe('DELETE, OPTIONS');
    const addOn = await send(s, 'POST', '/api/reservation/add-on');
    expect(addOn.headers.get('allow')).toBe('GET, HEAD, PUT, OPTIONS');
  });

  it('answers OPTIONS with 204, Allow and no body, without a session', async () => {
    const response = await app.app.request('/api/cart/add', { method: 'OPTIONS' });
    expect(response.status).toBe(204);
    expect(response.headers.get('allow')).toBe('POST, OPTIONS');
    expect(await response.text()).toBe('');
    expect(response.headers.get('set-cookie')).toBeNull();
  });

  it('leaves a path that is no call a 404', async () => {
    const s = await shopper();
    for (const method of ['GET', 'PATCH', 'OPTIONS']) {
      const response = await send(s, method, '/api/no-such-call');
      expect(response.status).toBe(404);
      expect(response.headers.get('allow')).toBeNull();
    }
  });
});

describe('query values', () => {
  it('refuses NUL in a parameter the call declares, and ignores parameters it does not', async () => {
    const s = await shopper();
    expect((await send(s, 'GET', '/api/settings?anything=a%00b')).status).toBe(200);
    expect((await send(s, 'GET', '/api/cart?other=%00')).status).toBe(200);
    const declared = await send(s, 'GET', '/api/navigation/redirect-cms?path=a%00b');
    expect(declared.status).toBe(400);
  });

  it('takes an int64 value only as a whole decimal number within its bounds', async () => {
    const s = await shopper();
    for (const ts of ['0', '1795359845000', '9007199254740991'])
      expect((await send(s, 'GET', `/api/session?ts=${ts}`)).status, ts).toBe(200);
    for (const ts of ['-1', '', '%2012', '0x10', '1.5', '1e3', '9007199254740992'])
      expect((await send(s, 'GET', `/api/session?ts=${ts}`)).status, ts).toBe(400);
  });

  it('refuses an int32 parameter past its maximum', async () => {
    const s = await shopper();
    const over = await send(s, 'GET', '/api/address/state-province?countryId=2147483648');
    expect(over.status).toBe(400);
    expect((await send(s, 'GET', '/api/address/state-province?countryId=80')).status).toBe(200);
  });
});

describe('the checkout form', () => {
  it('answers a body that is not a checkout form with the plain error envelope', async () => {
    const s = await shopper();
    const response = await send(s, 'POST', '/api/cart/settings', {
      acceptTerms: true,
      shippingAddressRequired: false,
      ignoreValidationErrors: false,
      countryId: 'eighty',
    });
    expect(response.status).toBe(400);
    const body = (await response.json()) as Record<string, unknown>;
    expect(body).toEqual({
      success: false,
      message: expect.stringContaining('countryId'),
      errors: [expect.stringContaining('countryId')],
    });
  });

  it('refuses an id past int32 before looking at the cart', async () => {
    const s = await shopper();
    const response = await send(s, 'POST', '/api/cart/settings', {
      acceptTerms: true,
      shippingAddressRequired: true,
      ignoreValidationErrors: true,
      shippingStateProvinceId: 2 ** 53,
    });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { message: string }).message).toContain('shippingStateProvinceId');
  });
});

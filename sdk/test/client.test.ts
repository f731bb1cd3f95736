import { createServer } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { createStorefrontClient, isStorefrontApiError, StorefrontApiError } from '../src/index.js';

const BASE = 'https://tickets.example/api';

/** A fetch double that records each Request and answers with the given responder. */
function fakeFetch(respond: (request: Request) => Response | Promise<Response>) {
  const requests: Request[] = [];
  const fetch = async (request: Request) => {
    requests.push(request);
    return respond(request);
  };
  return { fetch, requests };
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

async function rejection(promise: Promise<unknown>): Promise<StorefrontApiError> {
  try {
    await promise;
  } catch (error) {
    if (isStorefrontApiError(error)) return error;
    throw error;
  }
  throw new Error('expected the call to fail');
}

afterEach(() => {
  Reflect.deleteProperty(globalThis, 'document');
});

describe('requests', () => {
  it('sends credentials on every call', async () => {
    const { fetch, requests } = fakeFetch(() =>
      json({ success: true, message: null, value: { itemCount: 2 } }),
    );
    const client = createStorefrontClient({ baseUrl: BASE, fetch });
    const { data } = await client.GET('/cart/mini-cart');
    expect(data.value.itemCount).toBe(2);
    expect(requests[0]?.credentials).toBe('include');
    expect(requests[0]?.url).toBe(`${BASE}/cart/mini-cart`);
  });

  it('sends the XSRF token on non-GET calls to the API origin only', async () => {
    const { fetch, requests } = fakeFetch(() => json({ success: true, message: null }));
    const client = createStorefrontClient({ baseUrl: BASE, fetch, xsrfToken: () => 'token-123' });
    await client.GET('/cart/mini-cart');
    await client.POST('/cart/set-installment-billing');
    await client.POST('/cart/set-installment-billing', { baseUrl: 'https://elsewhere.example/api' });
    await client.POST('/cart/set-installment-billing', { baseUrl: 'https://tickets.example.evil/api' });
    expect(requests.map((r) => r.headers.get('X-XSRF-TOKEN'))).toEqual([null, 'token-123', null, null]);
  });

  it('waits for a token that is not there yet, as a first visit waits for its first answer', async () => {
    const { fetch, requests } = fakeFetch(() => json({ success: true, message: null }));
    let arrive: (token: string) => void = () => undefined;
    const firstAnswer = new Promise<string>((resolve) => {
      arrive = resolve;
    });
    const client = createStorefrontClient({ baseUrl: BASE, fetch, xsrfToken: () => firstAnswer });
    const call = client.POST('/cart/set-installment-billing');
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(requests).toHaveLength(0);
    arrive('token-late');
    await call;
    expect(requests.map((r) => r.headers.get('X-XSRF-TOKEN'))).toEqual(['token-late']);
  });

  it('sends the token with a relative base URL, as a browser app on the API origin uses it', async () => {
    const page = { origin: 'https://tickets.example', href: 'https://tickets.example/cart' };
    Object.defineProperty(globalThis, 'location', { value: page, configurable: true });
    const sent: { url: string; token: string | null }[] = [];
    const realFetch = globalThis.fetch;
    globalThis.fetch = (async (url: string, init: RequestInit) => {
      sent.push({ url, token: new Headers(init.headers).get('X-XSRF-TOKEN') });
      return json({ success: true, message: null });
    }) as typeof fetch;
    try {
      const client = createStorefrontClient({ baseUrl: '/api', xsrfToken: () => 'token-rel' });
      await client.POST('/cart/set-installment-billing');
      expect(sent).toEqual([{ url: '/api/cart/set-installment-billing', token: 'token-rel' }]);
    } finally {
      globalThis.fetch = realFetch;
      Reflect.deleteProperty(globalThis, 'location');
    }
  });

  it('reads the token from the XSRF-TOKEN cookie of the page by default', async () => {
    Object.defineProperty(globalThis, 'document', {
      value: { cookie: 'other=1; XSRF-TOKEN=abc%3D%3D; theme=dark' },
      configurable: true,
    });
    const { fetch, requests } = fakeFetch(() => json({ success: true, message: null }));
    const client = createStorefrontClient({ baseUrl: BASE, fetch });
    await client.POST('/cart/clear-installment-billing');
    expect(requests[0]?.headers.get('X-XSRF-TOKEN')).toBe('abc==');
  });

  it('sends a JSON body and typed query parameters', async () => {
    const { fetch, requests } = fakeFetch(() => json({ success: true, message: null, value: {} }));
    const client = createStorefrontClient({ baseUrl: BASE, fetch });
    await client.GET('/cart', { params: { query: { revise: true } } }).catch(() => undefined);
    expect(requests[0]?.url).toBe(`${BASE}/cart?revise=true`);
  });

  it('sends a multipart body as FormData for the pass photo upload', async () => {
    const { fetch, requests } = fakeFetch(() => json({ success: true, message: null }));
    const client = createStorefrontClient({ baseUrl: BASE, fetch });
    const photo = new Blob([new Uint8Array([137, 80, 78, 71])], { type: 'image/png' });
    await client.POST('/cart/pass/{id}/image', {
      params: { path: { id: 'ct_3002' } },
      body: { uploadFile: photo },
    });
    const request = requests[0];
    expect(request?.headers.get('content-type')).toMatch(/^multipart\/form-data; boundary=/);
    const form = await request?.formData();
    expect(form?.get('uploadFile')).toBeInstanceOf(Blob);
  });
});

describe('responses', () => {
  it('reads text/html responses as text and images as Blobs', async () => {
    const { fetch } = fakeFetch((request) =>
      request.url.includes('barcode')
        ? new Response(new Uint8Array([137, 80, 78, 71]), { headers: { 'content-type': 'image/png' } })
        : new Response('<div class="ticket">LAP-100482</div>', { headers: { 'content-type': 'text/html' } }),
    );
    const client = createStorefrontClient({ baseUrl: BASE, fetch });
    const tickets = await client.GET('/order/digital-tickets');
    expect(tickets.data).toBe('<div class="ticket">LAP-100482</div>');
    const barcode = await client.GET('/ticket/barcode/{ticketingReservationCode}', {
      params: { path: { ticketingReservationCode: 'RZ7K4M2Q' } },
    });
    expect(barcode.data).toBeInstanceOf(Blob);
    expect((barcode.data as Blob).size).toBe(4);
  });
});

describe('errors', () => {
  it('turns a 4xx into a typed error with status, URL and the server message', async () => {
    const { fetch } = fakeFetch(() =>
      json(
        {
          success: false,
          message: 'City is required',
          errors: ['City is required', 'State / province is required'],
        },
        400,
      ),
    );
    const client = createStorefrontClient({ baseUrl: BASE, fetch, xsrfToken: () => 't' });
    const error = await rejection(client.POST('/cart/settings', { body: {} as never }));
    expect(error).toBeInstanceOf(StorefrontApiError);
    expect(error.kind).toBe('http');
    expect(error.status).toBe(400);
    expect(error.method).toBe('POST');
    expect(error.url).toBe(`${BASE}/cart/settings`);
    expect(error.operation).toBe('/cart/settings');
    expect(error.message).toBe('City is required');
    expect(error.messages).toEqual(['City is required', 'State / province is required']);
  });

  it('turns a 5xx without a JSON body into a typed error that says which call failed', async () => {
    const { fetch } = fakeFetch(() => new Response('upstream timed out', { status: 502 }));
    const client = createStorefrontClient({ baseUrl: BASE, fetch });
    const error = await rejection(client.GET('/settings'));
    expect(error.status).toBe(502);
    expect(error.serverMessage).toBeNull();
    expect(error.body).toBe('upstream timed out');
    expect(error.message).toBe(`Request failed with status 502 on GET ${BASE}/settings`);
  });

  it('rejects a success status whose body is not valid JSON', async () => {
    const { fetch } = fakeFetch(() => new Response('<html>maintenance</html>', { status: 200 }));
    const client = createStorefrontClient({ baseUrl: BASE, fetch });
    const error = await rejection(client.GET('/cart/mini-cart'));
    expect(error.kind).toBe('invalid-json');
    expect(error.status).toBe(200);
    expect(error.url).toBe(`${BASE}/cart/mini-cart`);
    expect(error.body).toBe('<html>maintenance</html>');
  });

  it('rejects an empty success body where JSON is declared', async () => {
    const { fetch } = fakeFetch(() => new Response('', { status: 200 }));
    const client = createStorefrontClient({ baseUrl: BASE, fetch });
    const error = await rejection(client.GET('/settings'));
    expect(error.kind).toBe('invalid-json');
  });

  it('turns a network failure into a typed error with status 0', async () => {
    const port = await closedPort();
    const client = createStorefrontClient({ baseUrl: `http://127.0.0.1:${port}/api` });
    const error = await rejection(client.GET('/settings'));
    expect(error.kind).toBe('network');
    expect(error.status).toBe(0);
    expect(error.url).toBe(`http://127.0.0.1:${port}/api/settings`);
    expect(error.message).toMatch(/^Network error on GET/);
  });
});

describe('events', () => {
  it('tells subscribers after every cart-changing call, and only then', async () => {
    const { fetch } = fakeFetch(() => json({ success: true, message: null, value: { itemCount: 1 } }));
    const client = createStorefrontClient({ baseUrl: BASE, fetch, xsrfToken: () => 't' });
    const changes: string[] = [];
    client.on('cartChanged', (e) => changes.push(e.operationId));
    await client.GET('/cart/mini-cart');
    await client.POST('/cart/set-installment-billing');
    await client.POST('/cart/clear-installment-billing');
    expect(changes).toEqual(['setInstallmentBilling', 'clearInstallmentBilling']);
  });

  it('reports every call made, for the idle timer', async () => {
    const { fetch } = fakeFetch(() => json({ success: true, message: null, value: { itemCount: 0 } }));
    const client = createStorefrontClient({ baseUrl: BASE, fetch });
    const calls: string[] = [];
    const off = client.on('apiCall', (e) => calls.push(`${e.method} ${e.path}`));
    await client.GET('/cart/mini-cart');
    off();
    await client.GET('/cart/mini-cart');
    expect(calls).toEqual(['GET /cart/mini-cart']);
  });

  it('reports a 401 as unauthorized and still rejects', async () => {
    const { fetch } = fakeFetch(() =>
      json({ success: false, message: 'You must be signed in to do this' }, 401),
    );
    const client = createStorefrontClient({ baseUrl: BASE, fetch });
    const seen: string[] = [];
    client.on('unauthorized', (e) => seen.push(e.path));
    const error = await rejection(client.GET('/cart/pass'));
    expect(error.status).toBe(401);
    expect(seen).toEqual(['/cart/pass']);
  });

  it('passes on an analytics event carried by a response', async () => {
    const event = { category: 'add_to_cart', eventData: { currency: 'USD', value: 189.97 } };
    const { fetch } = fakeFetch(() =>
      json({ success: true, message: null, value: { itemCount: 3 }, analyticsEvent: event }),
    );
    const client = createStorefrontClient({ baseUrl: BASE, fetch });
    const events: unknown[] = [];
    client.on('analyticsEvent', (e) => events.push(e));
    await client.GET('/cart/mini-cart');
    expect(events).toEqual([event]);
  });

  it('keeps a failing listener from breaking the call', async () => {
    const { fetch } = fakeFetch(() => json({ success: true, message: null, value: { itemCount: 1 } }));
    const client = createStorefrontClient({ baseUrl: BASE, fetch });
    const original = console.error;
    console.error = () => undefined;
    try {
      client.on('apiCall', () => {
        throw new Error('listener bug');
      });
      const { data } = await client.GET('/cart/mini-cart');
      expect(data.value.itemCount).toBe(1);
    } finally {
      console.error = original;
    }
  });
});

function closedPort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

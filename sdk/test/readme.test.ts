// The SDK README's examples, run against a fake server: if the README drifts from the API or the
// types, this file stops compiling or passing.
import { describe, expect, it, vi } from 'vitest';
import { zCartDetailsResult } from '../src/generated/zod.gen.js';
import { createStorefrontClient, isStorefrontApiError, type Schema } from '../src/index.js';
import { addressSchema, COUNTRY_ID_USA } from '../src/rules/index.js';

const cart: Schema<'CartDetailsResult'> = {
  success: true,
  message: null,
  value: {} as Schema<'CartDetails'>,
};

function fakeServer() {
  return async (request: Request) => {
    const path = new URL(request.url).pathname;
    if (path.endsWith('/cart/settings')) {
      return Response.json(
        { success: false, message: 'City is required', messages: ['City is required'] },
        { status: 400 },
      );
    }
    if (path.endsWith('/cart/add')) {
      return Response.json({
        success: true,
        message: null,
        confirmationRequired: false,
        proceedToPassFlow: false,
      });
    }
    if (path.endsWith('/order/digital-tickets'))
      return new Response('<div>ticket</div>', { headers: { 'content-type': 'text/html' } });
    return Response.json(path.endsWith('/cart') ? cart : { success: true, message: null, value: [] });
  };
}

describe('the SDK README', () => {
  it('calls, reads and fails as shown', async () => {
    const client = createStorefrontClient({ baseUrl: 'https://tickets.example/api', fetch: fakeServer() });

    const { data: dates } = await client.POST('/performance/product-date', {
      body: { productIds: ['prod_day'], startDate: '2026-12-01', endDate: '2026-12-31' },
    });
    expect(dates.value).toEqual([]);

    const { data: details } = await client.GET('/cart', { params: { query: { revise: true } } });
    expect(details.success).toBe(true);

    const { data: added } = await client.POST('/cart/add', {
      body: {
        items: [
          {
            productId: 'prod_day',
            productVariantId: 'var_day_adult',
            quantity: 2,
            performances: [{ selectionIndex: 1, performanceId: 'perf_day_20261205_1000' }],
          },
        ],
      },
    });
    expect(added.confirmationRequired).toBe(false);

    const { data: html } = await client.GET('/order/digital-tickets');
    expect(html).toBe('<div>ticket</div>');

    const failure = await client
      .POST('/cart/settings', {
        body: { acceptTerms: true, shippingAddressRequired: false, ignoreValidationErrors: false },
      })
      .catch((error: unknown) => error);
    expect(isStorefrontApiError(failure)).toBe(true);
    if (isStorefrontApiError(failure)) {
      expect([failure.status, failure.method, failure.operation]).toEqual([400, 'POST', '/cart/settings']);
      expect(failure.message).toBe('City is required');
      expect(failure.messages).toEqual(['City is required']);
    }
  });

  it('sends a busy call again as shown, with its Idempotency-Key', async () => {
    vi.spyOn(Math, 'random').mockReturnValue(0);
    const keys: (string | null)[] = [];
    const server = async (request: Request) => {
      keys.push(request.headers.get('Idempotency-Key'));
      return keys.length === 1
        ? Response.json({ success: false, message: 'Busy' }, { status: 503, headers: { 'Retry-After': '0' } })
        : Response.json({ success: true, message: null, paymentMessage: null });
    };
    const client = createStorefrontClient({
      baseUrl: 'https://tickets.example/api',
      fetch: server,
      retry: { busy: true, network: true, attemptTimeoutMs: 20_000, maxWaitMs: 60_000 },
    });
    const waits: number[] = [];
    client.on('retrying', ({ attempt }) => waits.push(attempt));
    const order = {
      paymentKey: null,
      savePaymentToAccount: false,
      cardholderName: null,
      cardholderAddress: null,
    };
    const { data } = await client.POST('/order/submit', {
      params: { header: { 'Idempotency-Key': 'key-1' } },
      body: order,
    });
    expect(data.success).toBe(true);
    expect(keys).toEqual(['key-1', 'key-1']);
    expect(waits).toEqual([1]);
    vi.restoreAllMocks();
  });

  it('validates an address with the rules as shown', () => {
    const result = addressSchema().safeParse({ countryId: COUNTRY_ID_USA, zipCode: '1234' });
    expect(result.success).toBe(false);
    const messages = result.success ? [] : result.error.issues.map((i) => i.message);
    expect(messages).toContain('A 5 digit US or 6 character Canadian postal code is required');
  });

  it('checks data with the generated schemas as shown', () => {
    expect(() => zCartDetailsResult.parse({ success: true })).toThrow();
  });
});

// Promotion codes cannot be found by trying a list: codes not valid now are limited per session and
// per client address, answered 429 with Retry-After, and once over a limit every code is refused, a
// valid one too, so the refusals tell nothing (300 guesses from one session found a real code before).
import { StorefrontApiError } from '@boxoffice/sdk';
import { describe, expect, it } from 'vitest';
import {
  MAX_UNKNOWN_CODES_PER_CLIENT,
  MAX_UNKNOWN_CODES_PER_SESSION,
} from '../../src/domain/promotion-codes.js';
import { TestShopper, testApp } from '../support/client.js';

const NOW = Date.parse('2026-11-22T15:04:05Z');
const LOCKED = 'Too many promotion codes were tried. Please try again in 15 minutes.';

function setup() {
  let now = NOW;
  const app = testApp({ clock: { now: () => now } });
  return { app, advance: (ms: number) => (now += ms) };
}

/** The promotion code page with `code`: the status, the message, and the products listed. */
async function promoPage(s: TestShopper, code: string) {
  try {
    const { data } = await s.api.POST('/product/multi', {
      body: { saleFlowId: 5, specificPromotionTypeId: 11, promotionCode: code },
    });
    return { status: 200, message: data?.message ?? null, products: data?.value.products.length ?? 0 };
  } catch (error) {
    if (!(error instanceof StorefrontApiError)) throw error;
    return { status: error.status, message: error.serverMessage, retryAfter: error.retryAfter };
  }
}

describe('promotion code guesses', () => {
  it(`refuses a session after ${MAX_UNKNOWN_CODES_PER_SESSION} unknown codes, a valid one too, for 15 minutes`, async () => {
    const { app, advance } = setup();
    const s = await new TestShopper(app).open();
    for (let i = 0; i < MAX_UNKNOWN_CODES_PER_SESSION; i++)
      expect(await promoPage(s, `WINTER${2020 + i}`)).toMatchObject({
        status: 200,
        message: 'This promotion code is not valid at this time.',
      });
    expect(await promoPage(s, 'WINTER2031')).toEqual({ status: 429, message: LOCKED, retryAfter: 900 });
    expect(await promoPage(s, 'SPRING27')).toMatchObject({ status: 429, message: LOCKED });
    // A product priced with a code is refused alike.
    await expect(
      s.api.POST('/product/single', { body: { extProductId: 'prod_day', promotionCode: 'SPRING27' } }),
    ).rejects.toMatchObject({ status: 429 });
    advance(15 * 60_000);
    expect(await promoPage(s, 'SPRING27')).toMatchObject({ status: 200, products: 1 });
  });

  it('does not count valid codes or calls without a code', async () => {
    const { app } = setup();
    const s = await new TestShopper(app).open();
    for (let i = 0; i < 3 * MAX_UNKNOWN_CODES_PER_SESSION; i++) {
      expect(await promoPage(s, 'spring27')).toMatchObject({ status: 200, products: 1 });
      await s.api.POST('/product/multi', { body: { tagsCsv: 'passes' } });
    }
    expect(await promoPage(s, 'NOTACODE')).toMatchObject({ status: 200, products: 0 });
  });

  it(`refuses a client after ${MAX_UNKNOWN_CODES_PER_CLIENT} unknown codes over any sessions`, async () => {
    const { app } = setup();
    for (let i = 0; i < MAX_UNKNOWN_CODES_PER_CLIENT; i++) {
      const fresh = await new TestShopper(app).open();
      expect((await promoPage(fresh, `SALE${i}`)).status).toBe(200);
    }
    const next = await new TestShopper(app).open();
    expect(await promoPage(next, 'SPRING27')).toMatchObject({ status: 429, message: LOCKED });
  });

  it('counts many tries at once, never letting more than the limit through', async () => {
    const { app } = setup();
    const s = await new TestShopper(app).open();
    const answers = await Promise.all(Array.from({ length: 30 }, (_, i) => promoPage(s, `RACE${i}`)));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(MAX_UNKNOWN_CODES_PER_SESSION);
    expect(answers.filter((a) => a.status === 429)).toHaveLength(30 - MAX_UNKNOWN_CODES_PER_SESSION);
  });
});

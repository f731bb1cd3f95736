import { StorefrontApiError } from '@boxoffice/sdk';
import { describe, expect, it } from 'vitest';
import { TestShopper, testApp } from '../support/client.js';

const at = (iso: string) => testApp({ clock: { now: () => Date.parse(iso) } });
const shopper = (iso = '2026-11-22T15:00:00Z') => new TestShopper(at(iso)).open();
const family = { params: { path: { id: 'bundle_family' } } };

describe('bundle builder', () => {
  it('gives the bundle page with its coming dates', async () => {
    const s = await shopper();
    const { data } = await s.api.GET('/bundle/builder/{id}', family);
    expect(data).toEqual({
      success: true,
      message: null,
      pageTitle: 'Family Fun Bundle',
      pageDescription: '<p>Day Tickets for the whole family, with All-Day Dining if you like.</p>',
      bundleDates: ['2026-12-05', '2026-12-12'],
    });
    const later = await shopper('2026-12-08T15:00:00Z');
    expect((await later.api.GET('/bundle/builder/{id}', family)).data?.bundleDates).toEqual(['2026-12-12']);
  });

  it('answers 404 for a bundle that is not on sale', async () => {
    const s = await shopper();
    const error = await s.api
      .GET('/bundle/builder/{id}', { params: { path: { id: 'bundle_none' } } })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(StorefrontApiError);
    expect((error as StorefrontApiError).status).toBe(404);
  });

  it('gives the steps of a date with the catalog variants and their entry times', async () => {
    const s = await shopper();
    const { data } = await s.api.POST('/bundle/steps/{id}', { ...family, body: { date: '2026-12-05' } });
    expect(data?.success).toBe(true);
    const [tickets, addOns] = data?.value ?? [];
    expect(tickets).toMatchObject({ promotionRuleId: 'pr_family_tickets', minQuantity: 1, maxQuantity: 8 });
    const adult = tickets?.products[0]?.variants[0];
    expect(adult).toMatchObject({
      extProductVariantId: 'var_day_adult',
      displayName: 'Adult (Ages 10+)',
      ageRestrictionText: 'Ages 10+',
      maxQuantity: 10,
      requiresPerformance: true,
    });
    expect(adult?.performanceOptions.map((o) => [o.performanceId, o.performanceTime])).toEqual([
      ['perf_day_20261205_1000', '10:00 AM'],
      ['perf_day_20261205_1400', '2:00 PM'],
    ]);
    expect(addOns?.products[0]?.variants[0]).toMatchObject({
      extProductVariantId: 'var_dining_adult',
      requiresPerformance: false,
      performanceOptions: [],
    });
  });

  it('answers success false on a date the bundle is not sold', async () => {
    const s = await shopper();
    const { data } = await s.api.POST('/bundle/steps/{id}', { ...family, body: { date: '2026-12-06' } });
    expect(data).toEqual({
      success: false,
      message: 'Bundle not available on the selected date. Please choose a different date.',
      value: [],
    });
  });
});

describe('adding a bundle to the cart (addToCart, sale flow 19)', () => {
  const line = (productVariantId: string, quantity: number, performanceId?: string) => ({
    productVariantId,
    quantity,
    entitlementId: null,
    performances: performanceId ? [{ selectionIndex: 1, performanceId }] : [],
  });
  const add = (s: TestShopper, items: ReturnType<typeof line>[]) =>
    s.api.POST('/cart/add', { body: { items, reSubmitContext: null, saleFlowId: 19 } });
  const itemCount = async (s: TestShopper) => (await s.api.GET('/cart/mini-cart')).data?.value.itemCount;

  it('adds tickets with an entry time and optional dining', async () => {
    const s = await shopper();
    const { data } = await add(s, [
      line('var_day_adult', 2, 'perf_day_20261205_1000'),
      line('var_day_child', 1, 'perf_day_20261205_1000'),
      line('var_dining_adult', 2),
    ]);
    expect(data).toMatchObject({ success: true, confirmationRequired: false });
    expect(await itemCount(s)).toBe(5);
  });

  it('answers the step rules as a failure and adds nothing', async () => {
    const s = await shopper();
    const cases: [ReturnType<typeof line>[], string][] = [
      // The Tickets step needs 1 to 8.
      [[line('var_dining_adult', 2)], 'Minimum quantity is 1, Maximum quantity is 8'],
      [[line('var_day_adult', 9, 'perf_day_20261205_1000')], 'Minimum quantity is 0, Maximum quantity is 8'],
      // Parking is not in the bundle; a date the bundle is not sold on has no steps.
      [
        [line('var_day_adult', 1, 'perf_day_20261205_1000'), line('var_parking', 1)],
        'This item is not part of the bundle on the selected date',
      ],
      [
        [line('var_day_adult', 1, 'perf_day_20261206_1000')],
        'Bundle not available on the selected date. Please choose a different date.',
      ],
    ];
    for (const [items, message] of cases) {
      const { data } = await add(s, items);
      expect(data).toMatchObject({ success: false, message, confirmationRequired: false });
    }
    expect(await itemCount(s)).toBe(0);
  });
});

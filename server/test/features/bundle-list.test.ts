// listBundles (ours): the home's bundle cards, each linking to its bundle builder page.
import { describe, expect, it } from 'vitest';
import { bundles } from '../../src/catalog/bundles.js';
import { bundleFromPrice } from '../../src/domain/bundles/index.js';
import { TestShopper, testApp } from '../support/client.js';

const at = (iso: string) => testApp({ clock: { now: () => Date.parse(iso) } });
const shopper = (iso = '2026-11-22T15:00:00Z') => new TestShopper(at(iso)).open();

describe('the bundles on sale (listBundles)', () => {
  it('lists the Family Fun Bundle with its picture, short description and from-price', async () => {
    const s = await shopper();
    const { data } = await s.api.GET('/bundle');
    expect(data).toEqual({
      success: true,
      message: null,
      value: [
        {
          id: 'bundle_family',
          displayName: 'Family Fun Bundle',
          shortDescription: 'Day Tickets for the whole family, with All-Day Dining if you like.',
          imageUrl: '/demo/products/family-bundle.svg',
          fromPrice: 49.99,
        },
      ],
    });
  });

  it('leaves out a bundle whose dates have all passed', async () => {
    const s = await shopper('2026-12-20T15:00:00Z');
    expect((await s.api.GET('/bundle')).data.value).toEqual([]);
  });

  it("prices each required step's minimum at its cheapest variant; optional steps add nothing", () => {
    const { services } = testApp();
    const family = bundles.find((b) => b.id === 'bundle_family');
    if (!family) throw new Error('no bundle');
    expect(bundleFromPrice(services.venue, family)).toBe(49.99);
    const two = { ...family, steps: family.steps.map((s) => ({ ...s, minQuantity: s.minQuantity * 2 })) };
    expect(bundleFromPrice(services.venue, two)).toBe(99.98);
    const unknown = {
      ...family,
      steps: [{ ...family.steps[0], products: [{ productId: 'x', variants: [] }] }],
    } as typeof family;
    expect(bundleFromPrice(services.venue, unknown)).toBeNull();
  });

  it('serves the bundle picture from this site', async () => {
    const response = await testApp().app.request('/demo/products/family-bundle.svg');
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('Family Fun Bundle');
  });
});

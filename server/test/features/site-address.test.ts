import { StorefrontApiError } from '@boxoffice/sdk';
import { describe, expect, it } from 'vitest';
import { TestShopper, testApp } from '../support/client.js';

const shopper = () => new TestShopper(testApp()).open();

describe('addresses', () => {
  it('lists the countries with their phone formats', async () => {
    const s = await shopper();
    const { data } = await s.api.GET('/address/country');
    expect(data?.value.slice(0, 2)).toEqual([
      { id: 80, name: 'United States', phoneUseNanpFormat: true },
      { id: 17, name: 'Canada', phoneUseNanpFormat: true },
    ]);
    expect(data?.value.find((c) => c.id === 79)?.phoneUseNanpFormat).toBe(false);
  });

  it('filters states by country; an unknown country gives none', async () => {
    const s = await shopper();
    const all = await s.api.GET('/address/state-province');
    expect(all.data?.value.some((st) => st.countryId === 17)).toBe(true);
    const us = await s.api.GET('/address/state-province', { params: { query: { countryId: 80 } } });
    expect(us.data?.value.every((st) => st.countryId === 80)).toBe(true);
    expect(us.data?.value.find((st) => st.id === 4405)).toMatchObject({
      abbreviation: 'CA',
      requireLocationAcknowledgement: true,
    });
    expect(us.data?.value.find((st) => st.id === 4401)?.requireLocationAcknowledgement).toBe(false);
    const none = await s.api.GET('/address/state-province', { params: { query: { countryId: 999 } } });
    expect(none.data?.value).toEqual([]);
  });
});

describe('web sites', () => {
  it('lists the sites, and the current one is the default until one is chosen', async () => {
    const s = await shopper();
    const list = await s.api.GET('/config/web-site');
    expect(list.data?.value.map((w) => w.id)).toEqual(['site_park', 'site_water']);
    const before = await s.api.GET('/config/web-site/current');
    expect(before.data?.value.id).toBe('site_park');
    const chosen = await s.api.POST('/config/web-site/{id}', { params: { path: { id: 'site_water' } } });
    expect(chosen.data?.value).toMatchObject({ id: 'site_water', cssKey: 'water' });
    const after = await s.api.GET('/config/web-site/current');
    expect(after.data?.value.id).toBe('site_water');
    // Another session keeps its own choice.
    const other = await new TestShopper(s.target).open();
    expect((await other.api.GET('/config/web-site/current')).data?.value.id).toBe('site_park');
  });

  it('answers 404 for an unknown site', async () => {
    const s = await shopper();
    const e = await s.api
      .POST('/config/web-site/{id}', { params: { path: { id: 'site_moon' } } })
      .catch((error) => (error instanceof StorefrontApiError ? error.status : error));
    expect(e).toBe(404);
  });
});

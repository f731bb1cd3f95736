// The account page links both redemption pages (issue 12; seed 002 §2.6, §2.7), and the demo data
// offers them: Jordan holds an entitlement and an account entitlement with something left to redeem,
// Casey holds none (the pages' empty state).
import { describe, expect, it } from 'vitest';
import { browser, CASEY, pagesApp } from './support.js';

const signedIn = async (account?: typeof CASEY) => {
  const b = browser(pagesApp());
  await b.signIn(account);
  return b;
};

describe('/profile, the redemption links', () => {
  it('links the entitlement and account-entitlement redemption pages', async () => {
    const { text } = await (await signedIn()).get('/profile');
    expect(text).toContain('<h2 id="redeem-heading">Redeem your entitlements</h2>');
    expect(text).toContain(
      '<a class="button secondary" href="/entitlement/redeem">Redeem your entitlements</a>',
    );
    expect(text).toContain(
      '<a class="button secondary" href="/account-entitlement/redeem">Redeem your account entitlements</a>',
    );
  });

  it('Jordan has an entitlement and an account entitlement left to redeem', async () => {
    const b = await signedIn();
    const { data: entitlements } = await b.api.GET('/product/entitlement');
    expect(entitlements?.value).toEqual([
      expect.objectContaining({ id: 'ent_4001', productVariantId: 'var_comp_day', remainingQuantity: 2 }),
      expect.objectContaining({
        id: 'ent_4002',
        productVariantId: 'var_comp_day',
        accountFirstName: 'Avery',
      }),
    ]);
    const { data: accountProducts } = await b.api.POST('/product/multi', { body: { saleFlowId: 15 } });
    const [parking] = accountProducts?.value.products ?? [];
    expect(parking?.id).toBe('prod_parking');
    expect(parking?.variants[0]?.entitlement).toEqual({
      id: 'aent_5001',
      maxRedemptions: 2,
      remainingRedemptions: 1,
    });
  });

  it('Casey has nothing to redeem (the empty state), yet the page links them', async () => {
    const b = await signedIn(CASEY);
    expect((await b.get('/profile')).text).toContain('href="/entitlement/redeem"');
    const { data: entitlements } = await b.api.GET('/product/entitlement');
    expect(entitlements?.value).toEqual([]);
    const { data: accountProducts } = await b.api.POST('/product/multi', { body: { saleFlowId: 15 } });
    expect(accountProducts?.value.products).toEqual([]);
  });
});

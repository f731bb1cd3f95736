// The cart's limit of 50 passes holds whichever call adds them: here POST /cart/add, which the web
// app's pass product pages use (the pass calls are covered in pass.test.ts).
import { describe, expect, it } from 'vitest';
import { TestShopper, testApp } from '../support/client.js';

const goldPasses = (quantity: number) => ({
  items: [{ productId: 'prod_gold_pass', productVariantId: 'var_gold_adult', quantity, entitlementId: null }],
  reSubmitContext: null,
  saleFlowId: 1 as const,
});

describe('passes per cart through cart/add', () => {
  it('adds up to 50 passes and refuses more, adding none', async () => {
    const shopper = await new TestShopper(testApp()).open();
    const over = await shopper.api.POST('/cart/add', { body: goldPasses(51) });
    expect(over.data).toMatchObject({ success: false, message: 'A cart can hold up to 50 passes' });
    expect((await shopper.api.GET('/cart')).data?.value.itemGroups).toEqual([]);

    expect((await shopper.api.POST('/cart/add', { body: goldPasses(30) })).data?.success).toBe(true);
    const more = await shopper.api.POST('/cart/add', { body: goldPasses(21) });
    expect(more.data).toMatchObject({ success: false, message: 'A cart can hold up to 50 passes' });
    expect((await shopper.api.POST('/cart/add', { body: goldPasses(20) })).data?.success).toBe(true);
  });
});

// The single pass page (seed 001 §2, §7): its route, the add's sale context, what was added.
import type { Schema } from '@boxoffice/sdk';
import { describe, expect, it } from 'vitest';
import { passAddContext, passesAdded, passVariants } from '../../src/features/product/pass-product';
import { passPageContext, passPagePath, productPageContext } from '../../src/features/product/product-route';

describe('the single pass page route', () => {
  it('opens product/single/pass/{id} as a pass in the public sale flow', () => {
    expect(passPageContext('/product/single/pass/prod_gold_pass')).toEqual({
      productId: 'prod_gold_pass',
      saleFlowId: 1,
      pass: true,
    });
    expect(passPageContext('/product/single/prod_gold_pass')).toBeNull();
    expect(productPageContext('/product/single/pass/prod_gold_pass')).toBeNull();
    expect(passPagePath('a b')).toBe('/product/single/pass/a%20b');
  });
});

describe('the add from the pass view', () => {
  it("carries the opener's sale context under the request's names", () => {
    expect(
      passAddContext({
        productId: 'p',
        saleFlowId: 3,
        tagsCsv: 'passes, gold',
        promotionCode: null,
        promotionTypeId: null,
      }),
    ).toEqual({
      saleFlowId: 3,
      tags: ['passes', 'gold'],
      promotionCode: null,
      specificPromotionTypeId: null,
      promotionSaleFlowId: null,
    });
    expect(
      passAddContext({
        productId: 'p',
        saleFlowId: 5,
        promotionCode: 'X',
        promotionTypeId: 11,
        promotionSaleFlowId: 5,
      }),
    ).toMatchObject({ specificPromotionTypeId: 11, promotionSaleFlowId: 5, tags: [] });
  });

  it('sells the variants without the cross-sells, and says how many holders each got', () => {
    const v = (id: string, isCrossSell = false) =>
      ({ id, extProductVariantId: id, displayName: id, isCrossSell }) as Schema<'ProductVariant'>;
    const variants = passVariants([v('var_gold_adult'), v('var_gold_child'), v('var_parking', true)]);
    expect(variants.map((x) => x.id)).toEqual(['var_gold_adult', 'var_gold_child']);
    const holder = { birthDate: '2018-06-14', firstName: 'A', lastName: 'B' };
    expect(
      passesAdded('Gold', variants, [
        { ...holder, extProductVariantId: 'var_gold_child' },
        { ...holder, extProductVariantId: 'var_gold_child' },
      ]),
    ).toEqual({ productName: 'Gold', lines: [{ name: 'var_gold_child', quantity: 2 }] });
  });
});

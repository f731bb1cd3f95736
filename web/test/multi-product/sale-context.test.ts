import { describe, expect, it } from 'vitest';
import {
  ADD_ON_CONTEXT,
  addRequest,
  CROSS_SELL_CONTEXT,
  listRequest,
  modalRequest,
  promoContext,
  tagContext,
} from '../../src/features/multi-product/sale-context';

describe('each page lists in its sale context (openapi getMultiProducts)', () => {
  it('tag page: sale flow 3 with the tag', () => {
    expect(listRequest(tagContext('holiday', false))).toEqual({
      saleFlowId: 3,
      tagsCsv: 'holiday',
      promotionCode: null,
    });
  });

  it('verified tag page: sale flow 7 with the tag', () => {
    expect(listRequest(tagContext('teachers', true))).toMatchObject({ saleFlowId: 7, tagsCsv: 'teachers' });
  });

  it('promotion code page: sale flow 5, promotion type 11 and the code', () => {
    expect(listRequest(promoContext('SPRING27'))).toEqual({
      saleFlowId: 5,
      tagsCsv: null,
      promotionCode: 'SPRING27',
      specificPromotionTypeId: 11,
    });
  });

  it('add-on step: sale flow 4 for add-ons, type 18 for cross-sells', () => {
    expect(listRequest(ADD_ON_CONTEXT)).toEqual({ saleFlowId: 4, tagsCsv: null, promotionCode: null });
    expect(listRequest(CROSS_SELL_CONTEXT)).toMatchObject({ saleFlowId: 6, specificPromotionTypeId: 18 });
  });
});

describe('cart/add and the modal use the same context', () => {
  it('sends the tags as a list to cart/add', () => {
    const items = [{ productVariantId: 'var_fun_card', productId: 'prod_fun_card', quantity: 1 }];
    expect(addRequest(tagContext('passes', false), items, null)).toEqual({
      promotionCode: null,
      items,
      reSubmitContext: null,
      tags: ['passes'],
      saleFlowId: 3,
    });
  });

  it('opens the modal with the page sale flow, tags, code and promotion type', () => {
    expect(modalRequest(promoContext('SPRING27'), 'prod_day')).toEqual({
      productId: 'prod_day',
      saleFlowId: 5,
      promotionCode: 'SPRING27',
      tagsCsv: null,
      promotionTypeId: 11,
    });
    expect(modalRequest(tagContext('holiday', false), 'prod_dinner')).toMatchObject({
      saleFlowId: 3,
      tagsCsv: 'holiday',
      promotionTypeId: null,
    });
  });
});

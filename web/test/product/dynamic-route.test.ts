import { describe, expect, it } from 'vitest';
import { dynamicPageContext, dynamicPagePath } from '../../src/features/product/dynamic-route';

describe('dynamicPageContext', () => {
  it('the product id from the path, the Public sale flow by default', () => {
    expect(dynamicPageContext('/product/single/dynamic/prod_tour', '')).toEqual({
      productId: 'prod_tour',
      saleFlowId: 1,
      promotionCode: null,
      tagsCsv: null,
      promotionSaleFlowId: null,
      promotionTypeId: null,
      dynamic: true,
      view: null,
    });
  });
  it('the query inputs: promotion code, tags, promotion type and sale flow, view, sale flow', () => {
    const context = dynamicPageContext(
      '/product/single/dynamic/prod%20tour/',
      '?promotionCode=SPRING27&tags=tours,holiday&promotionTypeId=11&promotionSaleFlowId=3&view=list&saleFlowId=5',
    );
    expect(context).toMatchObject({
      productId: 'prod tour',
      saleFlowId: 5,
      promotionCode: 'SPRING27',
      tagsCsv: 'tours,holiday',
      promotionTypeId: 11,
      promotionSaleFlowId: 3,
      view: 'list',
    });
  });
  it('ignores numbers that are not the contract enums, and views other than list', () => {
    const context = dynamicPageContext(
      '/product/single/dynamic/x',
      '?saleFlowId=12&promotionTypeId=abc&view=grid',
    );
    expect(context).toMatchObject({ saleFlowId: 1, promotionTypeId: null, view: null });
  });
  it('null for other paths', () => {
    expect(dynamicPageContext('/product/single/prod_tour', '')).toBeNull();
  });
  it('dynamicPagePath encodes the id', () => {
    expect(dynamicPagePath('prod tour')).toBe('/product/single/dynamic/prod%20tour');
  });
});

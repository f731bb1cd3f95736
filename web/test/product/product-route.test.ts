// The product page's routes and their sale flows (seed 000 §2 route table): one parse for the page
// and for its call begun at start-up.
import { describe, expect, it } from 'vitest';
import { productPageContext } from '../../src/features/product/product-route';

describe('the product page route', () => {
  it('sells product/single/{id} in the public sale flow (1) and product/single/advance/{id} in 14', () => {
    expect(productPageContext('/product/single/prod_day')).toEqual({ productId: 'prod_day', saleFlowId: 1 });
    expect(productPageContext('/product/single/advance/prod_day')).toEqual({
      productId: 'prod_day',
      saleFlowId: 14,
    });
  });
  it('decodes the id as the home encodes it, and keeps an id it cannot decode as it is', () => {
    expect(productPageContext('/product/single/prod%20x')?.productId).toBe('prod x');
    expect(productPageContext('/product/single/prod%E0')?.productId).toBe('prod%E0');
  });
  it('is null on the other pages, the pass and dynamic product pages among them', () => {
    for (const path of [
      '/',
      '/cart',
      '/product/single',
      '/product/single/pass/prod_gold',
      '/product/single/dynamic/prod_timed',
      '/product/multi/tag/holiday',
    ])
      expect(productPageContext(path), path).toBeNull();
  });
});

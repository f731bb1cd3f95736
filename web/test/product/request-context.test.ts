import { describe, expect, it } from 'vitest';
import {
  cartAddContext,
  contextTags,
  performanceContext,
  productDateContext,
  productDetailBody,
} from '../../src/lib/sale-request';

const plain = { productId: 'prod_day', saleFlowId: 1 } as const;
const promo = {
  productId: 'prod_day',
  saleFlowId: 5,
  promotionCode: 'SPRING27',
  tagsCsv: 'holiday, passes,,',
  promotionSaleFlowId: 3,
  promotionTypeId: 11,
} as const;

describe('contextTags', () => {
  it('splits, trims and drops empties', () => {
    expect(contextTags('holiday, passes,,')).toEqual(['holiday', 'passes']);
    expect(contextTags(null)).toEqual([]);
    expect(contextTags(undefined)).toEqual([]);
    expect(contextTags('')).toEqual([]);
  });
});

describe('the route page context (product and sale flow only)', () => {
  it('loads the product without promotion fields', () => {
    expect(productDetailBody(plain)).toEqual({
      extProductId: 'prod_day',
      promotionCode: null,
      saleFlowId: 1,
      tagsCsv: null,
      extProductVariantId: null,
    });
  });
  it('adds to the cart with empty tags and no promotion enums', () => {
    expect(cartAddContext(plain)).toEqual({ promotionCode: null, tags: [], saleFlowId: 1 });
  });
  it('asks for dates and performances in its sale flow', () => {
    expect(productDateContext(plain)).toEqual({ saleFlowId: 1 });
    expect(performanceContext(plain)).toEqual({
      saleFlowId: 1,
      promotionCode: null,
      extPromotionId: null,
      tags: [],
    });
  });
});

describe('a modal opened from a promotion page sends the whole context', () => {
  it('to product/single, under its names (tagsCsv, promotionTypeId)', () => {
    expect(productDetailBody(promo)).toEqual({
      extProductId: 'prod_day',
      promotionCode: 'SPRING27',
      saleFlowId: 5,
      tagsCsv: 'holiday, passes,,',
      extProductVariantId: null,
      promotionSaleFlowId: 3,
      promotionTypeId: 11,
    });
  });
  it('to cart/add, under its names (tags, specificPromotionTypeId)', () => {
    expect(cartAddContext(promo)).toEqual({
      promotionCode: 'SPRING27',
      tags: ['holiday', 'passes'],
      saleFlowId: 5,
      promotionSaleFlowId: 3,
      specificPromotionTypeId: 11,
    });
  });
  it('to the date list (sale flow and promotion enums only)', () => {
    expect(productDateContext(promo)).toEqual({
      saleFlowId: 5,
      promotionSaleFlowId: 3,
      specificPromotionTypeId: 11,
    });
  });
  it('to the performance calls', () => {
    expect(performanceContext(promo)).toEqual({
      saleFlowId: 5,
      promotionCode: 'SPRING27',
      extPromotionId: null,
      tags: ['holiday', 'passes'],
      promotionSaleFlowId: 3,
      specificPromotionTypeId: 11,
    });
  });
});

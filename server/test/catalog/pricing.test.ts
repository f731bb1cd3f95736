import { describe, expect, it } from 'vitest';
import { createVenue } from '../../src/catalog/venue.js';

const venue = createVenue(new Date('2026-11-22T15:00:00Z'));
const today = '2026-11-22';
const price = (variantId: string, context: Parameters<typeof venue.price>[1], date = today) =>
  venue.price(variantId, context, date)?.displayPrice;
const offer = (productId: string, context: Parameters<typeof venue.offer>[1], date = today) =>
  venue.offer(productId, context, date);

describe('variant prices in a sale context', () => {
  it('keeps the list price without a promotion', () => {
    expect(price('var_day_adult', {})).toBe(69.99);
  });

  it('takes 15% off Day Tickets with SPRING27, whatever its case, while it is valid', () => {
    expect(price('var_day_adult', { promotionCode: 'spring27' })).toBe(59.49);
    expect(price('var_day_adult', { promotionCode: 'SPRING27' }, '2027-06-01')).toBe(69.99);
    expect(price('var_concert_lawn', { promotionCode: 'SPRING27' })).toBe(39);
  });

  it('applies a tag sale only with its tag', () => {
    expect(price('var_dinner_adult', { saleFlowId: 3, tags: ['holiday'] })).toBe(71.55);
    expect(price('var_dinner_adult', { saleFlowId: 3, tags: [] })).toBe(79.5);
  });

  it('prices verified offers and cross-sells in their own flows only', () => {
    expect(price('var_fun_card', { saleFlowId: 7, tags: ['teachers'] })).toBe(79);
    expect(price('var_fun_card', { saleFlowId: 1, tags: ['teachers'] })).toBe(99);
    expect(price('var_parking', { saleFlowId: 6 })).toBe(20);
    expect(price('var_parking', { specificPromotionTypeId: 18 })).toBe(20);
  });

  it('records what the cart needs: tax and fee on tickets, none on passes', () => {
    expect(venue.variant('var_day_adult')).toMatchObject({ taxRate: 0.0825, feePerUnit: 2.5, isPass: false });
    expect(venue.variant('var_gold_adult')).toMatchObject({
      taxRate: 0,
      feePerUnit: 0,
      priceIncludesTaxAndFees: true,
      passKindId: 1,
      installmentPlanId: 'plan_monthly6',
    });
    expect(venue.variant('var_gold_child')?.product.id).toBe('prod_gold_pass');
  });
});

describe('whether a product is offered', () => {
  it('answers not available for an off-sale product or a flow it is not sold in', () => {
    expect(offer('prod_fireworks', { signedIn: false })).toMatchObject({
      available: false,
      message: 'This product is not available at this time.',
    });
    expect(offer('prod_gold_pass', { saleFlowId: 8, signedIn: false })?.available).toBe(false);
  });

  it('asks an anonymous session to sign in for an advance sale', () => {
    const anonymous = offer('prod_day', { saleFlowId: 14, signedIn: false });
    expect(anonymous).toMatchObject({ available: true, requiresLoginChallenge: true, variants: [] });
    expect(offer('prod_day', { saleFlowId: 14, signedIn: true })?.variants.length).toBe(3);
  });

  it('sells only what a current code covers on the promotion code page', () => {
    expect(
      offer('prod_day', { saleFlowId: 5, promotionCode: 'SPRING27', signedIn: false })?.variants.length,
    ).toBe(3);
    expect(
      offer('prod_concert', { saleFlowId: 5, promotionCode: 'SUMMER26', signedIn: false })?.available,
    ).toBe(false);
  });

  it('offers a code only on the dates its promotion runs, whenever the venue was built', () => {
    const spring = { saleFlowId: 5, promotionCode: 'SPRING27', signedIn: false } as const;
    expect(offer('prod_day', spring, '2027-05-31')?.available).toBe(true);
    expect(offer('prod_day', spring, '2027-06-01')?.available).toBe(false);
    expect(venue.promotionsByCode('spring27', '2027-05-31')).toHaveLength(1);
    expect(venue.promotionsByCode('spring27', '2027-06-01')).toEqual([]);
  });

  it('limits the answer to one variant when asked', () => {
    const comp = offer('prod_comp_day', { saleFlowId: 2, signedIn: true, variantId: 'var_comp_day' });
    expect(comp?.variants.map((q) => q.variant.id)).toEqual(['var_comp_day']);
  });
});

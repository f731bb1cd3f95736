// The pass tag pages (seed 001 §2, §4 'Product lists'): the tab from the installmentBilling query,
// what each tab shows, the route's tags and sale context, 'View All Pass Types'.
import type { Schema } from '@boxoffice/sdk';
import { describe, expect, it } from 'vitest';
import {
  passProducts,
  queryForTab,
  routeTags,
  shownVariants,
  tabFromQuery,
  viewAllHref,
} from '../../src/features/multi-product/pass-list';
import {
  addRequest,
  listRequest,
  modalRequest,
  passTagContext,
} from '../../src/features/multi-product/sale-context';

const variant = (id: string, extra: Partial<Schema<'ProductVariant'>> = {}) =>
  ({
    id,
    extProductVariantId: id,
    isPass: true,
    isCrossSell: false,
    installmentBillingPlanId: null,
    ...extra,
  }) as Schema<'ProductVariant'>;
const product = (id: string, variants: Schema<'ProductVariant'>[]) =>
  ({ id, productDisplayName: id, variants, passKindId: 1 }) as Schema<'Product'>;

const gold = product('prod_gold_pass', [
  variant('var_gold_adult', { installmentBillingPlanId: 'plan_monthly6' }),
  variant('var_gold_child', { installmentBillingPlanId: 'plan_monthly6' }),
  variant('var_parking', { isCrossSell: true, isPass: false }),
]);
const fun = product('prod_fun_card', [variant('var_fun_card')]);
const dining = product('prod_dining', [variant('var_dining_adult', { isPass: false })]);

describe('the tab from the installmentBilling query (a JSON boolean)', () => {
  it('opens Payment Plan on true, Full Price otherwise', () => {
    expect(tabFromQuery('?installmentBilling=true')).toBe('plan');
    expect(tabFromQuery('?installmentBilling=false')).toBe('full');
    expect(tabFromQuery('')).toBe('full');
    expect(tabFromQuery('?installmentBilling=yes')).toBe('full');
    expect(tabFromQuery('?installmentBilling=1')).toBe('full');
  });
  it('writes the chosen tab back into the query, keeping the rest', () => {
    expect(queryForTab('', 'plan')).toBe('?installmentBilling=true');
    expect(queryForTab('?x=1&installmentBilling=true', 'full')).toBe('?x=1&installmentBilling=false');
  });
});

describe('what each tab shows', () => {
  it('Full Price: every pass variant, cross-sells removed and non-passes and empty products dropped', () => {
    const shown = passProducts([gold, fun, dining], 'full');
    expect(shown.map((p) => p.id)).toEqual(['prod_gold_pass', 'prod_fun_card']);
    expect(shownVariants(shown).map((v) => v.id)).toEqual([
      'var_gold_adult',
      'var_gold_child',
      'var_fun_card',
    ]);
  });
  it('Payment Plan: only the variants with an installment plan', () => {
    const shown = passProducts([gold, fun], 'plan');
    expect(shownVariants(shown).map((v) => v.id)).toEqual(['var_gold_adult', 'var_gold_child']);
  });
});

describe('the routes', () => {
  it('takes tag1 and tag2, decoded', () => {
    expect(routeTags('passes', undefined)).toEqual(['passes']);
    expect(routeTags('passes', 'gold')).toEqual(['passes', 'gold']);
    expect(routeTags('a%20b', undefined)).toEqual(['a b']);
  });
  it('lists, adds and opens the modal in sale flow 3 with both tags, or 7 on the verified page', () => {
    expect(listRequest(passTagContext(['passes', 'gold'], false))).toEqual({
      saleFlowId: 3,
      tagsCsv: 'passes,gold',
      promotionCode: null,
    });
    expect(addRequest(passTagContext(['teachers'], true), [], null)).toMatchObject({
      saleFlowId: 7,
      tags: ['teachers'],
    });
    expect(modalRequest(passTagContext(['passes'], false), 'prod_gold_pass', true)).toMatchObject({
      productId: 'prod_gold_pass',
      saleFlowId: 3,
      tagsCsv: 'passes',
      pass: true,
    });
  });
  it("links 'View All Pass Types' to tag1's page only when a second tag exists", () => {
    expect(viewAllHref(['passes', 'gold'], false)).toBe('/product/multi/pass/tag/passes');
    expect(viewAllHref(['passes'], false)).toBeNull();
  });
});

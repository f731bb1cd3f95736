import { roundUpAmount } from '@boxoffice/sdk/rules';
import { describe, expect, it } from 'vitest';
import type { CartCatalog } from '../../src/domain/cart/catalog.js';
import { totalsOf } from '../../src/domain/cart/pricing.js';
import type { CartLine } from '../../src/domain/cart/types.js';

const taxed = { taxRate: 0.0825, feePerUnit: 2.5 };
const catalog = { variant: () => undefined } as unknown as CartCatalog;
const line = (id: string, unitPrice: number, quantity: number, charges = taxed): CartLine => ({
  id,
  extCartTicketId: null,
  kind: 'ticket',
  productId: 'p',
  productVariantId: id,
  quantity,
  unitPrice,
  performances: [],
  entitlementId: null,
  packageId: null,
  saleFlowId: 1,
  promotionCode: null,
  tags: [],
  promotionSaleFlowId: null,
  specificPromotionTypeId: null,
  offers: [],
  passholder: null,
  allowModification: true,
  blocksInstallments: false,
  charges,
  meta: {},
});

describe('cart pricing', () => {
  it('gives the STORY Day Ticket totals: tax rounded per line', () => {
    const totals = totalsOf([line('adult', 69.99, 2), line('child', 49.99, 1)], catalog, 0);
    expect(totals).toEqual({ subtotal: 189.97, tax: 15.67, fees: 7.5, delivery: 0, total: 213.14 });
  });
  it('adds delivery and untaxed pass lines', () => {
    const pass = line('gold', 189, 1, { taxRate: 0, feePerUnit: 0 });
    expect(totalsOf([pass], catalog, 7.95)).toEqual({
      subtotal: 189,
      tax: 0,
      fees: 0,
      delivery: 7.95,
      total: 196.95,
    });
  });
  it('an empty cart costs nothing, delivery included', () => {
    expect(totalsOf([], catalog, 7.95).total).toBe(0);
  });
  it('lines without charges or a catalog variant are untaxed', () => {
    const free = { ...line('res', 10, 1), charges: undefined };
    expect(totalsOf([free], catalog).total).toBe(10);
  });
});

describe('round-up', () => {
  it('offers 0.86 on 213.14 (STORY) and nothing under the minimum or on whole dollars', () => {
    expect(roundUpAmount(213.14, 0.1)).toBe(0.86);
    expect(roundUpAmount(213.95, 0.1)).toBeNull();
    expect(roundUpAmount(214, 0.1)).toBeNull();
  });
});

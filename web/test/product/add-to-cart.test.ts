import { describe, expect, it } from 'vitest';
import {
  type AddLine,
  addedToCart,
  canAddToCart,
  itemsToSend,
  nextStepAfterAdd,
  passFlowAfterAdd,
} from '../../src/features/product/add-to-cart';

const perf = (selectionIndex: number) => ({
  selectionIndex,
  performanceId: `p${selectionIndex}`,
  showCategoryId: null,
  seatId: null,
});
const line = (quantity: number, over: Partial<AddLine> = {}): AddLine => ({
  productVariantId: 'v',
  productId: 'prod',
  performances: [perf(1)],
  entitlementId: null,
  quantity,
  ...over,
});

const cases: [string, AddLine[], boolean][] = [
  ['all zero', [line(0), line(0)], false],
  ['one above 0', [line(2), line(0)], true],
  ['one invalid', [line(2), line(0.5)], false],
  ['not a number', [line(2), line(Number.NaN)], false],
  ['below the variant minimum', [line(1, { minQuantity: 2 })], false],
  ['above the variant maximum', [line(11, { maxQuantity: 10 })], false],
  ['above 100 by default', [line(101)], false],
  ['five selections', [line(1, { performances: [1, 2, 3, 4, 4].map(perf) })], false],
  ['four selections', [line(1, { performances: [1, 2, 3, 4].map(perf) })], true],
  ['selection index 5', [line(1, { performances: [perf(5)] })], false],
  ['no lines', [], false],
];

describe('Add to Cart enabled (seed 000 §5)', () => {
  it.each(cases)('%s', (_name, lines, expected) => {
    expect(canAddToCart(lines, true)).toBe(expected);
  });

  it('needs valid selections', () => {
    expect(canAddToCart([line(2)], false)).toBe(false);
  });

  it('sends only quantities above 0, without the limits', () => {
    expect(itemsToSend([line(2, { minQuantity: 1, maxQuantity: 10 }), line(0)])).toEqual([line(2)]);
  });

  it('goes to pass demographics for passes, else to the non-pass add-ons', () => {
    expect(nextStepAfterAdd(true, null)).toBe('/pass/demographics');
    expect(nextStepAfterAdd(false, 1)).toBe('/pass/demographics');
    expect(nextStepAfterAdd(false, undefined)).toBe('/product/multi/add-on/non-pass');
    expect(nextStepAfterAdd(false)).toBe('/product/multi/add-on/non-pass');
  });

  it('tells the modal to go on to the pass flow when the server says so or the product is a pass', () => {
    expect(passFlowAfterAdd(true, null)).toBe(true);
    expect(passFlowAfterAdd(false, 2)).toBe(true);
    expect(passFlowAfterAdd(false, null)).toBe(false);
    expect(passFlowAfterAdd(false, undefined)).toBe(false);
  });
});

describe('what an add put in the cart (for the opener of the product modal)', () => {
  it('names the variants sent with their quantities, and the product', () => {
    const variants = [
      { id: 'var_day_adult', displayName: 'Adult (Ages 10+)' },
      { id: 'var_day_child', displayName: 'Child (Ages 3-9)' },
      { id: 'var_day_senior', displayName: 'Senior (Ages 65+)' },
    ] as unknown as Parameters<typeof addedToCart>[1];
    const items = [
      { productVariantId: 'var_day_adult', quantity: 2 },
      { productVariantId: 'var_day_child', quantity: 1 },
      { productVariantId: 'var_day_senior', quantity: 0 },
    ];
    expect(addedToCart('Day Ticket', variants, items)).toEqual({
      productName: 'Day Ticket',
      lines: [
        { name: 'Adult (Ages 10+)', quantity: 2 },
        { name: 'Child (Ages 3-9)', quantity: 1 },
      ],
    });
  });
});

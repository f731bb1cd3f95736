import type { Schema } from '@boxoffice/sdk';
import { describe, expect, it } from 'vitest';
import {
  ADD_ON_NON_PASS_PATH,
  canAdd,
  crossSellProducts,
  isPassProduct,
  itemsToSend,
  listedPassVariants,
  listLines,
  mainProducts,
  modalButtonText,
  modalOutcome,
  nextStepAfterAdd,
  normalizePromoCode,
  opensModal,
  PASS_FLOW_PATH,
  productsAdded,
  promoCodeFromRoute,
  promoCodePath,
  skipAddOnStep,
  stepAfterModal,
} from '../../src/features/multi-product/product-list';

type Product = Schema<'Product'>;
type Variant = Schema<'ProductVariant'>;

const variant = (id: string, over: Partial<Variant> = {}): Variant => ({
  id,
  extProductVariantId: id,
  displayName: id,
  productVariantDisplayName: id,
  productVariantShortDescription: null,
  price: 10,
  displayPrice: 10,
  minQuantity: 1,
  maxQuantity: 100,
  quantityRestrictionText: null,
  ageRestrictionText: null,
  passLevelName: null,
  effectivePassLevelName: null,
  minBirthDate: null,
  maxBirthDate: null,
  selectionIndex: 1,
  isPass: false,
  installmentBillingPlanDescription: null,
  installmentBillingPlanDisclaimer: null,
  installmentBillingPlanId: null,
  installmentBillingDescription: null,
  isCrossSell: false,
  ...over,
});

const product = (id: string, variants: Variant[], over: Partial<Product> = {}): Product => ({
  id,
  productDisplayName: id,
  productLongDescription: null,
  productShortDescription: null,
  productDisclaimer: null,
  productImageUrl: null,
  hideVariantsInMultiProductView: false,
  hasPerformances: false,
  variants,
  ...over,
});

const dining = product('prod_dining', [variant('var_dining_adult')]);
const parking = product('prod_parking', [variant('var_parking', { isCrossSell: true })]);
const mixed = product('prod_mixed', [variant('var_a'), variant('var_b', { isCrossSell: true })]);

describe('mainProducts (seed 001 §4: cross-sell variants removed, empty products dropped)', () => {
  it('removes cross-sell variants and keeps the rest in order', () => {
    const result = mainProducts([mixed, dining]);
    expect(result.map((p) => [p.id, p.variants.map((v) => v.id)])).toEqual([
      ['prod_mixed', ['var_a']],
      ['prod_dining', ['var_dining_adult']],
    ]);
  });

  it('drops a product left with no variants, and one that had none', () => {
    const empty = product('prod_empty', []);
    expect(mainProducts([parking, empty, dining]).map((p) => p.id)).toEqual(['prod_dining']);
  });

  it('does not change the products it was given', () => {
    mainProducts([mixed]);
    expect(mixed.variants).toHaveLength(2);
  });

  it('answers an empty list for an empty list', () => {
    expect(mainProducts([])).toEqual([]);
  });
});

describe('crossSellProducts (the add-on step lists a variant once)', () => {
  it('keeps the cross-sell offers the add-on list does not show', () => {
    const offered = [
      product('prod_dining', [variant('var_dining_adult', { displayPrice: 27.99 })]),
      product('prod_parking', [variant('var_parking', { isCrossSell: true, displayPrice: 20 })]),
    ];
    const result = crossSellProducts(offered, mainProducts([dining, parking]));
    expect(result.map((p) => [p.id, p.variants.map((v) => v.displayPrice)])).toEqual([
      ['prod_parking', [20]],
    ]);
  });

  it('keeps every offer when there are no add-ons', () => {
    expect(crossSellProducts([dining, parking], []).map((p) => p.id)).toEqual([
      'prod_dining',
      'prod_parking',
    ]);
  });
});

describe('opensModal and its button', () => {
  it('opens a pass product in the modal (the single pass view with passholder rows)', () => {
    const pass = { ...dining, id: 'prod_fun_card', passKindId: 2 } as Schema<'Product'>;
    expect(opensModal(pass)).toBe(true);
    expect(isPassProduct(pass)).toBe(true);
    expect(isPassProduct(dining)).toBe(false);
  });
  it('opens the modal for products with performances', () => {
    const day = product('prod_day', [variant('v')], { hasPerformances: true });
    expect(opensModal(day)).toBe(true);
    expect(modalButtonText(day)).toBe('Select Tickets');
  });

  it('opens the modal for products that hide their variants in lists', () => {
    const hidden = product('prod_hidden', [variant('v')], { hideVariantsInMultiProductView: true });
    expect(opensModal(hidden)).toBe(true);
    expect(modalButtonText(hidden)).toBe('Select');
  });

  it('shows the variant rows of other products', () => {
    expect(opensModal(dining)).toBe(false);
  });

  it("lists a pass product's variants with its Select, unless the venue hides them", () => {
    const pass = product('prod_gold_pass', [variant('var_gold_adult'), variant('var_gold_child')], {
      passKindId: 1,
    });
    expect(listedPassVariants(pass).map((v) => v.id)).toEqual(['var_gold_adult', 'var_gold_child']);
    expect(listedPassVariants({ ...pass, hideVariantsInMultiProductView: true })).toEqual([]);
    expect(listedPassVariants(product('prod_day', [variant('v')], { hasPerformances: true }))).toEqual([]);
  });
});

describe('skipAddOnStep (seed 001 §2)', () => {
  it('skips only when both lists are empty', () => {
    expect(skipAddOnStep([], [])).toBe(true);
    expect(skipAddOnStep([dining], [])).toBe(false);
    expect(skipAddOnStep([], [parking])).toBe(false);
    expect(skipAddOnStep([dining], [parking])).toBe(false);
  });
});

describe('the next step (seed 001 §2 Flow order)', () => {
  const gold = product('prod_gold_pass', [variant('var_gold_adult', { isPass: true })], { passKindId: 1 });

  it('goes on to the non-pass add-on step after tickets and add-ons', () => {
    expect(nextStepAfterAdd(false, [dining])).toBe(ADD_ON_NON_PASS_PATH);
    expect(ADD_ON_NON_PASS_PATH).toBe('/product/multi/add-on/non-pass');
  });

  it('goes on to pass demographics when the server says a pass was added', () => {
    expect(nextStepAfterAdd(true, [dining])).toBe(PASS_FLOW_PATH);
    expect(PASS_FLOW_PATH).toBe('/pass/demographics');
  });

  it('goes on to pass demographics when a pass product was added', () => {
    expect(nextStepAfterAdd(false, [dining, gold])).toBe(PASS_FLOW_PATH);
  });

  it('after the modal: a pass goes on, anything else stays', () => {
    expect(stepAfterModal({ added: true, proceedToPassFlow: true })).toBe(PASS_FLOW_PATH);
    expect(stepAfterModal({ added: true, proceedToPassFlow: false })).toBeNull();
    expect(stepAfterModal({ added: false })).toBeNull();
  });

  it('knows which products the lines sent came from', () => {
    const items = [{ productVariantId: 'var_dining_adult', productId: 'prod_dining', quantity: 1 }];
    expect(productsAdded([dining, gold], items).map((p) => p.id)).toEqual(['prod_dining']);
  });
});

describe('the lines and Add to Cart (seed 000 §5)', () => {
  const day = product('prod_day', [variant('var_day_adult')], { hasPerformances: true });
  const limited = product('prod_limited', [variant('var_limited', { minQuantity: 2, maxQuantity: 4 })]);
  const entry = (quantity: number) => ({ quantity, valid: true });

  it('has lines for the variant rows only, not for products chosen in the modal', () => {
    const lines = listLines([day, dining, mixed], {});
    expect(lines.map((l) => l.productVariantId)).toEqual(['var_dining_adult', 'var_a', 'var_b']);
    expect(lines.every((l) => l.quantity === 0 && l.performances?.length === 0)).toBe(true);
  });

  it('is disabled while every quantity is 0', () => {
    expect(canAdd(listLines([dining, limited], {}))).toBe(false);
    expect(canAdd([])).toBe(false);
  });

  it('is enabled with one quantity above 0 and all valid', () => {
    expect(canAdd(listLines([dining, limited], { var_dining_adult: entry(2) }))).toBe(true);
  });

  it('is disabled when any quantity is outside its variant limits or not a number', () => {
    expect(canAdd(listLines([dining, limited], { var_dining_adult: entry(2), var_limited: entry(1) }))).toBe(
      false,
    );
    expect(canAdd(listLines([dining, limited], { var_dining_adult: entry(2), var_limited: entry(5) }))).toBe(
      false,
    );
    expect(canAdd(listLines([dining], { var_dining_adult: { quantity: Number.NaN, valid: false } }))).toBe(
      false,
    );
  });

  it('sends only quantities above 0, without the limits', () => {
    const lines = listLines([dining, limited], { var_limited: entry(3) });
    expect(itemsToSend(lines)).toEqual([
      {
        productVariantId: 'var_limited',
        productId: 'prod_limited',
        performances: [],
        entitlementId: null,
        quantity: 3,
      },
    ]);
  });
});

describe('the promotion code', () => {
  it('is trimmed; an empty or blank code is not submitted', () => {
    expect(normalizePromoCode('  SPRING27 ')).toBe('SPRING27');
    expect(normalizePromoCode('')).toBeNull();
    expect(normalizePromoCode('   ')).toBeNull();
  });

  it('keeps the case the shopper typed (the server compares without case)', () => {
    expect(normalizePromoCode('spring27')).toBe('spring27');
  });

  it('goes into the path encoded and comes back out decoded', () => {
    expect(promoCodePath('SPRING27')).toBe('/product/multi/promo/SPRING27');
    expect(promoCodePath('A/B C')).toBe('/product/multi/promo/A%2FB%20C');
    // The router decodes all but reserved characters.
    expect(promoCodeFromRoute('A%2FB C')).toBe('A/B C');
    expect(promoCodeFromRoute('100%')).toBe('100%');
    expect(promoCodeFromRoute(undefined)).toBeNull();
    expect(promoCodeFromRoute('%20')).toBeNull();
  });
});

describe('after the product modal on a list page', () => {
  const addedToCart = {
    productName: 'Day Ticket',
    lines: [
      { name: 'Adult (Ages 10+)', quantity: 2 },
      { name: 'Child (Ages 3-9)', quantity: 1 },
    ],
  };

  it('remembers a product-selection page and says what was added', () => {
    expect(modalOutcome({ added: true, proceedToPassFlow: false, addedToCart }, true)).toEqual({
      remember: true,
      next: null,
      notice: 'Added to your cart: 2 Adult (Ages 10+), 1 Child (Ages 3-9) — Day Ticket',
    });
  });

  it('does not remember the add-on step, which comes after product selection', () => {
    expect(modalOutcome({ added: true, proceedToPassFlow: false, addedToCart }, false).remember).toBe(false);
  });

  it('goes on to the pass flow for a pass, remembering the page', () => {
    expect(modalOutcome({ added: true, proceedToPassFlow: true, addedToCart }, true)).toEqual({
      remember: true,
      next: PASS_FLOW_PATH,
      notice: null,
    });
  });

  it('does nothing when the modal was dismissed', () => {
    expect(modalOutcome({ added: false }, true)).toEqual({ remember: false, next: null, notice: null });
  });
});

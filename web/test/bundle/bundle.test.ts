import { type Schema, StorefrontApiError } from '@boxoffice/sdk';
import { describe, expect, it } from 'vitest';
import {
  ADD_FAILED,
  addOutcome,
  BUNDLE_DATE_NOT_AVAILABLE,
  BUNDLE_SALE_FLOW_ID,
  BUNDLE_UNAVAILABLE,
  bundleAddRequest,
  bundleDays,
  bundleLines,
  bundleLoadMessage,
  canAddToCart,
  checkAddOn,
  chooseTime,
  dateIssue,
  effectiveVariantMax,
  initialSteps,
  setQuantity,
  showsTimeSelector,
  stepMessages,
  stepsLoadMessage,
  stepsOutcome,
  stepTime,
  stepTimes,
  UNABLE_TO_LOAD_TIMES,
  visibleSteps,
} from '../../src/features/bundle/bundle';

type Step = Schema<'BundleStep'>;

/** The value, failing the test when it is missing. */
function must<T>(value: T | undefined): T {
  if (value === undefined) throw new Error('missing');
  return value;
}
type Variant = Schema<'BundleVariant'>;

const option = (performanceId: string, performanceTime: string, alwaysPromptPerformance = false) => ({
  performanceId,
  performanceTime,
  productId: 'prod_day',
  alwaysPromptPerformance,
});
const TIMES = [option('perf_day_20261205_1000', '10:00 AM'), option('perf_day_20261205_1400', '2:00 PM')];

const variant = (id: string, extra: Partial<Variant> = {}): Variant => ({
  extProductVariantId: id,
  displayName: id,
  ageRestrictionText: null,
  minQuantity: 0,
  maxQuantity: 10,
  requiresPerformance: false,
  selectedQuantity: 0,
  selected: false,
  performanceId: null,
  performanceOptions: [],
  ...extra,
});

const step = (id: string, min: number, max: number, variants: Variant[]): Step => ({
  promotionRuleId: id,
  uiLabel: id,
  uiDescription: null,
  minQuantity: min,
  maxQuantity: max,
  products: [{ extProductId: `prod_${id}`, displayName: id, variants }],
});

// The story's Family Fun Bundle on 2026-12-05 (STORY.md).
const tickets = step('tickets', 1, 8, [
  variant('var_day_adult', { requiresPerformance: true, performanceOptions: TIMES }),
  variant('var_day_child', { requiresPerformance: true, performanceOptions: TIMES }),
]);
const addOns = step('addons', 0, 8, [variant('var_dining_adult', { maxQuantity: 8 })]);
const parking = step('parking', 1, 1, [variant('var_parking'), variant('var_other')]);

describe('the date', () => {
  it('offers only the bundle dates, as available days', () => {
    const days = bundleDays(['2026-12-05', '2026-12-12']);
    expect([...days.keys()]).toEqual(['2026-12-05', '2026-12-12']);
    expect(days.get('2026-12-05')?.capacityLevelId).toBe(1);
  });
  it("refuses a day that is not one of them with the seed's message", () => {
    expect(dateIssue('2026-12-06', ['2026-12-05'])).toBe(
      'Bundle not available on the selected date. Please choose a different date.',
    );
    expect(dateIssue('2026-12-05', ['2026-12-05'])).toBeNull();
  });
});

describe('the steps as the page starts them', () => {
  it('hides a min 1 / max 1 step and selects its first variant', () => {
    const [hidden] = initialSteps([parking]);
    const [first, second] = hidden?.products[0]?.variants ?? [];
    expect(first).toMatchObject({ selected: true, selectedQuantity: 1 });
    expect(second).toMatchObject({ selected: false, selectedQuantity: 0 });
    expect(
      visibleSteps([tickets, parking, addOns]).map((s) => [s.step.promotionRuleId, s.number, s.index]),
    ).toEqual([
      ['tickets', 1, 0],
      ['addons', 2, 2],
    ]);
  });
  it('takes the entry time of a hidden timed step', () => {
    const timedHidden = step('t', 1, 1, [
      variant('v', { requiresPerformance: true, performanceOptions: TIMES }),
    ]);
    expect(initialSteps([timedHidden])[0]?.products[0]?.variants[0]?.performanceId).toBe(
      'perf_day_20261205_1000',
    );
  });
  it('auto-selects a single time unless it always prompts', () => {
    const one = step('one', 1, 8, [
      variant('v', { requiresPerformance: true, performanceOptions: [must(TIMES[0])] }),
    ]);
    const [started] = initialSteps([one]);
    expect(stepTime(must(started))).toBe('perf_day_20261205_1000');
    expect(showsTimeSelector(must(started))).toBe(false);
    const prompting = step('p', 1, 8, [
      variant('v', { requiresPerformance: true, performanceOptions: [option('perf_x', '9:00 AM', true)] }),
    ]);
    expect(stepTime(must(initialSteps([prompting])[0]))).toBeNull();
    expect(showsTimeSelector(prompting)).toBe(true);
  });
  it('leaves a step with several times to the shopper', () => {
    expect(stepTime(must(initialSteps([tickets])[0]))).toBeNull();
    expect(showsTimeSelector(tickets)).toBe(true);
  });
});

describe('the time selector', () => {
  it("lists the step's times once each and sets the chosen one on every timed variant", () => {
    expect(stepTimes(tickets).map((t) => t.performanceTime)).toEqual(['10:00 AM', '2:00 PM']);
    const chosen = chooseTime(tickets, 'perf_day_20261205_1400');
    expect(chosen.products[0]?.variants.map((v) => v.performanceId)).toEqual([
      'perf_day_20261205_1400',
      'perf_day_20261205_1400',
    ]);
    expect(stepTimes(addOns)).toEqual([]);
  });
});

describe('step validity (seed 002 §5)', () => {
  it('needs the total between the step minimum and maximum', () => {
    const none = chooseTime(tickets, 'perf_day_20261205_1000');
    expect(canAddToCart([none])).toBe(false);
    const one = setQuantity(none, 'var_day_adult', 1);
    expect(canAddToCart([one])).toBe(true);
    const nine = setQuantity(setQuantity(one, 'var_day_adult', 5), 'var_day_child', 4);
    expect(canAddToCart([nine])).toBe(false);
    expect(stepMessages(nine)).toEqual(['Minimum quantity is 1, Maximum quantity is 8']);
  });
  it('needs an entry time on a timed variant with a quantity', () => {
    const noTime = setQuantity(tickets, 'var_day_adult', 2);
    expect(canAddToCart([noTime])).toBe(false);
    expect(stepMessages(noTime)).toEqual(['Time selection is required']);
  });
  it('caps a variant at the lower of the step and variant maximum', () => {
    expect(effectiveVariantMax(tickets, must(tickets.products[0]?.variants[0]))).toBe(8);
    const small = step('s', 0, 20, [variant('v', { maxQuantity: 3 })]);
    expect(effectiveVariantMax(small, must(small.products[0]?.variants[0]))).toBe(3);
  });
  it('refuses a quantity that is not a number', () => {
    const typed = setQuantity(chooseTime(tickets, 'perf_day_20261205_1000'), 'var_day_adult', Number.NaN);
    expect(canAddToCart([typed])).toBe(false);
  });
  it('keeps optional add-on steps always valid, but needs something chosen to add', () => {
    expect(canAddToCart([addOns])).toBe(false);
    expect(stepMessages(addOns)).toEqual([]);
    const ready = setQuantity(chooseTime(tickets, 'perf_day_20261205_1000'), 'var_day_child', 2);
    expect(canAddToCart([ready, addOns])).toBe(true);
    expect(canAddToCart([])).toBe(false);
  });
});

describe('the add-on checkboxes', () => {
  it('check with the least quantity (at least 1) within the effective maximum, uncheck to 0', () => {
    const checked = checkAddOn(addOns, 'var_dining_adult', true);
    expect(checked.products[0]?.variants[0]).toMatchObject({ selected: true, selectedQuantity: 1 });
    const atLeast = checkAddOn(step('a', 0, 2, [variant('v', { minQuantity: 4 })]), 'v', true);
    expect(atLeast.products[0]?.variants[0]?.selectedQuantity).toBe(2);
    const unchecked = checkAddOn(checked, 'var_dining_adult', false);
    expect(unchecked.products[0]?.variants[0]).toMatchObject({ selected: false, selectedQuantity: 0 });
  });
});

describe('adding to the cart', () => {
  const ready = [
    setQuantity(
      setQuantity(chooseTime(tickets, 'perf_day_20261205_1000'), 'var_day_adult', 2),
      'var_day_child',
      1,
    ),
    checkAddOn(addOns, 'var_dining_adult', true),
  ];
  it('sends the chosen variants with selection 1 of their time, sale flow 19', () => {
    expect(bundleAddRequest(ready, null)).toEqual({
      items: [
        {
          productVariantId: 'var_day_adult',
          quantity: 2,
          entitlementId: null,
          performances: [{ selectionIndex: 1, performanceId: 'perf_day_20261205_1000' }],
        },
        {
          productVariantId: 'var_day_child',
          quantity: 1,
          entitlementId: null,
          performances: [{ selectionIndex: 1, performanceId: 'perf_day_20261205_1000' }],
        },
        { productVariantId: 'var_dining_adult', quantity: 1, entitlementId: null, performances: [] },
      ],
      reSubmitContext: null,
      saleFlowId: BUNDLE_SALE_FLOW_ID,
    });
    expect(BUNDLE_SALE_FLOW_ID).toBe(19);
    expect(bundleAddRequest(ready, 'rsc_add_3f9a2c').reSubmitContext).toBe('rsc_add_3f9a2c');
    expect(bundleLines([addOns])).toEqual([]);
  });

  const answer = (
    extra: Partial<Schema<'ConfirmationPromptResult'>>,
  ): Schema<'ConfirmationPromptResult'> => ({
    success: true,
    message: null,
    confirmationRequired: false,
    confirmationTitleHtml: null,
    confirmationMessageHtml: null,
    proceedButtonText: null,
    cancelButtonText: null,
    confirmationReSubmitContext: null,
    proceedToPassFlow: false,
    ...extra,
  });
  it('reads the answer: a confirmation prompt, a failure with its message, or added', () => {
    const prompt = answer({ success: false, confirmationRequired: true, confirmationReSubmitContext: 'rsc' });
    expect(addOutcome(prompt)).toEqual({ kind: 'confirm', prompt });
    expect(addOutcome(answer({ success: false, message: 'Sold out' }))).toEqual({
      kind: 'failed',
      message: 'Sold out',
    });
    expect(addOutcome(answer({ success: false }))).toEqual({ kind: 'failed', message: ADD_FAILED });
    expect(addOutcome(answer({ proceedToPassFlow: true }))).toEqual({
      kind: 'added',
      proceedToPassFlow: true,
    });
  });
});

describe('loading', () => {
  it('gives the steps, or the message when the bundle is not available on the date', () => {
    expect(stepsOutcome({ success: true, message: null, value: [tickets] })).toEqual({ steps: [tickets] });
    expect(stepsOutcome({ success: true, message: null, value: [] })).toEqual({
      message: BUNDLE_DATE_NOT_AVAILABLE,
    });
    expect(stepsOutcome({ success: false, message: 'Other', value: [] })).toEqual({ message: 'Other' });
  });
  it("says 'Bundle unavailable' for a bundle not on sale and 'Unable to load times' when steps fail", () => {
    const notFound = new StorefrontApiError({
      kind: 'http',
      status: 404,
      method: 'GET',
      url: '/api/bundle/builder/x',
      operation: 'getBundle',
      body: null,
    } as ConstructorParameters<typeof StorefrontApiError>[0]);
    expect(bundleLoadMessage(notFound)).toBe(BUNDLE_UNAVAILABLE);
    expect(bundleLoadMessage(new Error('Network down'))).toBe('Network down');
    expect(stepsLoadMessage(notFound)).toBe(BUNDLE_UNAVAILABLE);
    expect(stepsLoadMessage(new Error('x'))).toBe(UNABLE_TO_LOAD_TIMES);
    expect(BUNDLE_UNAVAILABLE).toBe('Bundle unavailable');
    expect(UNABLE_TO_LOAD_TIMES).toBe('Unable to load times');
  });
});

// The bundle builder's states and rules (seed 002 §2.3, §4.2, §5 'Bundle builder', §7.2, §8). The
// page holds the steps of POST bundle/steps/{id} as answered, with the shopper's choices written
// into each variant's selectedQuantity, selected and performanceId, the fields the shared step rule
// (`@boxoffice/sdk/rules`, also the backend's) reads.
import { type Schema, StorefrontApiError } from '@boxoffice/sdk';
import {
  BUNDLE_DATE_NOT_AVAILABLE,
  type BundleStepKind,
  bundleDateSchema,
  bundleStepIssues,
  bundleStepKind,
  canAddBundle,
  effectiveVariantMax,
} from '@boxoffice/sdk/rules';
import { errorText } from '../../lib/errors';

type Step = Schema<'BundleStep'>;
type Variant = Schema<'BundleVariant'>;
type Option = Schema<'PerformanceOption'>;

/** The bundle builder's sale flow (seed 002 §9). */
export const BUNDLE_SALE_FLOW_ID = 19;

// Seed 002 §8, word for word.
export const BUNDLE_UNAVAILABLE = 'Bundle unavailable';
export const UNABLE_TO_LOAD_TIMES = 'Unable to load times';
export { BUNDLE_DATE_NOT_AVAILABLE };
/** Ours: a failed add without a message of the server's. */
export const ADD_FAILED = 'The bundle could not be added to your cart.';

export { type BundleStepKind, bundleStepKind, effectiveVariantMax };

/** The date picker's days: the bundle's dates, each shown as Available (CapacityLevelId 1). */
export function bundleDays(bundleDates: readonly string[]): Map<string, Schema<'ProductDate'>> {
  return new Map(
    bundleDates.map((date) => [date, { date, capacityLevelId: 1, capacityDescription: null }] as const),
  );
}

/** Why a chosen day cannot load steps (not one of the bundle's dates), or null when it can. */
export const dateIssue = (iso: string, bundleDates: readonly string[]): string | null =>
  bundleDates.includes(iso) ? null : BUNDLE_DATE_NOT_AVAILABLE;

/**
 * Why a typed text the date field would not take cannot load steps, by the shared date rule: a day
 * outside the bundle's dates is 'Bundle not available on the selected date…' (seed 002 §8), a text
 * that is no m/d/yy or m/d/yyyy date 'Invalid date format'. Never silent: 'not available' otherwise.
 */
export function typedDateIssue(text: string, bundleDates: readonly string[]): string {
  const { error } = bundleDateSchema(bundleDates).safeParse(text);
  return error?.issues[0]?.message ?? BUNDLE_DATE_NOT_AVAILABLE;
}

const mapVariants = (step: Step, map: (variant: Variant) => Variant): Step => ({
  ...step,
  products: step.products.map((product) => ({ ...product, variants: product.variants.map(map) })),
});

/** The entry times a step's time selector offers: its variants' options, once each, in order. */
export function stepTimes(step: Step): Option[] {
  const seen = new Map<string, Option>();
  for (const variant of step.products.flatMap((p) => p.variants)) {
    if (!variant.requiresPerformance) continue;
    for (const option of variant.performanceOptions)
      if (!seen.has(option.performanceId)) seen.set(option.performanceId, option);
  }
  return [...seen.values()];
}

/** The step's chosen entry time (the first timed variant's), or null. */
export const stepTime = (step: Step): string | null =>
  step.products.flatMap((p) => p.variants).find((v) => v.requiresPerformance && v.performanceId)
    ?.performanceId ?? null;

/**
 * Whether the step's time selector shows: a timed step shows it unless it has a single time that
 * need not be asked for (auto-selected, as seed 002 §3 'alwaysPromptPerformance' says).
 */
export function showsTimeSelector(step: Step): boolean {
  const times = stepTimes(step);
  return times.length > 1 || times.some((t) => t.alwaysPromptPerformance);
}

/** Sets the step's entry time on every variant that needs one. */
export const chooseTime = (step: Step, performanceId: string | null): Step =>
  mapVariants(step, (v) => (v.requiresPerformance ? { ...v, performanceId } : v));

/** Sets a variant's quantity (NaN while the typed text is not a number: the step is then invalid). */
export const setQuantity = (step: Step, variantId: string, quantity: number): Step =>
  mapVariants(step, (v) =>
    v.extProductVariantId === variantId ? { ...v, selectedQuantity: quantity, selected: quantity > 0 } : v,
  );

/**
 * An add-on's checkbox (ours: the seed names checkboxes, not their quantity): checking it selects the
 * variant with its least quantity (at least 1), within the effective maximum; a quantity stepper then
 * lets the shopper change it. Unchecking sets it back to 0.
 */
export function checkAddOn(step: Step, variantId: string, checked: boolean): Step {
  return mapVariants(step, (v) => {
    if (v.extProductVariantId !== variantId) return v;
    const quantity = checked ? Math.min(Math.max(1, v.minQuantity), effectiveVariantMax(step, v)) : 0;
    return { ...v, selected: checked && quantity > 0, selectedQuantity: quantity };
  });
}

/**
 * The steps as the page starts them: a step with min 1 and max 1 is hidden and auto-selected (its
 * first variant, quantity 1, with its preselected or first entry time: ours, the seed does not say
 * which when there are several); a timed step with one time that need not be asked for takes it.
 * What the server preselected is kept.
 */
export function initialSteps(steps: readonly Step[]): Step[] {
  return steps.map((step) => {
    if (bundleStepKind(step) === 'hidden') {
      const first = step.products[0]?.variants[0];
      if (!first) return step;
      const time = first.performanceId ?? first.performanceOptions[0]?.performanceId ?? null;
      return mapVariants(step, (v) =>
        v === first
          ? { ...v, selected: true, selectedQuantity: 1, performanceId: v.requiresPerformance ? time : null }
          : { ...v, selected: false, selectedQuantity: 0 },
      );
    }
    const times = stepTimes(step);
    const only = times.length === 1 && !times[0]?.alwaysPromptPerformance ? times[0] : undefined;
    return only && !stepTime(step) ? chooseTime(step, only.performanceId) : step;
  });
}

/** The steps the page shows, numbered 1, 2, ... (hidden steps are left out and take no number). */
export function visibleSteps(steps: readonly Step[]): { step: Step; index: number; number: number }[] {
  return steps
    .map((step, index) => ({ step, index }))
    .filter(({ step }) => bundleStepKind(step) !== 'hidden')
    .map((entry, position) => ({ ...entry, number: position + 1 }));
}

/** The step's messages for the shopper: the shared rule's (none for an add-on step). */
export const stepMessages = (step: Step): string[] => [
  ...new Set(bundleStepIssues(step).map((issue) => issue.message)),
];

/** The cart lines of the chosen variants (quantity above 0), with selection 1's entry time when needed. */
export function bundleLines(steps: readonly Step[]): Schema<'CartLine'>[] {
  return steps.flatMap((step) =>
    step.products.flatMap((product) =>
      product.variants
        .filter((v) => v.selectedQuantity > 0)
        .map((v) => ({
          productVariantId: v.extProductVariantId,
          quantity: v.selectedQuantity,
          entitlementId: null,
          performances:
            v.requiresPerformance && v.performanceId
              ? [{ selectionIndex: 1, performanceId: v.performanceId }]
              : [],
        })),
    ),
  );
}

/** Add to Cart: every step valid (add-on steps always are) and something chosen. */
export const canAddToCart = (steps: readonly Step[]): boolean =>
  steps.length > 0 && canAddBundle(steps) && bundleLines(steps).length > 0;

/** The add-to-cart body: the lines with sale flow 19, and the resubmit context after a confirmation. */
export const bundleAddRequest = (
  steps: readonly Step[],
  reSubmitContext: string | null,
): Schema<'CartAddRequest'> => ({
  items: bundleLines(steps),
  reSubmitContext,
  saleFlowId: BUNDLE_SALE_FLOW_ID,
});

/** What an add answer means for the page. */
export type AddOutcome =
  | { readonly kind: 'confirm'; readonly prompt: Schema<'ConfirmationPromptResult'> }
  | { readonly kind: 'failed'; readonly message: string }
  | { readonly kind: 'added'; readonly proceedToPassFlow: boolean };

export function addOutcome(answer: Schema<'ConfirmationPromptResult'>): AddOutcome {
  if (answer.confirmationRequired) return { kind: 'confirm', prompt: answer };
  if (!answer.success) return { kind: 'failed', message: answer.message || ADD_FAILED };
  return { kind: 'added', proceedToPassFlow: answer.proceedToPassFlow };
}

/** What the steps answer means: the steps, or the message to show ('not available' when none). */
export function stepsOutcome(
  answer: Schema<'BundleStepListResult'>,
): { readonly steps: Step[] } | { readonly message: string } {
  if (!answer.success || answer.value.length === 0)
    return { message: answer.message || BUNDLE_DATE_NOT_AVAILABLE };
  return { steps: initialSteps(answer.value) };
}

/** A failed bundle load: 'Bundle unavailable' for a bundle not on sale (404), else the call's message. */
export const bundleLoadMessage = (error: unknown): string =>
  error instanceof StorefrontApiError && error.status === 404 ? BUNDLE_UNAVAILABLE : errorText(error);

/** A failed steps load: 'Bundle unavailable' (404), else 'Unable to load times' (the step's times). */
export const stepsLoadMessage = (error: unknown): string =>
  error instanceof StorefrontApiError && error.status === 404 ? BUNDLE_UNAVAILABLE : UNABLE_TO_LOAD_TIMES;

// The quantity stepper's state as plain functions (seed 000 §4 'Quantity stepper', §5 'Quantity'):
// the step rules are the shared rules (below); this adds what a typed field needs (the text as typed,
// whether it parses, whether it is in range) so any page can report validity and quantity.
// The rules are those of `@boxoffice/sdk/rules` (quantity.ts: quantityLimits, isValidQuantity,
// incrementQuantity, decrementQuantity, quantityRangeMessage), restated here without importing it:
// that module builds zod schemas at load, which would put zod (~14 kB gzip) into every page with a
// stepper. test/components/quantity-stepper.test.ts checks both agree.
export const QUANTITY_DEFAULT_MIN = 1;
export const QUANTITY_DEFAULT_MAX = 100;
export const QUANTITY_ABSOLUTE_MIN = 0;

export interface QuantityLimits {
  readonly min: number;
  readonly max: number;
}

/** 'Minimum quantity is {min}, Maximum quantity is {max}' (seed 000 §5). */
export const quantityRangeMessage = (min: number, max: number): string =>
  `Minimum quantity is ${min}, Maximum quantity is ${max}`;

/** A variant's limits: its minQuantity and maxQuantity, defaults 1 and 100 when absent. */
export function quantityLimits(variant?: {
  minQuantity?: number | null;
  maxQuantity?: number | null;
}): QuantityLimits {
  return {
    min: variant?.minQuantity ?? QUANTITY_DEFAULT_MIN,
    max: variant?.maxQuantity ?? QUANTITY_DEFAULT_MAX,
  };
}

/** 0 is always allowed (none of this variant); otherwise a whole number from min to max. */
export function isValidQuantity(quantity: number, limits: QuantityLimits): boolean {
  return (
    Number.isInteger(quantity) &&
    (quantity === QUANTITY_ABSOLUTE_MIN || (quantity >= limits.min && quantity <= limits.max))
  );
}

/** Increment (§4): from 0 to the minimum; below the maximum up by 1; otherwise unchanged. */
export function incrementQuantity(quantity: number, { min, max }: QuantityLimits): number {
  if (quantity <= QUANTITY_ABSOLUTE_MIN) return min;
  return quantity < max ? quantity + 1 : quantity;
}

/** Decrement (§4): above the maximum to the maximum; above the minimum down by 1; otherwise to 0. */
export function decrementQuantity(quantity: number, { min, max }: QuantityLimits): number {
  if (quantity > max) return max;
  if (quantity > min) return quantity - 1;
  return QUANTITY_ABSOLUTE_MIN;
}

export interface StepperState {
  /** What the field shows: the typed text, or the quantity after a step. */
  readonly text: string;
  /** The quantity, or NaN when the text is not a whole number. */
  readonly quantity: number;
  readonly valid: boolean;
}

/** A variant's limits (minQuantity/maxQuantity, defaults 1 and 100; 0 is always allowed). */
export const stepperLimits = quantityLimits;

export function stepperState(quantity: number, limits: QuantityLimits): StepperState {
  return { text: String(quantity), quantity, valid: isValidQuantity(quantity, limits) };
}

/** Typed text: digits only make a quantity; anything else (empty, '1.5', '-2', 'x') is flagged. */
export function parseTyped(text: string, limits: QuantityLimits): StepperState {
  const trimmed = text.trim();
  const quantity = /^\d{1,6}$/.test(trimmed) ? Number(trimmed) : Number.NaN;
  return { text, quantity, valid: !Number.isNaN(quantity) && isValidQuantity(quantity, limits) };
}

/** The base for a step when the text does not parse: start again from 0. */
const base = (state: StepperState) => (Number.isNaN(state.quantity) ? 0 : state.quantity);

export function increment(state: StepperState, limits: QuantityLimits): StepperState {
  return stepperState(incrementQuantity(base(state), limits), limits);
}

export function decrement(state: StepperState, limits: QuantityLimits): StepperState {
  return stepperState(decrementQuantity(base(state), limits), limits);
}

/** The + button is useless at (or above) the maximum; the - button at 0. */
export function canIncrement(state: StepperState, limits: QuantityLimits): boolean {
  return base(state) < limits.max;
}

export function canDecrement(state: StepperState): boolean {
  return base(state) > 0;
}

/** 'Minimum quantity is {min}, Maximum quantity is {max}' when the value is flagged. */
export function stepperMessage(state: StepperState, limits: QuantityLimits): string | null {
  return state.valid ? null : quantityRangeMessage(limits.min, limits.max);
}

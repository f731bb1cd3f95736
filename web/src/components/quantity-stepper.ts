// The quantity stepper's state as plain functions (seed 000 §4 'Quantity stepper', §5 'Quantity'):
// the step rules are the shared rules of `@boxoffice/sdk/rules/quantity` (the zod-free part of the
// SDK's rules, so pages with a stepper don't download zod); this adds what a typed field needs (the
// text as typed, whether it parses, whether it is in range) so any page can report validity and quantity.
import {
  decrementQuantity,
  incrementQuantity,
  isValidQuantity,
  type QuantityLimits,
  quantityLimits,
  quantityRangeMessage,
} from '@boxoffice/sdk/rules/quantity';

export { isValidQuantity, type QuantityLimits, quantityLimits };

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

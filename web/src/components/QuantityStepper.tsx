// The shared quantity stepper (seed 000 §2 'Other shared widgets', §4 'Quantity stepper'): a labelled
// number field between - and + buttons. The parent owns the quantity; the stepper keeps the typed
// text so an invalid entry stays visible (flagged with the §5 message) instead of being overwritten.
import { useEffect, useId, useState } from 'react';
import './quantity-stepper.css';
import {
  canDecrement,
  canIncrement,
  decrement,
  increment,
  parseTyped,
  type StepperState,
  stepperLimits,
  stepperMessage,
  stepperState,
} from './quantity-stepper';

interface QuantityStepperProps {
  /** The field's visible label, e.g. the variant's name. */
  readonly label: string;
  readonly quantity: number;
  readonly minQuantity?: number | null;
  readonly maxQuantity?: number | null;
  readonly disabled?: boolean;
  /** Every change: the quantity (NaN when the typed text is not a number) and whether it is valid. */
  readonly onChange: (quantity: number, valid: boolean) => void;
}

export function QuantityStepper(props: QuantityStepperProps) {
  const { label, quantity, minQuantity, maxQuantity, disabled = false, onChange } = props;
  const id = useId();
  const limits = stepperLimits({ minQuantity, maxQuantity });
  const [state, setState] = useState<StepperState>(() => stepperState(quantity, limits));

  // A quantity set from outside (a reset after Add to Cart) replaces what was typed.
  useEffect(() => {
    setState((current) =>
      current.quantity === quantity || (Number.isNaN(current.quantity) && Number.isNaN(quantity))
        ? current
        : stepperState(quantity, stepperLimits({ minQuantity, maxQuantity })),
    );
  }, [quantity, minQuantity, maxQuantity]);

  const apply = (next: StepperState) => {
    setState(next);
    onChange(next.quantity, next.valid);
  };
  const message = stepperMessage(state, limits);

  return (
    <div className="quantity-stepper">
      <label htmlFor={id}>{label}</label>
      <div className="quantity-stepper-controls">
        <button
          type="button"
          className="secondary outline"
          aria-label={`Decrease ${label}`}
          aria-controls={id}
          disabled={disabled || !canDecrement(state)}
          onClick={() => apply(decrement(state, limits))}
        >
          −
        </button>
        <input
          id={id}
          type="text"
          inputMode="numeric"
          autoComplete="off"
          value={state.text}
          disabled={disabled}
          aria-invalid={message ? true : undefined}
          aria-describedby={message ? `${id}-message` : undefined}
          onChange={(event) => apply(parseTyped(event.target.value, limits))}
        />
        <button
          type="button"
          className="secondary outline"
          aria-label={`Increase ${label}`}
          aria-controls={id}
          disabled={disabled || !canIncrement(state, limits)}
          onClick={() => apply(increment(state, limits))}
        >
          +
        </button>
      </div>
      {message ? (
        <small id={`${id}-message`} className="quantity-stepper-message">
          {message}
        </small>
      ) : null}
    </div>
  );
}

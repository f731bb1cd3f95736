// A counter of the link-tickets page (§5: clamped at 0 and its maximum): - and + buttons around a
// number field; whatever is typed is clamped by the parent's clamp.
import { useId } from 'react';
import '../../components/quantity-stepper.css';

interface CounterProps {
  readonly label: string;
  readonly value: number;
  readonly clamp: (value: number) => number;
  readonly onChange: (value: number) => void;
}

export function Counter({ label, value, clamp, onChange }: CounterProps) {
  const id = useId();
  const set = (next: number) => onChange(clamp(next));
  return (
    <div className="reservation-counter">
      <label htmlFor={id}>{label}</label>
      <div className="quantity-stepper-controls">
        <button
          type="button"
          className="secondary outline"
          aria-label={`Decrease ${label}`}
          disabled={clamp(value - 1) === value}
          onClick={() => set(value - 1)}
        >
          −
        </button>
        <input
          id={id}
          type="number"
          inputMode="numeric"
          min={0}
          value={value}
          onChange={(e) => set(Number(e.target.value))}
        />
        <button
          type="button"
          className="secondary outline"
          aria-label={`Increase ${label}`}
          disabled={clamp(value + 1) === value}
          onClick={() => set(value + 1)}
        >
          +
        </button>
      </div>
    </div>
  );
}

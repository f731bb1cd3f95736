// One labelled form control with its message: the message is tied to the control (aria-describedby)
// and the control is marked invalid, so screen readers announce both.
import type { ReactElement } from 'react';
import { cloneElement, useId } from 'react';

interface FieldProps {
  readonly label: string;
  readonly error?: string | undefined;
  readonly children: ReactElement<Record<string, unknown>>;
}

export function Field({ label, error, children }: FieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      {cloneElement(children, {
        id,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': error ? errorId : undefined,
      })}
      {error && <small id={errorId}>{error}</small>}
    </div>
  );
}

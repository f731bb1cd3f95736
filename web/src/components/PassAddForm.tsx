// The Add to Cart form of a pass page (seed 001 §4 'Product lists', §8): a real form (Enter submits
// when the rows allow it), the failure's message near the button, the server's confirmation dialog.
import type { ReactNode } from 'react';
import type { PassAdder } from '../lib/use-pass-add';
import { ServerConfirmDialog } from './ConfirmDialog';

interface PassAddFormProps {
  readonly adder: PassAdder;
  /** At least one passholder and every row valid. */
  readonly enabled: boolean;
  readonly onSubmit: () => void;
  readonly children: ReactNode;
}

export function PassAddForm({ adder, enabled, onSubmit, children }: PassAddFormProps) {
  const { busy, error, prompt } = adder;
  return (
    <form
      aria-label="Passholders"
      aria-busy={busy}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (enabled && !busy) onSubmit();
      }}
    >
      {children}
      {error ? (
        <p role="alert" className="alert-danger">
          {error}
        </p>
      ) : null}
      <button type="submit" disabled={!enabled || busy} aria-busy={busy}>
        Add to Cart
      </button>
      {prompt ? (
        <ServerConfirmDialog prompt={prompt} busy={busy} onProceed={adder.proceed} onCancel={adder.cancel} />
      ) : null}
    </form>
  );
}

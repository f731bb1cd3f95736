// A table row's Remove button: named for what it removes (several rows show one each), disabled
// while any removal is in flight and busy on the row being removed.
interface RemoveButtonProps {
  /** What the row holds, for the button's accessible name ('Remove SP2026001234'). */
  readonly name: string;
  /** Some removal is in flight. */
  readonly disabled: boolean;
  /** This row's removal is the one in flight. */
  readonly busy: boolean;
  readonly onRemove: () => void;
}

export function RemoveButton({ name, disabled, busy, onRemove }: RemoveButtonProps) {
  return (
    <button
      type="button"
      className="secondary outline"
      aria-label={`Remove ${name}`}
      disabled={disabled}
      aria-busy={busy}
      onClick={onRemove}
    >
      Remove
    </button>
  );
}

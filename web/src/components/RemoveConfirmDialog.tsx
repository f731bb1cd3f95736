// The removal question (seed 000 §2 'Remove confirmation modal': 'Confirmation', Cancel and Remove),
// asked before anything the shopper chose is removed: cart items, a linked pass, a linked ticket.
import { ConfirmDialog } from './ConfirmDialog';

interface RemoveConfirmDialogProps {
  readonly question: string;
  readonly busy?: boolean;
  readonly onRemove: () => void;
  readonly onCancel: () => void;
}

export const REMOVE_CONFIRM_TITLE = 'Confirmation';

export function RemoveConfirmDialog({
  question,
  busy = false,
  onRemove,
  onCancel,
}: RemoveConfirmDialogProps) {
  return (
    <ConfirmDialog
      title={REMOVE_CONFIRM_TITLE}
      body={<p>{question}</p>}
      proceedText="Remove"
      busy={busy}
      onProceed={onRemove}
      onCancel={onCancel}
    />
  );
}

// The confirmation modal (seed 000 §2, Other shared widgets): title, body, cancel and proceed. Titles
// and bodies from the server are HTML and go through HtmlBlock; while `busy`, both buttons wait.
import type { ReactNode } from 'react';
import { HtmlBlock } from './HtmlBlock';
import { Modal } from './Modal';

interface ConfirmDialogProps {
  readonly title: ReactNode;
  /** HTML from the server, or text/elements of the app. */
  readonly body: ReactNode;
  readonly bodyHtml?: string | null;
  readonly proceedText: string;
  readonly cancelText?: string;
  readonly busy?: boolean;
  readonly onProceed: () => void;
  readonly onCancel: () => void;
}

export function ConfirmDialog(props: ConfirmDialogProps) {
  const {
    title,
    body,
    bodyHtml,
    proceedText,
    cancelText = 'Cancel',
    busy = false,
    onProceed,
    onCancel,
  } = props;
  return (
    <Modal
      title={title}
      onClose={busy ? undefined : onCancel}
      footer={
        <>
          <button type="button" className="secondary" disabled={busy} onClick={onCancel}>
            {cancelText}
          </button>
          <button type="button" disabled={busy} aria-busy={busy} onClick={onProceed}>
            {proceedText}
          </button>
        </>
      }
    >
      {bodyHtml ? <HtmlBlock html={bodyHtml} /> : body}
    </Modal>
  );
}

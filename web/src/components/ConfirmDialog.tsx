// The confirmation modal (seed 000 §2, Other shared widgets): title, body, cancel and proceed. Titles
// and bodies from the server are HTML and go through HtmlBlock; while `busy`, both buttons wait.
// Extra large, as seed 000 §9 sizes the confirmation modal (a server's message can be long HTML).
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
      size="extra-large"
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

/** The texts of a server answer that asks for confirmation (confirmationRequired) before resubmitting. */
export interface ServerPrompt {
  readonly confirmationTitleHtml?: string | null;
  readonly confirmationMessageHtml?: string | null;
  readonly proceedButtonText?: string | null;
  readonly cancelButtonText?: string | null;
}

/** The confirmation dialog of a server answer (seed 000 §4): its HTML title and message, its button texts. */
export function ServerConfirmDialog({
  prompt,
  busy,
  onProceed,
  onCancel,
}: {
  readonly prompt: ServerPrompt;
  readonly busy: boolean;
  readonly onProceed: () => void;
  readonly onCancel: () => void;
}) {
  return (
    <ConfirmDialog
      title={<HtmlBlock as="span" html={prompt.confirmationTitleHtml || 'Confirmation'} />}
      body={null}
      bodyHtml={prompt.confirmationMessageHtml}
      proceedText={prompt.proceedButtonText || 'Continue'}
      cancelText={prompt.cancelButtonText || 'Cancel'}
      busy={busy}
      onProceed={onProceed}
      onCancel={onCancel}
    />
  );
}

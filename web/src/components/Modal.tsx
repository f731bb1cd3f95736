// A modal dialog on the native <dialog> element: showModal() makes the rest of the page inert and
// keeps Tab inside; focus returns to what had it when the modal closes. Escape closes it unless the
// modal cannot be dismissed (the session-ended page). Sizes (seed 000 §9): extra large for package
// details, confirmation and redemption; large for terms; normal otherwise. Each fits a 360 px screen.
import { type ReactNode, useEffect, useId, useRef } from 'react';
import { BusyNotice } from './BusyNotice';
import './modal.css';

export type ModalSize = 'normal' | 'large' | 'extra-large';

/** The dialog's class for a size (none for normal: Pico's own width). */
export const modalClass = (size: ModalSize): string | undefined =>
  size === 'normal' ? undefined : `modal-${size}`;

interface ModalProps {
  readonly title: ReactNode;
  readonly children: ReactNode;
  readonly footer?: ReactNode;
  /** Called on Escape or the close button; omit for a modal that cannot be dismissed. */
  readonly onClose?: () => void;
  readonly size?: ModalSize;
}

export function Modal({ title, children, footer, onClose, size = 'normal' }: ModalProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const mounted = useRef(false);

  useEffect(() => {
    const dialog = ref.current;
    const opener = document.activeElement as HTMLElement | null;
    mounted.current = true;
    dialog?.showModal();
    return () => {
      mounted.current = false;
      dialog?.close();
      opener?.focus?.();
    };
  }, []);

  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      className={modalClass(size)}
      onCancel={(event) => {
        event.preventDefault();
        onClose?.();
      }}
      // The browser closes a dialog on a second Escape even when the first was refused (unless the
      // shopper clicked in between): it is then asked to close as on Escape, and shown again if the
      // page keeps it (one that cannot be dismissed, or one busy with a call).
      onClose={() => {
        if (!mounted.current) return;
        onClose?.();
        setTimeout(() => {
          if (mounted.current && !ref.current?.open) ref.current?.showModal();
        });
      }}
    >
      <article>
        <header>
          {onClose && <button type="button" aria-label="Close" rel="prev" onClick={onClose} />}
          <h2 id={titleId}>{title}</h2>
        </header>
        {/* The shell's busy notice is behind the inert page while the modal is open: its own. */}
        <BusyNotice inModal />
        {children}
        {footer && <footer>{footer}</footer>}
      </article>
    </dialog>
  );
}

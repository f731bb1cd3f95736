// A date field's popup calendar (seed 000 §9: it closes on Escape or an outside click): open state, the
// wrapper an outside click is measured against, and the toggle button the focus returns to.
import { type KeyboardEvent, useEffect, useRef, useState } from 'react';

export function usePopup() {
  const [open, setOpen] = useState(false);
  const wrapper = useRef<HTMLDivElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);

  // An outside click closes the popup (the focus stays where the shopper clicked).
  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!wrapper.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  /** Closes the popup; `refocus` gives the focus back to its toggle button. */
  const close = (refocus = true) => {
    setOpen(false);
    if (refocus) toggle.current?.focus();
  };

  // Escape closes the popup only: it must not also close the modal the field is in.
  const onPopupKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key !== 'Escape') return;
    event.preventDefault();
    event.stopPropagation();
    close();
  };

  return { open, setOpen, wrapper, toggle, close, onPopupKeyDown };
}

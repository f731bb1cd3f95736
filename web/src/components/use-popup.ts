// A date field's popup calendar (seed 000 §9: it closes on Escape or an outside click): open state, the
// field's wrapper (an outside click is measured against it, Escape is heard in it), the toggle button
// the focus returns to, and the popup's ref, which keeps it on screen.
import { useCallback, useEffect, useRef, useState } from 'react';

/** The gap kept between a popup and the window's edges (px). */
const EDGE = 8;

/**
 * How far to move a popup sideways so that it is on screen: left when it sticks out on the right
 * (a field near the right edge), never past the left edge. 0 when it fits.
 */
export function onScreenShift(left: number, right: number, windowWidth: number): number {
  const room = windowWidth - EDGE;
  if (right > room) return Math.max(room - right, EDGE - left);
  return left < EDGE ? EDGE - left : 0;
}

export function usePopup() {
  const [open, setOpen] = useState(false);
  const wrapper = useRef<HTMLDivElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);

  /** Closes the popup; `refocus` gives the focus back to its toggle button. */
  const close = useCallback((refocus = true) => {
    setOpen(false);
    if (refocus) toggle.current?.focus();
  }, []);

  // While it is open, an outside click closes the popup (the focus stays where the shopper clicked),
  // and Escape anywhere in the field closes the popup only, never the modal the field is in: in the
  // calendar, on its button while the calendar is still loading (the focus is still there), or in
  // the typed field (where the focus stays).
  useEffect(() => {
    const field = wrapper.current;
    if (!open || !field) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!field.contains(event.target as Node)) setOpen(false);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      event.preventDefault();
      event.stopPropagation();
      close(!(event.target instanceof HTMLInputElement && event.target.type === 'text'));
    };
    document.addEventListener('pointerdown', onPointerDown);
    field.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      field.removeEventListener('keydown', onKeyDown);
    };
  }, [open, close]);

  // Placed under its field, moved as far as it would stick out of the window, and scrolled into view
  // (on a phone it can open below the fold); again whenever its size changes, as when the calendar
  // arrives in place of its loading line.
  const popup = useCallback((element: HTMLElement | null) => {
    if (!element) return;
    const place = () => {
      element.style.translate = '';
      const box = element.getBoundingClientRect();
      const shift = onScreenShift(box.left, box.right, document.documentElement.clientWidth);
      if (shift) element.style.translate = `${shift}px 0`;
      element.scrollIntoView?.({ block: 'nearest' });
    };
    place();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(place);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  return { open, setOpen, wrapper, toggle, close, popup };
}

// A collapsible card's focus: a card closed by its own button (Update, Confirm) gives the focus to its
// header's toggle, so a keyboard or screen-reader user stays on the card, not at the top of the page.
import { useEffect, useRef } from 'react';

export function useCollapseFocus<Body extends HTMLElement>(expanded: boolean) {
  const toggleRef = useRef<HTMLButtonElement>(null);
  const bodyRef = useRef<Body>(null);
  const wasExpanded = useRef(expanded);
  useEffect(() => {
    const active = document.activeElement;
    const lost = active === document.body || bodyRef.current?.contains(active);
    if (wasExpanded.current && !expanded && lost) toggleRef.current?.focus();
    wasExpanded.current = expanded;
  }, [expanded]);
  return { toggleRef, bodyRef };
}

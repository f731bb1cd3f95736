// Where the window scrolls when the route changes. In-page anchor scrolling (seed 000 §2 'In-page
// anchor scrolling is enabled'): an address with #id scrolls to that element once it is on the page,
// since a page's content arrives after its route (a venue's page may link to '/#passes'). Any other
// move to a new page starts at its top, as a full page load would; Back and Forward leave the
// position to the browser, and a path that extends or trims the previous one (the checkout and its
// terms modal, a promotion code's result) is the same page, so it keeps its place.
import { useEffect, useRef } from 'react';
import { useLocation } from 'wouter';

/** How long an anchor is waited for before the page gives up on it (its content failed to come). */
const ANCHOR_WAIT_MS = 5_000;

/** The element id an address's hash names, or null. */
export function anchorOf(hash: string): string | null {
  const raw = hash.startsWith('#') ? hash.slice(1) : hash;
  if (!raw) return null;
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}

/** Whether moving from one path to another is a move within one page (one extends the other). */
export const samePage = (from: string, to: string): boolean =>
  from === to || to.startsWith(`${from}/`) || from.startsWith(`${to}/`);

/** Scrolls to the element with this id as soon as it is on the page; answers a function that stops waiting. */
export function scrollToAnchor(id: string, waitMs = ANCHOR_WAIT_MS): () => void {
  const found = () => {
    const element = document.getElementById(id);
    element?.scrollIntoView({ block: 'start' });
    return element !== null;
  };
  if (found()) return () => undefined;
  const observer = new MutationObserver(() => {
    if (found()) stop();
  });
  const timer = setTimeout(() => stop(), waitMs);
  const stop = () => {
    observer.disconnect();
    clearTimeout(timer);
  };
  observer.observe(document.body, { childList: true, subtree: true });
  return stop;
}

let historyMove = false;
if (typeof window !== 'undefined') addEventListener('popstate', () => (historyMove = true));

/**
 * Gives a page's heading the focus as the page finishes loading (so a screen reader starts there),
 * without scrolling away from an anchor the address names.
 */
export function focusHeading(heading: HTMLElement | null): void {
  heading?.focus({ preventScroll: anchorOf(location.hash) !== null });
}

/** The shell's scrolling on route changes (see above). */
export function useRouteScrolling(): void {
  const [path] = useLocation();
  const previous = useRef<string | null>(null);
  useEffect(() => {
    const from = previous.current;
    previous.current = path;
    const back = historyMove;
    historyMove = false;
    const anchor = anchorOf(location.hash);
    if (anchor) return scrollToAnchor(anchor);
    if (from !== null && !back && !samePage(from, path)) window.scrollTo(0, 0);
  }, [path]);
}

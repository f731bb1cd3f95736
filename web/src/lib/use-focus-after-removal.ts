// A removed row takes its Remove button with it, where the confirmation dialog would give the focus
// back: the list's heading takes it instead, once the dialog has closed (before, the page is inert).
import { useEffect, useRef } from 'react';

/**
 * `heading` goes on the list's heading; `removed()` is called when a removal succeeded. `asking` is
 * the row whose removal the dialog asks about (null once it has closed).
 */
export function useFocusAfterRemoval(asking: unknown) {
  const heading = useRef<HTMLHeadingElement>(null);
  const pending = useRef(false);
  useEffect(() => {
    if (asking || !pending.current) return;
    pending.current = false;
    heading.current?.focus();
  }, [asking]);
  return {
    heading,
    removed: () => {
      pending.current = true;
    },
  };
}

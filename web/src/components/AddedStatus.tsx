// What was just added to the cart, with the way on to it: a status message that takes the focus when
// it appears (the product modal that did the adding has just closed, so the shopper is told where
// things stand and can go on with one Tab), and a 'Go to Cart' link. The seeds give no words for it.
import { useEffect, useRef } from 'react';
import { Link } from 'wouter';
import './added-status.css';

interface AddedStatusProps {
  /** 'Added to your cart: 2 Adult (Ages 10+) — Day Ticket'; a new text takes the focus again. */
  readonly text: string;
}

export function AddedStatus({ text }: AddedStatusProps) {
  const ref = useRef<HTMLDivElement>(null);
  // After the modal's own cleanup has given the focus back to its opener (same turn), take it here.
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new text is a new add to announce.
  useEffect(() => {
    const frame = requestAnimationFrame(() => ref.current?.focus());
    return () => cancelAnimationFrame(frame);
  }, [text]);
  return (
    <div ref={ref} role="status" tabIndex={-1} className="added-status">
      <p>{text}</p>
      <Link href="/cart">Go to Cart</Link>
    </div>
  );
}

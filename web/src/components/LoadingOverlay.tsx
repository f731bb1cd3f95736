// The full-page loading overlay (seed 002 §2.9): a message over the page while it cannot be used.
// `delayed` shows it only once loading has taken a moment, so a fast load does not flash it.
export function LoadingOverlay({
  message = 'Loading…',
  delayed = false,
}: {
  readonly message?: string;
  readonly delayed?: boolean;
}) {
  return (
    <div
      className={delayed ? 'loading-overlay after-a-moment' : 'loading-overlay'}
      role="status"
      aria-live="polite"
    >
      <article aria-busy="true">{message}</article>
    </div>
  );
}

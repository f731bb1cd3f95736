// The full-page loading overlay (seed 002 §2.9): a message over the page while it cannot be used.
export function LoadingOverlay({ message = 'Loading…' }: { readonly message?: string }) {
  return (
    <div className="loading-overlay" role="status" aria-live="polite">
      <article aria-busy="true">{message}</article>
    </div>
  );
}

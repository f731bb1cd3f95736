// Start-up work every call waits for (the story's seeded orders), begun at once. Should it fail (the
// database restarting as the server starts), the next call that waits for it runs it again, instead
// of every call failing with that error from then on; and a failure no call waited for yet is never
// an unhandled rejection.
export function untilDone(work: () => Promise<void>): () => Promise<void> {
  let current: Promise<void> | null = null;
  const start = (): Promise<void> => {
    const attempt = work();
    current = attempt;
    attempt.catch(() => {
      if (current === attempt) current = null;
    });
    return attempt;
  };
  void start();
  return () => current ?? start();
}

// The server's clock. BOXOFFICE_NOW (an ISO instant) starts it at that moment and lets it run on from
// there: the test runs set it to the story's today (openapi/STORY.md: Sunday 2026-11-22), so the
// story's dated performances (2026-12-05 ...) stay in the future for the journeys and the contract
// tests whatever the real date is. Without it, the real clock.
import type { Clock } from './services.js';

export function clockFrom(start: string | undefined, real: () => number = Date.now): Clock {
  if (start === undefined || start === '') return { now: real };
  const at = Date.parse(start);
  if (!/^\d{4}-\d{2}-\d{2}T/.test(start) || Number.isNaN(at))
    throw new Error(`BOXOFFICE_NOW must be an ISO instant such as 2026-11-22T15:04:05Z, not '${start}'`);
  const offset = at - real();
  return { now: () => real() + offset };
}

/**
 * Runs `work` every `everyMs`, one run at a time (a run still going when the next is due makes it
 * skip), its failures to `onError`; the timer does not keep the process alive. Answers the function
 * that stops it.
 */
export function repeatEvery(
  everyMs: number,
  work: () => Promise<unknown>,
  onError: (error: unknown) => void,
) {
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    work()
      .catch(onError)
      .finally(() => {
        running = false;
      });
  }, everyMs);
  timer.unref();
  return (): void => clearInterval(timer);
}

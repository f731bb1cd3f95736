// The idle-session timer (seed 000 §4 'Idle session'): a one-second check of the time since the
// last API call; every call starts the idle time again. When it passes the settings'
// sessionTimeout, the session is read again (GET session?ts=): a signed-in shopper is sent to
// logout, returning to the session-ended page; an anonymous one goes straight to that page. The
// page to return to afterwards is kept in returnUrl.
//
// The check compares clock readings instead of counting ticks, so a tab whose timers were
// suspended or slowed in the background still ends on time, and it reads the monotonic clock
// (performance.now), which a change of the computer's clock does not move.
//
// Keep-alive (GET /api/session, seed 000's API table): a shopper who is busy on one page (typing a
// long checkout form) makes no API calls, but is not idle. Their activity sends the keep-alive
// now and then, which keeps the server's session open and, as an API call, restarts the idle time.
//
// Warning (WCAG 2.2.1): before the end, the shopper is told how long is left and may stay with one
// action (`idleWarning`, shown by IdleWarning), with at least 20 seconds to do it. It runs on every
// page but the session-ended page itself (seed 000 §4 'not already on the timeout page'), the
// confirmation included: a signed-in session left open there still ends.
import { proxy } from 'valtio';
import { api } from './api';
import { loadSession, site } from './site';

/** Seconds left before the idle timeout while the warning shows; null when it does not. */
export const idleWarning = proxy<{ secondsLeft: number | null }>({ secondsLeft: null });

/** Whether the timeout runs on a page: everywhere but the session-ended page (seed 000 §4). */
export const idleTimed = (pathname: string): boolean =>
  pathname !== '/session-timeout' && !pathname.startsWith('/session-timeout/');

export type IdleOutcome = { kind: 'logout'; href: string } | { kind: 'route'; path: string };

/** How often the idle time is checked (seed 000 §9: every 1 second). */
export const IDLE_CHECK_MS = 1000;

/** Where the idle timeout sends the shopper, from the page they were on. */
export function idleOutcome(signedIn: boolean, currentPath: string): IdleOutcome {
  const ended = `/session-timeout?returnUrl=${encodeURIComponent(currentPath)}`;
  return signedIn
    ? { kind: 'logout', href: `/logout?ReturnUrl=${encodeURIComponent(ended)}` }
    : { kind: 'route', path: ended };
}

/** True once `timeoutSeconds` have passed since the last call (times in milliseconds). */
export const idleExpired = (lastCall: number, now: number, timeoutSeconds: number): boolean =>
  timeoutSeconds > 0 && now - lastCall >= timeoutSeconds * 1000;

/** How long before the timeout the warning shows: a tenth of it, from 20 seconds to 2 minutes. */
export const warningLead = (timeoutSeconds: number): number =>
  Math.max(20, Math.min(120, Math.round(timeoutSeconds / 10)));

/** Whole seconds left to warn about, or null while it is not time to warn (or already over). */
export function idleSecondsLeft(lastCall: number, now: number, timeoutSeconds: number): number | null {
  if (timeoutSeconds <= 0) return null;
  const left = timeoutSeconds * 1000 - (now - lastCall);
  return left > 0 && left <= warningLead(timeoutSeconds) * 1000 ? Math.ceil(left / 1000) : null;
}

/** Sends the keep-alive: the shopper's one action to stay (the warning's button). */
export const stayActive = (): Promise<unknown> => api.GET('/session').catch(() => undefined);

/**
 * How long activity may go without an API call before the keep-alive is sent: a quarter of the
 * timeout, between 30 seconds and 5 minutes, so the server's session never ends under a busy shopper
 * and an active page sends at most a few small calls.
 */
export const keepAliveInterval = (timeoutSeconds: number): number =>
  Math.min(5 * 60_000, Math.max(30_000, (timeoutSeconds * 1000) / 4));

/** True when the shopper's activity should send the keep-alive now. */
export const keepAliveDue = (lastCall: number, now: number, timeoutSeconds: number): boolean =>
  timeoutSeconds > 0 && now - lastCall >= keepAliveInterval(timeoutSeconds);

/** What counts as the shopper being there. */
const ACTIVITY = ['pointerdown', 'keydown', 'input', 'wheel', 'touchstart'] as const;

export function startIdleTimer(navigate: (path: string) => void): () => void {
  let lastCall = performance.now();
  let leaving = false;
  const timeout = () => site.settings?.sessionTimeout ?? 0;

  const expire = async () => {
    leaving = true;
    try {
      const session = await loadSession().catch(() => null);
      const outcome = idleOutcome(session?.userAuthenticated ?? false, location.pathname + location.search);
      if (outcome.kind === 'logout') location.assign(outcome.href);
      else navigate(outcome.path);
    } finally {
      leaving = false;
    }
  };
  const warn = (secondsLeft: number | null) => {
    if (idleWarning.secondsLeft !== secondsLeft) idleWarning.secondsLeft = secondsLeft;
  };
  const check = () => {
    if (leaving || !idleTimed(location.pathname)) return warn(null);
    const now = performance.now();
    warn(idleSecondsLeft(lastCall, now, timeout()));
    if (idleExpired(lastCall, now, timeout())) {
      warn(null);
      void expire();
    }
  };
  const onActivity = () => {
    if (leaving || !keepAliveDue(lastCall, performance.now(), timeout())) return;
    // Counted as a call at once, so a burst of activity sends one keep-alive.
    lastCall = performance.now();
    void stayActive();
  };

  const called = () => {
    lastCall = performance.now();
    warn(null);
  };
  const offCalls = api.on('apiCall', called);
  // A call asking again (in the waiting room's line, for minutes maybe) keeps the session too.
  const offRetries = api.on('retrying', called);
  const off = () => {
    offCalls();
    offRetries();
  };
  const interval = setInterval(check, IDLE_CHECK_MS);
  // A tab coming back from the background is checked at once, not at the next tick.
  document.addEventListener('visibilitychange', check);
  for (const type of ACTIVITY) window.addEventListener(type, onActivity, { capture: true, passive: true });
  return () => {
    clearInterval(interval);
    document.removeEventListener('visibilitychange', check);
    for (const type of ACTIVITY) window.removeEventListener(type, onActivity, { capture: true });
    off();
    warn(null);
  };
}

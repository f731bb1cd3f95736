// The idle-session timer (seed 000 §4): every API call restarts it. When it runs out, the session is
// read again: a signed-in shopper is sent to logout, returning to the session-ended page; an
// anonymous one goes straight to that page. The page to return to afterwards is kept in returnUrl.
import { api } from './api';
import { loadSession, site } from './site';

export type IdleOutcome = { kind: 'logout'; href: string } | { kind: 'route'; path: string };

/** Where the idle timeout sends the shopper, from the page they were on. */
export function idleOutcome(signedIn: boolean, currentPath: string): IdleOutcome {
  const ended = `/session-timeout?returnUrl=${encodeURIComponent(currentPath)}`;
  return signedIn
    ? { kind: 'logout', href: `/logout?ReturnUrl=${encodeURIComponent(ended)}` }
    : { kind: 'route', path: ended };
}

export function startIdleTimer(navigate: (path: string) => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const restart = () => {
    clearTimeout(timer);
    const seconds = site.settings?.sessionTimeout;
    if (!seconds) return;
    timer = setTimeout(expire, seconds * 1000);
  };
  const expire = async () => {
    if (location.pathname.startsWith('/session-timeout')) return;
    const session = await loadSession().catch(() => null);
    const outcome = idleOutcome(session?.userAuthenticated ?? false, location.pathname + location.search);
    if (outcome.kind === 'logout') location.assign(outcome.href);
    else navigate(outcome.path);
  };
  const off = api.on('apiCall', restart);
  restart();
  return () => {
    clearTimeout(timer);
    off();
  };
}

// Graceful shutdown: stop taking connections, let the requests in flight finish, then resolve;
// after the timeout, cut whatever is left. Readiness fails from the start, so probes on a
// connection still open see 503.
import type { Server } from 'node:http';
import type { Readiness } from './health.js';

export type ShutdownResult = 'drained' | 'timed out';

/**
 * What the supervisor (supervise.ts) sends a worker to shut it down as SIGTERM would: a message, not
 * a signal, so that a worker that also got the terminal's Ctrl+C does not take the two for a second
 * signal (which exits at once).
 */
export const STOP_MESSAGE = 'boxoffice:stop';
/** What a worker sends its supervisor once it serves (every server listening): it started. */
export const READY_MESSAGE = 'boxoffice:ready';

export interface ShutdownOptions {
  readonly readiness?: Readiness;
  /** How long in-flight requests may take before their connections are cut. */
  readonly timeoutMs?: number;
}

/** How often idle keep-alive connections are closed while waiting (one finishing a request becomes idle). */
const IDLE_SWEEP_MS = 100;

export function shutDown(servers: readonly Server[], options: ShutdownOptions = {}): Promise<ShutdownResult> {
  options.readiness?.drain();
  return new Promise((resolve) => {
    let open = servers.length;
    const finish = (result: ShutdownResult) => {
      clearTimeout(timer);
      clearInterval(sweep);
      resolve(result);
    };
    const timer = setTimeout(() => {
      for (const server of servers) server.closeAllConnections();
      finish('timed out');
    }, options.timeoutMs ?? 10_000);
    const sweep = setInterval(() => {
      for (const server of servers) server.closeIdleConnections();
    }, IDLE_SWEEP_MS);
    if (open === 0) finish('drained');
    for (const server of servers) {
      // close() stops listening at once and calls back when its last connection has ended.
      server.close(() => {
        open -= 1;
        if (open === 0) finish('drained');
      });
      server.closeIdleConnections();
    }
  });
}

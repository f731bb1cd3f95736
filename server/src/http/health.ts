// Liveness and readiness, outside /api so a load balancer or orchestrator can probe them without a
// session: /health/live answers while the process runs; /health/ready answers 503 once the server
// is shutting down (shutdown.ts), so no new traffic is sent its way, and while its store's database
// cannot be reached (a restart of PostgreSQL: the calls meanwhile get 503), 200 again once it can.
import type { Hono } from 'hono';
import type { Store } from '../store/store.js';

export class Readiness {
  #draining = false;

  /** The server is shutting down: readiness fails from now on. */
  drain(): void {
    this.#draining = true;
  }

  get ready(): boolean {
    return !this.#draining;
  }
}

/** When a probe that found the database out of reach should look again (s). */
const UNREACHABLE_RETRY_SECONDS = '2';

export function mountHealth(app: Hono, readiness: Readiness, store?: Pick<Store, 'reachable'>): void {
  app.get('/health/live', (c) => c.json({ status: 'ok' }));
  app.get('/health/ready', async (c) => {
    if (!readiness.ready) return c.json({ status: 'shutting down' }, 503);
    if (store && !(await store.reachable())) {
      // With Retry-After it is logged as shed load (logging.ts), not as an error per probe.
      c.header('Retry-After', UNREACHABLE_RETRY_SECONDS);
      return c.json({ status: 'database unreachable' }, 503);
    }
    return c.json({ status: 'ok' });
  });
}

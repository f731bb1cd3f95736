// Liveness and readiness, outside /api so a load balancer or orchestrator can probe them without a
// session: /health/live answers while the process runs; /health/ready answers 503 once the server
// is shutting down (shutdown.ts), so no new traffic is sent its way.
import type { Hono } from 'hono';

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

export function mountHealth(app: Hono, readiness: Readiness): void {
  app.get('/health/live', (c) => c.json({ status: 'ok' }));
  app.get('/health/ready', (c) =>
    readiness.ready ? c.json({ status: 'ok' }) : c.json({ status: 'shutting down' }, 503),
  );
}

// Test controls, outside the API and off unless the server starts with BOXOFFICE_TEST_CONTROLS=1
// (the end-to-end tests start it so). They change the venue's state the way the world would, so a
// journey can meet it: an item that stops being available, for the revised cart.
//
//   POST /test-controls/unavailable   {"id": "prod_parking"}   product, variant or performance id
//   DELETE /test-controls/unavailable {"id": "prod_parking"}   available again
import type { Hono } from 'hono';
import { UNAVAILABLE_COLLECTION } from '../domain/cart/revise.js';
import { BODY_LIMITS, limitBody } from '../http/limits.js';
import type { Services } from '../services.js';

export function mountTestControls(app: Hono, services: Services): void {
  const unavailable = services.store.collection<boolean>(UNAVAILABLE_COLLECTION);
  app.on(['POST', 'DELETE'], '/test-controls/unavailable', limitBody(BODY_LIMITS.form), async (c) => {
    const body = (await c.req.json().catch(() => null)) as { id?: unknown } | null;
    if (typeof body?.id !== 'string' || body.id === '')
      return c.json({ success: false, message: 'Send {"id": "<product, variant or performance id>"}' }, 400);
    if (c.req.method === 'POST') await unavailable.put(body.id, true);
    else await unavailable.delete(body.id);
    return c.json({ success: true, message: null });
  });
}

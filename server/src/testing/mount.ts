// Test controls, outside the API and off unless the server starts with BOXOFFICE_TEST_CONTROLS=1
// (the end-to-end tests start it so). They change the venue's state the way the world would, so a
// journey can meet it: an item that stops being available, for the revised cart.
//
//   POST /test-controls/unavailable   {"id": "prod_parking"}   product, variant or performance id
//   DELETE /test-controls/unavailable {"id": "prod_parking"}   available again
//   POST /test-controls/on-sale       {"item": "prod_day", "opensInSeconds": 5}   an on-sale opening soon
//   DELETE /test-controls/on-sale                                 none
//   POST /test-controls/hold-ends     {"inSeconds": 3}   the calling session's holds end that soon
import type { Hono } from 'hono';
import { getCookie } from 'hono/cookie';
import { UNAVAILABLE_COLLECTION } from '../domain/cart/revise.js';
import { placeKeys } from '../domain/holds/ledger.js';
import { holdsOf, saveHolds } from '../domain/holds/records.js';
import { BODY_LIMITS, limitBody } from '../http/limits.js';
import { SESSION_COOKIE } from '../http/session.js';
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
  // The operator's on-sale of this instance (BOXOFFICE_ON_SALE_ITEM and _AT in production).
  app.on(['POST', 'DELETE'], '/test-controls/on-sale', limitBody(BODY_LIMITS.form), async (c) => {
    if (c.req.method === 'DELETE') {
      services.waitingRoom.onSale = null;
      return c.json({ success: true, message: null });
    }
    const body = (await c.req.json().catch(() => null)) as {
      item?: unknown;
      opensInSeconds?: unknown;
    } | null;
    const seconds = body?.opensInSeconds;
    if (typeof body?.item !== 'string' || typeof seconds !== 'number' || !(seconds >= 0))
      return c.json(
        { success: false, message: 'Send {"item": "<product or performance id>", "opensInSeconds": 5}' },
        400,
      );
    services.waitingRoom.onSale = { item: body.item, opensAt: services.clock.now() + seconds * 1000 };
    return c.json({ success: true, message: null });
  });
  // The hold time as it runs out for one shopper (the session of the cookie), without waiting for it.
  // What the session remembers of those places' first holds ends then too (domain/holds/ledger.ts).
  app.post('/test-controls/hold-ends', limitBody(BODY_LIMITS.form), async (c) => {
    const body = (await c.req.json().catch(() => null)) as { inSeconds?: unknown } | null;
    const seconds = body?.inSeconds;
    const sessionId = getCookie(c, SESSION_COOKIE);
    if (typeof seconds !== 'number' || !(seconds >= 0) || !sessionId)
      return c.json({ success: false, message: 'Send {"inSeconds": 3} with the session cookie' }, 400);
    const now = services.clock.now();
    const held = await services.store.visit(sessionId, now, 'write', async () => {
      const { lines, held: memory } = await holdsOf(services.store, sessionId);
      const ends = now + seconds * 1000;
      const next = Object.fromEntries(
        Object.entries(lines).map(([id, line]) => [id, { ...line, expiresAt: ends }]),
      );
      const places = Object.values(lines).flatMap((line) => placeKeys(line.counts));
      await saveHolds(services.store, sessionId, next, {
        ...memory,
        ...Object.fromEntries(places.map((key) => [key, ends])),
      });
      return Object.keys(next).length;
    });
    return c.json({ success: held > 0, message: held > 0 ? null : 'This session holds nothing' });
  });
}

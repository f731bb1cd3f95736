// The answer observer (http/answers.ts) sees every /api answer as the client gets it: an operation's,
// the app's error handler's (a busy store before any route), a path no operation has; JSON with its
// text, other media without; nothing outside /api. The test runs check what it sees (support/answers.ts).
import { describe, expect, it } from 'vitest';
import type { ApiAnswer } from '../../src/http/answers.js';
import { StoreBusy } from '../../src/store/store.js';
import { testApp } from '../support/client.js';

function observed() {
  const seen: ApiAnswer[] = [];
  const app = testApp({ answers: (answer) => seen.push(answer) });
  return { app, seen };
}

describe('the answer observer', () => {
  it("sees an operation's answer, its path relative to the API root and its JSON text; the client still reads it", async () => {
    const { app, seen } = observed();
    const response = await app.app.request('/api/settings?ts=1');
    expect((await response.json()).webSiteName).toBeTypeOf('string');
    expect(seen).toHaveLength(1);
    const [answer] = seen;
    expect(answer).toMatchObject({ method: 'GET', path: '/settings', status: 200 });
    expect(JSON.parse(answer?.body ?? '')).toMatchObject({ webSiteName: expect.any(String) });
  });

  it("sees the app's error handler's answer (a busy store), and a path no operation has", async () => {
    const { app, seen } = observed();
    app.services.store.visit = () => Promise.reject(new StoreBusy(2, 'test'));
    const busy = await app.app.request('/api/cart/mini-cart');
    await app.app.request('/api/no-such-call');
    expect(seen.map((a) => [a.path, a.status])).toEqual([
      ['/cart/mini-cart', busy.status],
      ['/no-such-call', 404],
    ]);
    expect(busy.status).toBe(503);
    expect(seen[0]?.headers.get('retry-after')).toBeTruthy();
  });

  it('passes other media unread (a barcode image), and sees nothing outside /api', async () => {
    const { app, seen } = observed();
    // The story's order's reservation code (openapi/STORY.md), seeded at start.
    const png = await app.app.request('/api/ticket/barcode/RZ7K4M2Q');
    await app.app.request('/health/live');
    await app.app.request('/brand/logo.svg');
    expect(png.headers.get('content-type')).toBe('image/png');
    expect((await png.arrayBuffer()).byteLength).toBeGreaterThan(100);
    expect(seen.map((a) => [a.path, a.status, a.body])).toEqual([
      ['/ticket/barcode/RZ7K4M2Q', 200, undefined],
    ]);
  });
});

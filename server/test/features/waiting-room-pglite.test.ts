// The waiting room on the embedded store (PGlite), where the line opens by itself: it opens only
// when the store cannot keep up, as the calls' waits at its door show, never for a few visitors
// arriving together (issue 40: four browsers opening a pass page at once were put in line, and 12 of
// 32 fresh API visitors at once were answered 503, because the line counted arrivals).
import { isStorefrontApiError } from '@boxoffice/sdk';
import { afterEach, describe, expect, it } from 'vitest';
import { type KeeperOptions, PACE_BY_STORE } from '../../src/domain/waiting-room/keeper.js';
import { pgliteAdmission } from '../../src/store/open.js';
import type { SqlStore } from '../../src/store/sql/sql-store.js';
import { type TestApp, TestShopper, testApp } from '../support/client.js';
import { pgliteStore } from '../support/pglite-store.js';

let store: SqlStore | undefined;
afterEach(async () => {
  await store?.close();
  store = undefined;
});

/** An app on PGlite with the embedded store's door and pace, as `npm start` runs it. */
async function embeddedApp(pace: Partial<KeeperOptions> = {}): Promise<TestApp> {
  store = await pgliteStore(20 * 60_000, pgliteAdmission({}));
  return testApp({ store, linePace: { ...PACE_BY_STORE.pglite, ...pace } });
}

/** Watches the door while a test's calls run: stop() answers the longest wait seen there (ms). */
function longestDoorWait(): { stop: () => number } {
  let longest = 0;
  const timer = setInterval(() => {
    const waits = store?.doorBacklogMs();
    longest = Math.max(longest, waits?.inside ?? 0, waits?.firstCalls ?? 0);
  }, 5);
  return {
    stop: () => {
      clearInterval(timer);
      return Math.round(longest);
    },
  };
}

/** A visitor's first calls (its session, then a product page): 'in', or the answer that put it in line. */
async function visit(app: TestApp): Promise<string> {
  const shopper = new TestShopper(app);
  try {
    await shopper.open();
    await shopper.api.POST('/product/single', { body: { extProductId: 'prod_gold_pass', saleFlowId: 1 } });
    return 'in';
  } catch (error) {
    if (isStorefrontApiError(error)) return `${error.status} ${error.serverMessage}`;
    throw error;
  }
}

// PGlite opens and migrates in a few seconds, more on a busy machine.
describe('the embedded store’s line', { timeout: 60_000 }, () => {
  it('puts none of 32 fresh visitors arriving at once in line', async () => {
    const app = await embeddedApp();
    for (const round of ['a started server', 'a server that has served']) {
      const waited = longestDoorWait();
      const outcomes = await Promise.all(Array.from({ length: 32 }, () => visit(app)));
      const longest = waited.stop();
      expect(
        outcomes.filter((o) => o !== 'in'),
        `${round}: longest wait at the door ${longest} ms`,
      ).toEqual([]);
    }
  });

  it('puts none of four browsers in line, each opening its page with several calls at once', async () => {
    const app = await embeddedApp();
    // A page's first calls go out together, before any session exists: each makes one (reads: a
    // write needs the session's token first).
    const browser = () =>
      Promise.all(
        Array.from({ length: 6 }, async () => {
          const shopper = new TestShopper(app);
          try {
            await shopper.api.GET('/cart/mini-cart');
            return 'in';
          } catch (error) {
            if (isStorefrontApiError(error)) return `${error.status} ${error.serverMessage}`;
            throw error;
          }
        }),
      );
    const outcomes = (await Promise.all(Array.from({ length: 4 }, browser))).flat();
    expect(outcomes.filter((o) => o !== 'in')).toEqual([]);
  });

  it('opens when calls wait at the door past its mark: the crowd behind waits in line', async () => {
    // The same door, the line opening at waits of 20 ms: 64 visitors at once cannot all pass so soon.
    // Their first calls cost the store nothing (they come in as they arrive); their product pages wait
    // at the door, and those who arrive while they do wait in line.
    const app = await embeddedApp({ openAtWaitMs: 20, openAtFirstCallWaitMs: 20 });
    // A busy machine may serve a wave before anyone arrives behind it: up to three waves.
    const behind: string[] = [];
    const waves: string[] = [];
    for (let wave = 0; wave < 3 && !behind.some((o) => o.startsWith('503 ')); wave++) {
      let done = false;
      const first = Promise.all(Array.from({ length: 64 }, () => visit(app))).finally(() => {
        done = true;
      });
      const waiting = () => (store?.doorBacklogMs().inside ?? 0) > 20;
      while (!done && !behind.some((o) => o.startsWith('503 '))) {
        if (!waiting()) await new Promise((r) => setTimeout(r, 2));
        else behind.push(...(await Promise.all(Array.from({ length: 16 }, () => visit(app)))));
      }
      waves.push(...(await first));
    }
    expect(waves).toContain('in');
    // Those behind took places in line (told so at once, or let in from it before they asked).
    expect((await store?.line.read())?.last ?? 0).toBeGreaterThan(0);
  });
});

// A page's first call begun at start-up (lib/early-calls.ts): taken once by the page that would make
// it, never by another call, and not when it is old.
import { describe, expect, it, vi } from 'vitest';
import { callKey, EARLY_CALL_FRESH_MS, loadCodeSoon, startEarly, takeEarly } from '../../src/lib/early-calls';

describe('early calls', () => {
  it('give the page the call begun at start-up, once; a later load asks anew', async () => {
    const key = callKey('getCart', { revise: true });
    const early = vi.fn(async () => 'early');
    startEarly(key, early, 0);
    startEarly(key, early, 1); // a second start while one waits makes no second request
    expect(early).toHaveBeenCalledTimes(1);
    const page = vi.fn(async () => 'page');
    expect(await takeEarly(key, page, 100)).toBe('early');
    expect(page).not.toHaveBeenCalled();
    expect(await takeEarly(key, page, 200)).toBe('page');
    expect(page).toHaveBeenCalledTimes(1);
  });

  it('never hand one call to another: the key is the operation and what it sends', async () => {
    startEarly(callKey('getCart', { revise: true }), async () => 'revised', 0);
    expect(await takeEarly(callKey('getCart', { revise: false }), async () => 'plain', 1)).toBe('plain');
    expect(await takeEarly(callKey('getMultiProducts', { revise: true }), async () => 'list', 1)).toBe(
      'list',
    );
    expect(await takeEarly(callKey('getCart', { revise: true }), async () => 'again', 2)).toBe('revised');
  });

  it('drop a call begun too long ago: the page asks anew', async () => {
    const key = callKey('getSingleProduct', { extProductId: 'prod_day' });
    startEarly(key, async () => 'stale', 0);
    expect(await takeEarly(key, async () => 'fresh', EARLY_CALL_FRESH_MS + 1)).toBe('fresh');
    // and it is gone, not kept for a later load
    expect(await takeEarly(key, async () => 'later', EARLY_CALL_FRESH_MS + 2)).toBe('later');
  });

  it('keep a failure for the page to show, without an unhandled rejection meanwhile', async () => {
    const key = callKey('getCart', { revise: 'fails' });
    startEarly(key, () => Promise.reject(new Error('Service Unavailable')), 0);
    await new Promise((resolve) => setTimeout(resolve, 0));
    await expect(takeEarly(key, async () => 'page', 1)).rejects.toThrow('Service Unavailable');
  });

  it('load a page’s code in the next task, not the one that begins its calls, and a failure stays quiet', async () => {
    vi.useFakeTimers();
    try {
      const order: string[] = [];
      const code = vi.fn(async () => {
        order.push('code');
        throw new Error('offline');
      });
      loadCodeSoon(code);
      order.push('call');
      expect(code).not.toHaveBeenCalled();
      setTimeout(() => order.push('render'), 0);
      await vi.runAllTimersAsync();
      expect(order).toEqual(['call', 'code', 'render']);
    } finally {
      vi.useRealTimers();
    }
  });
});

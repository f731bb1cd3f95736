import { afterEach, describe, expect, it } from 'vitest';
import { retryAfterSeconds, Throttle, type ThrottleRule, tryAgainIn } from '../../src/domain/throttle.js';
import { MemoryStore } from '../../src/store/memory-store.js';

const MINUTE = 60_000;
const WINDOW = 15 * MINUTE;
const T0 = Date.parse('2026-11-22T15:00:00Z');

const stores: MemoryStore[] = [];
const newStore = () => {
  const store = new MemoryStore(() => 60_000);
  stores.push(store);
  return store;
};
afterEach(() => {
  for (const store of stores.splice(0)) store.close();
});

const throttle = (rule: ThrottleRule = { limit: 3, windowMs: WINDOW }, store = newStore()) =>
  new Throttle(store, 'test', rule);

describe('Throttle', () => {
  it('lets a key try until it has `limit` failures in the window, then refuses it', () => {
    const t = throttle();
    t.fail('a', T0);
    t.fail('a', T0 + 1000);
    expect(t.retryAfterMs('a', T0 + 2000)).toBe(0);
    t.fail('a', T0 + 2000);
    expect(t.retryAfterMs('a', T0 + 2000)).toBe(WINDOW - 2000);
    expect(t.retryAfterMs('b', T0 + 2000)).toBe(0);
  });

  it('slides: a key may try again once its oldest counted failure leaves the window', () => {
    const t = throttle();
    for (const at of [T0, T0 + 5 * MINUTE, T0 + 6 * MINUTE]) t.fail('a', at);
    expect(t.retryAfterMs('a', T0 + WINDOW - 1)).toBe(1);
    expect(t.retryAfterMs('a', T0 + WINDOW)).toBe(0);
    t.fail('a', T0 + WINDOW);
    expect(t.retryAfterMs('a', T0 + WINDOW)).toBe(5 * MINUTE);
  });

  it('forgives one failure, or clears them all', () => {
    const t = throttle();
    for (const at of [T0, T0 + 1, T0 + 2]) t.fail('a', at);
    t.forgive('a', T0 + 2);
    expect(t.retryAfterMs('a', T0 + 3)).toBe(0);
    t.fail('a', T0 + 3);
    t.clear('a');
    expect(t.retryAfterMs('a', T0 + 4)).toBe(0);
    t.forgive('nobody', T0);
  });

  it('counts in the store, so two throttles of one name share their failures', () => {
    const store = newStore();
    const a = throttle(undefined, store);
    const b = throttle(undefined, store);
    for (const at of [T0, T0 + 1, T0 + 2]) a.fail('key', at);
    expect(b.retryAfterMs('key', T0 + 3)).toBeGreaterThan(0);
    expect(new Throttle(store, 'other', { limit: 3, windowMs: WINDOW }).retryAfterMs('key', T0 + 3)).toBe(0);
  });

  it('stays bounded: quiet keys are swept, and a flood keeps only the most recent keys', () => {
    const store = newStore();
    const t = throttle({ limit: 3, windowMs: WINDOW, maxKeys: 10 }, store);
    const stored = () => [...store.collection(`throttle.test`).values()].length;
    for (let i = 0; i < 5; i++) t.fail(`old${i}`, T0);
    t.fail('late', T0 + WINDOW); // a window later: the quiet keys go
    expect(stored()).toBe(1);
    for (let i = 0; i < 100; i++) t.fail(`flood${i}`, T0 + WINDOW + i);
    expect(stored()).toBeLessThanOrEqual(20);
    t.fail('flood99', T0 + WINDOW + 100);
    t.fail('flood99', T0 + WINDOW + 101);
    expect(t.retryAfterMs('flood99', T0 + WINDOW + 102)).toBeGreaterThan(0);
  });
});

describe('retry wording', () => {
  it('rounds up to whole seconds and minutes', () => {
    expect(retryAfterSeconds(WINDOW)).toBe(900);
    expect(retryAfterSeconds(1)).toBe(1);
    expect(retryAfterSeconds(1001)).toBe(2);
    expect(tryAgainIn(WINDOW)).toBe('in 15 minutes');
    expect(tryAgainIn(61_000)).toBe('in 2 minutes');
    expect(tryAgainIn(1)).toBe('in 1 minute');
  });
});

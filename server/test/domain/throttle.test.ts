import { afterEach, describe, expect, it } from 'vitest';
import { startGuess } from '../../src/domain/guesses.js';
import {
  CHECKING_MS,
  retryAfterSeconds,
  Throttle,
  type ThrottleRule,
  tryAgainIn,
} from '../../src/domain/throttle.js';
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
  it('lets a key try until it has `limit` failures in the window, then refuses it', async () => {
    const t = throttle();
    await t.attempt('a', T0);
    await t.attempt('a', T0 + 1000);
    expect(await t.retryAfterMs('a', T0 + 2000)).toBe(0);
    await t.attempt('a', T0 + 2000);
    expect(await t.retryAfterMs('a', T0 + 2000)).toBe(WINDOW - 2000);
    expect(await t.retryAfterMs('b', T0 + 2000)).toBe(0);
  });

  it('slides: a key may try again once its oldest counted failure leaves the window', async () => {
    const t = throttle();
    for (const at of [T0, T0 + 5 * MINUTE, T0 + 6 * MINUTE]) await t.attempt('a', at);
    expect(await t.retryAfterMs('a', T0 + WINDOW - 1)).toBe(1);
    expect(await t.retryAfterMs('a', T0 + WINDOW)).toBe(0);
    await t.attempt('a', T0 + WINDOW);
    expect(await t.retryAfterMs('a', T0 + WINDOW)).toBe(5 * MINUTE);
  });

  it('forgives one failure, or clears them all', async () => {
    const t = throttle();
    for (const at of [T0, T0 + 1, T0 + 2]) await t.attempt('a', at);
    await t.forgive('a', T0 + 2);
    expect(await t.retryAfterMs('a', T0 + 3)).toBe(0);
    await t.attempt('a', T0 + 3);
    await t.clear('a');
    expect(await t.retryAfterMs('a', T0 + 4)).toBe(0);
    await t.forgive('nobody', T0);
  });

  it('counts in the store, so two throttles of one name share their failures', async () => {
    const store = newStore();
    const a = throttle(undefined, store);
    const b = throttle(undefined, store);
    for (const at of [T0, T0 + 1, T0 + 2]) await a.attempt('key', at);
    expect(await b.retryAfterMs('key', T0 + 3)).toBeGreaterThan(0);
    expect(
      await new Throttle(store, 'other', { limit: 3, windowMs: WINDOW }).retryAfterMs('key', T0 + 3),
    ).toBe(0);
  });

  it('stays bounded: quiet keys are swept, and a flood keeps only the most recent keys', async () => {
    const store = newStore();
    const t = throttle({ limit: 3, windowMs: WINDOW, maxKeys: 10 }, store);
    const stored = async () => (await store.collection(`throttle.test`).values()).length;
    for (let i = 0; i < 5; i++) await t.attempt(`old${i}`, T0);
    await t.attempt('late', T0 + WINDOW); // a window later: the quiet keys go
    expect(await stored()).toBe(1);
    for (let i = 0; i < 100; i++) await t.attempt(`flood${i}`, T0 + WINDOW + i);
    expect(await stored()).toBeLessThanOrEqual(20);
    await t.attempt('flood99', T0 + WINDOW + 100);
    await t.attempt('flood99', T0 + WINDOW + 101);
    expect(await t.retryAfterMs('flood99', T0 + WINDOW + 102)).toBeGreaterThan(0);
  });
});

describe('Throttle.attempt: checked and counted in one step', () => {
  it('counts an allowed attempt as a failure and answers 0', async () => {
    const t = throttle();
    expect(await t.attempt('a', T0)).toBe(0);
    expect(await t.attempt('a', T0 + 1000)).toBe(0);
    expect(await t.retryAfterMs('a', T0 + 2000)).toBe(0);
    expect(await t.attempt('a', T0 + 2000)).toBe(0);
    // Three attempts counted: the key is now refused, as after three failures.
    expect(await t.retryAfterMs('a', T0 + 2000)).toBe(WINDOW - 2000);
    expect(await t.attempt('b', T0 + 2000)).toBe(0);
  });

  it('refuses with the wait once the limit is reached, counting nothing then', async () => {
    const t = throttle();
    for (const at of [T0, T0 + 5 * MINUTE, T0 + 6 * MINUTE]) expect(await t.attempt('a', at)).toBe(0);
    expect(await t.attempt('a', T0 + 7 * MINUTE)).toBe(WINDOW - 7 * MINUTE);
    expect(await t.attempt('a', T0 + WINDOW - 1)).toBe(1);
    // The refused attempts were not counted: the window slides from the counted ones alone.
    expect(await t.attempt('a', T0 + WINDOW)).toBe(0);
    expect(await t.attempt('a', T0 + WINDOW)).toBe(5 * MINUTE);
  });

  it('lets no more than `limit` of many attempts at once through', async () => {
    const t = throttle();
    const waits = await Promise.all(Array.from({ length: 10 }, () => t.attempt('a', T0)));
    expect(waits.filter((w) => w === 0)).toHaveLength(3);
    expect(waits.filter((w) => w === WINDOW)).toHaveLength(7);
  });

  it('takes back an attempt that succeeded with forgive', async () => {
    const t = throttle();
    await t.attempt('a', T0);
    await t.attempt('a', T0 + 1);
    await t.attempt('a', T0 + 2);
    expect(await t.retryAfterMs('a', T0 + 3)).toBeGreaterThan(0);
    await t.forgive('a', T0 + 2);
    expect(await t.attempt('a', T0 + 3)).toBe(0);
  });
});

describe('Throttle.begin: tries still being checked', () => {
  const checking = { checking: true };

  it('counts them against the limit, telling a try refused only because of them', async () => {
    const t = throttle();
    for (let i = 0; i < 3; i++)
      expect(await t.begin('a', T0, checking)).toEqual({ wait: 0, checking: false });
    expect(await t.begin('a', T0 + 1000)).toEqual({ wait: CHECKING_MS - 1000, checking: true });
    // Settled as wrong, one by one: once all three are, the refusal is the window's.
    await t.settle('a', T0);
    await t.settle('a', T0);
    expect(await t.begin('a', T0 + 1000)).toMatchObject({ checking: true });
    await t.settle('a', T0);
    expect(await t.begin('a', T0 + 1000)).toEqual({ wait: WINDOW - 1000, checking: false });
  });

  it('lets a try through once one being checked is forgiven or its key cleared', async () => {
    const t = throttle();
    for (let i = 0; i < 3; i++) await t.begin('a', T0 + i, checking);
    await t.forgive('a', T0 + 1);
    expect(await t.begin('a', T0 + 10, checking)).toEqual({ wait: 0, checking: false });
    // A right try clears the key's failures, but not the tries of others still being checked.
    await t.settle('a', T0);
    await t.clear('a', T0 + 10);
    expect(await t.retryAfterMs('a', T0 + 11)).toBe(0);
    await t.begin('a', T0 + 11, checking);
    await t.begin('a', T0 + 12); // the third: T0 + 2 and T0 + 11 are still being checked
    expect(await t.begin('a', T0 + 13)).toEqual({ wait: CHECKING_MS - 11, checking: true });
    await t.settle('a', T0 + 2);
    await t.settle('a', T0 + 11);
    expect(await t.begin('a', T0 + 13)).toEqual({ wait: WINDOW - 11, checking: false });
  });

  it('counts a try still marked after CHECKING_MS as a failure', async () => {
    const t = throttle();
    for (let i = 0; i < 3; i++) await t.begin('a', T0, checking);
    expect(await t.begin('a', T0 + CHECKING_MS - 1)).toEqual({ wait: 1, checking: true });
    expect(await t.begin('a', T0 + CHECKING_MS)).toEqual({ wait: WINDOW - CHECKING_MS, checking: false });
  });
});

describe('startGuess while checking', () => {
  const key = (limit = 3) => ({ throttle: 'guess', key: 'secret', rule: { limit, windowMs: WINDOW } });

  it('waits for the tries being checked, and goes on when they were right', async () => {
    const store = newStore();
    const options = { whileChecking: { now: () => T0 } };
    const first = await Promise.all([1, 2, 3].map(() => startGuess(store, [key()], T0, options)));
    expect(first.map((g) => g.refused)).toEqual([null, null, null]);
    const waiting = startGuess(store, [key()], T0, options);
    await new Promise((resolve) => setTimeout(resolve, 50));
    await first[0]?.succeeded();
    expect((await waiting).refused).toBeNull();
  });

  it('is refused when they were wrong, and waits no longer than told', async () => {
    const store = newStore();
    const options = { whileChecking: { now: () => T0, waitMs: 300 } };
    const first = await Promise.all([1, 2, 3].map(() => startGuess(store, [key()], T0, options)));
    const started = Date.now();
    expect((await startGuess(store, [key()], T0, options)).refused).toEqual({
      throttle: 'guess',
      retryAfterMs: CHECKING_MS,
    });
    expect(Date.now() - started).toBeLessThan(1000);
    const waiting = startGuess(store, [key()], T0, options);
    for (const guess of first) await guess.wrong();
    expect((await waiting).refused).toEqual({ throttle: 'guess', retryAfterMs: WINDOW });
  });

  it('does not wait without whileChecking: a try counts as failed at once', async () => {
    const store = newStore();
    for (let i = 0; i < 3; i++) await startGuess(store, [key()], T0);
    expect((await startGuess(store, [key()], T0)).refused).toEqual({
      throttle: 'guess',
      retryAfterMs: WINDOW,
    });
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

// What a lost connection looks like (connection-loss.ts), how busyOrSame answers it, and how the
// store's reachability (reachability.ts) probes the database only when its last outcome is a failure
// or old, at most once a second.
import { describe, expect, it } from 'vitest';
import { isConnectionLoss } from '../../src/store/sql/connection-loss.js';
import { busyOrSame } from '../../src/store/sql/database.js';
import { Reachability } from '../../src/store/sql/reachability.js';
import { StoreBusy } from '../../src/store/store.js';

const withCode = (code: string, message = 'failed') => Object.assign(new Error(message), { code });

describe('a lost connection', () => {
  it("is PostgreSQL's shutdown and connection codes, a socket's errors, or the driver's words for it", () => {
    for (const code of ['57P01', '57P02', '57P03', '08000', '08001', '08003', '08004', '08006'])
      expect(isConnectionLoss(withCode(code)), code).toBe(true);
    for (const code of ['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT'])
      expect(isConnectionLoss(withCode(code)), code).toBe(true);
    for (const message of [
      'Connection terminated unexpectedly',
      'Connection terminated',
      'Connection terminated due to connection timeout',
      'Client has encountered a connection error and is not queryable',
    ])
      expect(isConnectionLoss(new Error(message)), message).toBe(true);
    expect(isConnectionLoss(new AggregateError([withCode('ECONNREFUSED')]))).toBe(true);
  });

  it('is not a wrong statement, a busy database, or anything else', () => {
    for (const error of [
      withCode('23505'),
      withCode('55P03'),
      withCode('42601'),
      new Error('boom'),
      'text',
      null,
    ])
      expect(isConnectionLoss(error)).toBe(false);
  });

  it('is a busy store (503 with Retry-After): its transaction never committed', () => {
    const busy = busyOrSame(withCode('57P01', 'terminating connection due to administrator command'));
    expect(busy).toBeInstanceOf(StoreBusy);
    expect((busy as StoreBusy).retryAfterSeconds).toBeGreaterThan(0);
    expect(busyOrSame(new Error('Connection terminated unexpectedly'))).toBeInstanceOf(StoreBusy);
    const wrong = withCode('23505');
    expect(busyOrSame(wrong)).toBe(wrong);
  });
});

/** A Reachability on a hand-moved clock, with a probe the test answers. */
function reachability() {
  const clock = { now: 0 };
  let probes = 0;
  let answer: () => Promise<unknown> = async () => undefined;
  const r = new Reachability(
    () => {
      probes++;
      return answer();
    },
    { freshMs: 3000, probeEveryMs: 1000, timeoutMs: 50 },
    () => clock.now,
  );
  return {
    r,
    clock,
    probes: () => probes,
    answer: (next: () => Promise<unknown>) => {
      answer = next;
    },
  };
}

describe('reachability', () => {
  it('answers from a recent success without probing', async () => {
    const { r, clock, probes } = reachability();
    r.answered();
    clock.now = 2999;
    expect(await r.reachable()).toBe(true);
    expect(probes()).toBe(0);
  });

  it('probes when nothing happened for a few seconds, or the last round trip lost its connection', async () => {
    const { r, clock, probes } = reachability();
    expect(await r.reachable()).toBe(true);
    expect(probes()).toBe(1);
    clock.now = 5000;
    r.lost();
    expect(await r.reachable()).toBe(true);
    expect(probes()).toBe(2);
  });

  it('probes at most once a second, and once for callers asking together', async () => {
    const { r, clock, probes, answer } = reachability();
    answer(async () => {
      throw new Error('Connection terminated unexpectedly');
    });
    r.lost();
    expect(await Promise.all([r.reachable(), r.reachable(), r.reachable()])).toEqual([false, false, false]);
    expect(probes()).toBe(1);
    clock.now = 999;
    expect(await r.reachable()).toBe(false);
    expect(probes()).toBe(1);
    answer(async () => undefined);
    clock.now = 1000;
    expect(await r.reachable()).toBe(true);
    expect(probes()).toBe(2);
  });

  it('takes a probe that does not answer in time for unreachable', async () => {
    const { r, answer } = reachability();
    answer(() => new Promise(() => {}));
    r.lost();
    expect(await r.reachable()).toBe(false);
  });

  it('is reachable again as soon as any round trip succeeds', async () => {
    const { r, clock, probes } = reachability();
    r.lost();
    clock.now = 10;
    r.answered();
    expect(await r.reachable()).toBe(true);
    expect(probes()).toBe(0);
  });
});

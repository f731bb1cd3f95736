import { describe, expect, it } from 'vitest';
import {
  fingerprint,
  IDEMPOTENCY_WINDOW_MS,
  IdempotencyLedger,
  idempotent,
} from '../../src/domain/orders/idempotency.js';
import { ApiError } from '../../src/http/errors.js';
import { MemoryStore } from '../../src/store/memory-store.js';

function ledger(now = { t: 0 }) {
  const store = new MemoryStore(() => 1000);
  return { store, now, ledger: new IdempotencyLedger(store.collection('idem'), () => now.t) };
}

describe('IdempotencyLedger', () => {
  it('replays the first answer of a key with the same request', async () => {
    const { ledger: l } = ledger();
    expect(await l.check('s|op', 'k1', 'body')).toEqual({ kind: 'fresh' });
    await l.remember('s|op', 'k1', 'body', { success: true });
    expect(await l.check('s|op', 'k1', 'body')).toEqual({ kind: 'replay', answer: { success: true } });
  });

  it('keeps keys apart by scope (session and operation)', async () => {
    const { ledger: l } = ledger();
    await l.remember('s1|op', 'k', 'body', 1);
    expect((await l.check('s2|op', 'k', 'body')).kind).toBe('fresh');
    expect((await l.check('s1|other', 'k', 'body')).kind).toBe('fresh');
  });

  it('refuses a key reused for another request', async () => {
    const { ledger: l } = ledger();
    await l.remember('s|op', 'k', 'body-a', 1);
    expect((await l.check('s|op', 'k', 'body-b')).kind).toBe('reused');
  });

  it('forgets answers after 24 hours', async () => {
    const { ledger: l, now } = ledger();
    await l.remember('s|op', 'k', 'b', 1);
    now.t = IDEMPOTENCY_WINDOW_MS - 1;
    expect((await l.check('s|op', 'k', 'b')).kind).toBe('replay');
    now.t = IDEMPOTENCY_WINDOW_MS;
    expect((await l.check('s|op', 'k', 'b')).kind).toBe('fresh');
  });

  it('treats no key as always fresh and rejects keys over 64 characters', async () => {
    const { ledger: l } = ledger();
    await l.remember('s|op', null, 'b', 1);
    expect((await l.check('s|op', null, 'b')).kind).toBe('fresh');
    expect((await l.check('s|op', 'x'.repeat(65), 'b')).kind).toBe('invalidKey');
    expect((await l.check('s|op', '', 'b')).kind).toBe('invalidKey');
  });

  it('fingerprints bodies regardless of key order', () => {
    expect(fingerprint({ a: 1, b: [{ c: 2, d: 3 }] })).toBe(fingerprint({ b: [{ d: 3, c: 2 }], a: 1 }));
    expect(fingerprint({ a: 1 })).not.toBe(fingerprint({ a: 2 }));
  });
});

describe('idempotent()', () => {
  const call = (store: MemoryStore, key: string | null, body: unknown = { x: 1 }) => ({
    services: { store, clock: { now: () => 0 } },
    session: { id: 'session-1' },
    request: new Request('http://x/', { headers: key === null ? {} : { 'Idempotency-Key': key } }),
    body,
  });

  it('runs the work once per key', async () => {
    const store = new MemoryStore(() => 1000);
    let runs = 0;
    const work = () => ({ n: ++runs });
    expect(await idempotent(call(store, 'k'), 'op', work)).toEqual({ n: 1 });
    expect(await idempotent(call(store, 'k'), 'op', work)).toEqual({ n: 1 });
    expect(await idempotent(call(store, null), 'op', work)).toEqual({ n: 2 });
    // An empty header is no key.
    expect(await idempotent(call(store, ''), 'op', work)).toEqual({ n: 3 });
    expect(runs).toBe(3);
  });

  it('does not keep failures, so a retry with the same key runs', async () => {
    const store = new MemoryStore(() => 1000);
    await expect(
      idempotent(call(store, 'k'), 'op', () => {
        throw new ApiError(409, 'not yet');
      }),
    ).rejects.toThrow('not yet');
    expect(await idempotent(call(store, 'k'), 'op', () => 'done')).toBe('done');
  });

  it('answers 409 for a key reused with another body and 400 for a bad key', async () => {
    const store = new MemoryStore(() => 1000);
    await idempotent(call(store, 'k', { a: 1 }), 'op', () => 1);
    await expect(idempotent(call(store, 'k', { a: 2 }), 'op', () => 2)).rejects.toMatchObject({
      status: 409,
    });
    await expect(idempotent(call(store, 'y'.repeat(65)), 'op', () => 2)).rejects.toMatchObject({
      status: 400,
    });
  });
});

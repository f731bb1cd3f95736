// The rules of an order in payment as another call of its session meets it (domain/orders/pending.ts):
// its payer's heartbeat says whether to wait for it or settle it; a wait is short and ends in a 503
// 'We are confirming your payment...' while the payer lives; a submit that finds it settled reads
// its key's answer again (idempotency.ts).
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  awaitOwnOrder,
  chargeTimeoutMs,
  HEARTBEAT_MS,
  idempotent,
  keepPaying,
  PAYER_SILENT_MS,
  PAYMENT_CONFIRMING_MESSAGE,
  PaymentConfirming,
  type PendingOrder,
  payerState,
  pendingOrders,
} from '../../src/domain/orders/index.js';
import { confirmingReply } from '../../src/features/order/confirming.js';
import { MemoryStore } from '../../src/store/memory-store.js';
import { StoreBusy } from '../../src/store/store.js';

const NOW = 1_000_000;

const pendingOrder = (fields: Partial<PendingOrder> = {}): PendingOrder =>
  ({
    id: 'order-1',
    orderNumber: 100500,
    sessionId: 'session-1',
    accountId: null,
    checkout: {} as PendingOrder['checkout'],
    counts: [],
    expiresAt: NOW + 60_000,
    payingAt: NOW,
    ...fields,
  }) as PendingOrder;

afterEach(() => {
  vi.useRealTimers();
});

describe("a payer's heartbeat", () => {
  it('is fresh while renewed within the silence it is allowed', () => {
    expect(payerState(pendingOrder(), NOW)).toBe('paying');
    expect(payerState(pendingOrder(), NOW + PAYER_SILENT_MS - 1)).toBe('paying');
  });

  it('is stale once silent that long (the paying server died): the order is to be settled', () => {
    expect(payerState(pendingOrder(), NOW + PAYER_SILENT_MS)).toBe('abandoned');
  });

  it('does not keep an order past its payment window, whatever it says', () => {
    expect(payerState(pendingOrder({ payingAt: NOW + 59_000 }), NOW + 60_000)).toBe('abandoned');
  });

  it('is not needed of an order kept before heartbeats: it waits for its window', () => {
    const { payingAt: _none, ...older } = pendingOrder();
    expect(payerState(older as PendingOrder, NOW + 59_999)).toBe('paying');
    expect(payerState(older as PendingOrder, NOW + 60_000)).toBe('abandoned');
  });

  it('is renewed every couple of seconds while the payment is taken, never bringing back a settled order', async () => {
    vi.useFakeTimers();
    const store = new MemoryStore(() => 60_000);
    const clock = { value: NOW };
    await pendingOrders(store).put('session-1', pendingOrder());
    const paying = keepPaying(store, () => clock.value, pendingOrder());
    clock.value = NOW + 1_500;
    await vi.advanceTimersByTimeAsync(HEARTBEAT_MS);
    expect((await pendingOrders(store).get('session-1'))?.payingAt).toBe(NOW + 1_500);
    // Settled meanwhile (by another call, or the sweep): the next beat writes nothing.
    await pendingOrders(store).delete('session-1');
    await vi.advanceTimersByTimeAsync(HEARTBEAT_MS);
    expect(await pendingOrders(store).get('session-1')).toBeUndefined();
    await paying.stop();
  });
});

describe("what a call meets of its session's order in payment", () => {
  const clock = { now: () => NOW };

  it('is nothing when the session has none', async () => {
    const store = new MemoryStore(() => 60_000);
    expect(await awaitOwnOrder(store, clock.now, 'session-1')).toEqual({ kind: 'none' });
  });

  it("settles a dead payer's order at once, without waiting", async () => {
    const store = new MemoryStore(() => 60_000);
    const dead = pendingOrder({ payingAt: NOW - PAYER_SILENT_MS });
    await pendingOrders(store).put('session-1', dead);
    const started = performance.now();
    expect(await awaitOwnOrder(store, clock.now, 'session-1')).toEqual({ kind: 'abandoned', pending: dead });
    expect(performance.now() - started).toBeLessThan(100);
  });

  it('waits for a live payer, and finds the order settled when it is', async () => {
    const store = new MemoryStore(() => 60_000);
    await pendingOrders(store).put('session-1', pendingOrder());
    setTimeout(() => void pendingOrders(store).delete('session-1'), 150);
    expect(await awaitOwnOrder(store, clock.now, 'session-1', 2_000)).toEqual({
      kind: 'settled',
      id: 'order-1',
    });
  });

  it('is told to come back (503, Retry-After 2, "We are confirming your payment...") while the payer lives', async () => {
    const store = new MemoryStore(() => 60_000);
    await pendingOrders(store).put('session-1', pendingOrder());
    const waited = awaitOwnOrder(store, clock.now, 'session-1', 200);
    await expect(waited).rejects.toBeInstanceOf(PaymentConfirming);
    const error = (await waited.catch((e: unknown) => e)) as PaymentConfirming;
    // Anywhere it is not answered as such, it is the busy store's 503: nothing was done.
    expect(error).toBeInstanceOf(StoreBusy);
    expect(confirmingReply(error)).toEqual({
      status: 503,
      headers: { 'Retry-After': '2' },
      body: { success: false, message: 'We are confirming your payment...' },
    });
    expect(PAYMENT_CONFIRMING_MESSAGE).toBe('We are confirming your payment...');
  });
});

describe('a submit that finds its session paying', () => {
  const call = (store: MemoryStore, key: string | null) => ({
    services: { store, clock: { now: () => 0 } },
    session: { id: 'session-1' },
    request: new Request('http://x/', { headers: key === null ? {} : { 'Idempotency-Key': key } }),
    body: { x: 1 },
  });

  it("answers the first try's answer, kept while it waited, without running again", async () => {
    const store = new MemoryStore(() => 1000);
    const first = call(store, 'k');
    let runs = 0;
    const work = async () => ({ n: ++runs });
    // The first try (on another instance) answers while this repeat waits for it.
    const answer = await idempotent(first, 'op', work, async () => {
      await idempotent(call(store, 'k'), 'op', work);
      return { found: true };
    });
    expect(answer).toEqual({ n: 1 });
    expect(runs).toBe(1);
  });

  it('answers the order its session turned out to have paid, and keeps that answer', async () => {
    const store = new MemoryStore(() => 1000);
    let runs = 0;
    const work = async () => ({ n: ++runs });
    const paid = { n: 0 };
    expect(
      await idempotent(call(store, 'new'), 'op', work, async () => ({ found: true, instead: paid })),
    ).toBe(paid);
    expect(await idempotent(call(store, 'new'), 'op', work)).toEqual(paid);
    expect(runs).toBe(0);
  });

  it('runs when what it found took nothing (the places are back in the cart)', async () => {
    const store = new MemoryStore(() => 1000);
    expect(
      await idempotent(
        call(store, 'k'),
        'op',
        async () => 'paid',
        async () => ({ found: true }),
      ),
    ).toBe('paid');
  });

  it('is not held up by a repeat whose answer is kept already', async () => {
    const store = new MemoryStore(() => 1000);
    await idempotent(call(store, 'k'), 'op', async () => 'placed');
    const ownOrder = vi.fn(async () => ({ found: false }));
    expect(await idempotent(call(store, 'k'), 'op', async () => 'again', ownOrder)).toBe('placed');
    expect(ownOrder).not.toHaveBeenCalled();
  });
});

describe('the charge timeout', () => {
  it('is half the payment window, at most 30 s: the answer comes within the web app’s minute', () => {
    expect(chargeTimeoutMs(60_000)).toBe(30_000);
    expect(chargeTimeoutMs(600_000)).toBe(30_000);
    expect(chargeTimeoutMs(20_000)).toBe(10_000);
  });
});

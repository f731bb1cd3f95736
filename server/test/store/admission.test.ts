// Admission at the store's door: a bounded number of calls at once, the rest waiting in arrival
// order (calls back from their payment first), and a clear refusal past the wait or queue bounds.
import { describe, expect, it } from 'vitest';
import { Admission } from '../../src/store/admission.js';
import { StoreBusy } from '../../src/store/store.js';

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

/** Waits for a turn and notes `name` in `order` when it comes. */
const noted = async (turn: Promise<() => void>, order: string[], name: string) => {
  const leave = await turn;
  order.push(name);
  return leave;
};

describe('admission', () => {
  it('lets `limit` calls in at once and the next ones in arrival order as turns are given back', async () => {
    const door = new Admission({ limit: 2, maxWaitMs: 1000, maxQueue: 10 });
    const order: string[] = [];
    const first = await door.enter();
    const second = await door.enter();
    const waiting = ['c', 'd', 'e'].map((name) => noted(door.enter(), order, name));
    await tick();
    expect(order).toEqual([]);
    expect(door.waiting).toBe(3);
    first();
    first(); // a turn is given back once, however often it is called
    await tick();
    expect(order).toEqual(['c']);
    second();
    (await waiting[0])?.();
    await Promise.all(waiting.slice(1));
    expect(order).toEqual(['c', 'd', 'e']);
    expect(door.active).toBe(2);
  });

  it('lets a call back from its payment in before calls that arrived earlier', async () => {
    const door = new Admission({ limit: 1, maxWaitMs: 1000, maxQueue: 10 });
    const leave = await door.enter();
    const order: string[] = [];
    const arriving = noted(door.enter(), order, 'arriving');
    const resuming = noted(door.enter('resuming'), order, 'resuming');
    leave();
    (await resuming)();
    (await arriving)();
    expect(order).toEqual(['resuming', 'arriving']);
  });

  it('lets checkout calls in before cart changes, and cart changes before browsing', async () => {
    const door = new Admission({ limit: 1, maxWaitMs: 1000, maxQueue: 10 });
    const leave = await door.enter();
    const order: string[] = [];
    const turns = [
      noted(door.enter('browse'), order, 'browse'),
      noted(door.enter('cart'), order, 'cart'),
      noted(door.enter('checkout'), order, 'checkout'),
    ];
    leave();
    for (const turn of [turns[2], turns[1], turns[0]]) (await turn)?.();
    expect(order).toEqual(['checkout', 'cart', 'browse']);
  });

  it('lets the shopper who came first go first within a priority', async () => {
    const door = new Admission({ limit: 1, maxWaitMs: 1000, maxQueue: 10 });
    const leave = await door.enter();
    const order: string[] = [];
    const turns = [
      noted(door.enter('browse', 30), order, 'third shopper'),
      noted(door.enter('browse', 10), order, 'first shopper'),
      noted(door.enter('browse', 20), order, 'second shopper'),
      noted(door.enter('browse', 10), order, 'first shopper again'),
    ];
    leave();
    for (const turn of [turns[1], turns[3], turns[2], turns[0]]) (await turn)?.();
    expect(order).toEqual(['first shopper', 'first shopper again', 'second shopper', 'third shopper']);
  });

  it('refuses a call that waited past maxWaitMs, and one more than maxQueue at once, with StoreBusy', async () => {
    const door = new Admission({ limit: 1, maxWaitMs: 30, maxQueue: 1 });
    const leave = await door.enter();
    const late = door.enter();
    const refused = await door.enter().catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(StoreBusy);
    expect((refused as StoreBusy).retryAfterSeconds).toBeGreaterThanOrEqual(1);
    await expect(late).rejects.toBeInstanceOf(StoreBusy);
    expect(door.waiting).toBe(0);
    leave();
    // The door is free again: the next call goes straight in.
    (await door.enter())();
  });

  it('never refuses a call back from its payment, however long the queue', async () => {
    const door = new Admission({ limit: 1, maxWaitMs: 10, maxQueue: 0 });
    const leave = await door.enter();
    const resuming = door.enter('resuming');
    await new Promise((resolve) => setTimeout(resolve, 30));
    leave();
    (await resuming)();
  });

  it('starts at most `perTurn` calls in one turn of the event loop, the next ones in the next turns', async () => {
    const door = new Admission({ limit: 4, maxWaitMs: 1000, maxQueue: 10, perTurn: 1 });
    const order: string[] = [];
    const nextTurn = () => new Promise((resolve) => setImmediate(resolve));
    const first = noted(door.enter(), order, 'a');
    const later = ['b', 'c'].map((name) => noted(door.enter(), order, name));
    // Free turns, but one call has started in this turn of the loop: the others wait for the next.
    expect(door.active).toBe(1);
    expect(door.waiting).toBe(2);
    (await first)();
    await Promise.resolve();
    expect(order).toEqual(['a']);
    await nextTurn();
    expect(order).toEqual(['a', 'b']);
    await nextTurn();
    expect(order).toEqual(['a', 'b', 'c']);
    for (const turn of later) (await turn)();
    expect(door.active).toBe(0);
  });

  it('lets a call that waited fairAfterMs go before later arrivals of any priority', async () => {
    let clock = 0;
    const door = new Admission({ limit: 1, maxWaitMs: 10_000, maxQueue: 10, fairAfterMs: 500 }, () => clock);
    const order: string[] = [];
    let leave = await door.enter();
    const visitor = noted(door.enter('new'), order, 'visitor');
    clock = 100;
    const browsing = noted(door.enter('browse'), order, 'browsing');
    const paying = noted(door.enter('pay'), order, 'paying');
    // Not yet waited long: by priority.
    leave();
    leave = await paying;
    expect(order).toEqual(['paying']);
    clock = 550;
    const paying2 = noted(door.enter('pay'), order, 'paying again');
    // The visitor has waited 550 ms: it goes before the payment that came after it.
    leave();
    leave = await visitor;
    expect(order).toEqual(['paying', 'visitor']);
    // Then, by arrival too: the browsing call waited 450 ms, not yet overdue, and goes by priority.
    leave();
    leave = await paying2;
    leave();
    (await browsing)();
    expect(order).toEqual(['paying', 'visitor', 'paying again', 'browsing']);
    expect(door.waiting).toBe(0);
  });

  it('forgets a refused waiter in the arrival order as well', async () => {
    let clock = 0;
    const door = new Admission({ limit: 1, maxWaitMs: 20, maxQueue: 10, fairAfterMs: 5 }, () => clock);
    const leave = await door.enter();
    const refused = door.enter('new').catch((error: unknown) => error);
    expect(await refused).toBeInstanceOf(StoreBusy);
    const order: string[] = [];
    clock = 100;
    const next = noted(door.enter('browse'), order, 'next');
    leave();
    (await next)();
    expect(order).toEqual(['next']);
    expect(door.waiting).toBe(0);
  });

  it('tells the refusals of one burst to come back one after another, in the order refused', async () => {
    let clock = 0;
    const door = new Admission({ limit: 1, maxWaitMs: 10, maxQueue: 0 }, () => clock);
    const leave = await door.enter();
    const retryAfterOf = async () =>
      ((await door.enter().catch((error: unknown) => error)) as StoreBusy).retryAfterSeconds;
    const burst: number[] = [];
    for (let i = 0; i < 12; i++) burst.push(await retryAfterOf());
    // Served at about 1 call a second (none served yet): the k-th refusal waits about k seconds.
    expect(burst).toEqual([1, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 10]);
    clock += 1000;
    expect(await retryAfterOf()).toBe(1);
    leave();
  });

  it('tells a refused call to come back in 1 to 10 seconds', () => {
    const door = new Admission({ limit: 1, maxWaitMs: 10, maxQueue: 0 });
    expect(door.retryAfter()).toBe(1);
  });
});

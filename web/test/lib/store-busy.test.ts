// The busy notice's state: a call counts from its first wait until it settles.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../src/lib/api';
import { callSettled, callWaits, storeBusy } from '../../src/lib/store-busy';

beforeEach(() => {
  storeBusy.waitingCalls = 0;
  storeBusy.waitingRoom = null;
});

const place = (ahead: number) => ({ place: 40 + ahead, ahead, waitSeconds: ahead * 2, opensAt: null });

afterEach(() => {
  vi.restoreAllMocks();
});

describe('calls waiting to be sent again', () => {
  it('count each call once, however many times it waits', () => {
    callWaits(1);
    callWaits(2);
    callWaits(3);
    expect(storeBusy.waitingCalls).toBe(1);
    callWaits(1);
    expect(storeBusy.waitingCalls).toBe(2);
  });

  it('are gone once each has settled, never below none', () => {
    callWaits(1);
    callWaits(1);
    callSettled();
    expect(storeBusy.waitingCalls).toBe(1);
    callSettled();
    callSettled();
    expect(storeBusy.waitingCalls).toBe(0);
  });
});

describe("the waiting room's line", () => {
  it('keeps the latest place while a call waits in line, and forgets it once no call waits', () => {
    callWaits(1, place(12));
    callWaits(1);
    callWaits(2, place(7));
    expect(storeBusy.waitingRoom?.ahead).toBe(7);
    callSettled();
    expect(storeBusy.waitingRoom?.ahead).toBe(7); // the other call still waits
    callSettled();
    expect(storeBusy.waitingRoom).toBeNull();
  });
});

describe("the app's client", () => {
  it('counts a call from its busy answer until its next answer', async () => {
    vi.spyOn(Math, 'random').mockReturnValue(0);
    const seen: number[] = [];
    const answers = [
      Response.json({ success: false, message: 'busy' }, { status: 503, headers: { 'Retry-After': '0' } }),
      Response.json({ success: true, message: null, value: { itemCount: 2 } }),
    ];
    vi.spyOn(globalThis, 'fetch').mockImplementation(async () => {
      seen.push(storeBusy.waitingCalls);
      return answers.shift() ?? Response.error();
    });
    const { data } = await api.GET('/cart/mini-cart');
    expect(data.value.itemCount).toBe(2);
    // Sent first with nothing waiting, then again while this call waited.
    expect(seen).toEqual([0, 1]);
    expect(storeBusy.waitingCalls).toBe(0);
  });
});

describe("the app's client in line", () => {
  it('shows the place from each answer in line until the call is let in', async () => {
    vi.spyOn(Math, 'random').mockReturnValue(0);
    const seen: (number | null)[] = [];
    const inLine = (ahead: number) =>
      Response.json(
        { success: false, message: 'in line', waitingRoom: place(ahead) },
        { status: 503, headers: { 'Retry-After': '0' } },
      );
    const answers = [
      inLine(2),
      inLine(1),
      Response.json({ success: true, message: null, value: { itemCount: 0 } }),
    ];
    vi.spyOn(globalThis, 'fetch').mockImplementation(async () => {
      seen.push(storeBusy.waitingRoom?.ahead ?? null);
      return answers.shift() ?? Response.error();
    });
    await api.GET('/cart/mini-cart');
    expect(seen).toEqual([null, 2, 1]);
    expect(storeBusy.waitingRoom).toBeNull();
  });
});

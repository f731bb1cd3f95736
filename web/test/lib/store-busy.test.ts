// The busy notice's state: a call counts from its first wait until it settles.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../src/lib/api';
import {
  BUSY_NOTICE,
  busyNotice,
  callSettled,
  callWaits,
  NO_ANSWER_NOTICE,
  storeBusy,
} from '../../src/lib/store-busy';

beforeEach(() => {
  storeBusy.waitingCalls = 0;
  storeBusy.waitingRoom = null;
  storeBusy.reason = null;
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

describe('the notice', () => {
  it('says why the calls wait: a busy store, or no answer at all', () => {
    expect(busyNotice(storeBusy)).toBeNull();
    callWaits(1, null, 'busy');
    expect(busyNotice(storeBusy)).toBe(BUSY_NOTICE);
    callWaits(1, null, 'network');
    expect(busyNotice(storeBusy)).toBe(NO_ANSWER_NOTICE);
    expect(NO_ANSWER_NOTICE).toBe('The store is not answering. Trying again…');
    callSettled();
    callSettled();
    expect(busyNotice(storeBusy)).toBeNull();
    callWaits(1, null, 'timeout');
    expect(busyNotice(storeBusy)).toBe(NO_ANSWER_NOTICE);
  });

  it('leaves the line to the waiting room', () => {
    callWaits(1, place(3), 'busy');
    expect(busyNotice(storeBusy)).toBeNull();
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

describe("the app's client without an answer", () => {
  it('says so from the first wait, not a minute later when the load fails', async () => {
    vi.spyOn(Math, 'random').mockReturnValue(0);
    const seen: (string | null)[] = [];
    let failures = 2;
    vi.spyOn(globalThis, 'fetch').mockImplementation(async () => {
      seen.push(busyNotice(storeBusy));
      if (failures-- > 0) throw new TypeError('Failed to fetch');
      return Response.json({ success: true, message: null, value: { itemCount: 0 } });
    });
    await api.GET('/cart/mini-cart');
    expect(seen).toEqual([null, NO_ANSWER_NOTICE, NO_ANSWER_NOTICE]);
    expect(busyNotice(storeBusy)).toBeNull();
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

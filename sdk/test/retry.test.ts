// The client's `retry` option: what is sent again, with what, how long it waits, and what it tells.
// Timers and the clock are Vitest's fakes, and Math.random is 0 unless a test says otherwise, so
// every wait is its exact minimum.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { retryAfterSeconds } from '../src/errors.js';
import {
  createStorefrontClient,
  isStorefrontApiError,
  type StorefrontApiError,
  type StorefrontClient,
  type StorefrontClientOptions,
} from '../src/index.js';

const BASE = 'https://tickets.example/api';
const KEY = '5f0c8a4e-8b9b-4d3e-9a61-0d1c2b3a4f5e';
const ORDER = {
  paymentKey: 'pk_3c8f1a6e90b2',
  savePaymentToAccount: false,
  cardholderName: 'Jordan Rivera',
  cardholderAddress: '1200 Lakeview Dr',
};
const BUSY_MESSAGE = 'So many people are buying right now. Please try again in a moment.';

type Answer = Response | 'network' | 'hang';

/** A fetch that answers each request with the next of `answers` (the last one repeats). */
function scripted(...answers: Answer[]) {
  const requests: Request[] = [];
  const fetch = (request: Request): Promise<Response> => {
    const answer = answers[Math.min(requests.length, answers.length - 1)];
    requests.push(request);
    if (answer === 'network') return Promise.reject(new TypeError('fetch failed'));
    if (answer === 'hang') {
      // No answer until the attempt's signal gives up on it.
      return new Promise((_, reject) =>
        request.signal.addEventListener('abort', () => reject(request.signal.reason)),
      );
    }
    // A copy: the same scripted answer may be given again.
    return Promise.resolve((answer as Response).clone());
  };
  return { fetch, requests };
}

const placed = () => Response.json({ success: true, message: null, paymentMessage: null });
const busy = (retryAfter: string | null = '1') =>
  Response.json(
    { success: false, message: BUSY_MESSAGE },
    { status: 503, headers: retryAfter === null ? {} : { 'Retry-After': retryAfter } },
  );

function client(fetch: (request: Request) => Promise<Response>, retry: StorefrontClientOptions['retry']) {
  return createStorefrontClient({ baseUrl: BASE, fetch, xsrfToken: () => 'token-123', retry });
}

const submit = (c: StorefrontClient, key: string | null = KEY) =>
  c.POST('/order/submit', {
    params: { header: key === null ? {} : { 'Idempotency-Key': key } },
    body: ORDER,
  });

/** The call's outcome once the timers have run their course (up to `ms` of fake time). */
async function settle<T>(promise: Promise<T>, ms = 120_000): Promise<T | StorefrontApiError | Error> {
  const outcome = promise.catch((error: unknown) => error as Error);
  await vi.advanceTimersByTimeAsync(ms);
  return outcome;
}

function expectApiError(outcome: unknown): StorefrontApiError {
  if (!isStorefrontApiError(outcome))
    throw new Error(`expected a StorefrontApiError, got ${String(outcome)}`);
  return outcome;
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
  vi.setSystemTime(new Date('2026-11-22T15:00:00Z'));
  vi.spyOn(Math, 'random').mockReturnValue(0);
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('a busy answer (503 with Retry-After)', () => {
  it('is sent again after Retry-After, with the same Idempotency-Key, XSRF token and body', async () => {
    const { fetch, requests } = scripted(busy('1'), placed());
    const call = submit(client(fetch, { busy: true }));
    await vi.advanceTimersByTimeAsync(999);
    expect(requests).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    const { data } = await call;
    expect(data.success).toBe(true);
    expect(requests).toHaveLength(2);
    const [first, second] = requests as [Request, Request];
    for (const header of ['Idempotency-Key', 'X-XSRF-TOKEN', 'Content-Type']) {
      expect(second.headers.get(header)).toBe(first.headers.get(header));
    }
    expect(second.headers.get('Idempotency-Key')).toBe(KEY);
    expect(second.headers.get('X-XSRF-TOKEN')).toBe('token-123');
    expect(JSON.parse(await second.text())).toEqual(ORDER);
    expect(await first.text()).toBe(JSON.stringify(ORDER));
  });

  it('is sent again whatever the method, since nothing was done', async () => {
    const { fetch, requests } = scripted(busy('2'), placed());
    const outcome = await settle(submit(client(fetch, {}), null));
    expect(outcome).toMatchObject({ data: { success: true } });
    expect(requests).toHaveLength(2);
  });

  it('waits at most 10 s, plus up to 1 s at random', async () => {
    vi.mocked(Math.random).mockReturnValue(0.5);
    const { fetch, requests } = scripted(busy('120'), placed());
    const c = client(fetch, {});
    const waits: number[] = [];
    c.on('retrying', (e) => waits.push(e.delayMs));
    const call = submit(c);
    await vi.advanceTimersByTimeAsync(10_499);
    expect(requests).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    await call;
    expect(waits).toEqual([10_500]);
  });

  it('is not sent again without Retry-After, nor any other error status', async () => {
    for (const answer of [busy(null), Response.json({ success: false, message: 'x' }, { status: 500 })]) {
      const { fetch, requests } = scripted(answer, placed());
      const error = expectApiError(await settle(submit(client(fetch, {}))));
      expect([error.status, requests.length]).toEqual([answer.status, 1]);
    }
  });

  it('ends by maxWaitMs with the last 503, its message and Retry-After', async () => {
    const { fetch, requests } = scripted(busy('1'));
    const started = Date.now();
    let took = 0;
    const call = submit(client(fetch, { maxWaitMs: 5_000 })).catch((e: unknown) => {
      took = Date.now() - started;
      return e;
    });
    await vi.advanceTimersByTimeAsync(60_000);
    const error = expectApiError(await call);
    // Attempts at 0, 1, 2, 3 and 4 s; a fifth wait would end at the deadline.
    expect(requests).toHaveLength(5);
    expect(took).toBe(4_000);
    expect([error.status, error.retryAfter, error.message]).toEqual([503, 1, BUSY_MESSAGE]);
  });
});

describe("the waiting room's line (a 503 carrying the place)", () => {
  const inLine = (place: number, ahead: number, retryAfter = '5') =>
    Response.json(
      {
        success: false,
        message: 'So many people are buying right now that you are in line.',
        waitingRoom: { place, ahead, waitSeconds: ahead, opensAt: null },
      },
      { status: 503, headers: { 'Retry-After': retryAfter } },
    );

  it('keeps asking past maxWaitMs, when told (and up to 0.5 s later), telling the place each time', async () => {
    vi.mocked(Math.random).mockReturnValue(0.9);
    const { fetch, requests } = scripted(
      ...Array.from({ length: 30 }, (_, i) => inLine(40, 29 - i)),
      placed(),
    );
    const c = client(fetch, { maxWaitMs: 20_000 });
    const told: [number, number | undefined][] = [];
    c.on('retrying', (e) => told.push([e.delayMs, e.waitingRoom?.ahead]));
    const outcome = await settle(submit(c), 200_000);
    expect(outcome).toMatchObject({ data: { success: true } });
    expect(requests).toHaveLength(31);
    expect(told[0]).toEqual([5_450, 29]);
    expect(told.at(-1)).toEqual([5_450, 0]);
    expect(requests.at(-1)?.headers.get('Idempotency-Key')).toBe(KEY);
  });

  it('stops waiting when the caller aborts, and has the whole maxWaitMs once let in', async () => {
    const { fetch, requests } = scripted(inLine(3, 2, '1'), inLine(3, 1, '1'), busy('1'));
    const controller = new AbortController();
    const started = Date.now();
    let took = 0;
    const call = client(fetch, { maxWaitMs: 5_000 })
      .POST('/order/submit', {
        params: { header: { 'Idempotency-Key': KEY } },
        body: ORDER,
        signal: controller.signal,
      })
      .catch((e: unknown) => {
        took = Date.now() - started;
        return e;
      });
    await vi.advanceTimersByTimeAsync(60_000);
    // Two waits in line, then busy answers within the 5 s that count from the end of the last wait
    // (attempts at 2, 3, 4, 5 and 6 s; a wait ending at 7 s would reach the deadline).
    expect(expectApiError(await call).status).toBe(503);
    expect(took).toBe(6_000);
    expect(requests).toHaveLength(2 + 5);

    const again = scripted(inLine(9, 8));
    const waiting = client(again.fetch, {}).GET('/cart', { signal: controller.signal });
    await vi.advanceTimersByTimeAsync(12_000);
    controller.abort();
    await expect(waiting).rejects.toBeDefined();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(again.requests).toHaveLength(3); // at 0, 5 and 10 s
    expect(controller.signal.aborted).toBe(true);
  });
});

describe('no answer (a network failure)', () => {
  it('is not sent again for a POST without an Idempotency-Key', async () => {
    const { fetch, requests } = scripted('network', placed());
    const error = expectApiError(await settle(submit(client(fetch, {}), null)));
    expect([error.kind, error.status, requests.length]).toEqual(['network', 0, 1]);
  });

  it('is sent again, with the same key, for a POST with one', async () => {
    const { fetch, requests } = scripted('network', 'network', placed());
    const outcome = await settle(submit(client(fetch, {})));
    expect(outcome).toMatchObject({ data: { success: true } });
    expect(requests.map((r) => r.headers.get('Idempotency-Key'))).toEqual([KEY, KEY, KEY]);
  });

  it('is sent again for a GET, after 0.5 then 1 s at the least (backoff)', async () => {
    const { fetch, requests } = scripted(
      'network',
      'network',
      Response.json({ success: true, message: null }),
    );
    const call = client(fetch, {}).GET('/settings');
    await vi.advanceTimersByTimeAsync(249);
    expect(requests).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(requests).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(499);
    expect(requests).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(1);
    await call;
    expect(requests).toHaveLength(3);
  });

  it('ends by maxWaitMs with the network error', async () => {
    const { fetch, requests } = scripted('network');
    const error = expectApiError(await settle(client(fetch, { maxWaitMs: 3_000 }).GET('/settings')));
    // Failures at 0, 0.25, 0.75 and 1.75 s; the next wait (2 s) would pass the deadline.
    expect([error.kind, requests.length]).toEqual(['network', 4]);
  });

  it('is not sent again when network retries are off', async () => {
    const { fetch, requests } = scripted('network', placed());
    await settle(submit(client(fetch, { network: false })));
    expect(requests).toHaveLength(1);
  });
});

describe('an attempt that times out', () => {
  it('is given up after attemptTimeoutMs and sent again with the same key', async () => {
    const { fetch, requests } = scripted('hang', placed());
    const c = client(fetch, { attemptTimeoutMs: 20_000 });
    const reasons: string[] = [];
    c.on('retrying', (e) => reasons.push(e.reason));
    const call = submit(c);
    await vi.advanceTimersByTimeAsync(19_999);
    expect(requests).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(requests[0]?.signal.aborted).toBe(true);
    await vi.advanceTimersByTimeAsync(250);
    const { data } = await call;
    expect(data.success).toBe(true);
    expect(reasons).toEqual(['timeout']);
    expect(requests.map((r) => r.headers.get('Idempotency-Key'))).toEqual([KEY, KEY]);
  });

  it('does not cut short a call that could not be sent again', async () => {
    const { fetch, requests } = scripted('hang');
    const call = submit(client(fetch, { attemptTimeoutMs: 1_000, maxWaitMs: 5_000 }), null);
    let done = false;
    void call.finally(() => {
      done = true;
    });
    await vi.advanceTimersByTimeAsync(30_000);
    expect([done, requests.length, requests[0]?.signal.aborted]).toEqual([false, 1, false]);
  });

  it('fails as a network error once maxWaitMs is over', async () => {
    const { fetch, requests } = scripted('hang');
    const error = expectApiError(await settle(client(fetch, { maxWaitMs: 10_000 }).GET('/settings')));
    expect(error.kind).toBe('network');
    expect((error.cause as Error).name).toBe('TimeoutError');
    expect(requests).toHaveLength(1);
  });
});

describe("the caller's abort", () => {
  it('ends a call waiting to be sent again, with the AbortError, and settles it', async () => {
    const { fetch, requests } = scripted(busy('5'), placed());
    const c = client(fetch, {});
    const settled: number[] = [];
    c.on('retrySettled', (e) => settled.push(e.status));
    const controller = new AbortController();
    const call = c
      .POST('/order/submit', {
        params: { header: { 'Idempotency-Key': KEY } },
        body: ORDER,
        signal: controller.signal,
      })
      .catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(1_000);
    controller.abort();
    const outcome = (await call) as Error;
    expect(outcome.name).toBe('AbortError');
    await vi.advanceTimersByTimeAsync(10_000);
    expect(requests).toHaveLength(1);
    expect(settled).toEqual([0]);
  });
});

describe('events', () => {
  it('tell that a call waits, then that it settled, in order', async () => {
    const { fetch } = scripted(busy('1'), 'network', placed());
    const c = client(fetch, {});
    const seen: unknown[] = [];
    c.on('apiCall', (e) => seen.push(['apiCall', e.path]));
    c.on('retrying', (e) => seen.push(['retrying', e]));
    c.on('retrySettled', (e) => seen.push(['retrySettled', e]));
    c.on('cartChanged', (e) => seen.push(['cartChanged', e.operationId]));
    await settle(submit(c));
    const call = { method: 'POST', url: `${BASE}/order/submit`, path: '/order/submit' };
    expect(seen).toEqual([
      ['apiCall', '/order/submit'],
      ['retrying', { ...call, attempt: 1, delayMs: 1_000, reason: 'busy', waitingRoom: null }],
      ['retrying', { ...call, attempt: 2, delayMs: 250, reason: 'network', waitingRoom: null }],
      ['retrySettled', { ...call, attempts: 3, status: 200 }],
      ['cartChanged', 'submitOrder'],
    ]);
  });

  it('are not sent for a call answered at once', async () => {
    const { fetch } = scripted(placed());
    const c = client(fetch, {});
    const seen: string[] = [];
    c.on('retrying', () => seen.push('retrying'));
    c.on('retrySettled', () => seen.push('retrySettled'));
    await settle(submit(c));
    expect(seen).toEqual([]);
  });
});

describe('without the retry option', () => {
  it('sends every call once', async () => {
    for (const answer of [busy('1'), 'network' as const]) {
      const { fetch, requests } = scripted(answer, placed());
      const c = client(fetch, undefined);
      const waits: unknown[] = [];
      c.on('retrying', (e) => waits.push(e));
      const error = expectApiError(await settle(submit(c)));
      expect([error.status, requests.length, waits.length]).toEqual([answer === 'network' ? 0 : 503, 1, 0]);
    }
  });

  it('still reads Retry-After into the error', async () => {
    const { fetch } = scripted(busy('3'));
    const error = expectApiError(await settle(submit(client(fetch, false))));
    expect(error.retryAfter).toBe(3);
  });
});

describe('over the wire (the global fetch, no fetch of its own)', () => {
  it('sends the same headers and body again after a 503', async () => {
    vi.useRealTimers();
    const seen: { key: unknown; token: unknown; body: string }[] = [];
    const server = createServer((req, res) => {
      let body = '';
      req.on('data', (chunk) => (body += chunk));
      req.on('end', () => {
        seen.push({ key: req.headers['idempotency-key'], token: req.headers['x-xsrf-token'], body });
        const first = seen.length === 1;
        res.writeHead(first ? 503 : 200, {
          'Content-Type': 'application/json',
          ...(first ? { 'Retry-After': '0' } : {}),
        });
        res.end(
          JSON.stringify(
            first
              ? { success: false, message: BUSY_MESSAGE }
              : { success: true, message: null, paymentMessage: null },
          ),
        );
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const { port } = server.address() as AddressInfo;
      const c = createStorefrontClient({
        baseUrl: `http://127.0.0.1:${port}/api`,
        xsrfToken: () => 'token-123',
        retry: true,
      });
      const { data } = await submit(c);
      expect(data.success).toBe(true);
      const sent = { key: KEY, token: 'token-123', body: JSON.stringify(ORDER) };
      expect(seen).toEqual([sent, sent]);
    } finally {
      server.close();
    }
  });
});

describe('Retry-After', () => {
  const now = Date.parse('2026-11-22T15:00:00Z');
  it('is read as whole seconds or an HTTP date, from now and never below 0', () => {
    expect(retryAfterSeconds('120', now)).toBe(120);
    expect(retryAfterSeconds(' 0 ', now)).toBe(0);
    expect(retryAfterSeconds('Sun, 22 Nov 2026 15:00:30 GMT', now)).toBe(30);
    expect(retryAfterSeconds('Sun, 22 Nov 2026 14:59:00 GMT', now)).toBe(0);
  });
  it('is null when absent or unreadable', () => {
    for (const value of [null, '', 'soon', '1.5', '-1']) expect(retryAfterSeconds(value, now)).toBeNull();
  });
  it('is null on an error without it', async () => {
    const { fetch } = scripted(Response.json({ success: false, message: 'x' }, { status: 409 }));
    const error = expectApiError(await settle(submit(client(fetch, {}))));
    expect(error.retryAfter).toBeNull();
  });
});

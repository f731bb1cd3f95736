// The client's `retry` option. A call the store was too busy to take (503 with Retry-After: nothing
// was done) is sent again after the time it names, whatever its method. A call that got no answer (a
// network failure, an attempt that timed out) may have been done, so it is sent again only when that
// is safe: GET, HEAD, or a request carrying an Idempotency-Key, which goes again with the same key
// (the server then answers the first try's answer instead of ordering twice). This sits below
// openapi-fetch's middleware: the request is built once, headers (the XSRF token, the key) and body
// included, and each attempt sends those same parts.
import { retryAfterSeconds } from './errors.js';
import type { RetryReason, WaitingRoom } from './events.js';
import { WireRequest } from './wire.js';

export interface RetryOptions {
  /** Send again a call answered 503 with `Retry-After` (the store was too busy: nothing was done). Default true. */
  busy?: boolean;
  /**
   * Send again a call that got no answer (network failure, or `attemptTimeoutMs` passed), when it is
   * a GET or HEAD or carries an `Idempotency-Key` (sent again with the same key). Default true.
   */
  network?: boolean;
  /**
   * The whole call, waits included, ends by then: the last failure is then thrown. Default 60 000.
   * A shopper waiting in the waiting room's line (a 503 carrying `waitingRoom`) waits past it, as
   * long as the line takes, until the caller aborts: giving up would lose the place.
   */
  maxWaitMs?: number;
  /**
   * Give up waiting for an answer after this long, and try again, for the calls `network` may repeat
   * (others are never cut short: their outcome would be unknown). Default: no limit but `maxWaitMs`.
   */
  attemptTimeoutMs?: number;
}

/** The longest wait a Retry-After gets. */
export const BUSY_WAIT_CAP_MS = 10_000;
/** Up to this much is added at random to a busy wait, so a crowd told the same time does not return at once. */
export const BUSY_JITTER_MS = 1_000;
/** Up to this much is added at random to a wait in the waiting room's line. */
export const WAITING_JITTER_MS = 500;
/** After no answer: 500 ms, doubling up to 8 s, of which the second half is random. */
const BACKOFF_FIRST_MS = 500;
const BACKOFF_CAP_MS = 8_000;
export const DEFAULT_MAX_WAIT_MS = 60_000;

/** Sends one attempt (the client's fetch). */
export type Send = (request: WireRequest) => Promise<Response>;

export interface RetryListener {
  retrying(
    request: WireRequest,
    attempt: number,
    delayMs: number,
    reason: RetryReason,
    waitingRoom: WaitingRoom | null,
  ): void;
  settled(request: WireRequest, attempts: number, status: number): void;
}

/** `send` with the retry policy around it. */
export function retryingSend(send: Send, options: RetryOptions, listener: RetryListener): Send {
  const { busy = true, network = true, maxWaitMs = DEFAULT_MAX_WAIT_MS } = options;
  const attemptTimeoutMs = options.attemptTimeoutMs ?? maxWaitMs;

  return async (request) => {
    const caller = request.init.signal ?? undefined;
    let deadline = Date.now() + maxWaitMs;
    // After no answer, only a read or a call the server recognises by its key is safe to repeat.
    // (The client's bodies are strings, FormData or Blobs: each can be sent again.)
    const repeatable =
      network &&
      (request.method === 'GET' || request.method === 'HEAD' || request.headers.has('Idempotency-Key'));
    let attempt = 0;
    let failures = 0;
    let status = 0;
    let waited = false;
    try {
      for (;;) {
        attempt += 1;
        caller?.throwIfAborted();
        let delayMs: number;
        let reason: RetryReason;
        let waitingRoom: WaitingRoom | null = null;
        // The attempt's own signal: the caller's abort, or its time up (only for a call that may be
        // repeated: another is never cut short); by the deadline at the latest.
        const own = new AbortController();
        const forward = () => own.abort(caller?.reason);
        caller?.addEventListener('abort', forward);
        const timeoutMs = Math.min(attemptTimeoutMs, deadline - Date.now());
        const timer =
          repeatable && Number.isFinite(timeoutMs)
            ? setTimeout(() => own.abort(new DOMException('No answer in time', 'TimeoutError')), timeoutMs)
            : undefined;
        try {
          // The same URL, headers (XSRF token, Idempotency-Key) and body, with the attempt's signal.
          const response = await send(
            new WireRequest(request.url, { ...request.init, headers: request.headers, signal: own.signal }),
          );
          status = response.status;
          const seconds =
            busy && status === 503 ? retryAfterSeconds(response.headers.get('Retry-After')) : null;
          if (seconds === null) return response;
          waitingRoom = await waitingRoomOf(response);
          // In line, the place decides, not the second: a little jitter only, so that shoppers let in
          // together do not all come back in the same instant.
          delayMs =
            Math.min(seconds * 1000, BUSY_WAIT_CAP_MS) +
            Math.round(Math.random() * (waitingRoom ? WAITING_JITTER_MS : BUSY_JITTER_MS));
          // A wait is begun only when the next attempt can still start before the deadline; time in
          // line does not count (the call has its whole time once let in).
          if (waitingRoom) deadline = Math.max(deadline, Date.now() + delayMs + maxWaitMs);
          else if (Date.now() + delayMs >= deadline) return response;
          // The 503's body is not needed (not awaited: a teed body's cancel waits for its other branch).
          response.body?.cancel().catch(() => undefined);
          reason = 'busy';
        } catch (error) {
          caller?.removeEventListener('abort', forward);
          delayMs = backoff(failures++);
          if (caller?.aborted || !repeatable || Date.now() + delayMs >= deadline) throw error;
          reason = (error as Error | null)?.name === 'TimeoutError' ? 'timeout' : 'network';
        } finally {
          clearTimeout(timer);
        }
        status = 0;
        listener.retrying(request, attempt, delayMs, reason, waitingRoom);
        waited = true;
        await sleep(delayMs, caller);
      }
    } finally {
      if (waited) listener.settled(request, attempt, status);
    }
  };
}

/** The shopper's place in line a 503 carries (read from a copy: the answer may still be returned). */
async function waitingRoomOf(response: Response): Promise<WaitingRoom | null> {
  if (!response.headers.get('Content-Type')?.includes('json')) return null;
  const body = (await response
    .clone()
    .json()
    .catch(() => null)) as { waitingRoom?: WaitingRoom } | null;
  return body?.waitingRoom ?? null;
}

function backoff(failures: number): number {
  const ceiling = Math.min(BACKOFF_CAP_MS, BACKOFF_FIRST_MS * 2 ** failures);
  return Math.round(ceiling / 2 + (Math.random() * ceiling) / 2);
}

/** Resolves after `ms`, or rejects with the caller's abort reason. */
function sleep(ms: number, signal: AbortSignal | undefined): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    const abort = () => {
      clearTimeout(timer);
      reject(signal?.reason);
    };
    signal?.addEventListener('abort', abort, { once: true });
  });
}

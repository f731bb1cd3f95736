import type { components } from './generated/api.gen.js';

/** What the client tells the app about, for the mini-cart, the idle timer, sign-in and analytics. */
export interface StorefrontEvents {
  /** A cart-changing call (one marked `x-cart-changing` in the contract) got an answer. */
  cartChanged: { operationId: string; method: string; path: string };
  /** A call is about to be sent (resets the idle-session timer). */
  apiCall: { method: string; url: string; path: string };
  /** A call was answered 401: the session is not signed in, or has expired. */
  unauthorized: { method: string; url: string; path: string };
  /** A response carried an analytics event for the data layer. */
  analyticsEvent: components['schemas']['AnalyticsEvent'];
  /**
   * A call is waiting to be sent again (only with the client's `retry` option): `attempt` is the
   * number of the attempt that failed (1 at the first wait), `delayMs` the wait, `reason` why.
   */
  retrying: {
    method: string;
    url: string;
    path: string;
    attempt: number;
    delayMs: number;
    reason: RetryReason;
    /** The shopper's place in the waiting room's line, when the 503 was the waiting room's; else null. */
    waitingRoom: WaitingRoom | null;
  };
  /**
   * A call that waited to be sent again is over: `status` is its last answer's status, 0 when none
   * came (no answer, or the caller aborted); `attempts` counts the tries sent.
   */
  retrySettled: { method: string; url: string; path: string; attempts: number; status: number };
}

/** A shopper's place in the waiting room's line (the contract's WaitingRoom). */
export type WaitingRoom = components['schemas']['WaitingRoom'];

/** Why a call is sent again: 503 with Retry-After, a network failure, or an attempt that timed out. */
export type RetryReason = 'busy' | 'network' | 'timeout';

export type StorefrontEventName = keyof StorefrontEvents;
export type Listener<E extends StorefrontEventName> = (payload: StorefrontEvents[E]) => void;

/** A small typed emitter. A listener that throws is reported but never breaks the call that emitted. */
export class Emitter {
  readonly #listeners = new Map<StorefrontEventName, Set<(payload: never) => void>>();

  on<E extends StorefrontEventName>(event: E, listener: Listener<E>): () => void {
    let set = this.#listeners.get(event);
    if (!set) {
      set = new Set();
      this.#listeners.set(event, set);
    }
    set.add(listener);
    return () => set.delete(listener);
  }

  has(event: StorefrontEventName): boolean {
    return (this.#listeners.get(event)?.size ?? 0) > 0;
  }

  emit<E extends StorefrontEventName>(event: E, payload: StorefrontEvents[E]): void {
    const set = this.#listeners.get(event);
    if (!set) return;
    for (const listener of set) {
      try {
        (listener as Listener<E>)(payload);
      } catch (error) {
        console.error(`A "${event}" listener failed`, error);
      }
    }
  }
}

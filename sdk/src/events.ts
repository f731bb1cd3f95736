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
}

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

// A page's first call, begun at start-up beside the page's code rather than after it. Without this,
// a first visit waits for the main script, then the route's chunk, then the call the page makes
// when it renders; with it, the call and the chunk load side by side. The shell starts the call for
// the URL it opened on (app/early-calls.ts); the page takes that call once, or makes its own.

/** A call begun early and not taken within this time is old news: the page asks anew. */
export const EARLY_CALL_FRESH_MS = 10_000;

const started = new Map<string, { readonly at: number; readonly promise: Promise<unknown> }>();

/** Starts a call under its key (the operation and what it sends), unless one is waiting already. */
export function startEarly<T>(key: string, call: () => Promise<T>, now = performance.now()): void {
  if (started.has(key)) return;
  const promise = call();
  // A failure is the page's to show when it takes the call; it must not go unhandled meanwhile.
  promise.catch(() => undefined);
  started.set(key, { at: now, promise });
}

/**
 * The call begun early under this key, once and while fresh: a later load (the page opened again, a
 * reload after a change) asks the server anew. Without one waiting, the call is made now.
 */
export function takeEarly<T>(key: string, call: () => Promise<T>, now = performance.now()): Promise<T> {
  const early = started.get(key);
  started.delete(key);
  return early && now - early.at <= EARLY_CALL_FRESH_MS ? (early.promise as Promise<T>) : call();
}

/** The key of a call: its operation and what it sends, so a page takes only the call it would make. */
export const callKey = (operation: string, sent: unknown): string => `${operation} ${JSON.stringify(sent)}`;

/**
 * Begins loading a page's code (its chunk) in a task of its own, after the one that begins its
 * calls: adding the chunk's preload links was the larger part of that task, which on a slow phone
 * grew long enough to count against the page's responsiveness. A failure is the route's to show
 * when it renders.
 */
export function loadCodeSoon(load: () => Promise<unknown>): void {
  setTimeout(() => load().catch(() => undefined), 0);
}

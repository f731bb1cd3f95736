// Whether any call is waiting to be sent again (the SDK client's retry: the store answered 503 with
// Retry-After, or a read or keyed submit got no answer), for the shell's busy notice. A call counts
// from its first wait (`retrying`) until it settles (`retrySettled`), answered or given up.
import { proxy } from 'valtio';
import { api } from './api';

export const BUSY_NOTICE = 'So many people are buying right now…';

export const storeBusy = proxy({ waitingCalls: 0 });

/** A call's first wait counts it; its later waits are the same call. */
export function callWaits(attempt: number): void {
  if (attempt === 1) storeBusy.waitingCalls += 1;
}

export function callSettled(): void {
  storeBusy.waitingCalls = Math.max(0, storeBusy.waitingCalls - 1);
}

api.on('retrying', ({ attempt }) => callWaits(attempt));
api.on('retrySettled', callSettled);

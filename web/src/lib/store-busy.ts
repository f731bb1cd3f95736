// Whether any call is waiting to be sent again (the SDK client's retry: the store answered 503 with
// Retry-After, or a read or keyed submit got no answer), for the shell's busy notice. A call counts
// from its first wait (`retrying`) until it settles (`retrySettled`), answered or given up. When the
// wait is the waiting room's (the 503 carried the shopper's place in line), the place is kept too,
// and the shell shows the waiting room instead of the notice.
import type { WaitingRoom } from '@boxoffice/sdk';
import { proxy, ref } from 'valtio';
import { api } from './api';

export const BUSY_NOTICE = 'So many people are buying right now…';

export const storeBusy = proxy({
  waitingCalls: 0,
  /** The shopper's place in line, from the latest answer that gave it; null when not in line. */
  waitingRoom: null as WaitingRoom | null,
});

/** A call's first wait counts it; its later waits are the same call. */
export function callWaits(attempt: number, waitingRoom: WaitingRoom | null = null): void {
  if (attempt === 1) storeBusy.waitingCalls += 1;
  if (waitingRoom) storeBusy.waitingRoom = ref(waitingRoom);
}

export function callSettled(): void {
  storeBusy.waitingCalls = Math.max(0, storeBusy.waitingCalls - 1);
  // Let in (or given up): the line is over once no call waits.
  if (storeBusy.waitingCalls === 0) storeBusy.waitingRoom = null;
}

api.on('retrying', ({ attempt, waitingRoom }) => callWaits(attempt, waitingRoom));
api.on('retrySettled', callSettled);

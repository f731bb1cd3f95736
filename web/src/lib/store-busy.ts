// Whether any call is waiting to be sent again (the SDK client's retry: the store answered 503 with
// Retry-After, or a read or keyed submit got no answer), for the shell's busy notice. A call counts
// from its first wait (`retrying`) until it settles (`retrySettled`), answered or given up. When the
// wait is the waiting room's (the 503 carried the shopper's place in line), the place is kept too,
// and the shell shows the waiting room instead of the notice. The notice says why the latest wait
// began: a busy store, or no answer at all (the shopper's connection, or a store that is down), so a
// failed load is not a minute of silence before its message.
import type { RetryReason, WaitingRoom } from '@boxoffice/sdk';
import { proxy, ref } from 'valtio';
import { api } from './api';

export const BUSY_NOTICE = 'So many people are buying right now…';
/** Ours: a call that got no answer (a network failure, an attempt that timed out) is sent again. */
export const NO_ANSWER_NOTICE = 'The store is not answering. Trying again…';

export const storeBusy = proxy({
  waitingCalls: 0,
  /** The shopper's place in line, from the latest answer that gave it; null when not in line. */
  waitingRoom: null as WaitingRoom | null,
  /** Why the latest wait began; null when no call waits. */
  reason: null as RetryReason | null,
});

/** A call's first wait counts it; its later waits are the same call. */
export function callWaits(
  attempt: number,
  waitingRoom: WaitingRoom | null = null,
  reason: RetryReason = 'busy',
): void {
  if (attempt === 1) storeBusy.waitingCalls += 1;
  if (waitingRoom) storeBusy.waitingRoom = ref(waitingRoom);
  storeBusy.reason = reason;
}

export function callSettled(): void {
  storeBusy.waitingCalls = Math.max(0, storeBusy.waitingCalls - 1);
  // Let in (or given up): the line is over once no call waits.
  if (storeBusy.waitingCalls === 0) {
    storeBusy.waitingRoom = null;
    storeBusy.reason = null;
  }
}

/** The shell's notice: null while no call waits, or in the waiting room's line (which says so itself). */
export function busyNotice(state: {
  readonly waitingCalls: number;
  readonly waitingRoom: WaitingRoom | null;
  readonly reason: RetryReason | null;
}): string | null {
  if (state.waitingCalls === 0 || state.waitingRoom) return null;
  return state.reason === 'busy' ? BUSY_NOTICE : NO_ANSWER_NOTICE;
}

api.on('retrying', ({ attempt, waitingRoom, reason }) => callWaits(attempt, waitingRoom, reason));
api.on('retrySettled', callSettled);

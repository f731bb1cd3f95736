// The cart's hold (issue 24): what a shopper adds is held for them for a while (the server says how
// long is left, CartDetails.holdSecondsLeft); the cart and the checkout count it down, warn before it
// ends, and tell a screen reader at a few moments, not every second.

/** From here on the countdown is a warning: time to finish the purchase, not to keep browsing. */
export const HOLD_WARNING_SECONDS = 120;

export type HoldPhase = 'held' | 'warning' | 'ended';

export const holdPhase = (seconds: number): HoldPhase =>
  seconds <= 0 ? 'ended' : seconds <= HOLD_WARNING_SECONDS ? 'warning' : 'held';

/** The moments a screen reader is told how long is left: under 5 minutes, 2 minutes, 1 minute. */
const MARKS = [60, 120, 300] as const;

/** What a screen reader is told at `seconds` left; it changes only at the marks, so it is read then. */
export function holdMark(seconds: number): string | null {
  const mark = MARKS.find((m) => seconds > 0 && seconds <= m);
  if (mark === undefined) return null;
  const minutes = mark / 60;
  return `Less than ${minutes} minute${minutes === 1 ? '' : 's'} left before the items in your cart are released.`;
}

/** When the hold ends, in this page's clock: the server's seconds counted from the answer's arrival. */
export const holdEndsAt = (secondsLeft: number, receivedAt: number): number =>
  receivedAt + secondsLeft * 1000;

/** Whole seconds left at `now` (ms, same clock as holdEndsAt), never below 0. */
export const secondsUntil = (endsAt: number, now: number): number =>
  Math.max(0, Math.ceil((endsAt - now) / 1000));

export const HOLD_ENDED_TEXT =
  'The time we held your items has run out, and they have been released to other shoppers.';

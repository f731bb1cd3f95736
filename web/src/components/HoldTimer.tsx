// The cart's hold, counted down (lib/hold-timer.ts): how long the items in the cart stay held, a
// warning in the last two minutes, and, when the time is up, what happened. The visible time changes
// every second but is hidden from screen readers; they are told at 5, 2 and 1 minutes left, and when
// it ends. `onEnd` runs once, when the count reaches zero.
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { countdownText, spokenDuration } from '../lib/countdown';
import { HOLD_ENDED_TEXT, holdEndsAt, holdMark, holdPhase, secondsUntil } from '../lib/hold-timer';
import './hold-timer.css';

interface Props {
  /** CartDetails.holdSecondsLeft, as of the answer this render shows; null: nothing is held. */
  readonly secondsLeft: number | null | undefined;
  /**
   * The answer the seconds came with: each new answer starts the count again, even with the same
   * seconds (a revise at the end that finds the hold still running, by the server's clock).
   */
  readonly answer: object;
  /** What the page does when the time is up (the cart revises itself; checkout offers the cart). */
  readonly onEnd?: () => void;
  /** Shown after the ended text (a way back to the cart). */
  readonly endedAction?: ReactNode;
}

export function HoldTimer({ secondsLeft, answer, onEnd, endedAction }: Props) {
  const [left, setLeft] = useState<number | null>(secondsLeft ?? null);
  const ended = useRef(onEnd);
  ended.current = onEnd;

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new answer restarts the count.
  useEffect(() => {
    if (secondsLeft == null) {
      setLeft(null);
      return;
    }
    const end = holdEndsAt(secondsLeft, performance.now());
    const tick = () => {
      const now = secondsUntil(end, performance.now());
      setLeft(now);
      if (now === 0) {
        clearInterval(timer);
        ended.current?.();
      }
    };
    const timer = setInterval(tick, 1000);
    tick();
    return () => clearInterval(timer);
  }, [secondsLeft, answer]);

  if (left === null) return null;
  const phase = holdPhase(left);
  if (phase === 'ended')
    return (
      <div role="alert" className="hold-timer hold-ended">
        <p>{HOLD_ENDED_TEXT}</p>
        {endedAction}
      </div>
    );
  return (
    <div className={`hold-timer ${phase === 'warning' ? 'hold-warning' : ''}`}>
      <p>
        {phase === 'warning'
          ? 'Complete your purchase soon: your items are released in '
          : 'Your items are held for '}
        <strong aria-hidden="true" className="hold-time">
          {countdownText(left)}
        </strong>
        <span className="visually-hidden">{spokenDuration(Math.ceil(left / 60) * 60)} or less</span>.
      </p>
      <p className="visually-hidden" aria-live="polite">
        {holdMark(left)}
      </p>
    </div>
  );
}

// The idle warning (lib/idle.ts, WCAG 2.2.1): before an idle session ends, how long is left and one
// button to stay, which sends the keep-alive (Escape does the same). The time left is shown as it
// runs, and read out when the warning opens and at 30 and 10 seconds, not every second.
import { useSnapshot } from 'valtio';
import { countdownText } from '../lib/countdown';
import { idleWarning, stayActive } from '../lib/idle';
import { Modal } from './Modal';

/** What a screen reader is told, at the moments worth telling: once under 30 s, once under 10 s. */
export const spokenMark = (seconds: number): string | null =>
  seconds <= 10 ? 'Less than 10 seconds left.' : seconds <= 30 ? 'Less than 30 seconds left.' : null;

export function IdleWarning() {
  const { secondsLeft } = useSnapshot(idleWarning);
  if (secondsLeft === null) return null;
  const stay = () => {
    idleWarning.secondsLeft = null;
    void stayActive();
  };
  return (
    <Modal
      title="Are you still there?"
      onClose={stay}
      footer={
        <button type="button" onClick={stay}>
          Continue shopping
        </button>
      }
    >
      <p>
        You have been inactive for a while. Your session will end in{' '}
        <strong aria-hidden="true">{countdownText(secondsLeft)}</strong>
        <span className="visually-hidden">{Math.ceil(secondsLeft / 60)} minutes or less</span>, and the items
        in your cart will be removed.
      </p>
      <p className="visually-hidden" aria-live="assertive">
        {spokenMark(secondsLeft)}
      </p>
    </Modal>
  );
}

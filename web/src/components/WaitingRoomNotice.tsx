// The waiting room (lib/store-busy.ts): while a call waits in the line the server keeps, the shopper
// sees the place, how many are ahead and about how long, over the page, which waits behind it. It
// cannot be dismissed (there is nothing to do but wait); the app goes on by itself when the
// call is let in. Screen readers hear the estimate when it changes (in whole minutes), not each
// new count.
import type { WaitingRoom } from '@boxoffice/sdk';
import { useSnapshot } from 'valtio';
import { storeBusy } from '../lib/store-busy';
import { Modal } from './Modal';
import './waiting-room.css';

export const WAITING_ROOM_TITLE = 'You are in line';

/** "About 3 minutes", "Less than a minute", or when an on-sale opens. */
export function waitText(room: WaitingRoom, locale?: string): string {
  if (room.opensAt) {
    const at = new Intl.DateTimeFormat(locale, { hour: 'numeric', minute: '2-digit' }).format(
      new Date(room.opensAt),
    );
    return `The sale opens at ${at}. Everyone in line by then is given a place at random when it opens, so there is no need to hurry; shoppers who come later go after them.`;
  }
  const minutes = Math.round(room.waitSeconds / 60);
  if (minutes < 1) return 'Your turn is coming: less than a minute to wait.';
  return `About ${minutes === 1 ? '1 minute' : `${minutes} minutes`} to wait.`;
}

export const aheadText = (ahead: number): string =>
  ahead === 0
    ? 'You are next.'
    : `${ahead.toLocaleString()} ${ahead === 1 ? 'shopper is' : 'shoppers are'} ahead of you.`;

export function WaitingRoomNotice() {
  const { waitingRoom } = useSnapshot(storeBusy);
  if (!waitingRoom) return null;
  return (
    <Modal title={WAITING_ROOM_TITLE}>
      <div className="waiting-room">
        {/* Before an on-sale opens the places are not yet drawn (server: the draw at the opening). */}
        {waitingRoom.opensAt ? null : (
          <p className="waiting-room-place">
            {aheadText(waitingRoom.ahead)} <small>(place {waitingRoom.place.toLocaleString()})</small>
          </p>
        )}
        <progress aria-label="Waiting for your turn" />
        <p aria-live="polite">{waitText(waitingRoom)}</p>
        <p>
          So many people are buying right now that shoppers go on in turn. Keep this page open: it goes on by
          itself when it is your turn. Reloading keeps your place; leaving the page for more than a minute
          gives it up.
        </p>
      </div>
    </Modal>
  );
}

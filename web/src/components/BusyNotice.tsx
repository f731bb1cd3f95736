// 'So many people are buying right now…' while any call waits to be sent again (lib/store-busy.ts;
// 'The store is not answering. Trying again…' when the wait is for an answer that never came),
// in a polite live region that is always there, so the words are announced when they appear (no
// status role: the page's own status messages stay the one status a page has). The shell shows it
// over the page; a modal shows its own, since an open modal makes the page inert.
import { useSnapshot } from 'valtio';
import { busyNotice, storeBusy } from '../lib/store-busy';
import './busy-notice.css';

export function BusyNotice({ inModal = false }: { readonly inModal?: boolean }) {
  const notice = busyNotice(useSnapshot(storeBusy));
  return (
    <div className={inModal ? 'busy-notice in-modal' : 'busy-notice'} aria-live="polite">
      {/* In the waiting room's line, the waiting room itself says so. */}
      {notice && (
        <p>
          <span aria-busy="true" aria-hidden="true" /> {notice}
        </p>
      )}
    </div>
  );
}

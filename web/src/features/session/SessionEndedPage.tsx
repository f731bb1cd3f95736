// session-timeout?returnUrl=… (seed 002 §2.8, §4.6): a modal that cannot be dismissed, titled
// 'Session Ended', with the configured message and 'Return to site'. Opening it clears the cart,
// confirming the clear when the server asks (clear-cart.ts).
import { useEffect, useState } from 'react';
import { useSearchParams } from 'wouter';
import { HtmlBlock } from '../../components/HtmlBlock';
import { Modal } from '../../components/Modal';
import { api } from '../../lib/api';
import { productSelectionPath } from '../../lib/flow';
import { resourceText } from '../../lib/resources';
import { usePageTitle } from '../../lib/title';
import { clearCartAfterTimeout } from './clear-cart';
import { returnTarget } from './return-target';

const DEFAULT_MESSAGE = 'Your session has ended due to inactivity.';

export default function SessionEndedPage() {
  usePageTitle('Session Ended');
  const [params] = useSearchParams();
  const [message, setMessage] = useState<string | null>(null);

  useEffect(() => {
    void clearCartAfterTimeout(async (body) => (await api.POST('/cart/clear', { body })).data).catch(
      () => undefined,
    );
    void resourceText('session.timeout.message').then((text) => setMessage(text ?? DEFAULT_MESSAGE));
  }, []);

  const target = returnTarget(params.get('returnUrl'), productSelectionPath());
  return (
    <Modal
      title="Session Ended"
      footer={
        <button type="button" onClick={() => location.assign(target)}>
          Return to site
        </button>
      }
    >
      {message === null ? <p aria-busy="true">Loading…</p> : <HtmlBlock html={message} />}
    </Modal>
  );
}

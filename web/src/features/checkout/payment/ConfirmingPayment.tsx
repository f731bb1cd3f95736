// 'We are confirming your payment...' in the payment modals while their order call is sent again
// (payment-confirming.ts), in a polite live region that is always there, so the words are announced
// when they appear.
import { useSnapshot } from 'valtio';
import { CONFIRMING_PAYMENT, paymentConfirming } from '../payment-confirming';

export function ConfirmingPayment() {
  const { calls } = useSnapshot(paymentConfirming);
  return <div aria-live="polite">{calls > 0 && <p aria-busy="true">{CONFIRMING_PAYMENT}</p>}</div>;
}

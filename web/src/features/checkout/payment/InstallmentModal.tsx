// 'Payment Plan Details' (seed 000 §2, §4): the installment provider's widget, loaded from the
// address setupUplift names and started with its merchant code, key and order (the order total and
// the cart's own schedule, so the quote shows the figures the cart's Payment Plan panel showed). The virtual card it issues places the order
// (submitUpliftOrder), at most 10 times ('too many calls'). Failures are told to the provider and to
// the server ('booking' for a payment message, 'fatal' otherwise).
import type { Schema } from '@boxoffice/sdk';
import {
  canAcceptOffer,
  type InstallmentOfferState,
  nextOfferState,
  offerInProgress,
  offerMessage,
} from '@boxoffice/sdk/rules';
import { useEffect, useRef, useState } from 'react';
import { Modal } from '../../../components/Modal';
import { formatMoney } from '../../../components/Money';
import { ScheduleTable } from '../../../components/ScheduleTable';
import { api } from '../../../lib/api';
import { unansweredOrder } from '../order-check';
import { ConfirmingPayment } from './ConfirmingPayment';
import {
  type PlanQuote,
  quoteRows,
  quoteSummary,
  TOO_MANY_CALLS,
  tokenSubmissions,
  upliftErrorType,
} from './installment-plan';

type UpliftOrder = Schema<'UpliftOrder'>;
type VirtualCard = Schema<'UpliftSubmitOrderRequest'>;

/** The provider's widget as its script defines it on the window. */
interface InstallmentWidget {
  init(config: { upCode: string; apiKey: string }): void;
  quote(order: UpliftOrder): PlanQuote;
  issueVirtualCard(order: UpliftOrder): Promise<VirtualCard>;
  reportError?(type: string, message: string | null): void;
  /** The provider's statuses (seed 000 §3), which drive the offer's state. */
  onStatus?(listener: (status: string) => void): void;
}
type WidgetWindow = Window & { UpliftSimulator?: InstallmentWidget };

let widgetScript: Promise<InstallmentWidget> | null = null;

/** Loads the widget script once per visit, from the provider's address. */
function loadWidget(src: string): Promise<InstallmentWidget> {
  widgetScript ??= new Promise<InstallmentWidget>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = src;
    script.async = true;
    script.onload = () => {
      const widget = (window as WidgetWindow).UpliftSimulator;
      if (widget) resolve(widget);
      else reject(new Error('The payment plan provider could not be loaded'));
    };
    script.onerror = () => {
      widgetScript = null;
      reject(new Error('The payment plan provider could not be loaded'));
    };
    document.head.append(script);
  });
  return widgetScript;
}

interface Props {
  readonly onPaid: () => void;
  readonly onCancel: () => void;
  /** A message, or the failed call's error (a 409 sends the shopper back to the cart). */
  readonly onFailure: (failure: unknown) => void;
}

export function InstallmentModal({ onPaid, onCancel, onFailure }: Props) {
  const [ready, setReady] = useState<{
    widget: InstallmentWidget;
    order: UpliftOrder;
    quote: PlanQuote;
  } | null>(null);
  // The provider's offer, as its statuses tell it: the plan can be accepted only while one stands.
  const [offer, setOffer] = useState<InstallmentOfferState>('NotContacted');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const tokens = useRef(tokenSubmissions());
  const fail = useRef(onFailure);
  fail.current = onFailure;

  useEffect(() => {
    let live = true;
    api
      .POST('/payment/uplift/setup')
      .then(async ({ data }) => {
        if (!live) return;
        const { order, upCode, apiKey, widgetUrl } = data;
        if (!data.success || !order || !upCode || !apiKey || !widgetUrl) {
          fail.current(data.message ?? 'The payment plan is not available');
          return;
        }
        const widget = await loadWidget(widgetUrl);
        if (!live) return;
        widget.onStatus?.((status) => live && setOffer((state) => nextOfferState(state, status)));
        widget.init({ upCode, apiKey });
        // A widget that tells no statuses stands for one whose quote is its offer.
        if (!widget.onStatus) setOffer('OfferAvailable');
        setReady({ widget, order, quote: widget.quote(order) });
      })
      .catch((e: unknown) => live && fail.current(e));
    return () => {
      live = false;
    };
  }, []);

  const report = (widget: InstallmentWidget, paymentMessage: string | null, message: string | null) => {
    const errorType = upliftErrorType(paymentMessage);
    widget.reportError?.(errorType, paymentMessage ?? message);
    void api
      .PUT('/payment/uplift/sent-error', { body: { errorType, message: paymentMessage ?? message } })
      .catch(() => undefined);
  };

  const accept = async () => {
    if (!ready || !canAcceptOffer(offer)) return;
    const { widget, order } = ready;
    if (!tokens.current.take()) {
      report(widget, null, TOO_MANY_CALLS);
      onFailure(TOO_MANY_CALLS);
      return;
    }
    setBusy(true);
    setError(null);
    try {
      const card = await widget.issueVirtualCard(order);
      // One key for this submission: the client repeats it with the same key (busy store, no answer).
      const { data } = await api.POST('/payment/uplift/submit-order', {
        params: { header: { 'Idempotency-Key': crypto.randomUUID() } },
        body: card,
      });
      if (data.success) {
        onPaid();
        return;
      }
      report(widget, data.paymentMessage ?? null, data.message ?? null);
      if (data.paymentMessage) setError(data.paymentMessage);
      else onFailure(data.message ?? 'The payment plan could not be completed');
    } catch (e) {
      // Without an answer the order may exist (checkout asks the session): nothing to report then.
      if (!unansweredOrder(e)) report(widget, null, (e as Error).message);
      onFailure(e);
    } finally {
      setBusy(false);
      // The card was issued and used; unless the provider said otherwise, its offer still stands for
      // another try (a declined card).
      setOffer((state) => (offerInProgress(state) ? 'OfferAvailable' : state));
    }
  };

  const quote = ready?.quote ?? null;
  const unavailable = offerMessage(offer);
  const working = busy || offerInProgress(offer);
  return (
    <Modal
      title="Payment Plan Details"
      size="large"
      onClose={busy || offerInProgress(offer) ? undefined : onCancel}
      footer={
        <>
          <button type="button" className="secondary" disabled={working} onClick={onCancel}>
            Cancel
          </button>
          <button
            type="button"
            disabled={!ready || working || !canAcceptOffer(offer)}
            aria-busy={working}
            onClick={() => void accept()}
          >
            Pay with payment plan
          </button>
        </>
      }
    >
      <ConfirmingPayment />
      {(error ?? unavailable) && (
        <p role="alert" className="alert-danger">
          {error ?? unavailable}
        </p>
      )}
      {unavailable ? null : !ready || !quote ? (
        <p aria-busy="true">Loading…</p>
      ) : (
        <>
          <p>{quoteSummary(quote, formatMoney)}</p>
          <ScheduleTable rows={quoteRows(quote)} caption="Payment schedule" />
        </>
      )}
    </Modal>
  );
}

// 'Credit Card Information' (seed 000 §2 'Payment modals', §4): the card provider's iframe, the
// signed-in shopper's saved cards (paid with their security code), the save-card option, the
// cardholder name and street. The iframe's 'payment keys ready' message processes the card
// (POST payment/freedom-pay/process-card), then places the order (POST /order/submit): card-flow.ts.
// A declined payment's message stays in the modal, any other failure closes it and checkout shows
// the message. While the order call is sent again the modal stays busy and says 'We are confirming
// your payment...' (payment-confirming.ts).
import type { Schema } from '@boxoffice/sdk';
import {
  CARDHOLDER_NAME_MAX_LENGTH,
  CVV_MAX_LENGTH,
  cardholderNameSchema,
  firstMessage,
  savedCardSchema,
} from '@boxoffice/sdk/rules';
import { useEffect, useRef, useState } from 'react';
import { useSnapshot } from 'valtio';
import { Modal } from '../../../components/Modal';
import { api } from '../../../lib/api';
import { loadSession, site } from '../../../lib/site';
import { Field } from '../Field';
import { ConfirmingPayment } from './ConfirmingPayment';
import { type CardOutcome, orderOutcome, payWithCardKey } from './card-flow';
import { CARD_INIT_ERROR, cardFrameSource, readCardFrameMessage } from './card-frame';

export const CARD_UNAVAILABLE = 'Credit card processing is unavailable';
const CARDHOLDER_REQUIRED = 'Cardholder name is required';
const NEW_CARD = 'new';

interface Props {
  readonly cardholderName: string;
  readonly cardholderAddress: string;
  readonly onPaid: () => void;
  readonly onCancel: () => void;
  /** A message, or the failed call's error (a 409 sends the shopper back to the cart). */
  readonly onFailure: (failure: unknown) => void;
}

type Setup = Schema<'FreedomPaySetupResult'>;

/**
 * A key per call of one payment: the client sends a call again with the same key when the store is
 * busy or no answer came (the server then never charges or orders twice); the shopper's next payment,
 * after an answer such as a decline, makes new calls with new keys.
 */
const idempotencyKey = () => crypto.randomUUID();

/** The two calls of a card payment, each with its own Idempotency-Key. */
const cardCalls = {
  processCard: async (body: Schema<'FreedomPayProcessCardRequest'>) =>
    (
      await api.POST('/payment/freedom-pay/process-card', {
        params: { header: { 'Idempotency-Key': idempotencyKey() } },
        body,
      })
    ).data,
  submitOrder: async (body: Schema<'OrderSubmitRequest'>) =>
    (
      await api.POST('/order/submit', {
        params: { header: { 'Idempotency-Key': idempotencyKey() } },
        body,
      })
    ).data,
};

/** The server needs a cardholder name; the rules cap it at 26 characters. */
const holderProblem = (name: string) =>
  name.trim() === '' ? CARDHOLDER_REQUIRED : firstMessage(cardholderNameSchema, name);

export function CardModal({ cardholderName, cardholderAddress, onPaid, onCancel, onFailure }: Props) {
  const { appConfig } = useSnapshot(site);
  const cvvSuppressed = appConfig?.savedPaymentCvvSuppressed === true;
  const [setup, setSetup] = useState<Setup | null>(null);
  const [height, setHeight] = useState(330);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [choice, setChoice] = useState(NEW_CARD);
  const [cvv, setCvv] = useState('');
  const [cvvError, setCvvError] = useState<string | undefined>();
  const [holderError, setHolderError] = useState<string | undefined>();
  const [holder, setHolder] = useState(cardholderName.slice(0, CARDHOLDER_NAME_MAX_LENGTH));
  const [street, setStreet] = useState(cardholderAddress);
  const [saveCard, setSaveCard] = useState(false);
  const frameRef = useRef<HTMLIFrameElement>(null);
  // The iframe's message arrives outside React's render: it reads the fields' latest values here.
  const latest = useRef({ holder, street, saveCard, busy });
  latest.current = { holder, street, saveCard, busy };
  const callbacks = useRef({ onPaid, onFailure });
  callbacks.current = { onPaid, onFailure };

  const frame = cardFrameSource(setup?.iFrame);

  useEffect(() => {
    let live = true;
    api
      .POST('/payment/freedom-pay/setup')
      .then(({ data }) => {
        if (!live) return;
        if (!data.success || !cardFrameSource(data.iFrame) || !data.sessionKey) {
          callbacks.current.onFailure(data.message ?? CARD_UNAVAILABLE);
          return;
        }
        setSetup(data);
      })
      .catch((e: unknown) => live && callbacks.current.onFailure(e));
    return () => {
      live = false;
    };
  }, []);

  /** Placed, declined (message in the modal), or another failure (checkout shows it). */
  const settle = (outcome: CardOutcome) => {
    if (outcome.kind === 'paid') callbacks.current.onPaid();
    else if (outcome.kind === 'declined') setError(outcome.message);
    else callbacks.current.onFailure(outcome.failure);
  };

  // biome-ignore lint/correctness/useExhaustiveDependencies: one listener per iframe origin; it reads the latest values through refs.
  useEffect(() => {
    const providerOrigin = frame?.origin;
    const sessionKey = setup?.sessionKey;
    if (!providerOrigin || !sessionKey) return;
    const submitCard = async (paymentKey: string) => {
      const { holder: name, street: address, saveCard: save, busy: inFlight } = latest.current;
      if (inFlight) return;
      const problem = holderProblem(name);
      if (problem) {
        setHolderError(problem);
        return;
      }
      setHolderError(undefined);
      setBusy(true);
      setError(null);
      const outcome = await payWithCardKey(
        cardCalls,
        {
          sessionKey,
          paymentKey,
          savePaymentToAccount: save,
          cardholderName: name.trim(),
          cardholderAddress: address.trim() || null,
        },
        CARD_UNAVAILABLE,
      );
      setBusy(false);
      settle(outcome);
    };
    const onMessage = (event: MessageEvent) => {
      if (event.source !== frameRef.current?.contentWindow) return;
      const message = readCardFrameMessage(event.origin, providerOrigin, event.data);
      if (!message) return;
      if (message.type === 1) {
        setError(CARD_INIT_ERROR);
        void loadSession().catch(() => undefined);
      } else if (message.type === 2) setHeight(message.height);
      else if (message.type === 3) void submitCard(message.paymentKey);
      else console.debug('card provider validity', message.isValid);
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [frame?.origin, setup?.sessionKey]);

  const paySaved = async () => {
    const parsed = savedCardSchema({ cvvSuppressed }).safeParse({ cvv });
    if (!parsed.success) {
      setCvvError(parsed.error.issues[0]?.message);
      return;
    }
    setCvvError(undefined);
    setBusy(true);
    setError(null);
    try {
      const { data } = await api.POST('/order/submit-saved-payment', {
        params: { header: { 'Idempotency-Key': idempotencyKey() } },
        body: { extAccountStoredPaymentId: choice, cvv: cvvSuppressed ? null : parsed.data.cvv },
      });
      settle(orderOutcome(data, CARD_UNAVAILABLE));
    } catch (e) {
      onFailure(e);
    } finally {
      setBusy(false);
    }
  };

  const saved = setup?.savedPayments ?? [];
  return (
    <Modal
      title="Credit Card Information"
      size="large"
      onClose={busy ? undefined : onCancel}
      footer={
        <button type="button" className="secondary" disabled={busy} onClick={onCancel}>
          Cancel
        </button>
      }
    >
      <ConfirmingPayment />
      {!setup || !frame ? (
        <p aria-busy="true">Loading…</p>
      ) : (
        <div aria-busy={busy}>
          {error && (
            <p role="alert" className="alert-danger">
              {error}
            </p>
          )}
          {saved.length > 0 && (
            <fieldset>
              <legend>Pay with</legend>
              {saved.map((card) => (
                <label key={card.extAccountStoredPaymentId}>
                  <input
                    type="radio"
                    name="card-choice"
                    checked={choice === card.extAccountStoredPaymentId}
                    onChange={() => setChoice(card.extAccountStoredPaymentId)}
                  />
                  {card.cardBrand ?? 'Card'} ending {card.cardNumberLast4}
                </label>
              ))}
              <label>
                <input
                  type="radio"
                  name="card-choice"
                  checked={choice === NEW_CARD}
                  onChange={() => setChoice(NEW_CARD)}
                />
                A new card
              </label>
            </fieldset>
          )}
          {choice !== NEW_CARD ? (
            <form
              onSubmit={(event) => {
                event.preventDefault();
                void paySaved();
              }}
            >
              {!cvvSuppressed && (
                <Field label="Security Code" error={cvvError}>
                  <input
                    inputMode="numeric"
                    autoComplete="cc-csc"
                    maxLength={CVV_MAX_LENGTH}
                    value={cvv}
                    onChange={(event) => setCvv(event.target.value.replace(/\D/g, ''))}
                  />
                </Field>
              )}
              <button type="submit" disabled={busy} aria-busy={busy}>
                Pay with saved card
              </button>
            </form>
          ) : (
            <>
              <div className="grid">
                <Field label="Cardholder Name" error={holderError}>
                  <input
                    autoComplete="cc-name"
                    maxLength={CARDHOLDER_NAME_MAX_LENGTH}
                    value={holder}
                    onChange={(event) => setHolder(event.target.value)}
                  />
                </Field>
                <Field label="Street Address">
                  <input
                    autoComplete="billing address-line1"
                    maxLength={50}
                    value={street}
                    onChange={(event) => setStreet(event.target.value)}
                  />
                </Field>
              </div>
              {setup.canSavePayment && (
                <label>
                  <input
                    type="checkbox"
                    checked={saveCard}
                    onChange={(event) => setSaveCard(event.target.checked)}
                  />
                  Save this card to my account
                </label>
              )}
              <iframe
                ref={frameRef}
                src={frame.src}
                title="Card details"
                className="card-frame"
                style={{ height }}
              />
            </>
          )}
        </div>
      )}
    </Modal>
  );
}

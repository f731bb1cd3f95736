// The donate step (/donate, seed 002 §2.5, §4.4, §5, §8). Loads the donation settings and the
// cart (revised, as the contract asks); skips on to checkout when the settings fail or cannot be
// loaded, or the cart already holds the donation. Otherwise: the product's texts, a custom amount
// (0 to 10000, two decimals) with 'Donate more', the round-up offer with 'Yes, Round up!' when
// there is one, 'Decline & Continue', and the cart summary. Adds go through POST
// /cart/add-donation with the confirmation/resubmit protocol.
import type { Schema } from '@boxoffice/sdk';
import { DONATION_MAX, DONATION_MIN, formatDonationAmount } from '@boxoffice/sdk/rules';
import { useEffect, useId, useState } from 'react';
import { Link, useLocation } from 'wouter';
import { CartSummary } from '../../components/CartSummary';
import { ServerConfirmDialog } from '../../components/ConfirmDialog';
import { HtmlBlock } from '../../components/HtmlBlock';
import { api } from '../../lib/api';
import { refreshMiniCart } from '../../lib/mini-cart';
import { usePageTitle } from '../../lib/title';
import { customAmount, customAmountMessage, NEXT_AFTER_DONATE, roundUpOffer, skipDonation } from './donate';
import './donate.css';
import { LoadingOverlay } from '../../components/LoadingOverlay';
import { errorText } from '../../lib/errors';

type Settings = Schema<'DonationSettingsResult'>;
type Cart = Schema<'CartDetails'>;
type Prompt = Schema<'ConfirmationPromptResult'>;

export default function DonatePage() {
  usePageTitle('Donate');
  const [, navigate] = useLocation();
  const [settings, setSettings] = useState<Settings | null>(null);
  const [cart, setCart] = useState<Cart | null>(null);
  const [cartError, setCartError] = useState<string | null>(null);
  const [text, setText] = useState('');
  const [fieldValid, setFieldValid] = useState(true);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [prompt, setPrompt] = useState<{ amount: number; result: Prompt } | null>(null);
  const amountId = useId();
  const roundUpId = useId();

  useEffect(() => {
    let live = true;
    // A settings load error is ignored: the step is skipped (seed 002 §7.4).
    const settingsCall = api
      .GET('/product/donation-settings')
      .then(({ data }) => data)
      .catch(() => null);
    const cartCall = api.GET('/cart', { params: { query: { revise: true } } }).then(({ data }) => {
      if (!data.success) throw new Error(data.message ?? 'An unexpected error has occurred');
      if (data.value.cartRevised) void refreshMiniCart();
      return data.value;
    });
    void Promise.allSettled([settingsCall, cartCall]).then(([s, c]) => {
      if (!live) return;
      const loadedSettings = s.status === 'fulfilled' ? s.value : null;
      const loadedCart = c.status === 'fulfilled' ? c.value : null;
      if (skipDonation(loadedSettings, loadedCart)) {
        navigate(NEXT_AFTER_DONATE, { replace: true });
        return;
      }
      if (c.status === 'rejected') setCartError(errorText(c.reason));
      setCart(loadedCart);
      setSettings(loadedSettings);
    });
    return () => {
      live = false;
    };
  }, [navigate]);

  const add = async (amount: number, reSubmitContext: string | null) => {
    if (!settings?.product) return;
    setBusy(true);
    setError(null);
    try {
      const { data } = await api.POST('/cart/add-donation', {
        body: { items: [{ productVariantId: settings.product.extVariantId, amount }], reSubmitContext },
      });
      if (data.confirmationRequired) {
        setPrompt({ amount, result: data });
      } else if (data.success) {
        navigate(NEXT_AFTER_DONATE);
      } else {
        setPrompt(null);
        setError(data.message ?? 'An unexpected error has occurred');
      }
    } catch (e) {
      setPrompt(null);
      setError(errorText(e));
    } finally {
      setBusy(false);
    }
  };

  const product = settings?.product;
  const roundUp = settings && cart ? roundUpOffer(settings, cart.cartTotal) : null;
  const amount = customAmount(text, fieldValid);
  const message = customAmountMessage(text, fieldValid);

  return (
    <section className="donate-page" aria-busy={!product}>
      {/* A way back besides the header's cart icon; the seeds name none, the wording is ours. */}
      <p className="back-link">
        <Link href="/cart">
          <span aria-hidden="true">← </span>Back to Cart
        </Link>
      </p>
      {!product && <LoadingOverlay delayed />}
      {product && (
        <div className="grid">
          <div>
            <h1>{product.productDisplayName}</h1>
            <HtmlBlock html={product.productLongDescription} />
            {error && (
              <p role="alert" className="alert-danger">
                {error}
              </p>
            )}
            <form
              onSubmit={(e) => {
                e.preventDefault();
                if (amount !== null) void add(amount, null);
              }}
            >
              <label htmlFor={amountId}>Donation amount (USD)</label>
              <div className="donate-row">
                <input
                  id={amountId}
                  type="number"
                  inputMode="decimal"
                  step="0.01"
                  min={DONATION_MIN}
                  max={DONATION_MAX}
                  value={text}
                  disabled={busy}
                  aria-invalid={message ? true : undefined}
                  aria-describedby={message ? `${amountId}-message` : undefined}
                  onChange={(e) => setText(e.target.value)}
                  // The field's validity on every input event, not in onChange: letters in a number
                  // input read as '', and React leaves out onChange when the value stays '' (first
                  // letter typed, or the last one deleted), so badInput would go unseen.
                  onInput={(e) => {
                    const { validity } = e.currentTarget;
                    setFieldValid(validity.valid || validity.stepMismatch);
                  }}
                  onBlur={(e) => setText(formatDonationAmount(e.target.value))}
                />
                <button type="submit" disabled={busy || amount === null} aria-busy={busy}>
                  Donate more
                </button>
              </div>
              {message && (
                <small id={`${amountId}-message`} className="donate-invalid">
                  {message}
                </small>
              )}
            </form>
            {roundUp !== null && (
              <div className="donate-round-up">
                <label htmlFor={roundUpId}>Round Up amount (optional)</label>
                <div className="donate-row">
                  <input id={roundUpId} type="text" readOnly value={roundUp.toFixed(2)} />
                  <button type="button" disabled={busy} onClick={() => void add(roundUp, null)}>
                    Yes, Round up!
                  </button>
                </div>
              </div>
            )}
            <button
              type="button"
              className="secondary"
              disabled={busy}
              onClick={() => navigate(NEXT_AFTER_DONATE)}
            >
              Decline &amp; Continue
            </button>
            <HtmlBlock html={product.productDisclaimer} />
          </div>
          <aside>
            {cartError && (
              <p role="alert" className="alert-danger">
                {cartError}
              </p>
            )}
            {cart && <CartSummary cart={cart} />}
          </aside>
        </div>
      )}
      {prompt && (
        <ServerConfirmDialog
          prompt={prompt.result}
          busy={busy}
          onProceed={() => void add(prompt.amount, prompt.result.confirmationReSubmitContext)}
          onCancel={() => setPrompt(null)}
        />
      )}
    </section>
  );
}

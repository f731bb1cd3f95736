// Payment Options (/installment-billing/select, seed 001 §2 and §4): reached from the cart when
// installment billing applies. Skipped straight to donate when the plan is already selected, the
// total is 0, or billing is blocked or not eligible. Otherwise the shopper chooses full payment
// (POST /cart/clear-installment-billing) or the payment plan (POST /cart/set-installment-billing)
// and goes on to donate. Plan type 2 shows only the plan's disclaimer.
import type { Schema } from '@boxoffice/sdk';
import { useEffect, useId, useState } from 'react';
import { Link, useLocation } from 'wouter';
import { CartSummary } from '../../components/CartSummary';
import { HtmlBlock } from '../../components/HtmlBlock';
import { LoadingOverlay } from '../../components/LoadingOverlay';
import { formatMoney } from '../../components/Money';
import { PaymentPlanDetails } from '../../components/PaymentPlanDetails';
import { api } from '../../lib/api';
import { errorText } from '../../lib/errors';
import { installmentChoiceApplies, rememberPayInFull } from '../../lib/installment-billing';
import { usePageTitle } from '../../lib/title';
import {
  choicePath,
  NEXT_AFTER_PAYMENT_OPTIONS,
  type PaymentChoice,
  planDisplay,
} from './installment-select';

type Cart = Schema<'CartDetails'>;

function PlanDetails({ billing }: { readonly billing: Schema<'InstallmentBilling'> }) {
  if (planDisplay(billing) === 'disclaimer-only') return <HtmlBlock html={billing.planDisclaimer} />;
  return (
    <>
      <PaymentPlanDetails billing={billing} />
      <HtmlBlock html={billing.planDisclaimer} />
    </>
  );
}

/** A way back to the cart (the seeds name none; the wording is ours, as on donate and checkout). */
function BackToCart() {
  return (
    <p className="back-link">
      <Link href="/cart">
        <span aria-hidden="true">← </span>Back to Cart
      </Link>
    </p>
  );
}

export default function InstallmentBillingSelectPage() {
  usePageTitle('Payment Options');
  const [, navigate] = useLocation();
  const [cart, setCart] = useState<Cart | null>(null);
  const [choice, setChoice] = useState<PaymentChoice | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const name = useId();

  useEffect(() => {
    let live = true;
    api
      .GET('/cart', { params: { query: { revise: false } } })
      .then(({ data }) => {
        if (!live) return;
        if (!data.success) setError(data.message ?? 'An unexpected error has occurred');
        else if (!installmentChoiceApplies(data.value))
          navigate(NEXT_AFTER_PAYMENT_OPTIONS, { replace: true });
        else setCart(data.value);
      })
      .catch((e: unknown) => live && setError(errorText(e)));
    return () => {
      live = false;
    };
  }, [navigate]);

  const submit = async () => {
    if (!choice) return;
    setBusy(true);
    setError(null);
    try {
      const { data } = await api.POST(choicePath(choice));
      if (data.success) {
        rememberPayInFull(choice === 'full');
        navigate(NEXT_AFTER_PAYMENT_OPTIONS);
      } else setError(data.message ?? 'An unexpected error has occurred');
    } catch (e) {
      setError(errorText(e));
    } finally {
      setBusy(false);
    }
  };

  const billing = cart?.installmentBilling;
  return (
    <section className="payment-options" aria-busy={cart === null && !error}>
      <BackToCart />
      <h1>Payment Options</h1>
      {error && (
        <p role="alert" className="alert-danger">
          {error}
        </p>
      )}
      {cart === null && !error && <LoadingOverlay delayed message="Loading your payment options…" />}
      {cart && billing && (
        <div className="grid">
          <form
            onSubmit={(e) => {
              e.preventDefault();
              void submit();
            }}
          >
            {billing.selectionWarning && <p role="status">{billing.selectionWarning}</p>}
            <fieldset>
              <legend>How would you like to pay?</legend>
              <label>
                <input
                  type="radio"
                  name={name}
                  value="full"
                  checked={choice === 'full'}
                  onChange={() => setChoice('full')}
                />
                Pay in full today ({formatMoney(cart.cartTotal)})
              </label>
              <label>
                <input
                  type="radio"
                  name={name}
                  value="plan"
                  checked={choice === 'plan'}
                  onChange={() => setChoice('plan')}
                />
                Payment plan
              </label>
            </fieldset>
            <PlanDetails billing={billing} />
            <button type="submit" disabled={!choice || busy} aria-busy={busy}>
              Continue
            </button>
          </form>
          <aside>
            <CartSummary cart={cart} />
          </aside>
        </div>
      )}
    </section>
  );
}

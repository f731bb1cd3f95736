// checkout, checkout/terms, checkout/ibterms (seed 000 §2 'Checkout page', §4 'Checkout', §5): loads
// the cart and the lists the form needs, then the form. The terms routes show their modal over the
// checkout. With an empty cart the shopper goes back to product selection.
import type { Schema } from '@boxoffice/sdk';
import { useEffect, useState } from 'react';
import { Link, useLocation } from 'wouter';
import { api } from '../../lib/api';
import { productSelectionPath } from '../../lib/flow';
import { usePageTitle } from '../../lib/title';
import { CheckoutForm } from './CheckoutForm';
import type { KeptChoices } from './checkout-form';
import { TermsModal } from './TermsModal';
import './checkout.css';
import { HoldTimer } from '../../components/HoldTimer';
import { LoadingOverlay } from '../../components/LoadingOverlay';
import { errorText } from '../../lib/errors';

export interface CheckoutData {
  cart: Schema<'CartDetails'>;
  deliveryMethods: Schema<'DeliveryMethod'>[];
  paymentMethods: Schema<'PaymentMethod'>[];
  countries: Schema<'Country'>[];
  states: Schema<'StateProvince'>[];
}

async function loadCheckout(): Promise<CheckoutData> {
  const [cart, delivery, payment, countries, states] = await Promise.all([
    api.GET('/cart', { params: { query: { revise: false } } }),
    api.GET('/cart/delivery-method'),
    api.GET('/cart/payment-method'),
    api.GET('/address/country'),
    api.GET('/address/state-province'),
  ]);
  return {
    cart: cart.data.value,
    deliveryMethods: delivery.data.value,
    paymentMethods: payment.data.value,
    countries: countries.data.value,
    states: states.data.value,
  };
}

export default function CheckoutPage() {
  usePageTitle('Checkout');
  const [location, navigate] = useLocation();
  const [data, setData] = useState<CheckoutData | null>(null);
  const [error, setError] = useState<string | null>(null);
  // Bumped after the cart changes under the form (pay in full), so it starts again from the cart.
  const [version, setVersion] = useState(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: version asks for a reload.
  useEffect(() => {
    let live = true;
    setError(null);
    loadCheckout()
      .then((loaded) => {
        if (!live) return;
        if (loaded.cart.cartEmpty) navigate(productSelectionPath(), { replace: true });
        else setData(loaded);
      })
      .catch((e: unknown) => live && setError(errorText(e)));
    return () => {
      live = false;
    };
  }, [version, navigate]);

  // The form starts again from the reloaded cart (its saved settings, the plan cleared), not from
  // the first load, keeping the boxes the shopper ticked: the old data goes first, so the new form
  // mounts only with the new data.
  const [kept, setKept] = useState<KeptChoices>({});
  const reload = (choices: KeptChoices) => {
    setKept(choices);
    setData(null);
    setVersion((v) => v + 1);
  };

  const terms = location.endsWith('/ibterms') ? 'ibterms' : location.endsWith('/terms') ? 'terms' : null;

  return (
    <>
      {/* A way back besides the header's cart icon; the seeds name none, the wording is ours. */}
      <p className="back-link">
        <Link href="/cart">
          <span aria-hidden="true">← </span>Back to Cart
        </Link>
      </p>
      <h1>Checkout</h1>
      {error && (
        <p role="alert" className="alert-danger">
          {error}
        </p>
      )}
      {data && (
        <HoldTimer
          secondsLeft={data.cart.holdSecondsLeft}
          answer={data}
          endedAction={
            <Link href="/cart" role="button" className="secondary">
              Review your cart
            </Link>
          }
        />
      )}
      {!data && !error && <LoadingOverlay delayed message="Loading checkout…" />}
      {data && <CheckoutForm key={version} data={data} kept={kept} onReload={reload} />}
      {terms && <TermsModal kind={terms} onClose={() => navigate('/checkout', { replace: true })} />}
    </>
  );
}

// The checkout form (seed 000 §2, §4, §5): delivery and payment methods, contact, billing and
// optional shipping address, the consents, and the Checkout button, enabled exactly when every rule
// passes. Checkout saves the settings, then submits directly, or opens the payment modal the
// payment method's processor names. Before a payment modal opens the summary is read again from
// the cart, so it shows what the settings changed (Mail Delivery's charge, the new total) and
// matches the amount the card frame shows.

import { isStorefrontApiError } from '@boxoffice/sdk';
import { type CheckoutValues, createCheckoutSchema } from '@boxoffice/sdk/rules';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useMemo, useRef, useState } from 'react';
import { type Resolver, useForm } from 'react-hook-form';
import { useSnapshot } from 'valtio';
import { Link, useLocation } from 'wouter';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { LoadingOverlay } from '../../components/LoadingOverlay';
import { Money } from '../../components/Money';
import { api } from '../../lib/api';
import { leaveCartNotice } from '../../lib/cart-notice';
import { errorText } from '../../lib/errors';
import { productSelectionPath } from '../../lib/flow';
import { rememberPayInFull } from '../../lib/installment-billing';
import { miniCart, refreshMiniCart } from '../../lib/mini-cart';
import { AddressFields } from './AddressFields';
import { CartSummary } from './CartSummary';
import type { CheckoutData } from './CheckoutPage';
import {
  afterPaymentFailure,
  type CheckoutContext,
  type CheckoutFormValues,
  checkoutEnabled,
  checkoutFlags,
  defaultsFromCart,
  INVALID_FIELDS_LEAD,
  invalidFieldLabels,
  isConflict,
  type KeptChoices,
  keptAcrossReload,
  nextCheckoutStep,
  ruleOptions,
  settingsRequest,
  summaryWithDelivery,
  UNKNOWN_PROCESSOR,
  valuesForRules,
} from './checkout-form';
import { Field } from './Field';
import {
  checkUnansweredOrder,
  NOT_CHARGED,
  type OrderCheckCalls,
  placedSinceUnconfirmed,
  UNCONFIRMED_ORDER,
  unansweredOrder,
} from './order-check';
import { CardModal } from './payment/CardModal';
import { InstallmentModal } from './payment/InstallmentModal';
import { CONFIRMING_PAYMENT, paymentConfirming } from './payment-confirming';

type PaymentModal = 'card' | 'installment' | 'pay-in-full' | null;

/**
 * What checkUnansweredOrder asks the session, each within 15 s (the shopper has waited already); the
 * badge takes the count read.
 */
const orderCheckCalls: OrderCheckCalls = {
  cartItemCount: async () => {
    const { data } = await api.GET('/cart/mini-cart', { signal: AbortSignal.timeout(15_000) });
    miniCart.itemCount = data.value.itemCount;
    return data.value.itemCount;
  },
  orderPlaced: () =>
    api.GET('/order/details', { signal: AbortSignal.timeout(15_000) }).then(
      ({ data }) => data.success,
      (error: unknown) => {
        if (isStorefrontApiError(error) && error.status === 404) return false;
        throw error;
      },
    ),
};

interface Props {
  readonly data: CheckoutData;
  /** The shopper's choices carried over from the form before a reload (keptAcrossReload). */
  readonly kept?: KeptChoices;
  readonly onReload: (kept: KeptChoices) => void;
}

export function CheckoutForm({ data, kept, onReload }: Props) {
  const { cart, deliveryMethods, paymentMethods, countries, states } = data;
  const [, navigate] = useLocation();
  const context: CheckoutContext = useMemo(
    () => ({
      deliveryMethods,
      states,
      installmentBillingSelected: cart.installmentBilling?.selected === true,
    }),
    [deliveryMethods, states, cart],
  );
  const resolver = useMemo((): Resolver<CheckoutFormValues, unknown, CheckoutValues> => {
    const zod = zodResolver(createCheckoutSchema(ruleOptions(states)));
    // The rules read the flags and the followed shipping address beside the typed values.
    return (values, ctx, options) =>
      zod(valuesForRules(values, context) as never, ctx, options as never) as never;
  }, [states, context]);
  const form = useForm<CheckoutFormValues, unknown, CheckoutValues>({
    defaultValues: { ...defaultsFromCart(cart, deliveryMethods, paymentMethods), ...kept },
    resolver,
    mode: 'onTouched',
  });
  const { register, handleSubmit, watch, formState } = form;
  const values = watch();
  const flags = checkoutFlags(values, context);
  const enabled = checkoutEnabled(values, context);
  const invalidLabels = enabled ? [] : invalidFieldLabels(values, context);
  // The summary as the server last priced it: the loaded cart, then the cart read again after the
  // settings are saved, before the payment modal opens. Meanwhile it follows the delivery chosen at
  // once (summaryWithDelivery: the chosen method's charge in place of the saved one's), so Mail
  // Delivery's charge shows before the card frame and goes when Print at Home is chosen again.
  const [summaryCart, setSummaryCart] = useState(cart);
  const shownCart = summaryWithDelivery(
    summaryCart,
    deliveryMethods.find((m) => m.id === values.deliveryMethodId),
  );

  const [busy, setBusy] = useState(false);
  // The full-page overlay (seed 002: 'a full-page loading overlay with a message') while an order
  // with nothing to pay is placed: the page must not be used then. The wording is ours.
  const [submitting, setSubmitting] = useState(false);
  // While the order call is sent again, its payment may be being confirmed (payment-confirming.ts).
  const confirming = useSnapshot(paymentConfirming).calls > 0;
  const [messages, setMessages] = useState<readonly string[]>([]);
  const [modal, setModal] = useState<PaymentModal>(null);
  const alertRef = useRef<HTMLDivElement>(null);
  // While an order is being placed the cart empties; that must not send the shopper away.
  const placing = useRef(false);
  // The last order call's fate was not known (UNCONFIRMED_ORDER shown): the order may have been
  // confirmed since, so a try again that finds the cart emptied looks for it before anything else.
  const unconfirmed = useRef(false);

  const { itemCount } = useSnapshot(miniCart);
  const previousCount = useRef(itemCount);
  useEffect(() => {
    if (previousCount.current > 0 && itemCount === 0 && !placing.current) navigate(productSelectionPath());
    previousCount.current = itemCount;
  }, [itemCount, navigate]);

  const showMessages = (list: readonly string[]) => {
    setMessages(list);
    requestAnimationFrame(() => alertRef.current?.focus());
  };

  const paid = () => {
    placing.current = true;
    navigate('/confirmation');
  };
  /**
   * A payment that did not go through. An order call that got no answer may have placed the order:
   * the session is asked first, and a placed order goes to the confirmation. For a 409 the mini-cart
   * is read again (the badge must not stay stale) and an emptied cart leaves for product selection,
   * any other goes back to the cart; else the message here.
   */
  const failed = async (failure: unknown) => {
    setModal(null);
    if (unansweredOrder(failure)) {
      // The order may exist: never a failure before the session says it does not (order-check.ts).
      placing.current = true;
      setBusy(true);
      const check = await checkUnansweredOrder(orderCheckCalls);
      setBusy(false);
      if (check === 'placed') {
        paid();
        return;
      }
      if (check === 'unknown') {
        unconfirmed.current = true;
        showMessages([UNCONFIRMED_ORDER]);
        return;
      }
      // Not placed, so not charged: the cart holds its places for another try.
      placing.current = false;
      showMessages([NOT_CHARGED]);
      return;
    }
    let empty = false;
    if (isConflict(failure)) {
      // Still 'placing' while the count is read, so the count's effect does not navigate as well.
      placing.current = true;
      await refreshMiniCart();
      empty = miniCart.itemCount === 0;
      if (await placedSinceUnconfirmed(orderCheckCalls, unconfirmed.current, empty)) {
        unconfirmed.current = false;
        paid();
        return;
      }
    }
    placing.current = false;
    const step = afterPaymentFailure(failure, empty);
    if (step.kind === 'product-selection') {
      placing.current = true;
      navigate(productSelectionPath());
    } else if (step.kind === 'back-to-cart') {
      leaveCartNotice(step.message);
      navigate('/cart');
    } else showMessages([step.message]);
  };
  const cancelled = () => {
    placing.current = false;
    // The pay-in-full question is about leaving the installment plan (000 §4 step 4).
    setModal(cart.installmentBilling?.selected === true ? 'pay-in-full' : null);
  };

  /** The summary read again from the cart; if that fails the payment goes on (the frame shows the amount). */
  const refreshSummary = async () => {
    try {
      const { data: fresh } = await api.GET('/cart', { params: { query: { revise: false } } });
      if (fresh.success && !fresh.value.cartEmpty) setSummaryCart(fresh.value);
    } catch {
      // The summary keeps the figures it had.
    }
  };

  const onSubmit = async (out: CheckoutValues) => {
    setBusy(true);
    setMessages([]);
    try {
      const { data: saved } = await api.POST('/cart/settings', { body: settingsRequest(out) });
      if (!saved.success) {
        showMessages(saved.messages.length ? saved.messages : [saved.message ?? 'Checkout failed']);
        return;
      }
      const method = paymentMethods.find((m) => m.id === out.paymentMethodId);
      const step = nextCheckoutStep(saved.paymentDue, method?.processorUi);
      if (step === 'unknown-processor') showMessages([UNKNOWN_PROCESSOR]);
      else if (step === 'card' || step === 'installment') {
        placing.current = true;
        await refreshSummary();
        setModal(step);
      } else {
        placing.current = true;
        setSubmitting(true);
        const { data: placed } = await api.POST('/order/submit', {
          params: { header: { 'Idempotency-Key': crypto.randomUUID() } },
          body: {
            paymentKey: null,
            savePaymentToAccount: false,
            cardholderName: null,
            cardholderAddress: null,
          },
        });
        if (placed.success) paid();
        else await failed(placed.paymentMessage ?? placed.message ?? 'The order could not be placed');
      }
    } catch (e) {
      placing.current = false;
      if (isConflict(e) || unansweredOrder(e)) await failed(e);
      else showMessages(isStorefrontApiError(e) && e.messages.length ? e.messages : [errorText(e)]);
    } finally {
      setBusy(false);
      setSubmitting(false);
    }
  };

  const [payInFullBusy, setPayInFullBusy] = useState(false);
  const payInFull = async () => {
    setPayInFullBusy(true);
    try {
      await api.POST('/cart/clear-installment-billing');
      rememberPayInFull(true);
      setModal(null);
      onReload(keptAcrossReload(form.getValues()));
    } catch (e) {
      setModal(null);
      showMessages([errorText(e)]);
    } finally {
      setPayInFullBusy(false);
    }
  };

  const error = (name: keyof CheckoutFormValues) => formState.errors[name]?.message;
  const lists = { countries, states };

  return (
    <div className="checkout-layout">
      {submitting && <LoadingOverlay message={confirming ? CONFIRMING_PAYMENT : 'Placing your order…'} />}
      <form noValidate onSubmit={handleSubmit(onSubmit)} aria-busy={busy}>
        {messages.length > 0 && (
          <div role="alert" className="alert-danger" tabIndex={-1} ref={alertRef}>
            {messages.length === 1 ? (
              messages[0]
            ) : (
              <ul>
                {messages.map((m) => (
                  <li key={m}>{m}</li>
                ))}
              </ul>
            )}
          </div>
        )}

        <fieldset aria-describedby={error('deliveryMethodId') ? 'delivery-error' : undefined}>
          <legend>
            <h2>Delivery Method</h2>
          </legend>
          {deliveryMethods.map((m) => (
            <label key={m.id}>
              <input type="radio" value={m.id} {...register('deliveryMethodId')} />
              {m.name}
              {m.price > 0 && (
                <>
                  {' '}
                  (<Money amount={m.price} />)
                </>
              )}
            </label>
          ))}
          {error('deliveryMethodId') && <small id="delivery-error">{error('deliveryMethodId')}</small>}
        </fieldset>

        {paymentMethods.length > 1 && (
          <fieldset aria-describedby={error('paymentMethodId') ? 'payment-error' : undefined}>
            <legend>
              <h2>Payment Method</h2>
            </legend>
            {paymentMethods.map((m) => (
              <label key={m.id}>
                <input type="radio" value={m.id} {...register('paymentMethodId')} />
                {m.name}
              </label>
            ))}
            {error('paymentMethodId') && <small id="payment-error">{error('paymentMethodId')}</small>}
          </fieldset>
        )}

        <section aria-labelledby="contact-title">
          <h2 id="contact-title">Contact Information</h2>
          <AddressFields form={form} prefix="" part="contact" {...lists} />
          <Field label="Email" error={error('emailAddress')}>
            <input type="email" autoComplete="email" maxLength={200} {...register('emailAddress')} />
          </Field>
        </section>

        <section aria-labelledby="billing-title">
          <h2 id="billing-title">Billing Address</h2>
          <AddressFields form={form} prefix="" part="address" {...lists} />
        </section>

        {flags.shippingAddressRequired && (
          <section aria-labelledby="shipping-title">
            <h2 id="shipping-title">Shipping Address</h2>
            <label>
              <input type="checkbox" {...register('shippingSameAsBilling')} />
              Shipping Address Same as Billing
            </label>
            {!values.shippingSameAsBilling && (
              <>
                <AddressFields form={form} prefix="shipping" part="contact" {...lists} />
                <AddressFields form={form} prefix="shipping" part="address" {...lists} />
              </>
            )}
          </section>
        )}

        <fieldset>
          <legend className="visually-hidden">Terms</legend>
          {flags.installmentBillingSelected && (
            <Consent
              label="I accept the "
              link="/checkout/ibterms"
              linkText="Payment Plan Terms"
              error={error('acceptInstallmentTerms')}
            >
              <input type="checkbox" {...register('acceptInstallmentTerms')} />
            </Consent>
          )}
          <Consent
            label="I accept the "
            link="/checkout/terms"
            linkText="Terms of Sale and Terms of Use"
            error={error('acceptTerms')}
          >
            <input type="checkbox" {...register('acceptTerms')} />
          </Consent>
          {flags.locationAcknowledgementRequired && (
            <Consent
              label="I acknowledge the venue location disclosure"
              error={error('locationAcknowledged')}
            >
              <input type="checkbox" {...register('locationAcknowledged')} />
            </Consent>
          )}
        </fieldset>

        <button
          type="submit"
          disabled={!enabled || busy}
          aria-busy={busy}
          aria-describedby={invalidLabels.length > 0 ? 'checkout-invalid-fields' : undefined}
        >
          Checkout
        </button>
        {invalidLabels.length > 0 && (
          <p id="checkout-invalid-fields" className="checkout-invalid-fields">
            <small>
              {INVALID_FIELDS_LEAD} {invalidLabels.join(', ')}
            </small>
          </p>
        )}
      </form>

      <CartSummary cart={shownCart} />

      {modal === 'card' && (
        <CardModal
          cardholderName={`${values.firstName} ${values.lastName}`.trim()}
          cardholderAddress={values.address1}
          onPaid={paid}
          onCancel={cancelled}
          onFailure={(f) => void failed(f)}
        />
      )}
      {modal === 'installment' && (
        <InstallmentModal onPaid={paid} onCancel={cancelled} onFailure={(f) => void failed(f)} />
      )}
      {modal === 'pay-in-full' && (
        <ConfirmDialog
          title="Change Payment"
          body={<p>Would you like to pay in full instead of using the payment plan?</p>}
          proceedText="Yes"
          cancelText="No"
          busy={payInFullBusy}
          onProceed={() => void payInFull()}
          onCancel={() => setModal(null)}
        />
      )}
    </div>
  );
}

interface ConsentProps {
  readonly label: string;
  readonly link?: string;
  readonly linkText?: string;
  readonly error: string | undefined;
  readonly children: React.ReactElement;
}

/** A consent checkbox whose label may link to a terms page (opened as a modal over checkout). */
function Consent({ label, link, linkText, error, children }: ConsentProps) {
  return (
    <div>
      {/* biome-ignore lint/a11y/noLabelWithoutControl: the checkbox comes in as children. */}
      <label>
        {children}
        {label}
        {link && <Link href={link}>{linkText}</Link>}
      </label>
      {error && <small role="alert">{error}</small>}
    </div>
  );
}

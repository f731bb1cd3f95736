// An order's charge as the order flow sees it: what the payment step gives (paid, nothing due, or a
// decline), and the card provider's word on an order's reference when its payer cannot give it (the
// charge outlasted its timeout, or the paying server died): `closeReference` answers the charge if
// one was made, else closes the reference so that no charge for it is taken from now on.
import type { Schema } from '@boxoffice/sdk';
import { cardGateway } from '../../providers/card-gateway.js';
import type { Services } from '../../services.js';
import type { PaymentOutcome } from './types.js';

/** What the payment step of placing an order gives: how it was paid, null when nothing was due, or a decline. */
export type PaymentStep = PaymentOutcome | null | { readonly declined: string };

/** What a card charge reports (providers/card-gateway.ts ChargeResult). */
type Charge =
  | { readonly approved: false; readonly paymentMessage: string }
  | {
      readonly approved: true;
      readonly amount: number;
      readonly maskedCardNumber: string;
      readonly transactionString: string;
    };

type Approved = Extract<Charge, { approved: true }>;

/** An approved card charge as the order's payment. */
export const paidWith = (
  charge: Approved,
  paymentMethodName: string,
  confirmationDisplayName: string | null,
): PaymentOutcome => ({
  amount: charge.amount,
  paymentMethodName,
  confirmationDisplayName,
  maskedCardNumber: charge.maskedCardNumber,
  transactionString: charge.transactionString,
});

/** A card charge as placeOrder's payment step: how the order was paid, or the decline. */
export const chargedWith = (
  charge: Charge,
  paymentMethodName: string,
  confirmationDisplayName: string | null,
): PaymentStep =>
  charge.approved
    ? paidWith(charge, paymentMethodName, confirmationDisplayName)
    : { declined: charge.paymentMessage };

/**
 * How long the card provider is given to charge an order before its reference is closed (ms): half
 * the payment window, at most 30 s. The shopper hears within the web app's minute, and the order is
 * settled by its own call long before the sweep may settle it.
 */
export const chargeTimeoutMs = (paymentWindowMs: number): number => Math.min(30_000, paymentWindowMs / 2);

/** The provider's approved charge for an order's reference, or null once the reference is closed. */
export type ClosedCharge = (Approved & { readonly brand: string }) | null;

/** Asks the card provider for the charge of `reference`, closing it when none was made. */
export const closeReference = (services: Services, reference: string): Promise<ClosedCharge> =>
  cardGateway(services).close(reference);

/** A charge the provider answered for an order as its payment, named as the submit calls name it. */
export function closedPayment(
  method: Schema<'PaymentMethod'> | null,
  charge: NonNullable<ClosedCharge>,
): PaymentOutcome {
  // The card's brand, or the installment provider's display name.
  const shown = method?.processorUi === 'uplift' ? method.confirmationDisplayName : charge.brand;
  return paidWith(charge, method?.name ?? charge.brand, shown);
}

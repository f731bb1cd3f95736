/**
 * The checkout settings form (seed 000 §2 "Checkout page", §4 "Checkout", §5
 * "Checkout button enabled only when"). Field names as in POST cart/settings.
 * The flags that switch rules on travel with the values, so the web form and the
 * backend (which gets shippingAddressRequired in the body) use one schema.
 */
import { z } from 'zod';
import { type AddressRuleOptions, addressFieldIssues, addressShape } from './address.js';
import { emailAddressSchema } from './contact.js';
import { addIssues, choiceInput, type FieldIssue, firstMessage, flagInput, textInput } from './fields.js';
import {
  DELIVERY_METHOD_REQUIRED,
  INSTALLMENT_TERMS_REQUIRED,
  LOCATION_ACKNOWLEDGEMENT_REQUIRED,
  PAYMENT_METHOD_REQUIRED,
  TERMS_REQUIRED,
} from './messages.js';
import { toChoiceId } from './normalize.js';

/** The situations that turn rules on (from the delivery method, the cart, and the billing state). */
export interface CheckoutFlags {
  /** Delivery method's shippingAddressRequired: the shipping block is validated. */
  shippingAddressRequired?: boolean | null;
  /** Installment billing selected: its terms must be accepted. */
  installmentBillingSelected?: boolean | null;
  /** The billing state's requireLocationAcknowledgement: the acknowledgement must be ticked. */
  locationAcknowledgementRequired?: boolean | null;
}

const checkoutInputs = {
  deliveryMethodId: choiceInput,
  paymentMethodId: choiceInput,
  emailAddress: textInput,
  ...addressShape(''),
  ...addressShape('shipping'),
  /** While ticked the shipping fields follow billing (000 §4), so only billing is checked. */
  shippingSameAsBilling: flagInput,
  acceptTerms: flagInput,
  acceptInstallmentTerms: flagInput,
  locationAcknowledged: flagInput,
  shippingAddressRequired: flagInput,
  installmentBillingSelected: flagInput,
  locationAcknowledgementRequired: flagInput,
};

/** Every checkout rule, one message per field, in page order. */
export function checkoutIssues(
  values: Readonly<Record<string, unknown>>,
  options: AddressRuleOptions = {},
): FieldIssue[] {
  const issues: FieldIssue[] = [];
  const add = (field: string, message: string | undefined) => {
    if (message) issues.push({ path: [field], message });
  };
  if (toChoiceId(values.deliveryMethodId) === null) add('deliveryMethodId', DELIVERY_METHOD_REQUIRED);
  if (toChoiceId(values.paymentMethodId) === null) add('paymentMethodId', PAYMENT_METHOD_REQUIRED);
  add('emailAddress', firstMessage(emailAddressSchema, values.emailAddress ?? ''));
  issues.push(...addressFieldIssues(values, '', options));
  if (values.shippingAddressRequired === true && values.shippingSameAsBilling !== true) {
    issues.push(...addressFieldIssues(values, 'shipping', options));
  }
  if (values.installmentBillingSelected === true && values.acceptInstallmentTerms !== true) {
    add('acceptInstallmentTerms', INSTALLMENT_TERMS_REQUIRED);
  }
  if (values.acceptTerms !== true) add('acceptTerms', TERMS_REQUIRED);
  if (values.locationAcknowledgementRequired === true && values.locationAcknowledged !== true) {
    add('locationAcknowledged', LOCATION_ACKNOWLEDGEMENT_REQUIRED);
  }
  return issues;
}

/** The checkout form schema; options choose which countries have a state list. Output has phone and zip cleaned. */
export function createCheckoutSchema(options: AddressRuleOptions = {}) {
  return z
    .object(checkoutInputs)
    .superRefine((values, ctx) => addIssues(ctx, checkoutIssues(values, options)));
}

export const checkoutSchema = createCheckoutSchema();
export type CheckoutInput = z.input<typeof checkoutSchema>;
export type CheckoutValues = z.output<typeof checkoutSchema>;

/** Whether the Checkout button is enabled: the schema's success with the flags applied. */
export function canCheckout(
  values: Readonly<Record<string, unknown>>,
  flags: CheckoutFlags = {},
  options: AddressRuleOptions = {},
): boolean {
  const schema = options.statesFor || options.allowEmpty ? createCheckoutSchema(options) : checkoutSchema;
  const defined = Object.entries(flags).filter(([, v]) => v !== undefined);
  return schema.safeParse({ ...values, ...Object.fromEntries(defined) }).success;
}

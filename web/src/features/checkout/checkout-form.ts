// The checkout form's behaviour as plain functions (seed 000 §4 'Shipping address', 'Checkout', §5):
// defaults from the cart, shipping following billing, what a country change does, the flags that
// switch rules on, whether Checkout is enabled, the request body, and the step after saving.
import { isStorefrontApiError, type Schema } from '@boxoffice/sdk';
import {
  ADDRESS_FIELD_LABELS,
  ADDRESS_KEYS,
  type AddressKey,
  type AddressRuleOptions,
  type CheckoutFlags,
  type CheckoutValues,
  canCheckout,
  checkoutIssues,
  formatNanpPhone,
  prefixedKey,
} from '@boxoffice/sdk/rules';
import { errorText } from '../../lib/errors';

type Cart = Schema<'CartDetails'>;
type Country = Schema<'Country'>;
type StateProvince = Schema<'StateProvince'>;
type DeliveryMethod = Schema<'DeliveryMethod'>;
type PaymentMethod = Schema<'PaymentMethod'>;

export type AddressPrefix = '' | 'shipping';

/** The form's values as the inputs hold them (selects as strings, checkboxes as booleans). */
export interface CheckoutFormValues {
  deliveryMethodId: string;
  paymentMethodId: string;
  emailAddress: string;
  firstName: string;
  lastName: string;
  phoneNumber: string;
  phoneUseNanpFormat: boolean | null;
  countryId: string;
  address1: string;
  address2: string;
  city: string;
  stateProvinceId: string;
  otherStateProvince: string;
  zipCode: string;
  shippingFirstName: string;
  shippingLastName: string;
  shippingPhoneNumber: string;
  shippingPhoneUseNanpFormat: boolean | null;
  shippingCountryId: string;
  shippingAddress1: string;
  shippingAddress2: string;
  shippingCity: string;
  shippingStateProvinceId: string;
  shippingOtherStateProvince: string;
  shippingZipCode: string;
  shippingSameAsBilling: boolean;
  acceptTerms: boolean;
  acceptInstallmentTerms: boolean;
  locationAcknowledged: boolean;
}

export type FormKey = keyof CheckoutFormValues;
export const fieldName = (prefix: AddressPrefix, key: AddressKey): FormKey =>
  prefixedKey(prefix, key) as FormKey;

const str = (v: string | number | null | undefined): string =>
  v === null || v === undefined ? '' : String(v);

/** Only the fields a shopper types (not the phone-format flag) decide whether shipping is empty or equal. */
const COMPARED_KEYS = ADDRESS_KEYS.filter((k) => k !== 'phoneUseNanpFormat');

export function addressOf(values: Readonly<Record<string, unknown>>, prefix: AddressPrefix): string[] {
  return COMPARED_KEYS.map((key) => str(values[prefixedKey(prefix, key)] as string | number | null));
}

/**
 * 'Shipping Address Same as Billing' at load (000 §4): ticked when shipping is not required, the
 * shipping address is empty, or it equals billing.
 */
export function initialSameAsBilling(
  values: Readonly<Record<string, unknown>>,
  shippingRequired: boolean,
): boolean {
  if (!shippingRequired) return true;
  const shipping = addressOf(values, 'shipping');
  if (shipping.every((v) => v === '')) return true;
  const billing = addressOf(values, '');
  return shipping.every((v, i) => v === billing[i]);
}

/** While same-as-billing is ticked the shipping fields follow billing (000 §4): the billing values under shipping names. */
export function shippingFromBilling(values: CheckoutFormValues): Partial<CheckoutFormValues> {
  const patch: Record<string, unknown> = {};
  for (const key of ADDRESS_KEYS) patch[fieldName('shipping', key)] = values[fieldName('', key)];
  return patch as Partial<CheckoutFormValues>;
}

/** The form's starting values from the cart's saved checkout settings and the methods on offer. */
export function defaultsFromCart(
  cart: Cart,
  deliveryMethods: readonly DeliveryMethod[],
  paymentMethods: readonly PaymentMethod[],
): CheckoutFormValues {
  const savedDelivery = cart.defaultDeliveryMethod?.deliveryMethodId ?? '';
  const deliveryMethodId = deliveryMethods.some((m) => m.id === savedDelivery)
    ? savedDelivery
    : deliveryMethods.length === 1
      ? (deliveryMethods[0]?.id ?? '')
      : '';
  const savedPayment = cart.extPaymentMethodId ?? '';
  // The payment choice is shown only when there is more than one (000 §2): a single one is chosen.
  const paymentMethodId = paymentMethods.some((m) => m.id === savedPayment)
    ? savedPayment
    : paymentMethods.length === 1
      ? (paymentMethods[0]?.id ?? '')
      : '';
  const c = cart as Record<string, unknown>;
  const values: Record<string, unknown> = {
    deliveryMethodId,
    paymentMethodId,
    emailAddress: str(cart.emailAddress),
    acceptTerms: false,
    acceptInstallmentTerms: false,
    locationAcknowledged: false,
  };
  for (const prefix of ['', 'shipping'] as const) {
    for (const key of ADDRESS_KEYS) {
      const name = fieldName(prefix, key);
      values[name] =
        key === 'phoneUseNanpFormat'
          ? ((c[name] as boolean | null | undefined) ?? null)
          : str(c[name] as string);
    }
    const phone = fieldName(prefix, 'phoneNumber');
    if (values[fieldName(prefix, 'phoneUseNanpFormat')] !== false) {
      values[phone] = formatNanpPhone(values[phone] as string) || (values[phone] as string);
    }
  }
  const shippingRequired =
    deliveryMethods.find((m) => m.id === deliveryMethodId)?.shippingAddressRequired ?? false;
  values.shippingSameAsBilling = initialSameAsBilling(values, shippingRequired === true);
  return values as unknown as CheckoutFormValues;
}

/** The states of a country, for its select. */
export function statesOf(
  states: readonly StateProvince[],
  countryId: string | number | null,
): StateProvince[] {
  const id = Number(countryId);
  return states.filter((s) => s.countryId === id);
}

/**
 * A country change (000 §4): the state select is filtered, a state of another country is cleared,
 * the other-state text is cleared when the new country has states, and the phone format switches.
 */
export function countryChange(
  values: CheckoutFormValues,
  prefix: AddressPrefix,
  countryId: string,
  countries: readonly Country[],
  states: readonly StateProvince[],
): Partial<CheckoutFormValues> {
  const own = statesOf(states, countryId);
  const patch: Record<string, unknown> = { [fieldName(prefix, 'countryId')]: countryId };
  const stateId = values[fieldName(prefix, 'stateProvinceId')];
  if (stateId !== '' && !own.some((s) => String(s.id) === stateId)) {
    patch[fieldName(prefix, 'stateProvinceId')] = '';
  }
  if (own.length > 0) patch[fieldName(prefix, 'otherStateProvince')] = '';
  const country = countries.find((c) => String(c.id) === countryId);
  const nanp = country ? country.phoneUseNanpFormat === true : null;
  patch[fieldName(prefix, 'phoneUseNanpFormat')] = nanp;
  patch[fieldName(prefix, 'phoneNumber')] = formatPhoneInput(
    values[fieldName(prefix, 'phoneNumber')] as string,
    nanp ?? true,
  );
  return patch as Partial<CheckoutFormValues>;
}

/** The phone as typed: the (xxx) xxx-xxxx mask for NANP countries, digits only (up to 15) otherwise (000 §5). */
export function formatPhoneInput(value: string, nanp: boolean): string {
  return nanp ? formatNanpPhone(value) : value.replace(/\D/g, '');
}

/** Whether a country has a state list; the rules then require stateProvinceId rather than free text. */
export function ruleOptions(states: readonly StateProvince[]): AddressRuleOptions {
  return { statesFor: (countryId) => states.some((s) => s.countryId === countryId) };
}

export interface CheckoutContext {
  deliveryMethods: readonly DeliveryMethod[];
  states: readonly StateProvince[];
  installmentBillingSelected: boolean;
}

/** The flags that switch rules on (000 §5): the delivery method's shipping, installment billing, the billing state's acknowledgement. */
export function checkoutFlags(values: CheckoutFormValues, context: CheckoutContext): Required<CheckoutFlags> {
  const method = context.deliveryMethods.find((m) => m.id === values.deliveryMethodId);
  const state = context.states.find((s) => String(s.id) === values.stateProvinceId);
  const billingCountry = Number(values.countryId);
  return {
    shippingAddressRequired: method?.shippingAddressRequired === true,
    installmentBillingSelected: context.installmentBillingSelected,
    locationAcknowledgementRequired:
      state?.requireLocationAcknowledgement === true && state.countryId === billingCountry,
  };
}

/** The form values the rules read: the flags added, and shipping following billing while ticked. */
export function valuesForRules(
  values: CheckoutFormValues,
  context: CheckoutContext,
): Record<string, unknown> {
  const shipping = values.shippingSameAsBilling ? shippingFromBilling(values) : {};
  return { ...values, ...shipping, ...checkoutFlags(values, context) };
}

/** The Checkout button is enabled exactly when every rule of 000 §5 passes. */
export function checkoutEnabled(values: CheckoutFormValues, context: CheckoutContext): boolean {
  return canCheckout(valuesForRules(values, context), {}, ruleOptions(context.states));
}

/** The labels of what is not an address field (ours: the seed lists only the address labels). */
const OTHER_LABELS: Readonly<Record<string, string>> = {
  deliveryMethodId: 'Delivery Method',
  paymentMethodId: 'Payment Method',
  emailAddress: 'Email',
  acceptInstallmentTerms: 'Payment Plan Terms',
  acceptTerms: 'Terms of Sale and Terms of Use',
  locationAcknowledged: 'Location Disclosure',
};

/** A checkout field's label: the seed's for an address field, with 'Shipping' before a shipping one. */
const FIELD_LABELS: ReadonlyMap<string, string> = new Map([
  ...Object.entries(OTHER_LABELS),
  ...Object.entries(ADDRESS_FIELD_LABELS).flatMap(([key, label]) => [
    [key, label] as const,
    [prefixedKey('shipping', key as AddressKey), `Shipping ${label}`] as const,
  ]),
]);

/** The contact part of an address: on the page, the email follows it (CheckoutForm.tsx). */
const CONTACT_KEYS: readonly AddressKey[] = ['firstName', 'lastName', 'phoneNumber', 'phoneUseNanpFormat'];

/** The checkout's fields in the order the page shows them (CheckoutForm.tsx, AddressFields.tsx). */
const PAGE_ORDER: readonly string[] = [
  'deliveryMethodId',
  'paymentMethodId',
  ...CONTACT_KEYS,
  'emailAddress',
  ...ADDRESS_KEYS.filter((key) => !CONTACT_KEYS.includes(key)),
  ...ADDRESS_KEYS.map((key) => prefixedKey('shipping', key)),
  'acceptInstallmentTerms',
  'acceptTerms',
  'locationAcknowledged',
];

/** A field's place on the page; one not listed goes last. */
const pagePlace = (field: string): number => {
  const index = PAGE_ORDER.indexOf(field);
  return index === -1 ? PAGE_ORDER.length : index;
};

/**
 * Every field that keeps the Checkout button disabled, by label, in page order (seed 000 §5 'Invalid
 * field labels reported: First Name, Last Name, Phone, Country, Address 1, City, State, Zip,
 * optionally with a prefix'): the address fields by the seed's labels (shipping's with the prefix
 * 'Shipping', and only while it is its own address), and the rest (a method not chosen, the email,
 * a box not ticked) by theirs. The checkout lists them beside its disabled button, so the button
 * never sits disabled without a visible reason.
 */
export function invalidFieldLabels(values: CheckoutFormValues, context: CheckoutContext): string[] {
  const issues = checkoutIssues(valuesForRules(values, context), ruleOptions(context.states));
  // In page order: the rules check the email before the address, the page asks for it after the phone.
  const fields = issues.map(({ path }) => String(path[0])).sort((a, b) => pagePlace(a) - pagePlace(b));
  return [...new Set(fields.map((field) => FIELD_LABELS.get(field) ?? field))];
}

/** What the shopper chose that the cart does not keep, carried over when the form is built again. */
export type KeptChoices = Partial<Pick<CheckoutFormValues, 'acceptTerms' | 'locationAcknowledged'>>;

/**
 * The choices to keep when the checkout is read again after 'Pay in full' (000 §4 step 4): the
 * ticked terms and location boxes. The typed details come back from the cart's saved settings; the
 * plan's own terms go with the plan.
 */
export const keptAcrossReload = (values: CheckoutFormValues): KeptChoices => ({
  acceptTerms: values.acceptTerms,
  locationAcknowledged: values.locationAcknowledged,
});

/** The lead-in of that list (ours: the seed names the labels, not the sentence). */
export const INVALID_FIELDS_LEAD = 'Please check:';

/** POST /cart/settings from the schema's output (phone and zip cleaned); shipping carries billing while ticked. */
export function settingsRequest(out: CheckoutValues): Schema<'CartSettingsRequest'> {
  const same = out.shippingSameAsBilling;
  const pick = (key: AddressKey) => out[prefixedKey(same ? '' : 'shipping', key)];
  const nullIfEmpty = (v: string) => (v === '' ? null : v);
  return {
    firstName: out.firstName,
    lastName: out.lastName,
    phoneNumber: out.phoneNumber,
    countryId: out.countryId,
    address1: out.address1,
    address2: nullIfEmpty(out.address2),
    city: out.city,
    stateProvinceId: out.stateProvinceId,
    otherStateProvince: nullIfEmpty(out.otherStateProvince),
    zipCode: out.zipCode,
    shippingFirstName: pick('firstName') as string,
    shippingLastName: pick('lastName') as string,
    shippingPhoneNumber: pick('phoneNumber') as string,
    shippingCountryId: pick('countryId') as number | null,
    shippingAddress1: pick('address1') as string,
    shippingAddress2: nullIfEmpty(pick('address2') as string),
    shippingCity: pick('city') as string,
    shippingStateProvinceId: pick('stateProvinceId') as number | null,
    shippingOtherStateProvince: nullIfEmpty(pick('otherStateProvince') as string),
    shippingZipCode: pick('zipCode') as string,
    emailAddress: out.emailAddress,
    deliveryMethodId: out.deliveryMethodId,
    paymentMethodId: out.paymentMethodId,
    acceptTerms: out.acceptTerms,
    acceptInstallmentTerms: out.acceptInstallmentTerms,
    locationAcknowledged: out.locationAcknowledged,
    shippingAddressRequired: out.shippingAddressRequired,
    ignoreValidationErrors: false,
  } as Schema<'CartSettingsRequest'>;
}

export type CheckoutStep = 'submit' | 'installment' | 'card' | 'unknown-processor';

/** After the settings are saved (000 §4 Checkout, steps 2 and 3). */
export function nextCheckoutStep(paymentDue: number, processorUi: string | null | undefined): CheckoutStep {
  if (paymentDue <= 0) return 'submit';
  if (processorUi === 'uplift') return 'installment';
  if (processorUi === 'freedom-pay') return 'card';
  return 'unknown-processor';
}

export const UNKNOWN_PROCESSOR = 'Unable to open payment processor';

/** What checkout does with a payment that did not go through. */
export type PaymentFailureStep =
  | { readonly kind: 'product-selection' }
  | { readonly kind: 'back-to-cart'; readonly message: string }
  | { readonly kind: 'show'; readonly message: string };

/** A 409: the cart cannot be ordered as it is; checkout reads the mini-cart again to learn whether it is empty. */
export const isConflict = (failure: unknown): boolean =>
  isStorefrontApiError(failure) && failure.status === 409;

/**
 * A 409 means the cart cannot be ordered as it is. When the cart was emptied meanwhile (in another
 * tab, say: 'Your shopping cart is empty'), the shopper leaves for product selection, as checkout
 * does whenever the mini-cart count drops to 0 (seed 000 §2 'Checkout page'). Otherwise something
 * in it sold out meanwhile (the message says what and what to change), so the shopper goes back to
 * the cart, which shows it; anything else is shown on the checkout.
 */
export function afterPaymentFailure(failure: unknown, cartEmpty = false): PaymentFailureStep {
  if (isConflict(failure))
    return cartEmpty ? { kind: 'product-selection' } : { kind: 'back-to-cart', message: errorText(failure) };
  return { kind: 'show', message: typeof failure === 'string' ? failure : errorText(failure) };
}

/**
 * The summary as the delivery now chosen prices it, before the choice is saved: the server added the
 * saved method's charge to the total as it is (no tax or fee on it, nothing on an empty cart), so
 * the chosen method's charge takes its place. Saving the settings reads the server's figures again.
 */
export function summaryWithDelivery(cart: Cart, method: DeliveryMethod | undefined): Cart {
  if (!method || cart.cartEmpty) return cart;
  const cents = (amount: number) => Math.round(amount * 100);
  const deliveryTotal = method.price;
  if (cents(deliveryTotal) === cents(cart.deliveryTotal)) return cart;
  const cartTotal = (cents(cart.cartTotal) - cents(cart.deliveryTotal) + cents(deliveryTotal)) / 100;
  return { ...cart, deliveryTotal, cartTotal };
}

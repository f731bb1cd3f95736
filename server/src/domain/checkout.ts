// Checkout settings (POST /cart/settings), checked with the shared rules of @boxoffice/sdk/rules,
// the same the web app runs, so the shopper reads the same messages from both.
// An unknown delivery method, payment method, country or state id (or a state of another country)
// counts as missing.
import type { Schema } from '@boxoffice/sdk';
import { checkoutIssues, digitsOnly, normalizePostalCode } from '@boxoffice/sdk/rules';
import type { CheckoutSettings } from './cart/types.js';

export const CART_EMPTY_MESSAGE = 'Your shopping cart is empty';

export type CartSettingsRequest = Schema<'CartSettingsRequest'>;

/** What the rules need to know beyond the request. */
export interface CheckoutFacts {
  readonly deliveryMethod: (id: string) => { readonly shippingAddressRequired: boolean } | undefined;
  /** Methods offered for this cart (GET /cart/payment-method). */
  readonly paymentMethodIds: readonly string[];
  readonly country: (id: number) => { readonly hasStates: boolean } | undefined;
  readonly state: (
    id: number,
  ) => { readonly countryId: number; readonly requireLocationAcknowledgement: boolean } | undefined;
  readonly installmentBillingSelected: boolean;
}

export interface CheckoutCheck {
  /** The request cleaned: phone digits, zips without spaces or dashes, unknown ids as null. */
  readonly settings: Omit<CheckoutSettings, 'invalid'>;
  /** One message per invalid field, page order, the server's words. */
  readonly messages: readonly string[];
  /** The fields those messages are about. */
  readonly invalidFields: ReadonlySet<string>;
}

const text = (v: string | null | undefined) => (v === undefined || v === null ? null : v);
const cleanPhone = (v: string | null | undefined) => (v == null ? null : digitsOnly(v));
const cleanZip = (v: string | null | undefined) => (v == null ? null : normalizePostalCode(v));

export function checkCheckoutSettings(body: CartSettingsRequest, facts: CheckoutFacts): CheckoutCheck {
  const countryOk = (id: number | null | undefined) => (id != null && facts.country(id) ? id : null);
  const stateOk = (id: number | null | undefined, countryId: number | null) => {
    const state = id != null ? facts.state(id) : undefined;
    return state && state.countryId === countryId ? (id as number) : null;
  };
  const countryId = countryOk(body.countryId);
  const shippingCountryId = countryOk(body.shippingCountryId);
  const method = body.deliveryMethodId ? facts.deliveryMethod(body.deliveryMethodId) : undefined;
  const settings: Omit<CheckoutSettings, 'invalid'> = {
    firstName: text(body.firstName),
    lastName: text(body.lastName),
    phoneNumber: cleanPhone(body.phoneNumber),
    countryId,
    address1: text(body.address1),
    address2: text(body.address2),
    city: text(body.city),
    stateProvinceId: stateOk(body.stateProvinceId, countryId),
    otherStateProvince: text(body.otherStateProvince),
    zipCode: cleanZip(body.zipCode),
    shippingFirstName: text(body.shippingFirstName),
    shippingLastName: text(body.shippingLastName),
    shippingPhoneNumber: cleanPhone(body.shippingPhoneNumber),
    shippingCountryId,
    shippingAddress1: text(body.shippingAddress1),
    shippingAddress2: text(body.shippingAddress2),
    shippingCity: text(body.shippingCity),
    shippingStateProvinceId: stateOk(body.shippingStateProvinceId, shippingCountryId),
    shippingOtherStateProvince: text(body.shippingOtherStateProvince),
    shippingZipCode: cleanZip(body.shippingZipCode),
    emailAddress: text(body.emailAddress),
    deliveryMethodId: method ? (body.deliveryMethodId as string) : null,
    paymentMethodId:
      body.paymentMethodId && facts.paymentMethodIds.includes(body.paymentMethodId)
        ? body.paymentMethodId
        : null,
    acceptTerms: body.acceptTerms === true,
    acceptInstallmentTerms: body.acceptInstallmentTerms === true,
    locationAcknowledged: body.locationAcknowledged === true,
    shippingAddressRequired:
      body.shippingAddressRequired === true || method?.shippingAddressRequired === true,
  };
  const billingState = settings.stateProvinceId !== null ? facts.state(settings.stateProvinceId) : undefined;
  const issues = checkoutIssues(
    {
      ...settings,
      installmentBillingSelected: facts.installmentBillingSelected,
      locationAcknowledgementRequired: billingState?.requireLocationAcknowledgement === true,
    },
    { statesFor: (id) => facts.country(id)?.hasStates ?? false },
  );
  const messages = [...new Set(issues.map((issue) => issue.message))];
  return { settings, messages, invalidFields: new Set(issues.map((i) => String(i.path[0]))) };
}

/** The settings to keep after a partial save: the valid fields, invalid ones emptied. */
export function partialSettings(check: CheckoutCheck): Omit<CheckoutSettings, 'invalid'> {
  const kept: Record<string, unknown> = { ...check.settings };
  for (const field of check.invalidFields) {
    if (field in kept && typeof kept[field] !== 'boolean') kept[field] = null;
  }
  return kept as unknown as Omit<CheckoutSettings, 'invalid'>;
}

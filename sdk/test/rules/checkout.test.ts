import { describe, expect, it } from 'vitest';
import { prefixedKey } from '../../src/rules/address.js';
import {
  canCheckout,
  checkoutIssues,
  checkoutSchema,
  createCheckoutSchema,
} from '../../src/rules/checkout.js';
import {
  CITY_REQUIRED,
  DELIVERY_METHOD_REQUIRED,
  EMAIL_REQUIRED,
  FIRST_NAME_LENGTH,
  INSTALLMENT_TERMS_REQUIRED,
  LOCATION_ACKNOWLEDGEMENT_REQUIRED,
  PAYMENT_METHOD_REQUIRED,
  STATE_PROVINCE_REQUIRED,
  TERMS_REQUIRED,
  US_CANADA_POSTAL_CODE,
} from '../../src/rules/messages.js';
import { errorsOf, parsedOf } from './helpers.js';

const billing = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  phoneNumber: '(555) 123-4567',
  countryId: 80,
  address1: '1 Main St',
  address2: null,
  city: 'Springfield',
  stateProvinceId: 12,
  otherStateProvince: null,
  zipCode: '12345',
};
const shipping = Object.fromEntries(Object.entries(billing).map(([k, v]) => [prefixedKey('shipping', k), v]));
const form = {
  ...billing,
  emailAddress: 'ada@example.com',
  deliveryMethodId: 'dm_print',
  paymentMethodId: 'pm_card',
  acceptTerms: true,
};

describe('checkoutSchema: valid', () => {
  it('accepts a complete form and cleans phone and zip', () => {
    expect(parsedOf(checkoutSchema, form)).toMatchObject({
      phoneNumber: '5551234567',
      zipCode: '12345',
      deliveryMethodId: 'dm_print',
      paymentMethodId: 'pm_card',
      acceptTerms: true,
    });
  });
  it('accepts numeric method ids', () => {
    expect(parsedOf(checkoutSchema, { ...form, deliveryMethodId: 3 }).deliveryMethodId).toBe('3');
  });
});

describe('checkoutSchema: each rule, message and path', () => {
  it('delivery and payment methods are required', () => {
    expect(errorsOf(checkoutSchema, { ...form, deliveryMethodId: '' })).toEqual({
      deliveryMethodId: DELIVERY_METHOD_REQUIRED,
    });
    expect(errorsOf(checkoutSchema, { ...form, paymentMethodId: null })).toEqual({
      paymentMethodId: PAYMENT_METHOD_REQUIRED,
    });
  });
  it('email must be present and valid', () => {
    expect(errorsOf(checkoutSchema, { ...form, emailAddress: '' })).toEqual({ emailAddress: EMAIL_REQUIRED });
    expect(errorsOf(checkoutSchema, { ...form, emailAddress: 'ada@' })).toEqual({
      emailAddress: EMAIL_REQUIRED,
    });
  });
  it('billing address rules apply', () => {
    expect(errorsOf(checkoutSchema, { ...form, firstName: '', zipCode: '1' })).toEqual({
      firstName: FIRST_NAME_LENGTH,
      zipCode: US_CANADA_POSTAL_CODE,
    });
  });
  it('terms must be accepted', () => {
    expect(errorsOf(checkoutSchema, { ...form, acceptTerms: false })).toEqual({
      acceptTerms: TERMS_REQUIRED,
    });
  });
  it('shipping is validated only when required and not same as billing', () => {
    const required = { ...form, shippingAddressRequired: true };
    expect(errorsOf(checkoutSchema, required)).toMatchObject({
      shippingFirstName: FIRST_NAME_LENGTH,
      shippingCity: CITY_REQUIRED,
    });
    expect(errorsOf(checkoutSchema, { ...required, ...shipping })).toEqual({});
    expect(errorsOf(checkoutSchema, { ...required, ...shipping, shippingStateProvinceId: null })).toEqual({
      shippingStateProvinceId: STATE_PROVINCE_REQUIRED,
    });
    expect(errorsOf(checkoutSchema, { ...required, shippingSameAsBilling: true })).toEqual({});
    expect(errorsOf(checkoutSchema, { ...form, shippingAddressRequired: false, shippingCity: '' })).toEqual(
      {},
    );
  });
  it('installment terms when installment billing is selected', () => {
    const selected = { ...form, installmentBillingSelected: true };
    expect(errorsOf(checkoutSchema, selected)).toEqual({
      acceptInstallmentTerms: INSTALLMENT_TERMS_REQUIRED,
    });
    expect(errorsOf(checkoutSchema, { ...selected, acceptInstallmentTerms: true })).toEqual({});
  });
  it('location acknowledgement when the billing state requires it', () => {
    const required = { ...form, locationAcknowledgementRequired: true };
    expect(errorsOf(checkoutSchema, required)).toEqual({
      locationAcknowledged: LOCATION_ACKNOWLEDGEMENT_REQUIRED,
    });
    expect(errorsOf(checkoutSchema, { ...required, locationAcknowledged: true })).toEqual({});
  });
  it('an empty form reports every required field', () => {
    expect(Object.keys(errorsOf(checkoutSchema, {}))).toEqual([
      'deliveryMethodId',
      'paymentMethodId',
      'emailAddress',
      'firstName',
      'lastName',
      'countryId',
      'address1',
      'city',
      'zipCode',
      'acceptTerms',
    ]);
  });
  it('uses the state list option', () => {
    const noStates = createCheckoutSchema({ statesFor: () => false });
    expect(errorsOf(noStates, { ...form, stateProvinceId: null })).toEqual({
      otherStateProvince: STATE_PROVINCE_REQUIRED,
    });
  });
  it('exposes the issues without zod', () => {
    expect(checkoutIssues({ ...form, acceptTerms: false })).toEqual([
      { path: ['acceptTerms'], message: TERMS_REQUIRED },
    ]);
  });
});

describe('canCheckout', () => {
  it('is the schema success with the flags applied', () => {
    expect(canCheckout(form)).toBe(true);
    expect(canCheckout(form, { shippingAddressRequired: true })).toBe(false);
    expect(canCheckout({ ...form, ...shipping }, { shippingAddressRequired: true })).toBe(true);
    expect(canCheckout(form, { installmentBillingSelected: true })).toBe(false);
    expect(canCheckout({ ...form, acceptInstallmentTerms: true }, { installmentBillingSelected: true })).toBe(
      true,
    );
    expect(canCheckout(form, { locationAcknowledgementRequired: true })).toBe(false);
    expect(canCheckout({ ...form, deliveryMethodId: null })).toBe(false);
  });
  it('ignores flags left undefined', () => {
    expect(
      canCheckout({ ...form, shippingAddressRequired: true }, { shippingAddressRequired: undefined }),
    ).toBe(false);
  });
  it('passes address options through', () => {
    expect(
      canCheckout(
        { ...form, stateProvinceId: null, otherStateProvince: 'Ohio' },
        {},
        { statesFor: () => false },
      ),
    ).toBe(true);
  });
});

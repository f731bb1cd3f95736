import { describe, expect, it } from 'vitest';
import { type CheckoutFacts, checkCheckoutSettings, partialSettings } from '../../src/domain/checkout.js';

const facts: CheckoutFacts = {
  deliveryMethod: (id) =>
    ({ dm_print: { shippingAddressRequired: false }, dm_mail: { shippingAddressRequired: true } })[id],
  paymentMethodIds: ['pm_card'],
  country: (id) => ({ 80: { hasStates: true }, 17: { hasStates: true }, 79: { hasStates: false } })[id],
  state: (id) =>
    ({
      4401: { countryId: 80, requireLocationAcknowledgement: false },
      4405: { countryId: 80, requireLocationAcknowledgement: true },
    })[id],
  installmentBillingSelected: false,
};
const jordan = {
  firstName: 'Jordan',
  lastName: 'Rivera',
  phoneNumber: '5125550142',
  countryId: 80,
  address1: '1200 Lakeview Dr',
  city: 'Austin',
  stateProvinceId: 4401,
  zipCode: '78701',
  emailAddress: 'jordan.rivera@example.com',
  deliveryMethodId: 'dm_print',
  paymentMethodId: 'pm_card',
  acceptTerms: true,
  shippingAddressRequired: false,
  ignoreValidationErrors: false,
};

describe('checkout settings rules', () => {
  it('accepts STORY settings', () => {
    expect(checkCheckoutSettings(jordan, facts).messages).toEqual([]);
  });
  it('unknown methods count as missing; terms use the contract words', () => {
    const check = checkCheckoutSettings(
      { ...jordan, deliveryMethodId: 'dm_x', paymentMethodId: null, acceptTerms: false },
      facts,
    );
    expect(check.messages).toEqual([
      'Delivery method is required',
      'Payment method is required',
      'You must accept the Terms of Sale and Terms of Use',
    ]);
  });
  it('checks shipping when the delivery method needs it, and international rules', () => {
    const check = checkCheckoutSettings({ ...jordan, deliveryMethodId: 'dm_mail' }, facts);
    expect(check.messages).toContain('Street Address is required');
    const uk = checkCheckoutSettings(
      {
        ...jordan,
        countryId: 79,
        stateProvinceId: null,
        zipCode: 'SW1A1AA',
        phoneNumber: '4420794600001234',
      },
      facts,
    );
    expect(uk.messages).toEqual(['Phone number cannot be longer than 15 numeric digits']);
  });
  it('a state of another country is missing; California needs the acknowledgement and installments their terms', () => {
    expect(checkCheckoutSettings({ ...jordan, countryId: 17, zipCode: 'M5V2T6' }, facts).messages).toEqual([
      'State / province is required',
    ]);
    expect(checkCheckoutSettings({ ...jordan, stateProvinceId: 4405 }, facts).messages).toEqual([
      'You must acknowledge the venue location disclosure',
    ]);
    expect(checkCheckoutSettings(jordan, { ...facts, installmentBillingSelected: true }).messages).toEqual([
      'You must accept the payment plan terms',
    ]);
  });
  it('a partial save empties the invalid fields and keeps the rest', () => {
    const check = checkCheckoutSettings({ ...jordan, zipCode: '787', emailAddress: 'nope' }, facts);
    const kept = partialSettings(check);
    expect(kept).toMatchObject({ zipCode: null, emailAddress: null, city: 'Austin', firstName: 'Jordan' });
  });
});

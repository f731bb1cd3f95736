// Checkout's behaviour as plain functions: shipping follows billing, a country change, the flags,
// the Checkout-enabled rule of seed 000 §5, the request body and the step after saving.

import { type Schema, StorefrontApiError } from '@boxoffice/sdk';
import { checkoutIssues, createCheckoutSchema } from '@boxoffice/sdk/rules';
import { describe, expect, it } from 'vitest';
import {
  afterPaymentFailure,
  type CheckoutContext,
  type CheckoutFormValues,
  checkoutEnabled,
  checkoutFlags,
  countryChange,
  defaultsFromCart,
  formatPhoneInput,
  initialSameAsBilling,
  invalidFieldLabels,
  nextCheckoutStep,
  ruleOptions,
  settingsRequest,
  shippingFromBilling,
  statesOf,
  summaryWithDelivery,
  valuesForRules,
} from '../../src/features/checkout/checkout-form';
import { cart } from '../cart/fixtures';

const countries: Schema<'Country'>[] = [
  { id: 80, name: 'United States', phoneUseNanpFormat: true },
  { id: 17, name: 'Canada', phoneUseNanpFormat: true },
  { id: 79, name: 'United Kingdom', phoneUseNanpFormat: false },
];
const states: Schema<'StateProvince'>[] = [
  { id: 4401, name: 'Texas', abbreviation: 'TX', countryId: 80, requireLocationAcknowledgement: false },
  { id: 4405, name: 'California', abbreviation: 'CA', countryId: 80, requireLocationAcknowledgement: true },
  { id: 1709, name: 'Ontario', abbreviation: 'ON', countryId: 17, requireLocationAcknowledgement: false },
];
const deliveryMethods: Schema<'DeliveryMethod'>[] = [
  { id: 'dm_print', name: 'Print at Home', shippingAddressRequired: false, price: 0 },
  { id: 'dm_mail', name: 'Mail Delivery', shippingAddressRequired: true, price: 7.95 },
];
const context: CheckoutContext = { deliveryMethods, states, installmentBillingSelected: false };

const blankShipping = {
  shippingFirstName: '',
  shippingLastName: '',
  shippingPhoneNumber: '',
  shippingPhoneUseNanpFormat: null,
  shippingCountryId: '',
  shippingAddress1: '',
  shippingAddress2: '',
  shippingCity: '',
  shippingStateProvinceId: '',
  shippingOtherStateProvince: '',
  shippingZipCode: '',
};

const jordan = (): CheckoutFormValues => ({
  deliveryMethodId: 'dm_print',
  paymentMethodId: 'pm_card',
  emailAddress: 'jordan.rivera@example.com',
  firstName: 'Jordan',
  lastName: 'Rivera',
  phoneNumber: '(512) 555-0142',
  phoneUseNanpFormat: true,
  countryId: '80',
  address1: '1200 Lakeview Dr',
  address2: 'Apt 4B',
  city: 'Austin',
  stateProvinceId: '4401',
  otherStateProvince: '',
  zipCode: '78701',
  ...blankShipping,
  shippingSameAsBilling: true,
  acceptTerms: true,
  acceptInstallmentTerms: false,
  locationAcknowledged: false,
});

describe('shipping address', () => {
  it('follows billing while same-as-billing is ticked', () => {
    const patch = shippingFromBilling(jordan());
    expect(patch.shippingFirstName).toBe('Jordan');
    expect(patch.shippingCity).toBe('Austin');
    expect(patch.shippingStateProvinceId).toBe('4401');
    expect(patch.shippingZipCode).toBe('78701');
  });
  it('is same-as-billing at load when not required, empty, or equal to billing', () => {
    const v = jordan() as unknown as Record<string, unknown>;
    expect(initialSameAsBilling(v, false)).toBe(true);
    expect(initialSameAsBilling(v, true)).toBe(true);
    const equal = { ...v, ...shippingFromBilling(jordan()) };
    expect(initialSameAsBilling(equal, true)).toBe(true);
    expect(initialSameAsBilling({ ...equal, shippingCity: 'Dallas' }, true)).toBe(false);
    expect(initialSameAsBilling({ ...equal, shippingCity: 'Dallas' }, false)).toBe(true);
  });
  it('is checked only when required and not the same as billing', () => {
    const mail = { ...jordan(), deliveryMethodId: 'dm_mail' };
    expect(checkoutEnabled(mail, context)).toBe(true);
    expect(checkoutEnabled({ ...mail, shippingSameAsBilling: false }, context)).toBe(false);
    expect(checkoutEnabled({ ...jordan(), shippingSameAsBilling: false }, context)).toBe(true);
  });
});

describe('a country change', () => {
  it('filters the states', () => {
    expect(statesOf(states, '80').map((s) => s.id)).toEqual([4401, 4405]);
    expect(statesOf(states, '79')).toEqual([]);
  });
  it('clears a state of another country and switches the phone format', () => {
    const patch = countryChange(jordan(), '', '79', countries, states);
    expect(patch.countryId).toBe('79');
    expect(patch.stateProvinceId).toBe('');
    expect(patch.phoneUseNanpFormat).toBe(false);
    expect(patch.phoneNumber).toBe('5125550142');
    expect(patch).not.toHaveProperty('otherStateProvince');
  });
  it('keeps a state of the same country and clears the other-state text when states exist', () => {
    const v = { ...jordan(), otherStateProvince: 'Somewhere' };
    const patch = countryChange(v, '', '80', countries, states);
    expect(patch).not.toHaveProperty('stateProvinceId');
    expect(patch.otherStateProvince).toBe('');
    expect(patch.phoneUseNanpFormat).toBe(true);
  });
  it('works on the shipping block by prefix', () => {
    const v = {
      ...jordan(),
      shippingCountryId: '80',
      shippingStateProvinceId: '4401',
      shippingPhoneNumber: '5125550142',
    };
    const patch = countryChange(v, 'shipping', '17', countries, states);
    expect(patch.shippingStateProvinceId).toBe('');
    expect(patch.shippingOtherStateProvince).toBe('');
    expect(patch.shippingPhoneNumber).toBe('(512) 555-0142');
  });
});

describe('phone input', () => {
  it('is masked (xxx) xxx-xxxx for NANP and digits only otherwise', () => {
    expect(formatPhoneInput('5125550142', true)).toBe('(512) 555-0142');
    expect(formatPhoneInput('+44 20-7946 0958', false)).toBe('442079460958');
  });
});

describe('the Checkout button (000 §5)', () => {
  it('is enabled for a complete US checkout', () => {
    expect(checkoutEnabled(jordan(), context)).toBe(true);
  });
  it.each([
    ['no delivery method', { deliveryMethodId: '' }],
    ['no payment method', { paymentMethodId: '' }],
    ['an invalid email', { emailAddress: 'jordan@' }],
    ['terms not accepted', { acceptTerms: false }],
    ['a 9 digit phone', { phoneNumber: '512555014' }],
    ['a 4 digit zip', { zipCode: '7870' }],
    ['no state', { stateProvinceId: '' }],
    ['no street', { address1: '' }],
    ['no city', { city: '' }],
    ['no first name', { firstName: '' }],
  ])('is disabled with %s', (_, change) => {
    expect(checkoutEnabled({ ...jordan(), ...change }, context)).toBe(false);
  });
  it('needs the installment terms when installment billing is selected', () => {
    const plan = { ...context, installmentBillingSelected: true };
    expect(checkoutEnabled(jordan(), plan)).toBe(false);
    expect(checkoutEnabled({ ...jordan(), acceptInstallmentTerms: true }, plan)).toBe(true);
  });
  it('needs the location acknowledgement when the billing state requires it', () => {
    const california = { ...jordan(), stateProvinceId: '4405' };
    expect(checkoutFlags(california, context).locationAcknowledgementRequired).toBe(true);
    expect(checkoutEnabled(california, context)).toBe(false);
    expect(checkoutEnabled({ ...california, locationAcknowledged: true }, context)).toBe(true);
  });
  it('takes a Canadian and an international address', () => {
    const canada = { ...jordan(), countryId: '17', stateProvinceId: '1709', zipCode: 'k1a 0b1' };
    expect(checkoutEnabled(canada, context)).toBe(true);
    const uk = {
      ...jordan(),
      countryId: '79',
      phoneUseNanpFormat: false,
      phoneNumber: '442079460958',
      stateProvinceId: '',
      zipCode: 'SW1A 1AA',
    };
    expect(checkoutEnabled(uk, context)).toBe(true);
    expect(checkoutEnabled({ ...uk, phoneNumber: '4420794609581234' }, context)).toBe(false);
  });
  it('gives the seed messages on the empty fields', () => {
    const empty = {
      ...jordan(),
      deliveryMethodId: '',
      emailAddress: '',
      firstName: '',
      address1: '',
      city: '',
      stateProvinceId: '',
      zipCode: '',
      acceptTerms: false,
    };
    const messages = checkoutIssues(valuesForRules(empty, context), ruleOptions(states)).map(
      (i) => i.message,
    );
    expect(messages).toEqual(
      expect.arrayContaining([
        'Delivery method is required',
        'A valid email address is required',
        'First name must be between 1 and 35 characters in length',
        'Street Address is required',
        'City is required',
        'State / province is required',
        'A 5 digit US or 6 character Canadian postal code is required',
      ]),
    );
  });
});

describe('the settings request', () => {
  it('cleans phone and zip and sends billing as shipping while ticked', () => {
    const out = createCheckoutSchema(ruleOptions(states)).parse(valuesForRules(jordan(), context));
    const body = settingsRequest(out);
    expect(body.phoneNumber).toBe('5125550142');
    expect(body.countryId).toBe(80);
    expect(body.stateProvinceId).toBe(4401);
    expect(body.shippingCity).toBe('Austin');
    expect(body.shippingPhoneNumber).toBe('5125550142');
    expect(body.shippingAddressRequired).toBe(false);
    expect(body.ignoreValidationErrors).toBe(false);
  });
});

describe('defaults from the cart', () => {
  it('choose the only payment method and the saved delivery method', () => {
    const cart = {
      defaultDeliveryMethod: { deliveryMethodId: 'dm_print', name: 'Print at Home' },
      extPaymentMethodId: null,
      emailAddress: 'jordan.rivera@example.com',
      firstName: 'Jordan',
      phoneNumber: '5125550142',
      countryId: 80,
    } as unknown as Schema<'CartDetails'>;
    const pm = [
      { id: 'pm_card', name: 'Credit Card', processorUi: 'freedom-pay', confirmationDisplayName: null },
    ] as Schema<'PaymentMethod'>[];
    const v = defaultsFromCart(cart, deliveryMethods, pm);
    expect(v.deliveryMethodId).toBe('dm_print');
    expect(v.paymentMethodId).toBe('pm_card');
    expect(v.countryId).toBe('80');
    expect(v.phoneNumber).toBe('(512) 555-0142');
    expect(v.shippingSameAsBilling).toBe(true);
    expect(v.acceptTerms).toBe(false);
  });
});

describe('the step after saving (000 §4)', () => {
  it('submits directly when nothing is due', () => {
    expect(nextCheckoutStep(0, 'freedom-pay')).toBe('submit');
  });
  it('opens the modal of the processor', () => {
    expect(nextCheckoutStep(213.14, 'freedom-pay')).toBe('card');
    expect(nextCheckoutStep(58, 'uplift')).toBe('installment');
    expect(nextCheckoutStep(10, 'other')).toBe('unknown-processor');
    expect(nextCheckoutStep(10, null)).toBe('unknown-processor');
  });
});

describe('after a payment that did not go through', () => {
  const refused = (status: number, serverMessage: string) =>
    new StorefrontApiError({
      kind: 'http',
      status,
      method: 'POST',
      url: 'http://shop.example/api/order/submit',
      operation: '/order/submit',
      serverMessage,
    });
  const sold =
    'Row A Seat 101 for Holiday Lights Dinner on Saturday, December 5, 2026 at 6:00 PM has just been sold. Please choose another seat in your cart.';

  it('goes back to the cart with the server’s words when the cart cannot be ordered (409)', () => {
    expect(afterPaymentFailure(refused(409, sold))).toEqual({ kind: 'back-to-cart', message: sold });
  });

  it('stays on the checkout for anything else', () => {
    expect(afterPaymentFailure(refused(400, 'Cardholder name is required'))).toEqual({
      kind: 'show',
      message: 'Cardholder name is required',
    });
    expect(afterPaymentFailure('Card processing is unavailable')).toEqual({
      kind: 'show',
      message: 'Card processing is unavailable',
    });
    expect(afterPaymentFailure(new Error(''))).toEqual({
      kind: 'show',
      message: 'An unexpected error has occurred',
    });
  });
});

describe('the checkout after an emptied cart', () => {
  const empty = new StorefrontApiError({
    kind: 'http',
    status: 409,
    method: 'POST',
    url: 'http://shop.example/api/cart/settings',
    operation: '/cart/settings',
    serverMessage: 'Your shopping cart is empty',
  });
  it('leaves for product selection when the mini-cart reads 0 after a 409', () => {
    expect(afterPaymentFailure(empty, true)).toEqual({ kind: 'product-selection' });
    expect(afterPaymentFailure(empty, false)).toEqual({
      kind: 'back-to-cart',
      message: 'Your shopping cart is empty',
    });
    // Only a 409 says the cart cannot be ordered; a message stays on the checkout.
    expect(afterPaymentFailure('Card processing is unavailable', true).kind).toBe('show');
  });
});

describe("the invalid fields' labels (seed 000 §5)", () => {
  it('names nothing for a valid billing address', () => {
    expect(invalidFieldLabels(jordan(), context)).toEqual([]);
  });

  it("names the seed's labels of the billing fields still invalid", () => {
    const values = { ...jordan(), firstName: '', phoneNumber: '512', address1: '', zipCode: '7870' };
    expect(invalidFieldLabels(values, context)).toEqual(['First Name', 'Phone', 'Address 1', 'Zip']);
    expect(invalidFieldLabels({ ...jordan(), countryId: '', stateProvinceId: '' }, context)).toContain(
      'Country',
    );
    expect(invalidFieldLabels({ ...jordan(), stateProvinceId: '', city: '' }, context)).toEqual([
      'City',
      'State',
    ]);
  });

  it('lists them in page order: the email after the name and phone, the address after the email', () => {
    const values = { ...jordan(), firstName: '', emailAddress: 'jordan@', address1: '', acceptTerms: false };
    expect(invalidFieldLabels(values, context)).toEqual([
      'First Name',
      'Email',
      'Address 1',
      'Terms of Sale and Terms of Use',
    ]);
  });

  it('names whatever else keeps Checkout disabled: a method, the email, a box not ticked', () => {
    expect(invalidFieldLabels({ ...jordan(), acceptTerms: false }, context)).toEqual([
      'Terms of Sale and Terms of Use',
    ]);
    expect(
      invalidFieldLabels({ ...jordan(), deliveryMethodId: '', emailAddress: 'jordan@' }, context),
    ).toEqual(['Delivery Method', 'Email']);
    const plan = { ...context, installmentBillingSelected: true };
    expect(invalidFieldLabels(jordan(), plan)).toEqual(['Payment Plan Terms']);
    expect(invalidFieldLabels({ ...jordan(), acceptInstallmentTerms: true }, plan)).toEqual([]);
    // Whenever Checkout is disabled, something is named.
    for (const values of [
      { ...jordan(), paymentMethodId: '' },
      { ...jordan(), city: '', acceptTerms: false },
    ])
      expect(checkoutEnabled(values, context) || invalidFieldLabels(values, context).length > 0).toBe(true);
  });

  it("adds shipping's with the 'Shipping' prefix only while it is its own address", () => {
    const mail = { ...jordan(), deliveryMethodId: 'dm_mail', shippingSameAsBilling: true };
    expect(invalidFieldLabels(mail, context)).toEqual([]);
    const own = {
      ...mail,
      shippingSameAsBilling: false,
      shippingFirstName: 'Jordan',
      shippingLastName: 'Rivera',
    };
    const labels = invalidFieldLabels(own, context);
    expect(labels).toContain('Shipping Address 1');
    expect(labels).toContain('Shipping Zip');
    expect(labels).not.toContain('Shipping First Name');
    // Print at Home needs no shipping address: its fields are not reported.
    expect(invalidFieldLabels({ ...own, deliveryMethodId: 'dm_print' }, context)).toEqual([]);
  });
});

describe('the summary follows the delivery chosen, before it is saved', () => {
  const printAtHome = { id: 'dm_print', name: 'Print at Home', shippingAddressRequired: false, price: 0 };
  const mail = { id: 'dm_mail', name: 'Mail Delivery', shippingAddressRequired: true, price: 5 };

  it("puts the chosen method's charge in place of the saved one's", () => {
    const saved = cart({ deliveryTotal: 0, cartTotal: 213.14 });
    const mailed = summaryWithDelivery(saved, mail);
    expect([mailed.deliveryTotal, mailed.cartTotal]).toEqual([5, 218.14]);
    // And back: the saved Mail Delivery's charge out again for Print at Home.
    const back = summaryWithDelivery(cart({ deliveryTotal: 5, cartTotal: 218.14 }), printAtHome);
    expect([back.deliveryTotal, back.cartTotal]).toEqual([0, 213.14]);
  });

  it('keeps the cart as it is with no method chosen, the same charge, or an empty cart', () => {
    const saved = cart({ deliveryTotal: 0, cartTotal: 213.14 });
    expect(summaryWithDelivery(saved, undefined)).toBe(saved);
    expect(summaryWithDelivery(saved, printAtHome)).toBe(saved);
    const empty = cart({ cartEmpty: true, cartTotal: 0, deliveryTotal: 0 });
    expect(summaryWithDelivery(empty, mail)).toBe(empty);
  });
});

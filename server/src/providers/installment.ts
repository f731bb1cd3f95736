// The simulated installment-plan provider (processorUi 'uplift'). Its widget, loaded by the card
// modal's page from the provider (here: GET /uplift/widget.js on the card provider's origin), is
// started with the merchant code, the public key and the order from setupUplift; when the shopper
// accepts a plan it hands over a virtual card, which submitUpliftOrder charges like any card.
// The simulation's widget always issues STORY.md's virtual card (Visa 4111 1111 1111 1111, code
// 123, valid through 11/2029) to the billing contact; the test card 4000 0000 0000 0002 is
// declined when submitted. Nothing is charged.
import type { Schema } from '@boxoffice/sdk';
import type { Venue } from '../catalog/venue.js';
import type { Checkout } from '../domain/orders/index.js';

export const UPLIFT_UP_CODE = 'UP-LAKESIDE-1';
export const UPLIFT_API_KEY = 'up_pk_lakeside_7c2e';
/** Where the provider app serves the widget script (setupUplift's widgetUrl names it). */
export const UPLIFT_WIDGET_PATH = '/uplift/widget.js';

/** The virtual card the simulated widget issues (STORY.md). */
export const VIRTUAL_CARD = {
  tokenNumber: '4111111111111111',
  tokenType: 'VISA',
  verificationCode: '123',
  validityMonth: 11,
  validityYear: 2029,
} as const;

/** ISO 3166-1 alpha-2 codes of the venue's countries (the contract's Country has no code). */
const COUNTRY_CODES: Readonly<Record<number, string>> = { 80: 'US', 17: 'CA', 79: 'GB', 31: 'DE' };
export const countryCode = (countryId: number | null): string =>
  (countryId !== null ? COUNTRY_CODES[countryId] : undefined) ?? 'US';

const isoDate = (value: unknown): string | null =>
  typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value.slice(0, 10)) ? value.slice(0, 10) : null;

/**
 * The order the widget offers a plan for: the order total and the plan's schedule as the cart shows
 * them (the down payment first: what the virtual card is charged), the cart's passholders, the
 * billing contact. The schedule is the cart's own, so the widget never prices a plan of its own.
 */
export function upliftOrder(checkout: Checkout, venue: Venue): Schema<'UpliftOrder'> {
  const s = checkout.settings;
  const plan = checkout.cart.installmentBilling;
  const state = s.stateProvinceId !== null ? venue.state(s.stateProvinceId) : undefined;
  const holders = checkout.lines.filter((l) => l.passholder && (l.kind === 'pass' || l.kind === 'upgrade'));
  return {
    orderAmount: checkout.cart.cartTotal,
    currency: 'USD',
    locale: 'en-US',
    payments: [...plan.payments]
      .sort((a, b) => a.paymentNumber - b.paymentNumber)
      .map(({ paymentNumber, paymentDate, paymentAmount }) => ({
        paymentNumber,
        paymentDate,
        paymentAmount,
      })),
    travelers: holders.map((line, id) => ({
      id,
      firstName: line.passholder?.firstName ?? '',
      lastName: line.passholder?.lastName ?? '',
      dateOfBirth: isoDate(line.meta.birthDate),
    })),
    billingContact: {
      firstName: s.firstName ?? '',
      lastName: s.lastName ?? '',
      emailAddress: s.emailAddress ?? '',
      phoneNumber: s.phoneNumber ?? '',
      streetAddress: [s.address1, s.address2].filter(Boolean).join(', '),
      city: s.city ?? '',
      region: state?.abbreviation ?? s.otherStateProvince ?? '',
      postalCode: s.zipCode ?? '',
      country: countryCode(s.countryId),
    },
  };
}

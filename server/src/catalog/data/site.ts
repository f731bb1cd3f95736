// Venue facts, addresses, web sites, delivery and payment methods and installment plans (STORY.md).

import type { Schema } from '@boxoffice/sdk';
import { seeded } from '../seeded.js';
import type { InstallmentPlanRecord, VenueFacts } from '../types.js';

export const facts: VenueFacts = seeded({
  name: 'Lakeside Adventure Park',
  webSiteName: 'Lakeside Adventure Park',
  // A path on the backend's own origin (pages/brand.ts); getSettings answers it as an absolute URL.
  siteLogoUrl: '/brand/logo.svg',
  timeZone: 'America/Chicago',
  currency: 'USD',
  apiRoot: '/api/',
  cssKey: 'lakeside',
  analyticsTrackingId: 'G-LAKESIDE01',
  analyticsSiteCode: 'lakeside-store',
  // The demo's stand-in tag on this site (content/analytics-script.ts), so a first run reaches no
  // other host. A venue with Google's tag would set 'https://www.googletagmanager.com/gtag/js?id={id}'
  // and the hosts it reports to ('https://*.google-analytics.com', ...): the CSP then allows them.
  analyticsScriptUrl: '/demo/analytics.js?id={id}',
  analyticsCollectOrigins: [],
  // The venue's site is the demo pages this backend serves (content/venue-pages.ts), relative to the
  // site, so a first run never links a host that does not resolve.
  privacyPolicyUrl: '/venue/privacy',
  termsOfSaleUrl: '/venue/terms-of-sale',
  termsOfUseUrl: '/venue/terms-of-use',
  siteHomeUrl: '/venue/',
  taxRate: 0.0825,
  feePerTicket: 2.5,
  defaultDeliveryMethodId: 'dm_print',
  defaultWebSiteId: 'site_park',
  notAvailableMessage: 'This product is not available at this time.',
});

export const countries: readonly Schema<'Country'>[] = [
  { id: 80, name: 'United States', phoneUseNanpFormat: true },
  { id: 17, name: 'Canada', phoneUseNanpFormat: true },
  { id: 79, name: 'United Kingdom', phoneUseNanpFormat: false },
  { id: 31, name: 'Germany', phoneUseNanpFormat: false },
];

const state = (id: number, name: string, abbreviation: string, countryId: number, ack = false) => ({
  id,
  name,
  abbreviation,
  countryId,
  requireLocationAcknowledgement: ack,
});

/** California needs the location acknowledgement at checkout (STORY.md). */
export const states: readonly Schema<'StateProvince'>[] = [
  state(4401, 'Texas', 'TX', 80),
  state(4405, 'California', 'CA', 80, true),
  state(4436, 'New York', 'NY', 80),
  state(4402, 'Oklahoma', 'OK', 80),
  state(4403, 'Louisiana', 'LA', 80),
  state(4404, 'Arkansas', 'AR', 80),
  state(4410, 'Florida', 'FL', 80),
  state(4414, 'Illinois', 'IL', 80),
  state(1709, 'Ontario', 'ON', 17),
  state(1702, 'British Columbia', 'BC', 17),
  state(1701, 'Alberta', 'AB', 17),
  state(1711, 'Quebec', 'QC', 17),
];

export const webSites: readonly Schema<'WebSite'>[] = seeded([
  {
    id: 'site_park',
    name: 'Lakeside Adventure Park',
    analyticsTrackingId: 'G-LAKESIDE01',
    cssKey: 'park',
    allowSameTicketSamePerformanceMultipleBooking: false,
  },
  {
    id: 'site_water',
    name: 'Lakeside Water Kingdom',
    analyticsTrackingId: 'G-LAKESIDE01',
    cssKey: 'water',
    allowSameTicketSamePerformanceMultipleBooking: false,
  },
]);

export const deliveryMethods: readonly Schema<'DeliveryMethod'>[] = [
  { id: 'dm_print', name: 'Print at Home', shippingAddressRequired: false, price: 0 },
  { id: 'dm_mail', name: 'Mail Delivery', shippingAddressRequired: true, price: 7.95 },
];

export const paymentMethods: readonly Schema<'PaymentMethod'>[] = [
  { id: 'pm_card', name: 'Credit Card', processorUi: 'freedom-pay', confirmationDisplayName: null },
  { id: 'pm_plan', name: 'Payment Plan', processorUi: 'uplift', confirmationDisplayName: 'Payment Plan' },
];

const TERMS = `<h3>Payment Plan Terms</h3>
<p>The first payment (the down payment) is charged today. The remaining payments are charged to the
same card on the same day of each following month until the plan is paid.</p>
<p>There is no interest and no finance charge. A declined payment is retried after 3 days; a pass
whose plan is more than 30 days overdue is suspended until the balance is paid.</p>`;

export const installmentPlans: readonly InstallmentPlanRecord[] = seeded([
  {
    id: 'plan_monthly6',
    planTypeId: 1,
    paymentDivisor: 5,
    apr: 0,
    downPaymentRule: 'equalShare',
    minimumTotal: 100,
    description: '<p>Pay in 6 monthly payments with 0% APR. The first payment is due today.</p>',
    disclaimer: '<p>Remaining payments are charged automatically each month to the card used today.</p>',
    summary: '6-month payment plan available',
    selectionWarning: null,
    termsLabel: 'Payment Plan Terms',
    termsHtml: TERMS,
    paymentMethodId: 'pm_plan',
  },
  {
    // Type 2: run by the payment-plan provider; only its disclaimer is shown, never a schedule.
    id: 'plan_provider12',
    planTypeId: 2,
    paymentDivisor: 11,
    apr: 0,
    downPaymentRule: 'equalShare',
    minimumTotal: 200,
    description: '<p>Pay over 12 months with our payment-plan partner.</p>',
    disclaimer:
      '<p>Payment plans are provided by our payment-plan partner, subject to approval. Rates from 0% APR.</p>',
    summary: '12-month payment plan available',
    selectionWarning: 'Your pass is issued once the payment-plan partner approves your plan.',
    termsLabel: 'Payment Plan Terms',
    termsHtml: TERMS,
    paymentMethodId: 'pm_plan',
  },
]);

/** @boxoffice/sdk/rules: the seeds' validation rules as zod schemas with their exact messages. */

export * from './address.js';
export * from './bundle.js';
export * from './card.js';
export * from './checkout.js';
export * from './contact.js';
export * from './donation.js';
export * from './fields.js';
export * from './installment-offer.js';
export * from './limits.js';
export * from './linkPass.js';
export * from './messages.js';
export * from './normalize.js';
export * from './orderLookup.js';
export * from './passDemographics.js';
export * from './passholderRow.js';
export * from './quantity.js';
export * from './quantity-schemas.js';
export * from './reservation.js';
export * from './return-url.js';
export * from './seat.js';
export * from './upgrade.js';

// Delivery and payment methods offered for the cart. With the payment plan selected, the plan's
// method is the only payment method (the down payment goes through the plan provider); otherwise
// every method but the plan's.
import type { Schema } from '@boxoffice/sdk';
import type { Venue } from '../../catalog/venue.js';
import { cartCatalog } from '../../domain/cart/catalog.js';
import { cartInstallments } from '../../domain/cart/index.js';
import type { Session } from '../../store/store.js';

export function paymentMethodsFor(session: Session, venue: Venue): Schema<'PaymentMethod'>[] {
  const catalog = cartCatalog(venue);
  const planSelected = cartInstallments(session, venue).selected === true;
  return catalog.paymentMethods.filter((m) => (m.id === catalog.installmentPaymentMethodId) === planSelected);
}

export const deliveryMethodsFor = (venue: Venue): Schema<'DeliveryMethod'>[] => [
  ...cartCatalog(venue).deliveryMethods,
];

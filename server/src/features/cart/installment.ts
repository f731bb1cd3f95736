// POST /cart/set-installment-billing and /cart/clear-installment-billing: the Payment Options
// choice. Both answer 409 when there is no choice to make (not eligible, or blocked).

import type { Venue } from '../../catalog/venue.js';
import { cartInstallments, checkoutSettingsSlot, installmentSlot } from '../../domain/cart/index.js';
import { conflict } from '../../http/errors.js';
import type { Session } from '../../store/store.js';
import { paymentMethodsFor } from './methods.js';

export const NOT_ELIGIBLE_MESSAGE = 'This cart is not eligible for a payment plan';
export const BLOCKED_MESSAGE = 'A payment plan is not available for the items in this cart';

export function chooseInstallments(session: Session, venue: Venue, selected: boolean) {
  const state = cartInstallments(session, venue);
  if (!state.eligible) throw conflict(NOT_ELIGIBLE_MESSAGE);
  if (state.blocked) throw conflict(BLOCKED_MESSAGE);
  session.set(installmentSlot, { selected });
  // A payment method saved at checkout that the new choice no longer offers is dropped.
  const settings = session.get(checkoutSettingsSlot);
  const offered = paymentMethodsFor(session, venue).map((m) => m.id);
  if (settings?.paymentMethodId && !offered.includes(settings.paymentMethodId))
    session.set(checkoutSettingsSlot, { ...settings, paymentMethodId: null });
  return { status: 200 as const, body: { success: true, message: null } };
}

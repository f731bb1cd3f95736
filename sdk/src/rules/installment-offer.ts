// The installment provider's offer (seed 000 §3 'Installment offer states: NotContacted,
// ServiceUnavailable, TokenAvailable, TokenRetrieved, OfferAvailable, OfferUnavailable, driven by
// provider statuses OFFER_AVAILABLE, TOKEN_AVAILABLE, TOKEN_RETRIEVED, OFFER_UNAVAILABLE,
// SERVICE_UNAVAILABLE'): which state each status leads to, and what the shopper may do in each.
// The state names are the contract's InstallmentOfferState.
import type { Schema } from '../types.js';

/** The contract's InstallmentOfferState. */
export type InstallmentOfferState = Schema<'InstallmentOfferState'>;

export const INSTALLMENT_PROVIDER_STATUSES = [
  'OFFER_AVAILABLE',
  'TOKEN_AVAILABLE',
  'TOKEN_RETRIEVED',
  'OFFER_UNAVAILABLE',
  'SERVICE_UNAVAILABLE',
] as const;
export type InstallmentProviderStatus = (typeof INSTALLMENT_PROVIDER_STATUSES)[number];

const STATE_OF: Readonly<Record<InstallmentProviderStatus, InstallmentOfferState>> = {
  OFFER_AVAILABLE: 'OfferAvailable',
  TOKEN_AVAILABLE: 'TokenAvailable',
  TOKEN_RETRIEVED: 'TokenRetrieved',
  OFFER_UNAVAILABLE: 'OfferUnavailable',
  SERVICE_UNAVAILABLE: 'ServiceUnavailable',
};

/**
 * The state after a provider status. A status the provider may add later leaves the state as it
 * was, so an unknown word never closes or opens the plan by accident.
 */
export function nextOfferState(current: InstallmentOfferState, status: string): InstallmentOfferState {
  return STATE_OF[status as InstallmentProviderStatus] ?? current;
}

/** The shopper can accept the plan (ask for the virtual card) only while an offer stands. */
export const canAcceptOffer = (state: InstallmentOfferState): boolean => state === 'OfferAvailable';

/** The provider is working on the card: the modal stays busy. */
export const offerInProgress = (state: InstallmentOfferState): boolean =>
  state === 'TokenAvailable' || state === 'TokenRetrieved';

/** Ours (the seeds word neither): what the modal says when no plan can be had. */
export const OFFER_UNAVAILABLE_MESSAGE =
  'A payment plan is not available for this order. Please choose another payment method.';
export const SERVICE_UNAVAILABLE_MESSAGE =
  'The payment plan service is not available right now. Please try again later or choose another payment method.';

export function offerMessage(state: InstallmentOfferState): string | null {
  if (state === 'OfferUnavailable') return OFFER_UNAVAILABLE_MESSAGE;
  if (state === 'ServiceUnavailable') return SERVICE_UNAVAILABLE_MESSAGE;
  return null;
}

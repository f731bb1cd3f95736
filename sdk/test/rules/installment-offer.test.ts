import { describe, expect, it } from 'vitest';
import type { Schema } from '../../src/index.js';
import {
  canAcceptOffer,
  INSTALLMENT_OFFER_STATES,
  type InstallmentOfferState,
  nextOfferState,
  OFFER_UNAVAILABLE_MESSAGE,
  offerInProgress,
  offerMessage,
  SERVICE_UNAVAILABLE_MESSAGE,
} from '../../src/rules/installment-offer.js';

describe('installment offer states (seed 000 §3)', () => {
  it("are the contract's InstallmentOfferState, word for word", () => {
    const contract: readonly Schema<'InstallmentOfferState'>[] = INSTALLMENT_OFFER_STATES;
    const back: readonly InstallmentOfferState[] = [
      'NotContacted',
      'ServiceUnavailable',
      'TokenAvailable',
      'TokenRetrieved',
      'OfferAvailable',
      'OfferUnavailable',
    ] satisfies Schema<'InstallmentOfferState'>[];
    expect(contract).toEqual(back);
  });

  it("follow the provider's statuses from any state", () => {
    expect(nextOfferState('NotContacted', 'OFFER_AVAILABLE')).toBe('OfferAvailable');
    expect(nextOfferState('OfferAvailable', 'TOKEN_AVAILABLE')).toBe('TokenAvailable');
    expect(nextOfferState('TokenAvailable', 'TOKEN_RETRIEVED')).toBe('TokenRetrieved');
    expect(nextOfferState('NotContacted', 'OFFER_UNAVAILABLE')).toBe('OfferUnavailable');
    expect(nextOfferState('TokenAvailable', 'SERVICE_UNAVAILABLE')).toBe('ServiceUnavailable');
  });

  it('keep their state on a status they do not know', () => {
    expect(nextOfferState('OfferAvailable', 'OFFER_EXPIRED')).toBe('OfferAvailable');
    expect(nextOfferState('NotContacted', '')).toBe('NotContacted');
  });

  it('let the plan be accepted only while an offer stands, busy while the card is issued', () => {
    expect(INSTALLMENT_OFFER_STATES.filter(canAcceptOffer)).toEqual(['OfferAvailable']);
    expect(INSTALLMENT_OFFER_STATES.filter(offerInProgress)).toEqual(['TokenAvailable', 'TokenRetrieved']);
  });

  it('say why when no plan can be had, and nothing otherwise', () => {
    expect(offerMessage('OfferUnavailable')).toBe(OFFER_UNAVAILABLE_MESSAGE);
    expect(offerMessage('ServiceUnavailable')).toBe(SERVICE_UNAVAILABLE_MESSAGE);
    expect(offerMessage('OfferAvailable')).toBeNull();
    expect(offerMessage('NotContacted')).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import { zInstallmentOfferState } from '../../src/generated/zod.gen.js';
import {
  canAcceptOffer,
  nextOfferState,
  OFFER_UNAVAILABLE_MESSAGE,
  offerInProgress,
  offerMessage,
  SERVICE_UNAVAILABLE_MESSAGE,
} from '../../src/rules/installment-offer.js';

describe('installment offer states (seed 000 §3)', () => {
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
    expect(zInstallmentOfferState.options.filter(canAcceptOffer)).toEqual(['OfferAvailable']);
    expect(zInstallmentOfferState.options.filter(offerInProgress)).toEqual([
      'TokenAvailable',
      'TokenRetrieved',
    ]);
  });

  it('say why when no plan can be had, and nothing otherwise', () => {
    expect(offerMessage('OfferUnavailable')).toBe(OFFER_UNAVAILABLE_MESSAGE);
    expect(offerMessage('ServiceUnavailable')).toBe(SERVICE_UNAVAILABLE_MESSAGE);
    expect(offerMessage('OfferAvailable')).toBeNull();
    expect(offerMessage('NotContacted')).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import * as rules from '../../src/rules/index.js';

describe('@boxoffice/sdk/rules entry', () => {
  it('re-exports every area', () => {
    for (const name of [
      'FIRST_NAME_LENGTH',
      'COUNTRY_ID_USA',
      'digitsOnly',
      'textInput',
      'emailAddressSchema',
      'addressSchema',
      'checkoutSchema',
      'canCheckout',
      'passDemographicsSchema',
      'passholderRowSchema',
      'quantitySchema',
      'savedCardSchema',
      'linkPassSchema',
      'upgradeBarcodeSchema',
      'beginReservationSchema',
      'bundleDateSchema',
      'roundUpAmount',
      'orderPhoneChallengeSchema',
    ]) {
      expect(rules, name).toHaveProperty(name);
    }
  });
});

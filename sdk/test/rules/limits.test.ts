import { describe, expect, it } from 'vitest';
import * as l from '../../src/rules/limits.js';

describe('limits (seed §9 constants)', () => {
  it('has the checkout limits of seed 000', () => {
    expect([l.COUNTRY_ID_USA, l.COUNTRY_ID_CANADA]).toEqual([80, 17]);
    expect([l.NAME_MIN_LENGTH, l.NAME_MAX_LENGTH, l.CITY_MAX_LENGTH, l.POSTAL_CODE_MAX_LENGTH]).toEqual([
      1, 35, 50, 10,
    ]);
    expect([l.PHONE_INTERNATIONAL_MAX_DIGITS, l.PHONE_NANP_DIGITS]).toEqual([15, 10]);
    expect([l.CVV_MIN_LENGTH, l.CVV_MAX_LENGTH, l.CARDHOLDER_NAME_MAX_LENGTH]).toEqual([3, 4, 26]);
    expect([l.QUANTITY_DEFAULT_MIN, l.QUANTITY_DEFAULT_MAX, l.QUANTITY_ABSOLUTE_MIN]).toEqual([1, 100, 0]);
    expect(l.PERFORMANCE_SELECTIONS_MAX).toBe(4);
    expect(l.INSTALLMENT_TOKEN_SUBMISSIONS_MAX).toBe(10);
    expect(l.PASSWORD_MIN_LENGTH).toBe(8);
  });

  it('has the pass, reservation and donation limits of seeds 001 and 002', () => {
    expect(l.EMAIL_MAX_LENGTH).toBe(200);
    expect([l.PASS_ZIP_INPUT_MAX_LENGTH, l.PASS_PHONE_INPUT_MAX_LENGTH]).toEqual([7, 14]);
    expect([l.PASS_ID_MAX_LENGTH, l.BARCODE_MAX_LENGTH]).toEqual([17, 17]);
    expect([l.PASS_ADDRESS_MAX_LENGTH, l.PASS_CITY_MAX_LENGTH]).toEqual([50, 50]);
    expect(l.EMAIL_NOT_REQUIRED_MAX_AGE).toBe(13);
    expect(l.PASS_VALIDATION_METHOD_ZIP).toBe(2);
    expect([l.DONATION_MIN, l.DONATION_MAX, l.DONATION_STEP]).toEqual([0, 10000, 0.01]);
    expect([l.RESERVATION_CAPACITY_REACHED, l.RESERVATION_CAPACITY_UNAVAILABLE]).toEqual([1, 6]);
  });
});

import type { Schema } from '@boxoffice/sdk';
import { describe, expect, it } from 'vitest';
import { customAmount, roundUpOffer, skipDonation } from '../../src/features/donate/donate';
import { cart, group, item } from './fixtures';

const settings = (
  over: Partial<Schema<'DonationSettingsResult'>> = {},
): Schema<'DonationSettingsResult'> => ({
  success: true,
  message: null,
  product: {
    extVariantId: 'var_donation',
    productDisplayName: 'Lakeside Conservation Fund',
    productLongDescription: null,
    productDisclaimer: null,
  },
  roundUpEnabled: true,
  roundUpMinimum: 0.1,
  ...over,
});

describe('donate skip rules', () => {
  it('shows the step for a cart without a donation', () => {
    expect(skipDonation(settings(), cart())).toBe(false);
  });

  it('skips when the settings failed to load, report failure or name no product', () => {
    expect(skipDonation(null, cart())).toBe(true);
    expect(skipDonation(settings({ success: false }), cart())).toBe(true);
    expect(skipDonation(settings({ product: undefined }), cart())).toBe(true);
  });

  it('skips when the cart already holds the donation product', () => {
    const withDonation = cart({
      itemGroups: [group(), group({ items: [item({ id: 'ci_don', productVariantId: 'var_donation' })] })],
    });
    expect(skipDonation(settings(), withDonation)).toBe(true);
  });
});

describe('round-up offer', () => {
  it('offers the distance to the next whole dollar: 213.14 gives 0.86', () => {
    expect(roundUpOffer(settings(), 213.14)).toBe(0.86);
  });

  it('offers nothing below the minimum, on whole dollars, or when disabled', () => {
    expect(roundUpOffer(settings(), 213.95)).toBeNull();
    expect(roundUpOffer(settings(), 214)).toBeNull();
    expect(roundUpOffer(settings({ roundUpEnabled: false }), 213.14)).toBeNull();
    expect(roundUpOffer(settings({ roundUpMinimum: 0.05 }), 213.95)).toBe(0.05);
  });
});

describe('custom amount', () => {
  it('accepts 0 to 10000 with at most two decimals', () => {
    expect(customAmount('25')).toBe(25);
    expect(customAmount('0')).toBe(0);
    expect(customAmount('10000.00')).toBe(10000);
    expect(customAmount('12.5')).toBe(12.5);
  });

  it('rejects empty, out of range, three decimals and a field the browser flags', () => {
    expect(customAmount('')).toBeNull();
    expect(customAmount('10000.01')).toBeNull();
    expect(customAmount('-1')).toBeNull();
    expect(customAmount('1.234')).toBeNull();
    expect(customAmount('5', false)).toBeNull();
  });
});

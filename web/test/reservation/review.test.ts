// The steps after the date (ours past the seeds): add-on counters, their total and the review's guest lines.
import type { Schema } from '@boxoffice/sdk';
import { describe, expect, it } from 'vitest';
import { addOnsTotal, clampAddOn, guestLines } from '../../src/features/reservation/review';

type AddOn = Schema<'ReservationAddOn'>;
const addOn = (productVariantId: string, unitPrice: number, maxQuantity: number): AddOn => ({
  productId: `prod_${productVariantId}`,
  productVariantId,
  productDisplayName: productVariantId,
  displayName: productVariantId,
  description: null,
  unitPrice,
  maxQuantity,
  quantity: 0,
});

describe('add-on counters', () => {
  it('clamp at 0 and the maximum, whatever is typed', () => {
    const parking = addOn('var_parking', 25, 2);
    expect(clampAddOn(-1, parking)).toBe(0);
    expect(clampAddOn(3, parking)).toBe(2);
    expect(clampAddOn(1.7, parking)).toBe(1);
    expect(clampAddOn(Number.NaN, parking)).toBe(0);
  });
  it('total to the cent', () => {
    const offers = [addOn('var_dining_adult', 34.99, 10), addOn('var_parking', 25, 2)];
    expect(addOnsTotal(offers, { var_dining_adult: 3, var_parking: 1 })).toBe(129.97);
    expect(addOnsTotal(offers, {})).toBe(0);
  });
});

describe("the review's guests", () => {
  it('lists what is above 0, in the order of the wizard', () => {
    const reservation = {
      underAgeTicketCount: 2,
      additionalGuestCount: 1,
      reservationEntitlements: [
        {
          id: 'rent_6001',
          quantity: 1,
          maxQuantity: 2,
          entitlementTypeId: 2,
          cardTitle: 'Complimentary Day Ticket',
          cardDescription: null,
        },
      ],
      visit: { bringAFriendDayTicketCount: 0 },
    } as unknown as Schema<'Reservation'>;
    expect(guestLines(reservation)).toEqual([
      '2 non-ticketed children',
      '1 additional guest',
      '1 Complimentary Day Ticket',
    ]);
  });
});

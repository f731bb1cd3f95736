// The order view's display rules (seed 000 §2 'Confirmation page'), for the confirmation and the lookups.
import type { Schema } from '@boxoffice/sdk';
import { describe, expect, it } from 'vitest';
import {
  installmentTotals,
  PAYMENT_PLAN_TEXT,
  paymentMethodText,
  priceIncludesTaxesAndFees,
  reservationLookupCode,
  showsPaymentDetails,
  showsPriceIncludesNote,
  showsSchedule,
  showsTotals,
  transactionText,
} from '../../src/components/order/order-view';

type Order = Schema<'Order'>;
const card = {
  amount: 213.14,
  paymentMethodName: 'Credit Card',
  confirmationDisplayName: 'Visa',
  maskedCardNumber: '************4242',
};
const order = (over: Partial<Order>) =>
  ({ orderTypeId: 1, payments: [card], installmentBilling: null, trans: [], ...over }) as unknown as Order;

describe('the order view', () => {
  it('shows totals only for order type 1', () => {
    expect(showsTotals(order({}))).toBe(true);
    expect(showsTotals(order({ orderTypeId: 2 } as Partial<Order>))).toBe(false);
  });
  it('shows payment details when paid and not a selected plan of type 2', () => {
    expect(showsPaymentDetails(order({}))).toBe(true);
    expect(showsPaymentDetails(order({ payments: [{ ...card, amount: 0 }] }))).toBe(false);
    const plan2 = order({ installmentBilling: { selected: true, planTypeId: 2 } } as Partial<Order>);
    expect(showsPaymentDetails(plan2)).toBe(false);
    expect(paymentMethodText(plan2)).toBe(PAYMENT_PLAN_TEXT);
    expect(showsSchedule(plan2)).toBe(false);
  });
  it('names the method by its confirmation display name, else its name', () => {
    expect(paymentMethodText(order({}))).toBe('Visa');
    expect(paymentMethodText(order({ payments: [{ ...card, confirmationDisplayName: null }] }))).toBe(
      'Credit Card',
    );
  });
  it("joins transaction strings with ' | '", () => {
    expect(transactionText(order({ trans: [{ transactionString: 'A' }, { transactionString: 'B' }] }))).toBe(
      'A | B',
    );
  });
  it("shows the 'Reservation Lookup' barcode only when the order has no tickets, a booked one's too", () => {
    const code = { ticketingReservationCode: 'RZ7K4M2Q' };
    expect(reservationLookupCode(order({ ...code, hasTickets: false }))).toBe('RZ7K4M2Q');
    expect(reservationLookupCode(order({ ...code, hasTickets: true }))).toBeNull();
    const reservation = {
      reservationCode: 'RZ7K4M2Q',
      propertyName: 'Lakeside Adventure Park',
      businessDate: '2026-12-05',
      entryTime: '10:00 AM',
    };
    expect(reservationLookupCode(order({ ...code, hasTickets: false, reservation }))).toBe('RZ7K4M2Q');
    // With tickets, the tickets show (the server's ticket HTML carries the reservation's barcode).
    expect(reservationLookupCode(order({ ...code, hasTickets: true, reservation }))).toBeNull();
  });
  it('shows the schedule of a selected plan of type 1', () => {
    expect(
      showsSchedule(order({ installmentBilling: { selected: true, planTypeId: 1 } } as Partial<Order>)),
    ).toBe(true);
  });
});

const line = (over: Record<string, unknown> = {}) =>
  ({
    productDisplayName: 'Day Ticket',
    productVariantDisplayName: 'Adult (Ages 10+)',
    packageDisplayName: null,
    packageItems: [],
    quantity: 2,
    unitPrice: 69.99,
    itemTotal: 139.98,
    ...over,
  }) as Order['items'][number];
const goldAdult = line({
  productDisplayName: 'Gold Season Pass 2027',
  productVariantDisplayName: 'Gold Adult',
  quantity: 1,
  unitPrice: 189,
  itemTotal: 189,
  productVariantIsPass: true,
});

describe("the '* Price includes taxes and fees.' footnote", () => {
  it('is left out when no price is marked: day tickets list their tax and fees', () => {
    const dayTickets = order({ items: [line(), line({ productVariantDisplayName: 'Child (Ages 3-9)' })] });
    expect(dayTickets.items.some(priceIncludesTaxesAndFees)).toBe(false);
    expect(showsPriceIncludesNote(dayTickets)).toBe(false);
    expect(showsPriceIncludesNote(order({ items: [] }))).toBe(false);
  });
  it('marks pass prices, and shows the note when the order has one', () => {
    expect(priceIncludesTaxesAndFees(goldAdult)).toBe(true);
    expect(priceIncludesTaxesAndFees(line({ productVariantIsPass: false }))).toBe(false);
    expect(showsPriceIncludesNote(order({ items: [line(), goldAdult] }))).toBe(true);
  });
  it('looks inside packages', () => {
    const pkg = line({
      packageDisplayName: 'Family Fun Bundle',
      packageItems: [{ ...goldAdult, productVariantIsPass: true }],
    });
    expect(showsPriceIncludesNote(order({ items: [pkg] }))).toBe(true);
  });
});

describe('installment totals', () => {
  const payments = [58, 58, 58, 58, 58, 58].map((paymentAmount, i) => ({
    paymentNumber: i + 1,
    paymentDate: '2026-11-22',
    paymentAmount,
  }));
  it('total equals down payment plus amount financed, and the finance charge is 0, whatever the server sends', () => {
    // A server that sends a finance charge and a total of payments that does not add up.
    const fromServer = {
      payments,
      amountFinanced: 290,
      financeCharge: 12.5,
      totalOfPayments: 400,
      totalSalesPrice: 412.5,
    };
    expect(installmentTotals(fromServer)).toEqual({
      downPayment: 58,
      amountFinanced: 290,
      financeCharge: 0,
      totalOfPayments: 348,
      totalSalesPrice: 348,
    });
  });
  it('rounds to cents', () => {
    const thirds = [{ paymentNumber: 1, paymentDate: '2026-11-22', paymentAmount: 33.34 }];
    expect(
      installmentTotals({ payments: thirds, amountFinanced: 66.66, totalOfPayments: 0 }).totalOfPayments,
    ).toBe(100);
  });
  it('without a schedule (plan type 2), takes the down payment from the total of payments', () => {
    expect(installmentTotals({ payments: [], amountFinanced: 290, totalOfPayments: 348 })).toMatchObject({
      downPayment: 58,
      totalOfPayments: 348,
      totalSalesPrice: 348,
      financeCharge: 0,
    });
  });
});

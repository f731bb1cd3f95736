// The confirmation page's display rules (seed 000 §2 'Confirmation page').
import type { Schema } from '@boxoffice/sdk';
import { describe, expect, it } from 'vitest';
import {
  PAYMENT_PLAN_TEXT,
  paymentMethodText,
  showsPaymentDetails,
  showsSchedule,
  showsTotals,
  transactionText,
} from '../../src/features/confirmation/confirmation-rules';

type Order = Schema<'Order'>;
const card = {
  amount: 213.14,
  paymentMethodName: 'Credit Card',
  confirmationDisplayName: 'Visa',
  maskedCardNumber: '************4242',
};
const order = (over: Partial<Order>) =>
  ({ orderTypeId: 1, payments: [card], installmentBilling: null, trans: [], ...over }) as unknown as Order;

describe('confirmation', () => {
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
  it('shows the schedule of a selected plan of type 1', () => {
    expect(
      showsSchedule(order({ installmentBilling: { selected: true, planTypeId: 1 } } as Partial<Order>)),
    ).toBe(true);
  });
});

// The payment-plan modal's quote (seed 000 §4 'Installment display'): the widget's figures are the
// cart's schedule, worded as the cart's Payment Plan panel words them.
import { describe, expect, it } from 'vitest';
import { formatMoney } from '../../src/components/Money';
import { quoteRows, quoteSummary } from '../../src/features/checkout/payment/installment-plan';

const dates = ['2026-11-22', '2026-12-22', '2027-01-22', '2027-02-22', '2027-03-22', '2027-04-22'];
const quote = {
  orderTotal: 197.69,
  downPayment: 32.99,
  payments: dates.map((paymentDate, i) => ({
    paymentNumber: i + 1,
    paymentDate,
    paymentAmount: i === 0 ? 32.99 : 32.94,
  })),
};

describe('the payment-plan quote', () => {
  it('reads the down payment and the remaining payments, not the down payment split in six', () => {
    expect(quoteSummary(quote, formatMoney)).toBe(
      '$197.69 payment plan: $32.99 down payment today, then 5 monthly payments of $32.94.',
    );
  });

  it("lists the rows as the cart's panel does: Down Payment 'Today', then Remaining Payment n", () => {
    const rows = quoteRows({ ...quote, payments: [...quote.payments].reverse() });
    expect(rows[0]).toEqual({ label: 'Down Payment', when: 'Today', amount: 32.99 });
    expect(rows[5]).toEqual({ label: 'Remaining Payment 5', when: '04/22/2027', amount: 32.94 });
    expect(rows).toHaveLength(6);
  });

  it('leaves unequal remaining amounts to the rows', () => {
    const uneven = {
      ...quote,
      payments: quote.payments.slice(0, 3).map((p, i) => (i === 1 ? { ...p, paymentAmount: 40 } : p)),
    };
    expect(quoteSummary(uneven, formatMoney)).toBe(
      '$197.69 payment plan: $32.99 down payment today, then 2 monthly payments.',
    );
  });
});

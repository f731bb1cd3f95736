import { describe, expect, it } from 'vitest';
import { addMonths, installmentEligibility, installmentSchedule } from '../../src/domain/installments.js';

describe('installment schedule', () => {
  it('splits 348.00 into a 58.00 down payment and 5 monthly payments (STORY)', () => {
    const quote = installmentSchedule(348, 5, '2026-11-22');
    expect(quote.downPayment).toBe(58);
    expect(quote.amountFinanced).toBe(290);
    expect(quote.payments.map((p) => [p.paymentNumber, p.paymentDate, p.paymentAmount])).toEqual([
      [1, '2026-11-22', 58],
      [2, '2026-12-22', 58],
      [3, '2027-01-22', 58],
      [4, '2027-02-22', 58],
      [5, '2027-03-22', 58],
      [6, '2027-04-22', 58],
    ]);
  });

  it('puts the cents that do not divide on the down payment; payments sum to the total', () => {
    const quote = installmentSchedule(100, 5, '2026-01-31');
    expect(quote.downPayment).toBe(16.7);
    expect(quote.payments.slice(1).every((p) => p.paymentAmount === 16.66)).toBe(true);
    expect(Math.round(quote.payments.reduce((s, p) => s + p.paymentAmount, 0) * 100)).toBe(10000);
    expect(quote.payments[1]?.paymentDate).toBe('2026-02-28');
  });

  it('adds months across years and clamps the day', () => {
    expect(addMonths('2024-01-31', 1)).toBe('2024-02-29');
    expect(addMonths('2026-11-22', 14)).toBe('2028-01-22');
  });
});

describe('installment eligibility', () => {
  const pass = { isDonation: false, planId: 'plan_monthly6', paymentDivisor: 5, blocksInstallments: false };
  const platinum = {
    isDonation: false,
    planId: 'plan_monthly12',
    paymentDivisor: 11,
    blocksInstallments: false,
  };
  const ticket = { isDonation: false, planId: null, paymentDivisor: null, blocksInstallments: false };
  const donation = { isDonation: true, planId: null, paymentDivisor: null, blocksInstallments: false };
  it('passes are eligible, day tickets are not, donations do not count', () => {
    expect(installmentEligibility([pass, pass, donation], 350)).toEqual({
      eligible: true,
      blocked: false,
      planId: 'plan_monthly6',
    });
    expect(installmentEligibility([ticket], 213.14).eligible).toBe(false);
    expect(installmentEligibility([pass, ticket], 400).eligible).toBe(false);
    expect(installmentEligibility([pass], 0).eligible).toBe(false);
  });
  it('finances a cart of lines with different plans by the most restrictive: the fewest payments', () => {
    expect(installmentEligibility([platinum, pass, pass], 2400).planId).toBe('plan_monthly6');
    expect(installmentEligibility([pass, platinum], 2400).planId).toBe('plan_monthly6');
    expect(installmentEligibility([platinum, platinum], 2400).planId).toBe('plan_monthly12');
    expect(installmentEligibility([platinum, ticket], 2400)).toMatchObject({ eligible: false, planId: null });
  });
  it('a blocking line blocks', () => {
    expect(installmentEligibility([pass, { ...pass, blocksInstallments: true }], 348).blocked).toBe(true);
  });
});

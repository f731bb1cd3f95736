import { describe, expect, it } from 'vitest';
import { choicePath, planDisplay } from '../../src/features/installment-billing/installment-select';
import {
  formatDate,
  installmentChoiceApplies,
  paymentPlanAdvert,
  paymentPlanRows,
  paymentPlanVisible,
} from '../../src/lib/installment-billing';
import { cart, goldPlan } from './fixtures';

const planCart = (over: Partial<typeof goldPlan> = {}, cartTotal = 348) =>
  cart({ cartTotal, installmentBilling: { ...goldPlan, ...over } });

describe('Payment Plan panel visibility', () => {
  it('shows when eligible, not blocked, total above 0 and selected true or null', () => {
    expect(paymentPlanVisible(planCart())).toBe(true);
    expect(paymentPlanVisible(planCart({ selected: true }))).toBe(true);
  });

  it('hides when full payment was chosen, blocked, not eligible or the total is 0', () => {
    expect(paymentPlanVisible(planCart({ selected: false }))).toBe(false);
    expect(paymentPlanVisible(planCart({ blocked: true }))).toBe(false);
    expect(paymentPlanVisible(planCart({ eligible: false }))).toBe(false);
    expect(paymentPlanVisible(planCart({}, 0))).toBe(false);
  });
});

describe('Payment Plan rows', () => {
  it('labels the down payment Today, then Remaining Payment 1 to 5', () => {
    const rows = paymentPlanRows(goldPlan);
    expect(rows[0]).toEqual({ label: 'Down Payment', when: 'Today', amount: 58 });
    expect(rows.slice(1).map((r) => r.label)).toEqual([1, 2, 3, 4, 5].map((n) => `Remaining Payment ${n}`));
    expect(rows[1]?.when).toBe('02/22/2027');
  });

  it('hides the payments for plan type 2', () => {
    expect(paymentPlanRows({ ...goldPlan, planTypeId: 2 })).toEqual([]);
    expect(planDisplay({ ...goldPlan, planTypeId: 2 })).toBe('disclaimer-only');
    expect(planDisplay(goldPlan)).toBe('full');
  });

  it('advertises (paymentDivisor+1) months when eligible and not blocked', () => {
    expect(paymentPlanAdvert(goldPlan)).toBe('6-month payment plan available');
    expect(paymentPlanAdvert({ ...goldPlan, blocked: true })).toBeNull();
    expect(paymentPlanAdvert({ ...goldPlan, eligible: false })).toBeNull();
  });

  it('formats contract dates as mm/dd/yyyy', () => {
    expect(formatDate('2026-12-05')).toBe('12/05/2026');
  });
});

describe('Payment Options skip rules', () => {
  it('offers the choice only when eligible, not blocked, total above 0 and not yet selected', () => {
    expect(installmentChoiceApplies(planCart())).toBe(true);
    expect(installmentChoiceApplies(planCart({ selected: false }))).toBe(true);
    expect(installmentChoiceApplies(planCart({ selected: true }))).toBe(false);
    expect(installmentChoiceApplies(planCart({}, 0))).toBe(false);
    expect(installmentChoiceApplies(planCart({ blocked: true }))).toBe(false);
    expect(installmentChoiceApplies(planCart({ eligible: false }))).toBe(false);
  });

  it('records full payment by clearing installment billing and the plan by setting it', () => {
    expect(choicePath('full')).toBe('/cart/clear-installment-billing');
    expect(choicePath('plan')).toBe('/cart/set-installment-billing');
  });
});

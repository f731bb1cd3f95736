// The Payment Options skip rule (seed 001 §4 'Installment-billing page'): a 'Pay in full' answer is
// remembered for the visit, so the cart's Checkout (nextFromCart) and the page itself skip the
// question while the cart still records full payment.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  installmentChoiceApplies,
  payInFullRemembered,
  rememberPayInFull,
} from '../../src/lib/installment-billing';
import { cart, goldPlan } from '../cart/fixtures';

/** Session storage as the browser has it, for this node test. */
function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (i) => [...items.keys()][i] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, value),
  };
}

const planCart = (selected: boolean | null) =>
  cart({ cartTotal: 348, installmentBilling: { ...goldPlan, selected } });

describe("remembering 'Pay in full'", () => {
  beforeEach(() => vi.stubGlobal('sessionStorage', memoryStorage()));
  afterEach(() => vi.unstubAllGlobals());

  it('skips Payment Options once full payment was chosen and the cart still says so', () => {
    expect(installmentChoiceApplies(planCart(false))).toBe(true);
    rememberPayInFull(true);
    expect(payInFullRemembered()).toBe(true);
    expect(installmentChoiceApplies(planCart(false))).toBe(false);
  });

  it('asks again when the cart no longer records full payment (emptied: selected back to null)', () => {
    rememberPayInFull(true);
    expect(installmentChoiceApplies(planCart(null))).toBe(true);
  });

  it('forgets the answer when the plan is chosen', () => {
    rememberPayInFull(true);
    rememberPayInFull(false);
    expect(payInFullRemembered()).toBe(false);
    expect(installmentChoiceApplies(planCart(false))).toBe(true);
  });

  it('keeps the seed rules: a selected plan, a zero total or a blocked plan skip the page', () => {
    expect(installmentChoiceApplies(planCart(true))).toBe(false);
    expect(installmentChoiceApplies(cart({ cartTotal: 0, installmentBilling: goldPlan }))).toBe(false);
    expect(
      installmentChoiceApplies(cart({ cartTotal: 348, installmentBilling: { ...goldPlan, blocked: true } })),
    ).toBe(false);
  });
});

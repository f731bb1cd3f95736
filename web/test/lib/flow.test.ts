import { describe, expect, it } from 'vitest';
import {
  productSelectionPath,
  rememberProductSelection,
  smartLoginHref,
  stepAfterProductSelection,
} from '../../src/lib/flow';

describe('the step after product selection (seed 000 §2, seed 001 §2)', () => {
  it('goes to pass demographics for passes, else to the non-pass add-ons', () => {
    expect(stepAfterProductSelection(true)).toBe('/pass/demographics');
    expect(stepAfterProductSelection(false)).toBe('/product/multi/add-on/non-pass');
  });
});

describe('the login challenge', () => {
  it('goes to the smart login returning to the page, its address encoded', () => {
    expect(smartLoginHref('/product/multi/verified/tag/teachers?x=1')).toBe(
      '/authenticate/smart-login?ReturnUrl=%2Fproduct%2Fmulti%2Fverified%2Ftag%2Fteachers%3Fx%3D1',
    );
  });
});

describe('the product-selection path (seed 000 §2)', () => {
  const store = new Map<string, string>();
  globalThis.sessionStorage = {
    getItem: (key: string) => store.get(key) ?? null,
    setItem: (key: string, value: string) => void store.set(key, value),
  } as Storage;

  it('is the cart when none is stored, as the seed says (the cart then offers the home)', () => {
    store.clear();
    expect(productSelectionPath()).toBe('/cart');
  });

  it('is the remembered page otherwise', () => {
    rememberProductSelection('/product/single/prod_day');
    expect(productSelectionPath()).toBe('/product/single/prod_day');
  });
});

import { describe, expect, it } from 'vitest';
import { smartLoginHref, stepAfterProductSelection } from '../../src/lib/flow';

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

// The pass add's request (seed 001 §7 'Add passes with product') and the add kept over a sign-in.
import { beforeEach, describe, expect, it, vi } from 'vitest';

const store = new Map<string, string>();
vi.stubGlobal('sessionStorage', {
  getItem: (k: string) => store.get(k) ?? null,
  setItem: (k: string, v: string) => void store.set(k, v),
  removeItem: (k: string) => void store.delete(k),
});
const { keepForSignIn, needsSignIn, PENDING_FRESH_MS, passAddBody, takeKept } = await import(
  '../../src/lib/pass-add'
);

const avery = {
  extProductVariantId: 'var_gold_child',
  birthDate: '2018-06-14',
  firstName: 'Avery',
  lastName: 'Rivera',
};

describe('the add-pass-with-product body', () => {
  it('carries the newPasses and the sale context; the enums only when set', () => {
    expect(passAddBody({ saleFlowId: 3, tags: ['passes', 'gold'], promotionCode: null }, [avery])).toEqual({
      tags: ['passes', 'gold'],
      promotionCode: null,
      newPasses: [avery],
      saleFlowId: 3,
      reSubmitContext: null,
    });
    expect(
      passAddBody(
        {
          saleFlowId: 5,
          tags: [],
          promotionCode: 'SPRING27',
          specificPromotionTypeId: 11,
          promotionSaleFlowId: 5,
        },
        [avery],
        'rsc_1',
      ),
    ).toMatchObject({
      specificPromotionTypeId: 11,
      promotionSaleFlowId: 5,
      promotionCode: 'SPRING27',
      reSubmitContext: 'rsc_1',
    });
  });
});

describe('the add kept over a sign-in', () => {
  beforeEach(() => store.clear());
  const body = passAddBody({ saleFlowId: 3, tags: ['passes'], promotionCode: null }, [avery], 'rsc_old');

  it('sends to the smart login back to the page, and the page takes its add once', () => {
    expect(keepForSignIn('/product/multi/pass/tag/passes', body, 1000)).toBe(
      '/authenticate/smart-login?ReturnUrl=%2Fproduct%2Fmulti%2Fpass%2Ftag%2Fpasses',
    );
    expect(takeKept('/product/single/pass/prod_gold_pass', 1000)).toBeNull();
    // A confirmation's resubmit context is not kept: the server asks again if it must.
    expect(takeKept('/product/multi/pass/tag/passes', 2000)).toEqual({ ...body, reSubmitContext: null });
    expect(takeKept('/product/multi/pass/tag/passes', 2000)).toBeNull();
  });

  it('drops a stale add', () => {
    keepForSignIn('/p', body, 0);
    expect(takeKept('/p', PENDING_FRESH_MS + 1)).toBeNull();
  });

  it('knows a refusal for want of a session (401)', () => {
    expect(needsSignIn({ status: 401 })).toBe(true);
    expect(needsSignIn({ status: 400 })).toBe(false);
    expect(needsSignIn(new Error('x'))).toBe(false);
  });
});

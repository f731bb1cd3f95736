// An installment plan finances only lines that allow it: a cart mixing a Platinum pass (12 payments
// through the provider) with 20 concert tickets (offered only the 6-payment plan) gets the most
// restrictive, the 6-payment plan (before: the Platinum pass's 12 payments financed the tickets too).
import { describe, expect, it } from 'vitest';
import { addLines } from '../../src/domain/cart/index.js';
import { TestShopper } from '../support/client.js';
import { sessionOf, storyApp } from './order-support.js';

const CONCERT = 'perf_concert_20261205_1900';

describe('a cart of lines with different installment plans', () => {
  it('is offered the most restrictive plan, whichever line came first', async () => {
    for (const platinumFirst of [true, false]) {
      const app = storyApp();
      const shopper = await new TestShopper(app).open();
      const session = await sessionOf(app, shopper);
      const platinum = {
        kind: 'ticket' as const,
        productId: 'prod_platinum_pass',
        productVariantId: 'var_platinum_adult',
        quantity: 1,
        unitPrice: 299,
      };
      const concert = {
        kind: 'ticket' as const,
        productId: 'prod_concert',
        productVariantId: 'var_concert_lawn',
        quantity: 20,
        unitPrice: 39,
        performances: [
          { selectionIndex: 1, performanceId: CONCERT, showCategoryId: 'sec_lawn', seatId: null },
        ],
      };
      addLines(session, app.services.venue, platinumFirst ? [platinum, concert] : [concert, platinum]);
      const billing = (await shopper.api.GET('/cart')).data?.value.installmentBilling;
      expect(billing).toMatchObject({ eligible: true, extPlanId: 'plan_monthly6', paymentDivisor: 5 });
    }
  });
});

import { describe, expect, it } from 'vitest';
import { installmentTermsHandlers } from '../../src/features/payment/installment-terms.js';
import { testApp } from '../support/client.js';

describe('installment terms handler', () => {
  it('answers the plan terms of the venue', async () => {
    const app = testApp();
    const session = await app.services.store.createSession(Date.now());
    const reply = await installmentTermsHandlers.getInstallmentBillingTerms({
      session,
      services: app.services,
    } as never);
    expect(reply.status).toBe(200);
    expect(reply.body.value.label).toBe('Payment Plan Terms');
    expect(reply.body.value.content).toContain('down payment');
  });
});

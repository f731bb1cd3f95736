// The session-ended page clears the cart: first letting the server ask, then confirming, forced.
import { describe, expect, it } from 'vitest';
import { clearCartAfterTimeout } from '../../src/features/session/clear-cart';

const prompt = (context: string | null) => ({
  confirmationRequired: context !== null,
  confirmationReSubmitContext: context,
});

describe('clearing the cart when the session has ended', () => {
  it('lets the server ask first, then confirms with its resubmit context and force', async () => {
    const sent: unknown[] = [];
    await clearCartAfterTimeout(async (body) => {
      sent.push(body);
      return prompt(sent.length === 1 ? 'rsc_clear_6b0e19' : null);
    });
    expect(sent).toEqual([
      { reSubmitContext: null, force: false },
      { reSubmitContext: 'rsc_clear_6b0e19', force: true },
    ]);
  });

  it('makes one call when the server does not ask', async () => {
    const sent: unknown[] = [];
    await clearCartAfterTimeout(async (body) => {
      sent.push(body);
      return prompt(null);
    });
    expect(sent).toEqual([{ reSubmitContext: null, force: false }]);
  });
});

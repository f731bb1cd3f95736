// The payment modals' rules: the card iframe's source and messages (only from its origin), the
// installment plan's 10-token limit and error types.
import { describe, expect, it } from 'vitest';
import { cardFrameSource, readCardFrameMessage } from '../../src/features/checkout/payment/card-frame';
import { tokenSubmissions, upliftErrorType } from '../../src/features/checkout/payment/installment-plan';

const provider = 'https://hpc.cardprovider.example';
const iframe =
  '<iframe id="hpc--card-frame" src="https://hpc.cardprovider.example/api/v1.5/cdn/card?sessionKey=fps_9b1d4e7c2a&amp;parentOrigin=x" width="100%" height="330"></iframe>';

describe('the card iframe', () => {
  it('is read from the setup HTML, with its origin', () => {
    expect(cardFrameSource(iframe)).toEqual({
      src: 'https://hpc.cardprovider.example/api/v1.5/cdn/card?sessionKey=fps_9b1d4e7c2a&parentOrigin=x',
      origin: provider,
    });
  });
  it('refuses anything but an http(s) iframe', () => {
    expect(cardFrameSource('<iframe src="javascript:alert(1)"></iframe>')).toBeNull();
    expect(cardFrameSource('<img src="https://x.example/a.png">')).toBeNull();
    expect(cardFrameSource(null)).toBeNull();
  });
});

describe('card iframe messages', () => {
  it('are ignored from any other origin', () => {
    expect(
      readCardFrameMessage('https://evil.example', provider, { type: 3, data: { paymentKeys: ['pk'] } }),
    ).toBeNull();
  });
  it('read types 1 to 4', () => {
    expect(
      readCardFrameMessage(provider, provider, { type: 1, data: { errors: [{ message: 'expired' }] } }),
    ).toEqual({ type: 1, message: 'expired' });
    expect(readCardFrameMessage(provider, provider, { type: 2, data: { height: 412.4 } })).toEqual({
      type: 2,
      height: 413,
    });
    expect(
      readCardFrameMessage(provider, provider, { type: 3, data: { paymentKeys: ['pk_3c8f1a6e90b2'] } }),
    ).toEqual({ type: 3, paymentKey: 'pk_3c8f1a6e90b2' });
    expect(readCardFrameMessage(provider, provider, { type: 4, data: { isValid: true } })).toEqual({
      type: 4,
      isValid: true,
    });
  });
  it('ignore malformed ones', () => {
    expect(readCardFrameMessage(provider, provider, 'hello')).toBeNull();
    expect(readCardFrameMessage(provider, provider, { type: 3, data: {} })).toBeNull();
    expect(readCardFrameMessage(provider, provider, { type: 9 })).toBeNull();
  });
});

describe('the installment plan', () => {
  it('allows 10 token submissions', () => {
    const tokens = tokenSubmissions();
    for (let i = 0; i < 10; i++) expect(tokens.take()).toBe(true);
    expect(tokens.take()).toBe(false);
  });
  it("reports 'booking' for a payment message, 'fatal' otherwise", () => {
    expect(upliftErrorType('Your card was declined.')).toBe('booking');
    expect(upliftErrorType(null)).toBe('fatal');
  });
});

import { StorefrontApiError } from '@boxoffice/sdk';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { errorText, tooManyText, tryAgainIn, UNEXPECTED_ERROR } from '../../src/lib/errors';

const failure = (init: Partial<ConstructorParameters<typeof StorefrontApiError>[0]>) =>
  new StorefrontApiError({
    kind: 'http',
    status: 500,
    method: 'GET',
    url: '/api/cart/pass',
    operation: '/cart/pass',
    ...init,
  });

describe('the words of a failed call', () => {
  afterEach(() => vi.restoreAllMocks());

  it("shows the server's message, or an answer's own (success false)", () => {
    expect(errorText(failure({ status: 409, serverMessage: 'Pavilion has sold out.' }))).toBe(
      'Pavilion has sold out.',
    );
    expect(errorText(new Error('The promotion code is not valid'))).toBe('The promotion code is not valid');
  });

  it('never shows a developer the shopper would not understand; the console gets it', () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const technical = [
      failure({}),
      failure({ kind: 'invalid-json', status: 200 }),
      new TypeError("Cannot read properties of undefined (reading 'value')"),
      'odd',
    ];
    for (const error of technical) expect(errorText(error)).toBe(UNEXPECTED_ERROR);
    expect(errorText(failure({}), 'The photo could not be uploaded')).toBe('The photo could not be uploaded');
    expect(log).toHaveBeenCalledTimes(technical.length + 1);
    expect(String(log.mock.calls[0]?.[0])).toContain('Request failed with status 500 on GET /api/cart/pass');
  });

  it("shows the transport's own message when no answer came, rather than the caller's words", () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const lost = failure({ kind: 'network', status: 0, cause: new TypeError('Failed to fetch') });
    expect(errorText(lost)).toBe('The store could not be reached (Failed to fetch).');
    expect(errorText(lost, 'Pass unable to be removed')).toBe(
      'The store could not be reached (Failed to fetch).',
    );
    const timedOut = failure({
      kind: 'network',
      status: 0,
      cause: new DOMException('No answer in time', 'TimeoutError'),
    });
    expect(errorText(timedOut)).toBe('The store could not be reached (No answer in time).');
    expect(errorText(failure({ kind: 'network', status: 0 }))).toBe('The store could not be reached.');
  });

  it("shows a 429's message, which says when to try again, or ours with Retry-After's time", () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const codes = 'Too many promotion codes were tried. Please try again in 15 minutes.';
    expect(errorText(failure({ status: 429, serverMessage: codes, retryAfter: 900 }))).toBe(codes);
    expect(errorText(failure({ status: 429, retryAfter: 120 }), 'Pass unable to be added')).toBe(
      'Too many attempts. Please try again in 2 minutes.',
    );
    expect(errorText(failure({ status: 429, serverMessage: 'Slow down', retryAfter: 1 }))).toBe(
      'Slow down. Please try again in 1 second.',
    );
    expect(tooManyText(failure({ status: 503, serverMessage: 'Busy', retryAfter: 2 }))).toBeNull();
    expect(tooManyText(new Error('Too many'))).toBeNull();
    expect(log).not.toHaveBeenCalled();
  });

  it('says when in seconds under a minute, else in whole minutes rounded up', () => {
    expect(tryAgainIn(1)).toBe('in 1 second');
    expect(tryAgainIn(45)).toBe('in 45 seconds');
    expect(tryAgainIn(60)).toBe('in 1 minute');
    expect(tryAgainIn(61)).toBe('in 2 minutes');
    expect(tryAgainIn(900)).toBe('in 15 minutes');
  });
});

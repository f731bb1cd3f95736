import { describe, expect, it } from 'vitest';
import { FOLLOWED, REFUSED, SITE } from '../../../sdk/test/rules/return-url-cases.js';
import { returnUrlParam, safeReturnUrl } from '../../src/pages/return-url.js';

// The rule is the SDK's (sdk/test/rules/return-url.test.ts); the pages follow the same cases.
describe("the sign-in pages' return target", () => {
  it.each(FOLLOWED)('follows the same-site %s as %s', (raw, expected) => {
    expect(safeReturnUrl(raw, SITE)).toBe(expected);
  });
  it.each(REFUSED)('refuses %j', (raw) => {
    expect(safeReturnUrl(raw, SITE)).toBe('/');
  });
});

describe('returnUrlParam', () => {
  it('reads ReturnUrl in the spellings the app and the seeds use', () => {
    expect(returnUrlParam({ ReturnUrl: '/a' })).toBe('/a');
    expect(returnUrlParam({ returnUrl: '/b' })).toBe('/b');
    expect(returnUrlParam({ other: '/c' })).toBeUndefined();
    expect(returnUrlParam({ ReturnUrl: ['/a', '/b'] })).toBeUndefined();
  });
});

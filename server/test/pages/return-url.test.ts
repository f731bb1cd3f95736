import { safeReturnUrl as sdkRule } from '@boxoffice/sdk/rules';
import { describe, expect, it } from 'vitest';
import { returnUrlParam, safeReturnUrl } from '../../src/pages/return-url.js';

// The rule and its cases are the SDK's (sdk/test/rules/return-url.test.ts); the pages' redirects are
// tested through the pages in open-redirect.test.ts.
describe("the sign-in pages' return target", () => {
  it('is the SDK rule the web app follows too', () => {
    expect(safeReturnUrl).toBe(sdkRule);
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

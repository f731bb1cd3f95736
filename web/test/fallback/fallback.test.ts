// The fallback page's title (seed 000 §9 'Fallback page title 'Store'').
import { describe, expect, it } from 'vitest';
import { FALLBACK_PAGE_TITLE, NOT_FOUND_HEADING } from '../../src/features/fallback/fallback';
import { pageTitle } from '../../src/lib/site';

describe('fallback page', () => {
  it("is titled 'Store', and says 'Not Found' when it does not redirect", () => {
    expect(FALLBACK_PAGE_TITLE).toBe('Store');
    expect(pageTitle(FALLBACK_PAGE_TITLE, 'Lakeside Adventure Park')).toBe('Store | Lakeside Adventure Park');
    expect(NOT_FOUND_HEADING).toBe('Not Found');
  });
});

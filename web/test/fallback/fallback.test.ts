// The fallback page's title (seed 000 §9 'Fallback page title 'Store'').
import { describe, expect, it } from 'vitest';
import {
  FALLBACK_PAGE_TITLE,
  NOT_FOUND_HEADING,
  suppressesRedirect,
} from '../../src/features/fallback/fallback';
import { pageTitle } from '../../src/lib/site';

describe('fallback page', () => {
  it("is titled 'Store', and says 'Not Found' when it does not redirect", () => {
    expect(FALLBACK_PAGE_TITLE).toBe('Store');
    expect(pageTitle(FALLBACK_PAGE_TITLE, 'Lakeside Adventure Park')).toBe('Store | Lakeside Adventure Park');
    expect(NOT_FOUND_HEADING).toBe('Not Found');
  });
});

describe("the fallback route's redirect suppression (seed 000 §2)", () => {
  it("suppresses it under the store's own sections: 'Not Found' at once", () => {
    expect(suppressesRedirect('/product/single/prod_day/extra')).toBe(true);
    expect(suppressesRedirect('/reservation/nowhere')).toBe(true);
    expect(suppressesRedirect('/order-lookup')).toBe(true);
  });
  it("asks the venue's site for any other path", () => {
    expect(suppressesRedirect('/holiday-lights')).toBe(false);
    expect(suppressesRedirect('/products')).toBe(false);
    expect(suppressesRedirect('/')).toBe(false);
  });
});

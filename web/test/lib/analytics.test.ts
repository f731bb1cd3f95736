// Page views and API events reach the data layer the site's analytics script reads.
import { describe, expect, it, vi } from 'vitest';

vi.mock('../../src/lib/api', () => ({ api: { on: () => () => undefined } }));
const target: { dataLayer?: unknown[] } = {};
vi.stubGlobal('window', target);
const { pageViewEvent, pushAnalytics } = await import('../../src/lib/analytics');

describe('the data layer', () => {
  it('logs a page view by path, without the query (which may hold lookup tokens)', () => {
    expect(pageViewEvent('/order/lookup?token=tok_secret')).toEqual({
      category: 'page_view',
      eventData: { page_path: '/order/lookup' },
    });
  });

  it('pushes each event with its category as the event name', () => {
    pushAnalytics(pageViewEvent('/cart'));
    pushAnalytics({ category: 'purchase', eventData: { value: 213.14, currency: 'USD' } });
    expect(target.dataLayer).toEqual([
      { event: 'page_view', page_path: '/cart' },
      { event: 'purchase', value: 213.14, currency: 'USD' },
    ]);
  });
});

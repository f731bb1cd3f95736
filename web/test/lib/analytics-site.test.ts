// The site's analytics script (seed 002 §7.1 'GET config/web-site/current'), and where events go:
// the data layer when the site has analytics, the raw log when it has none.
import { beforeEach, describe, expect, it, vi } from 'vitest';

const currentSite = vi.fn();
vi.mock('../../src/lib/api', () => ({
  api: { on: () => () => undefined, GET: (...args: unknown[]) => currentSite(...args) },
}));

interface FakeScript {
  async?: boolean;
  src?: string;
  dataset: Record<string, string>;
  listeners: Record<string, () => void>;
  addEventListener: (type: string, listener: () => void) => void;
  remove: () => void;
}

let head: FakeScript[] = [];
const target: { dataLayer?: unknown[] } = {};

async function freshModule() {
  vi.resetModules();
  head = [];
  delete target.dataLayer;
  vi.stubGlobal('window', target);
  vi.stubGlobal('document', {
    querySelector: () => head.find((s) => s.dataset.analytics) ?? null,
    createElement: (): FakeScript => {
      const script: FakeScript = {
        dataset: {},
        listeners: {},
        addEventListener: (type, listener) => {
          script.listeners[type] = listener;
        },
        remove: () => {
          head = head.filter((s) => s !== script);
        },
      };
      return script;
    },
    head: { append: (script: FakeScript) => head.push(script) },
  });
  return import('../../src/lib/analytics');
}

const site = (analyticsTrackingId: string | null) => ({
  data: {
    success: true,
    message: null,
    value: {
      id: 'site_park',
      name: 'Lakeside Adventure Park',
      analyticsTrackingId,
      cssKey: 'park',
      allowSameTicketSamePerformanceMultipleBooking: false,
    },
  },
});
const SCRIPT = 'https://www.googletagmanager.com/gtag/js?id={id}';
const event = { category: 'add_to_cart', eventData: { currency: 'USD', value: 189.97 } };

beforeEach(() => {
  currentSite.mockReset();
  vi.spyOn(console, 'info').mockImplementation(() => undefined);
});

describe("the script's address", () => {
  it('fills in the tracking id, and is null without an address or an id', async () => {
    const { analyticsScriptSrc } = await freshModule();
    expect(analyticsScriptSrc(SCRIPT, 'G-LAKESIDE01')).toBe(
      'https://www.googletagmanager.com/gtag/js?id=G-LAKESIDE01',
    );
    expect(analyticsScriptSrc(SCRIPT, 'a&b')).toBe('https://www.googletagmanager.com/gtag/js?id=a%26b');
    expect(analyticsScriptSrc(null, 'G-LAKESIDE01')).toBeNull();
    expect(analyticsScriptSrc(SCRIPT, null)).toBeNull();
  });
});

describe('starting analytics', () => {
  it('reads the current web site and loads the script for its tracking id, once', async () => {
    const { startAnalytics } = await freshModule();
    currentSite.mockResolvedValue(site('G-LAKESIDE01'));
    await startAnalytics(SCRIPT);
    await startAnalytics(SCRIPT);
    expect(currentSite).toHaveBeenCalledWith('/config/web-site/current');
    expect(head).toHaveLength(1);
    expect(head[0]).toMatchObject({
      async: true,
      src: 'https://www.googletagmanager.com/gtag/js?id=G-LAKESIDE01',
    });
    // The tag's own start-up calls wait in the data layer for it.
    const calls = (target.dataLayer ?? []).map((args) => Array.from(args as ArrayLike<unknown>)[0]);
    expect(calls).toEqual(['js', 'config']);
  });

  it('keeps the events in the data layer when the script cannot load', async () => {
    const { startAnalytics, recordAnalytics, rawEvents } = await freshModule();
    currentSite.mockResolvedValue(site('G-LAKESIDE01'));
    await startAnalytics(SCRIPT);
    head[0]?.listeners.error?.();
    expect(head).toHaveLength(0);
    recordAnalytics(event);
    expect(target.dataLayer).toContainEqual({ event: 'add_to_cart', currency: 'USD', value: 189.97 });
    expect(rawEvents).toEqual([]);
  });

  it('pushes events to the data layer before the site is known', async () => {
    const { recordAnalytics } = await freshModule();
    recordAnalytics(event);
    expect(target.dataLayer).toEqual([{ event: 'add_to_cart', currency: 'USD', value: 189.97 }]);
  });

  it.each([
    ['no tracking id', SCRIPT, () => Promise.resolve(site(null))],
    ['no script address', null, () => Promise.resolve(site('G-LAKESIDE01'))],
    ['a failed site call', SCRIPT, () => Promise.reject(new Error('offline'))],
  ])('logs raw events with their category when the site has %s', async (_, scriptUrl, answer) => {
    const { startAnalytics, recordAnalytics, rawEvents } = await freshModule();
    currentSite.mockImplementation(answer);
    await startAnalytics(scriptUrl);
    expect(head).toHaveLength(0);
    recordAnalytics(event);
    expect(rawEvents).toEqual([{ category: 'add_to_cart', eventData: { currency: 'USD', value: 189.97 } }]);
    expect(target.dataLayer ?? []).toEqual([]);
    expect(console.info).toHaveBeenCalledWith('analytics event', 'add_to_cart', event.eventData);
  });
});

// Analytics (seed 002 §2.9, §7.1 'GET config/web-site/current', §7.4; seed 000 §2, §7): at start the
// shell reads the current web site and loads the analytics script for its analyticsTrackingId, from
// the settings' analyticsScriptUrl (ours: the seeds do not say where the script comes from). Events
// from API answers and a page view on every route change go to the page's data layer, which the
// script reads; when the site has no analytics (no tracking id or no script address) each event is
// logged as a raw event with its category instead. The store works on when the script cannot load.
import type { Schema } from '@boxoffice/sdk';
import { useEffect } from 'react';
import { useLocation } from 'wouter';
import { api } from './api';

type AnalyticsEvent = Schema<'AnalyticsEvent'>;
type DataLayerWindow = Window & { dataLayer?: unknown[] };

const dataLayer = (): unknown[] => {
  const target = window as DataLayerWindow;
  target.dataLayer ??= [];
  return target.dataLayer;
};

export function pushAnalytics(event: AnalyticsEvent): void {
  dataLayer().push({ event: event.category, ...(event.eventData as object | null) });
}

/** A raw event: its category and data as they came, for a site without an analytics script. */
export interface RawEvent {
  readonly category: string;
  readonly eventData: unknown;
}

/** The raw events logged so far (the log a site without analytics keeps; also read by tests). */
export const rawEvents: RawEvent[] = [];

export function logRawEvent(event: AnalyticsEvent): void {
  rawEvents.push({ category: event.category, eventData: event.eventData });
  console.info('analytics event', event.category, event.eventData);
}

/**
 * Where events go: the data layer until the site is known to have no analytics (events before that
 * wait in the data layer for the script, as a tag manager's snippet does), then the raw log.
 */
let sink: 'dataLayer' | 'raw' = 'dataLayer';

export function recordAnalytics(event: AnalyticsEvent): void {
  if (sink === 'raw') logRawEvent(event);
  else pushAnalytics(event);
}

/** The script's address for a tracking id: `{id}` in the settings' address filled in; null without either. */
export function analyticsScriptSrc(
  template: string | null | undefined,
  trackingId: string | null | undefined,
): string | null {
  if (!template || !trackingId) return null;
  return template.split('{id}').join(encodeURIComponent(trackingId));
}

/** The tag's own start-up calls, as its snippet makes them (gtag reads `arguments` objects). */
function configure(trackingId: string): void {
  const gtag = function (..._args: unknown[]) {
    // biome-ignore lint/complexity/noArguments: the tag reads the arguments object its snippet pushes.
    dataLayer().push(arguments);
  };
  gtag('js', new Date());
  gtag('config', trackingId);
}

/**
 * Reads the current web site and loads its analytics script (once). Without a tracking id or a script
 * address, or when the site cannot be read, events are logged raw from then on. A script that fails
 * to load is left alone: the events stay in the data layer, and nothing of the store waits for it.
 */
export async function startAnalytics(scriptUrl: string | null | undefined): Promise<void> {
  let trackingId: string | null = null;
  try {
    trackingId = (await api.GET('/config/web-site/current')).data.value.analyticsTrackingId;
  } catch {
    trackingId = null;
  }
  const src = analyticsScriptSrc(scriptUrl, trackingId);
  if (!src || !trackingId) {
    sink = 'raw';
    return;
  }
  if (document.querySelector(`script[data-analytics]`)) return;
  configure(trackingId);
  const script = document.createElement('script');
  script.async = true;
  script.src = src;
  script.dataset.analytics = trackingId;
  script.addEventListener('error', () => script.remove());
  document.head.append(script);
}

/** The page view of a route: its path (without the query, which may hold lookup tokens). */
export const pageViewEvent = (path: string): AnalyticsEvent => ({
  category: 'page_view',
  eventData: { page_path: path.split('?')[0] ?? path },
});

/** Logs a page view whenever the route changes (the app's shell calls it once). */
export function usePageViews(): void {
  const [location] = useLocation();
  useEffect(() => recordAnalytics(pageViewEvent(location)), [location]);
}

api.on('analyticsEvent', (event) => recordAnalytics(event));

// Analytics: events from API answers go to the page's data layer (seed 002 §7.4), and so does a
// page view on every route change ('A page view is logged on load', seed 000 §2), for the
// analytics script the site configuration loads.
import type { Schema } from '@boxoffice/sdk';
import { useEffect } from 'react';
import { useLocation } from 'wouter';
import { api } from './api';

type DataLayerWindow = Window & { dataLayer?: unknown[] };

const dataLayer = (): unknown[] => {
  const target = window as DataLayerWindow;
  target.dataLayer ??= [];
  return target.dataLayer;
};

export function pushAnalytics(event: Schema<'AnalyticsEvent'>): void {
  dataLayer().push({ event: event.category, ...(event.eventData as object | null) });
}

/** The page view of a route: its path (without the query, which may hold lookup tokens). */
export const pageViewEvent = (path: string): Schema<'AnalyticsEvent'> => ({
  category: 'page_view',
  eventData: { page_path: path.split('?')[0] ?? path },
});

/** Logs a page view whenever the route changes (the app's shell calls it once). */
export function usePageViews(): void {
  const [location] = useLocation();
  useEffect(() => pushAnalytics(pageViewEvent(location)), [location]);
}

api.on('analyticsEvent', (event) => pushAnalytics(event));
